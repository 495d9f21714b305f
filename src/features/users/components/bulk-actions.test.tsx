import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { getDb } from '@mocks/db/store';
import { mockControl, server } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { useUsersInfiniteQuery } from '../api';
import type { User } from '../model/schemas';
import { BulkActions } from './bulk-actions';

setupMockBackend();

/** The toolbar as the users page shows it: over the selected users of the table; onDone clears the selection. */
function Harness({ ids }: { ids: string[] }) {
  const query = useUsersInfiniteQuery({ search: '', orderBy: 'name' });
  const all = query.data?.pages.flatMap((page) => page.users) ?? [];
  const [selected, setSelected] = useState(ids);
  const users = selected
    .map((id) => all.find((user) => user.publicId === id))
    .filter((user): user is User => user !== undefined);
  return (
    <>
      <p>{`Selection: ${selected.length}`}</p>
      <BulkActions users={users} onDone={() => setSelected([])} />
    </>
  );
}

const UMAR_SAM_TIA = ['u-user', 'u-secure', 'u-translator'];
const membershipsIn = (groupId: string, userIds = UMAR_SAM_TIA) =>
  getDb()
    .memberships.filter((m) => m.group.publicId === groupId && userIds.includes(m.user?.publicId ?? ''))
    .map((m) => [m.user?.publicId, m.role?.publicId])
    .sort();

