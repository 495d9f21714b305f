import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { getDb } from '@mocks/db/store';
import { demoAccounts, mockControl } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { SnackbarHost } from '@/features/notices';
import { UserDetailDrawer } from './user-detail-drawer';

setupMockBackend();

const ADA = demoAccounts.admin.publicId;

/** The drawer opened on the signed-in administrator herself. */
function Harness() {
  const [userId, setUserId] = useState<string | null>(null);
  return (
    <>
      <button onClick={() => setUserId(ADA)}>Open Ada</button>
      <UserDetailDrawer userId={userId} onClose={() => setUserId(null)} />
      <SnackbarHost />
    </>
  );
}

async function openOwnDrawer() {
  const user = userEvent.setup();
  renderApp({ signedInAs: 'admin', routes: [{ path: '/', element: <Harness /> }] });
  await user.click(await screen.findByRole('button', { name: 'Open Ada' }));
  const drawer = await screen.findByRole('dialog', { name: 'Ada Admin' });
  await within(drawer).findByRole('list', { name: 'Memberships of Ada Admin' });
  return { drawer, user };
}

const adaCompanyRole = () =>
  getDb().memberships.find(
    (m) => m.user?.publicId === ADA && m._companyId === 'c-acme' && m.group.publicId.startsWith('g-acme'),
  )?.role?.publicId;

describe('no self-lockout in the user drawer', () => {
  it('changing one’s own company role to one without the rights asks first; Cancel sends nothing and keeps the role', async () => {
    const { drawer, user } = await openOwnDrawer();
    const before = adaCompanyRole();
    await user.selectOptions(
      within(drawer).getByRole('combobox', { name: 'Role in Acme Industrial (whole company)' }),
      'Operator',
    );
    const ask = await screen.findByRole('dialog', { name: 'You would lose access' });
    expect(ask).toHaveTextContent('manage roles or invite and manage users');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        within(drawer).getByRole('combobox', { name: 'Role in Acme Industrial (whole company)' }),
      ).toHaveDisplayValue('Administrator'),
    );
    expect(mockControl.requestCount('UserMembershipList', 'PATCH')).toBe(0);
    expect(adaCompanyRole()).toBe(before);
  });

  it('removing oneself from the company asks first, after the removal confirmation', async () => {
    const { drawer, user } = await openOwnDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Remove from company' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove from company' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByRole('dialog', { name: /You would lose access|Not possible/ })).toBeInTheDocument();
    expect(mockControl.requestCount('User', 'DELETE')).toBe(0);
  });
});
