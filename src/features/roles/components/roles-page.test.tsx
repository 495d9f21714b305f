import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { demoTokens, mockControl } from '@mocks/node';
import { call } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const admin = { token: demoTokens.admin.secretId };
const acmeRoles = () => getDb().roles.filter((role) => role._companyId === 'c-acme');
const roleNamed = (name: string) => acmeRoles().find((role) => role.name === name);

async function rolesTable() {
  return screen.findByRole('table', { name: 'Roles' });
}
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

async function openMenu(name: string, item: 'Edit' | 'Duplicate' | 'Delete') {
  await userEvent.click(screen.getByRole('button', { name: `More options for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}
const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

describe('the roles page', () => {
  it('lists the company’s roles with description, sign-in requirements, permission and member counts', async () => {
    // People and invitations holding the role, each once.
    const operator = roleNamed('Operator')?.publicId;
    const holders = new Set(
      getDb()
        .memberships.filter((m) => m.role?.publicId === operator)
        .map((m) => m.user?.publicId ?? `invite ${m.invite?.publicId}`),
    );
    renderApp({ path: '/roles', signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument();
    const table = await rolesTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Name',
      'Description',
      'Two-factor required',
      'SSO required',
      'Permissions',
      'Members',
      'Actions',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(
      acmeRoles()
        .map((role) => role.name)
        .sort((a, b) => a.localeCompare(b)),
    );
    const cells = () =>
      within(rowOf(table, 'Operator'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await waitFor(() =>
      expect(cells().slice(0, 5)).toEqual(['Requests remote access to devices', 'No', 'No', '1', String(holders.size)]),
    );
    expect(within(rowOf(table, 'Administrator')).getAllByRole('cell')[3]).toHaveTextContent(/^20$/);
  });

  it('shows the load failure with a retry, and a dash when members cannot be counted', async () => {
    mockControl.failRel('RoleList', 403, 1);
    mockControl.failRel('UserMembershipList', 403);
    renderApp({ path: '/roles', signedInAs: 'admin' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Forbidden');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const table = await rolesTable();
    expect((await within(table).findAllByText('Could not be counted')).length).toBe(acmeRoles().length);
  });

  it('add: the name is required, at most 255 characters and unique; the flags and description are sent', async () => {
    renderApp({ path: '/roles', signedInAs: 'admin' });
    await rolesTable();
    await userEvent.click(screen.getByRole('button', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add role' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await userEvent.type(field(dialog, 'Name'), 'x');
    await userEvent.clear(field(dialog, 'Name'));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    await userEvent.type(field(dialog, 'Name'), 'OPERATOR');
    expect(await within(dialog).findByText('Another role already has this name.')).toBeInTheDocument();
    await userEvent.clear(field(dialog, 'Name'));
    await userEvent.click(field(dialog, 'Name'));
    await userEvent.paste('y'.repeat(256));
    expect(await within(dialog).findByText('Use at most 255 characters.')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await userEvent.clear(field(dialog, 'Name'));
    await userEvent.type(field(dialog, 'Name'), 'Planner');
    await userEvent.type(field(dialog, 'Description'), 'Plans the <b>work</b>');
    const twoFactor = within(dialog).getByRole('checkbox', { name: 'Require two-factor authentication' });
    expect(twoFactor).toHaveAccessibleDescription(/must set up a one-time code/);
    await userEvent.click(twoFactor);
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    const table = await rolesTable();
    await waitFor(() => expect(within(table).getByRole('rowheader', { name: 'Planner' })).toBeInTheDocument());
    expect(within(rowOf(table, 'Planner')).getByText('Plans the <b>work</b>')).toBeInTheDocument();
    expect(await screen.findByText('Role Planner added.')).toBeInTheDocument();
    expect(roleNamed('Planner')).toMatchObject({
      description: 'Plans the <b>work</b>',
      enforce2fa: true,
      enforceSso: false,
      permissions: [],
    });
  });

  it('a name the server already has shows its answer on the name field', async () => {
    renderApp({ path: '/roles', signedInAs: 'admin' });
    await rolesTable();
    // Taken after the page read the roles: only the server knows.
    await call('RoleList', { ...admin, method: 'POST', body: { name: 'Planner' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add role' });
    await userEvent.type(field(dialog, 'Name'), 'Planner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Name already in use')).toBeInTheDocument();
    expect(field(dialog, 'Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edit: Save waits for a change; PATCH sends the name, description and flags only', async () => {
    renderApp({ path: '/roles', signedInAs: 'admin' });
    await rolesTable();
    await openMenu('Approver', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit role' });
    expect(field(dialog, 'Name')).toHaveValue('Approver');
    expect(field(dialog, 'Description')).toHaveValue('Approves remote access requests');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.clear(field(dialog, 'Name'));
    await userEvent.type(field(dialog, 'Name'), 'Access approver');
    await userEvent.clear(field(dialog, 'Description'));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Require single sign-on' }));
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const role = roleNamed('Access approver');
    expect(role).toMatchObject({ description: null, enforce2fa: false, enforceSso: true });
    expect(role?.permissions.map((p) => p.publicId)).toEqual(['MANAGE_ACCESS_REQUESTS', 'USE_ACCESS_REQUESTS']);
    expect(within(rowOf(await rolesTable(), 'Access approver')).getAllByRole('cell')[2]).toHaveTextContent('Yes');
  });

  it('duplicate: offers "<name> (copy)" and creates it with the same permissions and access categories', async () => {
    renderApp({ path: '/roles', signedInAs: 'admin' });
    await rolesTable();
    await openMenu('Device manager', 'Duplicate');
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate role' });
    expect(
      within(dialog).getByText('The new role gets the same permissions and access categories as Device manager.'),
    ).toBeInTheDocument();
    expect(field(dialog, 'Name')).toHaveValue('Device manager (copy)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Roles' })).getByRole('rowheader', { name: 'Device manager (copy)' }),
      ).toBeInTheDocument(),
    );
    const source = roleNamed('Device manager');
    expect(roleNamed('Device manager (copy)')).toMatchObject({
      description: source?.description,
      permissions: source?.permissions,
      audiences: [{ publicId: 'au-acme-3', name: 'Service engineers' }],
    });

    await openMenu('Device manager', 'Duplicate');
    const again = await screen.findByRole('dialog', { name: 'Duplicate role' });
    expect(field(again, 'Name')).toHaveValue('Device manager (copy 2)');
  });

  it('Escape on a changed form asks to discard; keeping goes back to the changes', async () => {
    renderApp({ path: '/roles', signedInAs: 'admin' });
    await rolesTable();
    await userEvent.click(screen.getByRole('button', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add role' });
    await userEvent.type(field(dialog, 'Name'), 'Half done');
    await userEvent.keyboard('{Escape}');
    const discard = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.click(within(discard).getByRole('button', { name: 'Keep editing' }));
    expect(field(await screen.findByRole('dialog', { name: 'Add role' }), 'Name')).toHaveValue('Half done');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockControl.requestCount('RoleList', 'POST')).toBe(0);
  });
});
