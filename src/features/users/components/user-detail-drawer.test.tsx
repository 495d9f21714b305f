import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getDb } from '@mocks/db/store';
import { mockControl, server } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { SnackbarHost } from '@/features/notices';
import { usersApi } from '../api';
import { UserDetailDrawer } from './user-detail-drawer';

setupMockBackend();
afterEach(() => vi.useRealTimers());

/** The drawer as the users page uses it: a button opens it for a user, and the snackbar host shows notices. */
function Harness() {
  const [userId, setUserId] = useState<string | null>(null);
  return (
    <>
      <button onClick={() => setUserId('u-user')}>Open Umar</button>
      <Link to="/elsewhere">Elsewhere</Link>
      <UserDetailDrawer userId={userId} onClose={() => setUserId(null)} />
      <SnackbarHost />
    </>
  );
}

const routes = [
  { path: '/', element: <Harness /> },
  { path: '/elsewhere', element: <p>Another page</p> },
];

/** Umar's memberships in Acme as the database has them: [group, role, expiresOn]. */
const umarsMemberships = () =>
  getDb()
    .memberships.filter((m) => m.user?.publicId === 'u-user' && m._companyId === 'c-acme')
    .map((m) => [m.group.publicId, m.role?.publicId ?? null, m.expiresOn]);

async function openDrawer(user = userEvent.setup()) {
  const view = renderApp({ signedInAs: 'admin', routes });
  await user.click(await screen.findByRole('button', { name: 'Open Umar' }));
  const drawer = await screen.findByRole('dialog', { name: 'Umar User' });
  await within(drawer).findByRole('list', { name: 'Memberships of Umar User' });
  return { ...view, drawer, user };
}

const row = (drawer: HTMLElement, index: number) => within(drawer).getByRole('group', { name: `Membership ${index}` });
const lastRow = (drawer: HTMLElement) =>
  within(drawer)
    .getAllByRole('group', { name: /^Membership \d+$/ })
    .at(-1) as HTMLElement;

