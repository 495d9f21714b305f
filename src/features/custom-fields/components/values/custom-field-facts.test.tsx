import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

/**
 * A field of devices as a server that follows the platform may send it: `resourceType` is a free string there, spelled
 * `agent` where the seed says `Agent`. Ag-002 has a value for it.
 */
function seedLowerCaseDeviceField() {
  const db = getDb();
  db.customProperties.push({
    publicId: 'cp-lower',
    _companyId: 'c-acme',
    scopeType: 'com',
    resourceType: 'agent',
    resourceVariant: null,
    slug: 'DockLevel',
    name: 'Dock level',
    description: null,
    required: false,
    validation: { type: 'str', minLength: null, maxLength: 16, regex: null },
    flags: [],
  });
  const agent = db.agents.find((candidate) => candidate.publicId === 'ag-002');
  if (!agent) throw new Error('seed: ag-002');
  agent.custom = { ...agent.custom, DockLevel: 'L2' };
  return agent;
}

const fact = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('a custom field whose resourceType is spelled in another case', () => {
  it('shows and edits on a device beside the fields spelled Agent', async () => {
    const agent = seedLowerCaseDeviceField();
    const user = userEvent.setup();
    renderApp({ path: '/devices/ag-002', signedInAs: 'admin' });
    const section = await screen.findByRole('region', { name: 'Overview' });
    await waitFor(() => expect(fact(section, 'Cost centre')).toHaveTextContent('NL4702'));
    expect(fact(section, 'Dock level')).toHaveTextContent('L2');

    await user.click(within(section).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /^Edit / });
    const dockLevel = within(dialog).getByRole('textbox', { name: 'Dock level' });
    expect(dockLevel).toHaveValue('L2');
    await user.clear(dockLevel);
    await user.paste('L3');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fact(section, 'Dock level')).toHaveTextContent('L3'));
    expect(agent.custom.DockLevel).toBe('L3');
  });

  it('is listed as a field of devices, and its slug counts as taken for devices', async () => {
    seedLowerCaseDeviceField();
    const user = userEvent.setup();
    renderApp({ path: '/custom-fields', signedInAs: 'admin' });
    const table = await screen.findByRole('table', { name: 'Custom fields' });
    const row = (await within(table).findByRole('rowheader', { name: /^Dock level/ })).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 2),
    ).toEqual(['DockLevel', 'Devices']);

    // Its edit form knows what it applies to.
    await user.click(within(row).getByRole('button', { name: 'Edit Dock level' }));
    expect(within(await screen.findByRole('dialog')).getByRole('combobox', { name: 'Applies to' })).toHaveDisplayValue(
      'Devices',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add custom field' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Dock level');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Applies to' }), 'Devices');
    expect(
      await within(dialog).findByText('Another custom field of the same kind already has this slug.'),
    ).toBeInTheDocument();
  });
});
