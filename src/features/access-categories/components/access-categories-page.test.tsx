import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens, mockControl } from '@mocks/node';
import { call, rows } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

/** Acme's access categories by name; Everyone is the default, roles use Operators and Service engineers. */
const SEEDED = ['Everyone', 'Externe Partner', 'Management', 'Operators', 'Service engineers'];
const admin = { token: demoTokens.admin.secretId };

async function openPage() {
  const view = renderApp({ path: '/access-categories', signedInAs: 'admin' });
  const table = await screen.findByRole('table', { name: 'Access categories' });
  return { ...view, table };
}
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
/** Description, type and default cells of a row, as read. */
const cellsOf = (table: HTMLElement, name: string) =>
  within(rowOf(table, name))
    .getAllByRole('cell')
    .slice(0, 3)
    .map((cell) => cell.textContent);
const defaultsIn = (table: HTMLElement) => names(table).filter((name) => cellsOf(table, name)[2] === 'Default');
const stored = async () =>
  rows(await call('AudienceList', { ...admin, query: { fields: 'name,description,type,default' } }));
const dialog = () => screen.getByRole('dialog');
const field = (name: 'Name' | 'Description') =>
  within(dialog()).getByRole('textbox', { name: name === 'Name' ? 'Name' : name });

describe('the access categories page', () => {
  afterEach(() => vi.useRealTimers());

  it('lists every access category by name with its description, type in plain words and the default marked', async () => {
    await call('AudienceList', {
      ...admin,
      method: 'POST',
      body: { name: 'Night alarms', description: null, type: 'alarm' },
    });
    const { table } = await openPage();
    expect(names(table)).toEqual([
      'Everyone',
      'Externe Partner',
      'Management',
      'Night alarms',
      'Operators',
      'Service engineers',
    ]);
    expect(cellsOf(table, 'Everyone')).toEqual(['All users of the company', 'General', 'Default']);
    expect(cellsOf(table, 'Night alarms')).toEqual(['', 'Alarms', '']);
    expect(defaultsIn(table)).toEqual(['Everyone']);
    expect(screen.getByRole('heading', { level: 1, name: 'Access categories' })).toBeInTheDocument();
  });

  it('reads every page of the list, not only the first', async () => {
    for (let index = 0; index < 3; index += 1)
      await call('AudienceList', { ...admin, method: 'POST', body: { name: `Extra ${index}` } });
    // Whatever the page size, the table holds every row the server has.
    const { table } = await openPage();
    expect(names(table)).toHaveLength(SEEDED.length + 3);
  });

  it('shows that the list is loading until it comes', async () => {
    mockControl.hold('AudienceList', 'GET');
    renderApp({ path: '/access-categories', signedInAs: 'admin' });
    expect(await screen.findByRole('progressbar', { name: 'Access categories' })).toBeInTheDocument();
    mockControl.release();
    expect(names(await screen.findByRole('table', { name: 'Access categories' }))).toEqual(SEEDED);
  });

  it('a company without access categories sees the empty state with the way to add one', async () => {
    mockControl.scenario('empty-company');
    renderApp({ path: '/access-categories', signedInAs: 'admin' });
    expect(await screen.findByText('No access categories yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add access category' })).toBeEnabled();
  });

  it('a failed load shows an error state; Try again reads the list again', async () => {
    mockControl.malformRel('AudienceList', 1, 'wrong-shape');
    renderApp({ path: '/access-categories', signedInAs: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(names(await screen.findByRole('table', { name: 'Access categories' }))).toEqual(SEEDED);
  });

  it('add: name required, at most 255, not taken; the type is chosen once; the new row shows it', async () => {
    const { table } = await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add access category' }));
    const add = within(await screen.findByRole('dialog', { name: 'Add access category' })).getByRole('button', {
      name: 'Add',
    });
    expect(add).toBeDisabled();
    expect(within(dialog()).getByRole('radio', { name: 'General' })).toBeChecked();
    expect(within(dialog()).getByText('The type is chosen now and cannot be changed later.')).toBeInTheDocument();
    await userEvent.type(field('Name'), 'x');
    await userEvent.clear(field('Name'));
    expect(await within(dialog()).findByText('Enter a name.')).toBeInTheDocument();
    await userEvent.type(field('Name'), ' OPERATORS ');
    expect(await within(dialog()).findByText('Another access category already has this name.')).toBeInTheDocument();
    await userEvent.clear(field('Name'));
    await userEvent.click(field('Name'));
    await userEvent.paste('y'.repeat(256));
    expect(await within(dialog()).findByText('Use at most 255 characters.')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await userEvent.clear(field('Name'));
    await userEvent.type(field('Name'), 'Night alarms');
    await userEvent.type(field('Description'), '<b>On call</b>');
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Alarms' }));
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    expect(await within(table).findByRole('rowheader', { name: 'Night alarms' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Admin-authored text stays text.
    expect(cellsOf(table, 'Night alarms')).toEqual(['<b>On call</b>', 'Alarms', '']);
    expect((await stored()).find((audience) => audience.name === 'Night alarms')).toEqual({
      name: 'Night alarms',
      description: '<b>On call</b>',
      type: 'alarm',
      default: false,
    });
  });

  it('the server’s “Name already in use” shows on the name field', async () => {
    await openPage();
    // Added elsewhere after the list was read: only the server knows.
    await call('AudienceList', { ...admin, method: 'POST', body: { name: 'Visitors' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add access category' }));
    await userEvent.type(field('Name'), 'Visitors');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add' }));
    expect(await within(dialog()).findByText('Name already in use')).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription('Name already in use');
    await waitFor(() => expect(field('Name')).toHaveFocus());
  });

  it('edit: name and description change with Audience PATCH; the type is shown and fixed', async () => {
    await call('AudienceList', {
      ...admin,
      method: 'POST',
      body: { name: 'Dashboards', description: 'Plant pages', type: 'page' },
    });
    const { table } = await openPage();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Dashboards' }));
    await screen.findByRole('dialog', { name: 'Edit access category' });
    const save = within(dialog()).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(field('Name')).toHaveValue('Dashboards');
    expect(field('Description')).toHaveValue('Plant pages');
    expect(within(dialog()).getByRole('radio', { name: 'Pages' })).toBeChecked();
    for (const radio of within(dialog()).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(dialog()).getByText(/cannot be changed/)).toBeInTheDocument();
    await userEvent.type(field('Name'), ' of the plant');
    await userEvent.clear(field('Description'));
    await userEvent.click(save);
    expect(await within(table).findByRole('rowheader', { name: 'Dashboards of the plant' })).toBeInTheDocument();
    expect(cellsOf(table, 'Dashboards of the plant')).toEqual(['', 'Pages', '']);
    expect(mockControl.requestCount('Audience', 'PATCH')).toBe(1);
    expect((await stored()).find((audience) => audience.name === 'Dashboards of the plant')).toMatchObject({
      description: null,
      type: 'page',
    });
  });

  /** The star, then the confirmation (the default is company-wide). */
  async function changeDefault(table: HTMLElement, label: string, confirmLabel: string) {
    await userEvent.click(within(table).getByRole('button', { name: label }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: confirmLabel }));
  }

  it('set another default after confirming: the previous one loses its mark; unset leaves none; Cancel changes nothing', async () => {
    const { table } = await openPage();
    await userEvent.click(within(table).getByRole('button', { name: 'Make Management the default' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the default access category?' });
    expect(confirm).toHaveTextContent('Management becomes the default access category for the whole company.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockControl.requestCount('AudienceDefault', 'POST')).toBe(0);
    await changeDefault(table, 'Make Management the default', 'Make default');
    await waitFor(() => expect(defaultsIn(table)).toEqual(['Management']));
    expect(await screen.findByRole('status')).toHaveTextContent('Management is now the default access category.');
    expect(mockControl.requestCount('AudienceDefault', 'POST')).toBe(1);
    expect(within(table).getByRole('button', { name: 'Make Everyone the default' })).toBeInTheDocument();
    await changeDefault(table, 'Stop Management being the default', 'Remove default');
    await waitFor(() => expect(defaultsIn(table)).toEqual([]));
    expect(mockControl.requestCount('AudienceDefault', 'DELETE')).toBe(1);
    expect((await stored()).filter((audience) => audience.default)).toEqual([]);
  });

  it('Undo in the notice gives the default back to the one that had it', async () => {
    const { table } = await openPage();
    await changeDefault(table, 'Make Management the default', 'Make default');
    const notice = await screen.findByRole('status');
    await userEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(defaultsIn(table)).toEqual(['Everyone']));
    expect((await stored()).filter((audience) => audience.default).map((audience) => audience.name)).toEqual([
      'Everyone',
    ]);
  });

  it('a failed default change says so with its first message', async () => {
    mockControl.failRel('AudienceDefault', 403, 1);
    const { table } = await openPage();
    await changeDefault(table, 'Make Management the default', 'Make default');
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
    expect(defaultsIn(table)).toEqual(['Everyone']);
  });

  it('an unused access category is deleted after confirmation', async () => {
    const { table } = await openPage();
    await userEvent.click(within(table).getByRole('button', { name: 'Delete Management' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete access category' });
    expect(confirm).toHaveTextContent('Delete the access category Management?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names(table)).toEqual(SEEDED.filter((name) => name !== 'Management')));
  });

  it('Cancel keeps it', async () => {
    const { table } = await openPage();
    await userEvent.click(within(table).getByRole('button', { name: 'Delete Management' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete access category' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockControl.requestCount('Audience', 'DELETE')).toBe(0);
  });

  it('names the roles using each category, and offers no Delete for one in use or the default, saying why', async () => {
    const { table } = await openPage();
    const usedBy = (name: string) => within(rowOf(table, name)).getAllByRole('cell')[3]?.textContent;
    expect(usedBy('Management')).toBe('No role');
    expect(usedBy('Operators')).not.toBe('No role');
    const operators = within(rowOf(table, 'Operators')).getByRole('button', { name: /^Delete Operators/ });
    expect(operators).toBeDisabled();
    expect(operators).toHaveAccessibleName(
      `Delete Operators. Used by ${usedBy('Operators') ?? ''}: take it from those roles before deleting it.`,
    );
    const everyone = within(rowOf(table, 'Everyone')).getByRole('button', { name: /^Delete Everyone/ });
    expect(everyone).toBeDisabled();
    expect(everyone).toHaveAccessibleName(/The default access category cannot be deleted/);
    expect(within(rowOf(table, 'Management')).getByRole('button', { name: 'Delete Management' })).toBeEnabled();
  });

  it('one a role took meanwhile is still in use: “Access category is still in use” shows for 4 s and the row stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { table, store } = await openPage();
    // After the page read it, a role starts using Management.
    const audiences = rows(await call('AudienceList', { ...admin, query: { fields: 'publicId,name' } })) as {
      publicId: string;
      name: string;
    }[];
    const management = audiences.find((audience) => audience.name === 'Management') as { publicId: string };
    const [role] = rows(await call('RoleList', { ...admin, query: { fields: 'publicId' } })) as { publicId: string }[];
    const took = await call('RoleAudienceList', {
      ...admin,
      method: 'POST',
      params: { publicId: role?.publicId ?? '' },
      body: [{ publicId: management.publicId }],
    });
    expect(took.status).toBe(201);
    await user.click(within(table).getByRole('button', { name: 'Delete Management' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete access category' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Access category is still in use');
    expect(screen.queryByText('Audience is still in use')).not.toBeInTheDocument();
    expect(names(table)).toEqual(SEEDED);
    // Still there after 3.5 s (a 3 s notice would be gone), gone by 4.1 s (a 5 s one would stay).
    act(() => void vi.advanceTimersByTime(3500));
    expect(screen.getByRole('alert')).toHaveTextContent('Access category is still in use');
    act(() => void vi.advanceTimersByTime(600));
    expect(store.getState().notices.queue).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('any other delete failure shows its first message, for 4 s as well', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockControl.failRel('Audience', 403, 1, 'DELETE');
    const { table, store } = await openPage();
    await user.click(within(table).getByRole('button', { name: 'Delete Management' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete access category' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
    expect(store.getState().notices.queue).toMatchObject([{ text: 'Forbidden', duration: 4000 }]);
    expect(names(table)).toEqual(SEEDED);
  });

  it('needs MANAGE_ROLES', async () => {
    mockControl.setPermissions('admin@acme.test', 'c-acme', ['MANAGE_GROUPS']);
    renderApp({ path: '/access-categories', signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Page not allowed' })).toBeInTheDocument();
    expect(mockControl.requestCount('AudienceList', 'GET')).toBe(0);
  });

  it('works by keyboard alone: add with Enter, then make it the default', async () => {
    const { table } = await openPage();
    screen.getByRole('button', { name: 'Add access category' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Add access category' });
    // The browser focuses the name at once (the Playwright journey checks it); jsdom leaves focus on the dialog.
    if (!field('Name').matches(':focus')) await userEvent.tab();
    expect(field('Name')).toHaveFocus();
    await userEvent.keyboard('Visitors{Enter}');
    expect(await within(table).findByRole('rowheader', { name: 'Visitors' })).toBeInTheDocument();
    within(table).getByRole('button', { name: 'Make Visitors the default' }).focus();
    await userEvent.keyboard(' ');
    // The confirmation opens; its button confirms by keyboard.
    const confirm = await screen.findByRole('dialog', { name: 'Change the default access category?' });
    within(confirm).getByRole('button', { name: 'Make default' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(defaultsIn(table)).toEqual(['Visitors']));
  });
});