describe('the user detail drawer', () => {
  it('shows the user’s facts and memberships, and gives the focus back to what opened it', async () => {
    const umar = getDb().users.find((person) => person.name === 'Umar User');
    if (umar) umar.custom = { EmployeeNumber: 'E-4711' };
    const { drawer, user } = await openDrawer();
    const facts = drawer.querySelector('dl') as HTMLElement;
    expect(facts).toHaveTextContent('E-mailuser@acme.test');
    expect(facts).toHaveTextContent('TypePerson');
    expect(facts).toHaveTextContent('Two-factor authenticationNot required');
    expect(facts).toHaveTextContent('Support accountNo');
    expect(facts).toHaveTextContent(/Last seen\w{3} \d{1,2}, \d{4}/);
    // Custom field values of users, read-only here (no input in the drawer).
    await waitFor(() => expect(facts).toHaveTextContent('Employee numberE-4711'));
    expect(within(facts).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(drawer).getByRole('combobox', { name: 'Role in Acme Industrial (whole company)' }),
    ).toHaveDisplayValue('Operator');
    expect(within(drawer).getByRole('combobox', { name: 'Role in Bottling line 1' })).toHaveDisplayValue('Operator');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open Umar' })).toHaveFocus();
  });

  it('edit: Save is disabled while unchanged or invalid, lists the changes, and sends the whole list in one PUT', async () => {
    const before = umarsMemberships();
    const { drawer, user } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Edit memberships' }));
    expect(within(drawer).getByRole('heading', { name: 'Edit the memberships of Umar User' })).toHaveFocus();
    const save = within(drawer).getByRole('button', { name: 'Save memberships' });
    expect(save).toBeDisabled();
    expect(within(drawer).getByText('No changes yet.')).toBeInTheDocument();

    const line1 = within(drawer)
      .getAllByRole('group', { name: /^Membership/ })
      .find((group) =>
        within(group).getByRole('combobox', { name: 'Group' }).matches(':has(option[value="g-004"]:checked)'),
      );
    if (!line1) throw new Error('Umar is in Bottling line 1');
    await user.selectOptions(within(line1).getByRole('combobox', { name: 'Role' }), 'Approver');
    await user.click(within(drawer).getByRole('button', { name: 'Add membership' }));
    const added = lastRow(drawer);
    expect(within(added).getByRole('combobox', { name: 'Group' })).toHaveFocus();
    expect(within(added).getByText('Choose a group.')).toBeInTheDocument();
    expect(within(added).getByText('Choose a role.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.selectOptions(within(added).getByRole('combobox', { name: 'Group' }), 'Bottling line 1');
    expect(within(added).getByText('This group is already listed.')).toBeInTheDocument();
    await user.selectOptions(within(added).getByRole('combobox', { name: 'Group' }), 'Kiln hall');
    await user.selectOptions(within(added).getByRole('combobox', { name: 'Role' }), 'Auditor');
    expect(save).toBeEnabled();
    const changes = within(drawer).getByRole('region', { name: 'Changes to save' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Added: Auditor in Kiln hall', 'Changed in Bottling line 1: role Operator → Approver']);

    await user.click(save);
    expect(await screen.findByRole('status', { hidden: true })).toHaveTextContent('Memberships saved.');
    expect(await within(drawer).findByRole('button', { name: 'Edit memberships' })).toHaveFocus();
    const expected = before.map(([group, role, expiresOn]) => [
      group,
      group === 'g-004' ? 'r-acme-3' : role,
      expiresOn,
    ]);
    expect(umarsMemberships()).toEqual([...expected, ['g-007', 'r-acme-6', null]]);
    expect(mockControl.requestCount('UserMembershipUserList', 'PUT')).toBe(1);
    expect(
      mockControl.requestCount('UserMembershipList', 'PATCH') + mockControl.requestCount('UserMembershipList', 'POST'),
    ).toBe(0);
  });

  it('an untouched editor follows the server’s list when it changes, so Save stays disabled', async () => {
    const { drawer, user, store } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Edit memberships' }));
    const bottling = getDb().memberships.find((m) => m.user?.publicId === 'u-user' && m.group.publicId === 'g-004');
    if (!bottling) throw new Error('Umar is in Bottling line 1');
    // A change made elsewhere (a single change answered a moment before Edit was pressed): the user is read again.
    bottling.role = { publicId: 'r-acme-3' };
    act(() => void store.dispatch(usersApi.util.invalidateTags([{ type: 'User', id: 'u-user' }])));
    const line1 = await waitFor(() => {
      const group = within(drawer)
        .getAllByRole('group', { name: /^Membership/ })
        .find((g) => within(g).getByRole('combobox', { name: 'Group' }).matches(':has(option[value="g-004"]:checked)'));
      expect(group && within(group).getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Approver');
      return group as HTMLElement;
    });
    expect(within(drawer).getByRole('button', { name: 'Save memberships' })).toBeDisabled();
    expect(within(drawer).getByText('No changes yet.')).toBeInTheDocument();
    // Once edited, the rows are the person's own: a later read changes nothing in them.
    await user.selectOptions(within(line1).getByRole('combobox', { name: 'Role' }), 'Auditor');
    bottling.role = { publicId: 'r-acme-2' };
    act(() => void store.dispatch(usersApi.util.invalidateTags([{ type: 'User', id: 'u-user' }])));
    await waitFor(() =>
      expect(within(drawer).getByRole('region', { name: 'Changes to save' })).toHaveTextContent(
        'Changed in Bottling line 1: role Device manager → Auditor',
      ),
    );
    expect(within(line1).getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Auditor');
  });

  it('an empty list cannot be saved: leaving the company is its own action', async () => {
    const { drawer, user } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Edit memberships' }));
    while (within(drawer).queryByRole('button', { name: 'Remove membership 1' }))
      await user.click(within(drawer).getByRole('button', { name: 'Remove membership 1' }));
    expect(within(drawer).getByText(/Keep at least one membership/)).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Save memberships' })).toBeDisabled();
  });

  it('a failed replace shows its first message for 3 s and keeps the edits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    server.use(
      http.put('*/api/users/memberships/user/:publicId', () =>
        HttpResponse.json(
          {
            type: 'Error',
            status: 'error',
            moreAfter: null,
            data: [{ message: 'Role is not allowed here', listIndex: 0 }, { message: 'Second' }],
          },
          { status: 400 },
        ),
      ),
    );
    const before = umarsMemberships();
    const { drawer, store } = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Edit memberships' }));
    await user.selectOptions(within(row(drawer, 1)).getByRole('combobox', { name: 'Role' }), 'Auditor');
    await user.click(within(drawer).getByRole('button', { name: 'Save memberships' }));
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Role is not allowed here');
    expect(store.getState().notices.queue).toMatchObject([
      { text: 'Role is not allowed here', duration: 3000, severity: 'error' },
    ]);
    expect(within(row(drawer, 1)).getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Auditor');
    expect(within(drawer).getByRole('button', { name: 'Save memberships' })).toBeEnabled();
    expect(umarsMemberships()).toEqual(before);
    // Still there after 2.9 s, gone after 3 s.
    act(() => void vi.advanceTimersByTime(2900));
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent('Role is not allowed here');
    act(() => void vi.advanceTimersByTime(200));
    expect(store.getState().notices.queue).toEqual([]);
  });

  it('unsaved edits: Cancel, Close and leaving the page ask first', async () => {
    const { drawer, user } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Edit memberships' }));
    await user.selectOptions(within(row(drawer, 1)).getByRole('combobox', { name: 'Role' }), 'Auditor');
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(within(row(drawer, 1)).getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Auditor'),
    );
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toHaveTextContent(
      'Your changes are not saved yet. If you discard them, they are lost.',
    );
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    // Leaving for another page is blocked until the edits are discarded.
    await act(async () => {
      screen.getByRole('link', { name: 'Elsewhere', hidden: true }).click();
      await Promise.resolve();
    });
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(mockControl.requestCount('UserMembershipUserList', 'PUT')).toBe(0);
  });

  it('single changes go through UserMembershipList: role and expiry by PATCH, removal by DELETE, a new one by POST', async () => {
    const { drawer, user } = await openDrawer();
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Role in Bottling line 1' }), 'Approver');
    await waitFor(() => expect(umarsMemberships()).toContainEqual(['g-004', 'r-acme-3', null]));
    const expiry = within(drawer).getByLabelText('Access until, Field service north');
    await user.type(expiry, '2031-05-31');
    await user.tab();
    await waitFor(() =>
      expect(umarsMemberships()).toContainEqual(['g-011', 'r-acme-4', new Date(2031, 4, 31, 23, 59, 59).toISOString()]),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Remove the membership of Bottling line 1' }));
    await waitFor(() => expect(umarsMemberships().some(([group]) => group === 'g-004')).toBe(false));
    const add = within(drawer).getByRole('region', { name: 'Add a membership' });
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Group' }), 'Kiln hall');
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Role' }), 'Auditor');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(umarsMemberships()).toContainEqual(['g-007', 'r-acme-6', null]));
    expect(mockControl.requestCount('UserMembershipList', 'PATCH')).toBe(2);
    expect(mockControl.requestCount('UserMembershipList', 'DELETE')).toBe(1);
    expect(mockControl.requestCount('UserMembershipList', 'POST')).toBe(1);
    expect(mockControl.requestCount('UserMembershipUserList', 'PUT')).toBe(0);
  });

  it('the live edits say they are live, confirm each change in a notice, and Undo reverses a role change or a removal with one call', async () => {
    const { drawer, user } = await openDrawer();
    expect(drawer).toHaveTextContent('Changes here are saved at once; each can be undone from its notice.');
    const before = umarsMemberships().find(([group]) => group === 'g-004');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Role in Bottling line 1' }), 'Approver');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Role in Bottling line 1 changed to Approver.');
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(umarsMemberships()).toContainEqual(before));
    await waitFor(() =>
      expect(within(drawer).getByRole('combobox', { name: 'Role in Bottling line 1' })).toHaveDisplayValue('Operator'),
    );

    await user.click(within(drawer).getByRole('button', { name: 'Remove the membership of Bottling line 1' }));
    await waitFor(() => expect(umarsMemberships().some(([group]) => group === 'g-004')).toBe(false));
    // Behind the role notices (5 s each): waited for on screen.
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('Membership removed: Operator in Bottling line 1.'),
      { timeout: 12_000 },
    );
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(umarsMemberships()).toContainEqual(before));
    expect(await within(drawer).findByRole('combobox', { name: 'Role in Bottling line 1' })).toHaveDisplayValue(
      'Operator',
    );
  });

  it('a failed single change shows its first message for 3 s and the row shows the server’s value again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockControl.failRel('UserMembershipList', 403, 1, 'PATCH');
    const { drawer, store } = await openDrawer(user);
    const role = within(drawer).getByRole('combobox', { name: 'Role in Bottling line 1' });
    await user.selectOptions(role, 'Approver');
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Forbidden');
    expect(store.getState().notices.queue).toMatchObject([{ text: 'Forbidden', duration: 3000 }]);
    await waitFor(() => expect(role).toHaveDisplayValue('Operator'));
    act(() => void vi.advanceTimersByTime(3100));
    expect(store.getState().notices.queue).toEqual([]);
  });

  it('an expiry in the past is refused before anything is sent', async () => {
    const { drawer, user } = await openDrawer();
    const expiry = within(drawer).getByLabelText('Access until, Bottling line 1');
    await user.type(expiry, '2020-01-01');
    await user.tab();
    expect(await within(drawer).findByText('Choose a date in the future.')).toBeInTheDocument();
    expect(mockControl.requestCount('UserMembershipList', 'PATCH')).toBe(0);
  });

  it('remove from the company after a confirmation that names the user', async () => {
    const { drawer, user } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Remove from company' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove from company' });
    expect(confirm).toHaveTextContent('Remove Umar User from the company?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(mockControl.requestCount('User', 'DELETE')).toBe(0);
    await user.click(await within(drawer).findByRole('button', { name: 'Remove from company' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove from company' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByRole('status', { hidden: true })).toHaveTextContent(
      'Umar User was removed from the company.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(umarsMemberships()).toEqual([]);
    expect(mockControl.requestCount('User', 'DELETE')).toBe(1);
  });
});
