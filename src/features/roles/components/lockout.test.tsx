import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { mockControl } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const permissionsOf = (name: string) =>
  getDb()
    .roles.find((role) => role._companyId === 'c-acme' && role.name === name)
    ?.permissions.map((p) => p.publicId) ?? [];

async function openEditor(role: string) {
  renderApp({ path: '/roles', signedInAs: 'admin' });
  await screen.findByRole('table', { name: 'Roles' });
  await userEvent.click(screen.getByRole('button', { name: `Permissions of ${role}` }));
  const dialog = await screen.findByRole('dialog', { name: `Permissions of ${role}` });
  await within(dialog).findAllByRole('group');
  return dialog;
}

describe('no self-lockout on the roles page', () => {
  it('taking a right from the role the person holds asks first, naming it; Cancel keeps the editor, Change anyway saves', async () => {
    const dialog = await openEditor('Administrator');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Invite and manage users' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    let ask = await screen.findByRole('dialog', { name: 'You would lose access' });
    expect(ask).toHaveTextContent('After this change you can no longer invite and manage users.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'You would lose access' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Permissions of Administrator' })).toBeInTheDocument();
    expect(mockControl.requestCount('RolePermissionList', 'PUT')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    ask = await screen.findByRole('dialog', { name: 'You would lose access' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Change anyway' }));
    await waitFor(() => expect(mockControl.requestCount('RolePermissionList', 'PUT')).toBe(1));
    expect(permissionsOf('Administrator')).not.toContain('INVITE_USER');
  });

  it('leaving the company without anyone able to manage roles is refused, with the reason', async () => {
    // Nobody but the Administrators manages roles in this company.
    for (const role of getDb().roles.filter((r) => r._companyId === 'c-acme' && r.name !== 'Administrator')) {
      role.permissions = role.permissions.filter((p) => p.publicId !== 'MANAGE_ROLES');
    }
    const dialog = await openEditor('Administrator');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Manage roles' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Invite and manage users' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const refused = await screen.findByRole('dialog', { name: 'Not possible' });
    expect(refused).toHaveTextContent('nobody in the company could manage roles');
    await userEvent.click(within(refused).getByRole('button', { name: 'OK' }));
    expect(mockControl.requestCount('RolePermissionList', 'PUT')).toBe(0);
    expect(permissionsOf('Administrator')).toContain('MANAGE_ROLES');
  });

  it('deleting the role the person holds says so, and moving its members to a weaker role asks first', async () => {
    renderApp({ path: '/roles', signedInAs: 'admin' });
    await screen.findByRole('table', { name: 'Roles' });
    await userEvent.click(screen.getByRole('button', { name: 'More options for Administrator' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete role' });
    expect(await within(dialog).findByText('You hold Administrator yourself.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Move them to/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Operator' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move and delete' }));
    const ask = await screen.findByRole('dialog', { name: /You would lose access|Not possible/ });
    expect(ask).toHaveTextContent(/manage roles/);
    expect(mockControl.requestCount('Role', 'DELETE')).toBe(0);
  });
});
