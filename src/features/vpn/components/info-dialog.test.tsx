import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

async function openInfo(deviceName: string) {
  const user = userEvent.setup();
  const view = renderApp({ path: '/devices', signedInAs: 'user' });
  await waitFor(() => expect(view.store.getState().vpn.connector.status).toBe('found'));
  await user.click(await screen.findByRole('button', { name: `VPN details for ${deviceName}` }));
  const dialog = await screen.findByRole('dialog', { name: 'VPN' });
  // The dialog opens at once; its content is a chunk of its own that follows.
  await within(dialog).findByRole('list', { name: 'VPN status details' });
  return { user, dialog };
}

const detail = (dialog: HTMLElement, label: string) => {
  const item = within(within(dialog).getByRole('list', { name: 'VPN status details' }))
    .getByText(label)
    .closest('li');
  if (!item) throw new Error(`no detail ${label}`);
  return item;
};

test('a device with an active session: Available, its details, and the installed client', async () => {
  const { dialog } = await openInfo('Bottling PLC Rotterdam 01');
  expect(within(dialog).getByRole('status')).toHaveTextContent('Available');
  expect(within(dialog).queryByText('VPN address')).not.toBeInTheDocument();
  expect(detail(dialog, 'Stealth mode')).toHaveTextContent('Off');
  expect(await within(dialog).findByText('rsc-eu-west-1 · Amsterdam')).toBeInTheDocument();
  expect(detail(dialog, 'Device')).toHaveTextContent('Bottling PLC Rotterdam 01');
  expect(detail(dialog, 'Connected users')).toHaveTextContent('Zoë Müller');
  expect(await within(dialog).findByText('Installed version 1.9.2')).toBeInTheDocument();
  expect(await within(dialog).findByText('Latest')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: /Settings/ })).toHaveAttribute('href', 'https://localhost:9250');
});

test("the session's server keeps its own name when the company's server list cannot be read", async () => {
  server.use(
    http.get('*/api/platform-servers/me', () =>
      HttpResponse.json({ type: 'Error', data: [], moreAfter: null, status: 'error' }, { status: 403 }),
    ),
  );
  const { dialog } = await openInfo('Bottling PLC Rotterdam 01');
  await waitFor(() => expect(detail(dialog, 'Server')).toHaveTextContent('rsc-eu-west-1'));
  expect(detail(dialog, 'Server')).not.toHaveTextContent('Amsterdam');
});

test('an offline device: Not available, dashes and None', async () => {
  const { dialog } = await openInfo('Offline PLC Lyon 11');
  expect(within(dialog).getByText('Not available')).toBeInTheDocument();
  expect(within(dialog).getByText('The VPN server is not available for this device.')).toBeInTheDocument();
  expect(detail(dialog, 'Server')).toHaveTextContent('–');
  expect(detail(dialog, 'Connected users')).toHaveTextContent('None');
  expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

test('the release notes view has its own header and goes back', async () => {
  const { user, dialog } = await openInfo('Bottling PLC Rotterdam 01');
  await user.click(within(dialog).getByRole('button', { name: 'Release notes' }));
  const notes = await screen.findByRole('dialog', { name: 'Release notes' });
  expect(await within(notes).findByText('2.0.0-rc1 Release candidate')).toBeInTheDocument();
  expect(within(notes).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  await user.click(within(notes).getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('dialog', { name: 'VPN' })).toBeInTheDocument();
});
