import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens, mockControl } from '@mocks/node';
import { call, rows } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const admin = { token: demoTokens.admin.secretId };
const stored = async () =>
  rows(await call('CustomPropertyList', { ...admin, query: { fields: '*', 'page-size': '4000' } }));

async function openPage() {
  const view = renderApp({ path: '/custom-fields', signedInAs: 'admin' });
  const table = await screen.findByRole('table', { name: 'Custom fields' });
  await within(table).findByRole('rowheader', { name: /^Cost centre/ });
  return { ...view, table };
}
const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr') as HTMLElement;
const cellsOf = (table: HTMLElement, name: string) =>
  within(rowOf(table, name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const dialog = () => screen.getByRole('dialog');
const textbox = (name: string) => within(dialog()).getByRole('textbox', { name });
const select = (name: string) => within(dialog()).getByRole('combobox', { name });
const button = (name: string) => within(dialog()).getByRole('button', { name });
/** Puts text into a field at its end in one input event, as `type` would key by key (which re-renders the dialog per key). */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
/** Replaces a field's content in one input event (`clear` focuses and empties it). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.paste(text);
}

describe('the custom fields page', () => {
  it('lists each field with its slug, what it applies to, its value rule in words and whether it is required; the platform’s fields are read-only', async () => {
    const { table } = await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Custom fields' })).toBeInTheDocument();
    expect(cellsOf(table, 'Cost centre').slice(0, 4)).toEqual([
      'CostCentre',
      'Devices',
      'Text4 to 8 charactersPattern ^[A-Z]{2}[0-9]+$',
      'Required',
    ]);
    // The description shows under the name.
    expect(within(table).getByRole('rowheader', { name: /^Cost centre/ })).toHaveTextContent(
      'Cost centreBooked on this cost centre, e.g. NL4711',
    );
    expect(cellsOf(table, 'Warranty months').slice(0, 3)).toEqual([
      'WarrantyMonths',
      'Assets',
      'Whole numberFrom 0 to 120',
    ]);
    expect(cellsOf(table, 'Ländercode').slice(0, 3)).toEqual([
      'Landercode',
      'Devices',
      'Choice from a listOptions: DE, FR, NL',
    ]);
    expect(cellsOf(table, 'Service contact').slice(0, 4)).toEqual(['ServiceContact', 'Assets', 'E-mail address', '']);

    // The platform's fields, read-only.
    const row = rowOf(table, 'Production batch');
    expect(within(row).getByText('Platform')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(within(rowOf(table, 'Cost centre')).getByRole('button', { name: 'Edit Cost centre' })).toBeInTheDocument();
  });

  it('adds a choice field: the slug follows the name, the options are checked, then it is listed', async () => {
    const { table } = await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add custom field' }));
    expect(button('Add')).toBeDisabled();
    await enter(textbox('Name'), 'Paint colour');
    expect(textbox('Slug')).toHaveValue('PaintColour');
    await userEvent.selectOptions(select('Applies to'), 'Assets');
    await userEvent.selectOptions(select('Value type'), 'Choice from a list');
    await enter(textbox('Options'), 'Red\nBlue\nRed');
    expect(await within(dialog()).findByText('An option is listed more than once.')).toBeInTheDocument();
    expect(button('Add')).toBeDisabled();
    await userEvent.clear(textbox('Options'));
    expect(await within(dialog()).findByText('Add at least one option.')).toBeInTheDocument();
    await enter(textbox('Options'), 'Red\nBlue');
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'A value is required' }));
    await userEvent.click(button('Add'));
    expect(await within(table).findByRole('rowheader', { name: /^Paint colour/ })).toBeInTheDocument();
    expect(cellsOf(table, 'Paint colour').slice(0, 4)).toEqual([
      'PaintColour',
      'Assets',
      'Choice from a listOptions: Red, Blue',
      'Required',
    ]);
    expect(await screen.findByText('Custom field Paint colour added.')).toBeInTheDocument();
    expect((await stored()).find((p) => p.slug === 'PaintColour')).toMatchObject({
      resourceType: 'Asset',
      name: 'Paint colour',
      required: true,
      description: null,
      scopeType: 'com',
      validation: { type: 'enum', options: ['Red', 'Blue'] },
    });
  });

  it('checks the slug as typed: PascalCase, at most 29 characters, unused for the same kind', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add custom field' }));
    await enter(textbox('Name'), 'Site');
    await userEvent.selectOptions(select('Applies to'), 'Devices');
    const slug = textbox('Slug');
    await fill(slug, 'site_code');
    expect(
      await within(dialog()).findByText(
        'Use PascalCase: a capital letter first, then only letters and digits (for example CostCentre).',
      ),
    ).toBeInTheDocument();
    expect(slug).toHaveAccessibleDescription(
      'Use PascalCase: a capital letter first, then only letters and digits (for example CostCentre).',
    );
    await fill(slug, 'A'.repeat(30));
    expect(await within(dialog()).findByText('At most 29 characters.')).toBeInTheDocument();
    await fill(slug, 'ProductionBatch');
    expect(
      await within(dialog()).findByText('Another custom field of the same kind already has this slug.'),
    ).toBeInTheDocument();
    // Typed by hand, the slug no longer follows the name; another kind may use it.
    await enter(textbox('Name'), ' code');
    expect(slug).toHaveValue('ProductionBatch');
    await userEvent.selectOptions(select('Applies to'), 'Users');
    await waitFor(() =>
      expect(
        within(dialog()).queryByText('Another custom field of the same kind already has this slug.'),
      ).not.toBeInTheDocument(),
    );
    expect(button('Add')).toBeEnabled();
  });

  it('edits a field: what it applies to and its slug are fixed; bounds are checked; PATCH sends neither', async () => {
    const { table } = await openPage();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Warranty months' }));
    expect(select('Applies to')).toBeDisabled();
    expect(textbox('Slug')).toBeDisabled();
    expect(textbox('Slug')).toHaveAccessibleDescription('Fixed once the field exists.');
    expect(textbox('Lowest value')).toHaveValue('0');
    await fill(textbox('Lowest value'), '200');
    expect(await within(dialog()).findByText('Must not be less than the lower limit.')).toBeInTheDocument();
    await fill(textbox('Highest value'), 'x');
    expect(await within(dialog()).findByText('A whole number, or empty.')).toBeInTheDocument();
    await userEvent.clear(textbox('Highest value'));
    await waitFor(() => expect(button('Save')).toBeEnabled());
    await userEvent.click(button('Save'));
    await waitFor(() => expect(cellsOf(table, 'Warranty months')[2]).toBe('Whole numberAt least 200'));
    expect(mockControl.requestCount('MyCompanyCustomProperty', 'PATCH')).toBe(1);
    expect((await stored()).find((p) => p.slug === 'WarrantyMonths')).toMatchObject({
      resourceType: 'Asset',
      validation: { type: 'int', minValue: 200, maxValue: null },
    });
  });

  it('text options: a regular expression that does not compile is refused before any call', async () => {
    const { table } = await openPage();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Cost centre' }));
    await fill(textbox('Regular expression'), '[A-Z');
    expect(await within(dialog()).findByText('This is not a valid regular expression.')).toBeInTheDocument();
    expect(button('Save')).toBeDisabled();
  });

  it('text options: a regular expression that could freeze the page of whoever types a value is refused before any call', async () => {
    const { table } = await openPage();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Cost centre' }));
    await fill(textbox('Regular expression'), '^([A-Z]+)+$');
    expect(
      await within(dialog()).findByText(/^A repeated group holds a quantifier or alternatives that start alike/),
    ).toBeInTheDocument();
    expect(textbox('Regular expression')).toHaveAccessibleDescription(
      expect.stringMatching(/as in \(a\+\)\+ or \(a\|ab\)\*/),
    );
    expect(button('Save')).toBeDisabled();
    await fill(textbox('Regular expression'), '^[A-Z]{2}[0-9]+(-[0-9]+)*$');
    await waitFor(() => expect(button('Save')).toBeEnabled());
    expect(mockControl.requestCount('MyCompanyCustomProperty', 'PATCH')).toBe(0);
  });

  it('the server’s refusal of a slug taken meanwhile shows under the slug, which takes the focus', async () => {
    await openPage();
    await call('MyCompanyCustomPropertyList', {
      ...admin,
      method: 'POST',
      body: { resourceType: 'User', slug: 'Badge', name: 'Badge', validation: { type: 'str' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add custom field' }));
    await enter(textbox('Name'), 'Badge');
    await userEvent.selectOptions(select('Applies to'), 'Users');
    await userEvent.click(button('Add'));
    expect(await within(dialog()).findByText('Slug already in use')).toBeInTheDocument();
    expect(textbox('Slug')).toHaveFocus();
    expect(textbox('Slug')).toHaveAccessibleDescription('Slug already in use');
  });

  it('a refusal the form cannot place is shown above it, and the dialog stays', async () => {
    mockControl.failRel('MyCompanyCustomProperty', 403, 1, 'PATCH');
    const { table } = await openPage();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Critical asset' }));
    await enter(textbox('Description'), 'Stops the line');
    await userEvent.click(button('Save'));
    expect(await within(dialog()).findByText('Forbidden')).toBeInTheDocument();
  });

  it('deletes after confirmation; Cancel keeps it; a failed delete says so with its first message', async () => {
    mockControl.failRel('MyCompanyCustomProperty', 409, 1, 'DELETE');
    const { table } = await openPage();
    await userEvent.click(within(table).getByRole('button', { name: 'Delete Manual' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete custom field' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(table).getByRole('button', { name: 'Delete Manual' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete custom field' });
    expect(confirm).toHaveTextContent('Delete the custom field Manual? The values stored in it are lost.');
    // The first DELETE fails: it says so and the field stays.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: /^Manual/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(table).getByRole('button', { name: 'Delete Manual' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete custom field' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: /^Manual/ })).not.toBeInTheDocument());
    expect((await stored()).some((p) => p.slug === 'Manual')).toBe(false);
  });

  it('a company without fields of its own still sees the platform’s', async () => {
    mockControl.scenario('empty-company');
    renderApp({ path: '/custom-fields', signedInAs: 'admin' });
    const table = await screen.findByRole('table', { name: 'Custom fields' });
    // The platform's field stays: only the company's own are gone.
    expect(await within(table).findByRole('rowheader', { name: /^Production batch/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader')).toHaveLength(1);
  });

  it('shows a load failure with a retry that reads the list again', async () => {
    mockControl.failRel('CustomPropertyList', 403, 1);
    renderApp({ path: '/custom-fields', signedInAs: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Custom fields' });
    expect(await within(table).findByRole('rowheader', { name: /^Cost centre/ })).toBeInTheDocument();
  });

  it('needs MANAGE_CUSTOM_FIELDS', async () => {
    mockControl.setPermissions('admin@acme.test', 'c-acme', ['MANAGE_GROUPS']);
    renderApp({ path: '/custom-fields', signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Page not allowed' })).toBeInTheDocument();
    expect(mockControl.requestCount('CustomPropertyList', 'GET')).toBe(0);
  });
});