async function openAction(ids: string[], action: string) {
  const user = userEvent.setup();
  renderApp({ signedInAs: 'admin', routes: [{ path: '/', element: <Harness ids={ids} /> }] });
  const toolbar = await screen.findByRole('toolbar', { name: 'Actions for the selected users' });
  await user.click(within(toolbar).getByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog', { name: action });
  return { dialog, user };
}

const previewLines = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Changes per user' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const resultLines = async (dialog: HTMLElement) =>
  within(await within(dialog).findByRole('list', { name: 'Result per user' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('bulk actions on the selected users', () => {
  beforeEach(() => {
    // Tia is already an approver in Brouwerij De Zon; Umar is an operator there; Sam is not in it.
    const tias = getDb().memberships.find((m) => m.publicId === 'm-g033');
    if (!tias) throw new Error('seed changed');
    tias.role = { publicId: 'r-acme-3' };
  });

  it('give a role in a group: the preview lists what changes per user, then one POST and one PATCH, and the outcome', async () => {
    const { dialog, user } = await openAction(UMAR_SAM_TIA, 'Give a role in a group');
    const apply = within(dialog).getByRole('button', { name: 'Apply changes' });
    expect(within(dialog).getByText('Choose a group and a role to see what will change.')).toBeInTheDocument();
    expect(apply).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Group' }), 'Brouwerij De Zon');
    expect(apply).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Approver');
    expect(previewLines(dialog)).toEqual([
      'Umar User: Operator → Approver in Brouwerij De Zon',
      'Sam Secure: Approver in Brouwerij De Zon (new)',
      'Tia Translator: already Approver in Brouwerij De Zon, unchanged',
    ]);
    expect(within(dialog).getByText(/2 of 3 users change\. Nothing is sent until you apply\./)).toBeInTheDocument();
    expect(
      mockControl.requestCount('UserMembershipList', 'POST') + mockControl.requestCount('UserMembershipList', 'PATCH'),
    ).toBe(0);

    await user.click(apply);
    expect(await resultLines(dialog)).toEqual(['Umar User: done', 'Sam Secure: done', 'Tia Translator: unchanged']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 changed, 0 failed, 0 not changed, 1 unchanged.');
    expect(membershipsIn('g-008')).toEqual([
      ['u-secure', 'r-acme-3'],
      ['u-translator', 'r-acme-3'],
      ['u-user', 'r-acme-3'],
    ]);
    expect(mockControl.requestCount('UserMembershipList', 'POST')).toBe(1);
    expect(mockControl.requestCount('UserMembershipList', 'PATCH')).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Selection: 0')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('with an expiry, new and changed memberships get it; a past expiry is refused', async () => {
    const { dialog, user } = await openAction(['u-user', 'u-secure'], 'Give a role in a group');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Group' }), 'Brouwerij De Zon');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Approver');
    await user.type(within(dialog).getByLabelText('Access until'), '2020-01-01');
    expect(within(dialog).getByText('Choose a date in the future.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply changes' })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Access until'));
    await user.type(within(dialog).getByLabelText('Access until'), '2031-05-31');
    const until = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(2031, 4, 31));
    expect(previewLines(dialog)).toEqual([
      `Umar User: Operator → Approver in Brouwerij De Zon until ${until}`,
      `Sam Secure: Approver in Brouwerij De Zon until ${until} (new)`,
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    await resultLines(dialog);
    const expiries = getDb()
      .memberships.filter(
        (m) => m.group.publicId === 'g-008' && ['u-user', 'u-secure'].includes(m.user?.publicId ?? ''),
      )
      .map((m) => m.expiresOn);
    expect(expiries).toEqual([
      new Date(2031, 4, 31, 23, 59, 59).toISOString(),
      new Date(2031, 4, 31, 23, 59, 59).toISOString(),
    ]);
  });

  it('remove from a group: the memberships that go, users not in it unchanged, one DELETE', async () => {
    const { dialog, user } = await openAction(UMAR_SAM_TIA, 'Remove from a group');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Group' }), 'Packaging line');
    expect(previewLines(dialog)).toEqual([
      'Umar User: leaves Packaging line (was Operator)',
      'Sam Secure: leaves Packaging line (was Operator)',
      'Tia Translator: not in Packaging line, unchanged',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    expect(await resultLines(dialog)).toEqual(['Umar User: done', 'Sam Secure: done', 'Tia Translator: unchanged']);
    expect(membershipsIn('g-006')).toEqual([]);
    expect(mockControl.requestCount('UserMembershipList', 'DELETE')).toBe(1);
  });

  it('remove from the company: each user leaves with all memberships, in one UserList DELETE', async () => {
    const { dialog, user } = await openAction(['u-user', 'u-secure'], 'Remove from company');
    expect(previewLines(dialog)).toEqual([
      'Umar User: leaves the company with all 6 memberships',
      'Sam Secure: leaves the company with all 3 memberships',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove 2 users' }));
    expect(await resultLines(dialog)).toEqual(['Umar User: done', 'Sam Secure: done']);
    expect(
      getDb().memberships.filter(
        (m) => m._companyId === 'c-acme' && ['u-user', 'u-secure'].includes(m.user?.publicId ?? ''),
      ),
    ).toEqual([]);
    expect(mockControl.requestCount('UserList', 'DELETE')).toBe(1);
  });

  it('a partial failure: the error item’s listIndex names the user and its message; the rest of that call is not applied', async () => {
    server.use(
      http.post('*/api/users/memberships', () =>
        HttpResponse.json(
          {
            type: 'Error',
            status: 'error',
            moreAfter: null,
            data: [{ message: 'Role is not allowed in this group', listIndex: 1 }],
          },
          { status: 400 },
        ),
      ),
    );
    // POST body: Sam (0), Ada (1); PATCH body: Umar; Tia unchanged.
    const { dialog, user } = await openAction([...UMAR_SAM_TIA, 'u-admin'], 'Give a role in a group');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Group' }), 'Brouwerij De Zon');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Approver');
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    expect(await resultLines(dialog)).toEqual([
      'Umar User: done',
      'Sam Secure: not changed: another change in the same request failed',
      'Tia Translator: unchanged',
      'Ada Admin: failed: Role is not allowed in this group',
    ]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 changed, 1 failed, 1 not changed, 1 unchanged.');
    expect(membershipsIn('g-008', ['u-user', 'u-secure', 'u-admin'])).toEqual([['u-user', 'r-acme-3']]);
  });

  it('Cancel sends nothing and keeps the selection', async () => {
    const { dialog, user } = await openAction(UMAR_SAM_TIA, 'Remove from company');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Selection: 3')).toBeInTheDocument();
    expect(mockControl.requestCount('UserList', 'DELETE')).toBe(0);
  });
});
