import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { demoTokens, mockControl } from '@mocks/node';
import { call, rows } from '@mocks/test-client';
import { isOwnMembershipRead, requestLog, setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const admin = { token: demoTokens.admin.secretId };
const roleNamed = (name: string) => getDb().roles.find((role) => role._companyId === 'c-acme' && role.name === name);
const holdersOf = (roleId: string | undefined) => getDb().memberships.filter((m) => m.role?.publicId === roleId);

async function requestDelete(name: string) {
  renderApp({ path: '/roles', signedInAs: 'admin' });
  await screen.findByRole('table', { name: 'Roles' });
  return openDelete(name);
}

async function openDelete(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `More options for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  return screen.findByRole('dialog', { name: 'Delete role' });
}
const tableNames = () =>
  within(screen.getByRole('table', { name: 'Roles' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function chooseTarget(dialog: HTMLElement, name: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Move them to/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('deleting a role', () => {
  it('an unused role is deleted after a confirmation, checked with UserMembershipList filtered on the role', async () => {
    await call('RoleList', { ...admin, method: 'POST', body: { name: 'Unused' } });
    const dialog = await requestDelete('Unused');
    expect(await within(dialog).findByText('Delete the role Unused? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(tableNames()).not.toContain('Unused'));
    expect(roleNamed('Unused')).toBeUndefined();
  });

  it('a role in use says so and moves its memberships to the chosen role, then deletes it, in one flow', async () => {
    const auditor = roleNamed('Auditor');
    const held = holdersOf(auditor?.publicId);
    const people = new Set(held.map((m) => m.user?.publicId).filter(Boolean)).size;
    expect(held.length).toBeGreaterThan(0);
    const dialog = await requestDelete('Auditor');
    expect(
      await within(dialog).findByText(new RegExp(`Auditor is still given through ${held.length} membership`)),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(`\\(${people} (person|people)`))).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Move and delete' });
    expect(confirm).toBeDisabled();
    // The role being deleted is not offered.
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Move them to/ }));
    expect(screen.queryByRole('option', { name: 'Auditor' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Operator' }));
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete role' })).not.toBeInTheDocument());
    expect(
      await screen.findByText(
        `Moved ${held.length} membership${held.length === 1 ? '' : 's'} to Operator and deleted Auditor.`,
      ),
    ).toBeInTheDocument();
    expect(roleNamed('Auditor')).toBeUndefined();
    const operator = roleNamed('Operator')?.publicId;
    for (const membership of held)
      expect(getDb().memberships.find((m) => m.publicId === membership.publicId)?.role?.publicId).toBe(operator);
    expect(mockControl.requestCount('UserMembershipList', 'PATCH')).toBe(1);
  });

  it('a move that fails shows the first message and deletes nothing', async () => {
    mockControl.failRel('UserMembershipList', 403, 1, 'PATCH');
    const dialog = await requestDelete('Auditor');
    await within(dialog).findByText(/Auditor is still given through/);
    await chooseTarget(dialog, 'Approver');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move and delete' }));
    expect(await within(dialog).findByText('Forbidden')).toBeInTheDocument();
    expect(roleNamed('Auditor')).toBeDefined();
    expect(mockControl.requestCount('Role', 'DELETE')).toBe(0);
  });

  it('someone given the role after the check: the server’s 409 shows and the dialog offers the move', async () => {
    const { json } = await call('RoleList', { ...admin, method: 'POST', body: { name: 'Fresh' } });
    const freshId = (json?.data as { publicId: string }).publicId;
    const dialog = await requestDelete('Fresh');
    await within(dialog).findByText('Delete the role Fresh? This cannot be undone.');
    const [membership] = rows(
      await call('UserMembershipList', { ...admin, query: { filters: 'eq(user.publicId,"u-user")' } }),
    );
    await call('UserMembershipList', {
      ...admin,
      method: 'PATCH',
      body: [{ publicId: membership?.publicId, role: { publicId: freshId } }],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Role is still in use')).toBeInTheDocument();
    expect(await within(dialog).findByText(/Fresh is still given through 1 membership/)).toBeInTheDocument();
    await chooseTarget(dialog, 'Operator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move and delete' }));
    await waitFor(() => expect(roleNamed('Fresh')).toBeUndefined());
  });

  it('a check that fails says so and can be tried again', async () => {
    renderApp({ path: '/roles', signedInAs: 'admin' });
    await screen.findByRole('table', { name: 'Roles' });
    // The page's reads first (the roles' usage, and the background read of the user's own temporary access, started at
    // once by a touch instead of after its 3 s: background-start.ts); then the check fails once.
    fireEvent.pointerDown(window);
    const pageReadsDone = () =>
      requestLog.some(isOwnMembershipRead) &&
      requestLog.some((r) => r.method === 'GET' && r.path.endsWith('/users/memberships') && r.filters === '');
    await waitFor(() => expect(pageReadsDone()).toBe(true));
    mockControl.failRel('UserMembershipList', 403, 1, 'GET');
    const dialog = await openDelete('Auditor');
    expect(await within(dialog).findByText('Could not check whether anyone has this role.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText(/Auditor is still given through/)).toBeInTheDocument();
  });
});
