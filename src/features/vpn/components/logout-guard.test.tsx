import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { mockControl, mockConnector } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { useCurrentSession } from '@/features/session';
import { useVpnLogoutGuard } from '../hooks';
import { VpnDialogsHost } from './vpn-dialogs-host';

setupMockBackend();

let loggedOut = 0;

/** Like the top bar: it reads the session (user, sector), and its Log out goes through the guard. */
function AccountMenuStandIn() {
  useCurrentSession();
  const guard = useVpnLogoutGuard();
  return (
    <button type="button" onClick={() => guard(() => (loggedOut += 1))}>
      Log out
    </button>
  );
}

const routes = [
  {
    element: (
      <>
        <AccountMenuStandIn />
        <Outlet />
        <VpnDialogsHost />
      </>
    ),
    children: [{ path: '/', element: null }],
  },
];

async function renderConnected() {
  loggedOut = 0;
  mockConnector.setMode('connected', 'ag-001');
  const view = renderApp({ path: '/', signedInAs: 'user', companyId: 'c-acme', routes });
  await waitFor(() => expect(view.store.getState().vpn.client.status).toBe('connected'));
  return view;
}

test('logging out during a VPN session asks first, naming the device; Cancel keeps the session', async () => {
  const user = userEvent.setup();
  await renderConnected();
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'VPN' });
  expect(dialog).toHaveTextContent('You are connected to Bottling PLC Rotterdam 01. Logging out disconnects the VPN.');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(loggedOut).toBe(0);
});

test('Logout disconnects and logs out', async () => {
  const user = userEvent.setup();
  await renderConnected();
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  await user.click(await screen.findByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(loggedOut).toBe(1));
  await waitFor(() => expect(mockConnector.calls().some((call) => call.path === '/disconnect')).toBe(true));
});

test('the dialog closes itself and confirms when the status becomes idle', async () => {
  const user = userEvent.setup();
  await renderConnected();
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  await screen.findByRole('alertdialog', { name: 'VPN' });
  mockConnector.setMode('found');
  await waitFor(() => expect(loggedOut).toBe(1));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('a failing agent lookup means no dialog, and the logout goes on', async () => {
  const user = userEvent.setup();
  await renderConnected();
  mockControl.failRel('Agent', 500);
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(loggedOut).toBe(1));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('without a VPN session the logout goes on at once', async () => {
  const user = userEvent.setup();
  loggedOut = 0;
  renderApp({ path: '/', signedInAs: 'user', companyId: 'c-acme', routes });
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  expect(loggedOut).toBe(1);
});
