import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db/store';
import { MOCK_API_URL, server } from '@mocks/node';
import { loadRequestAccessDialog } from '@/features/access-requests';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

// The request dialog is a lazy chunk: transformed on its first use in a worker, which on a busy machine took longer than
// a query waits. Imported here, in the set-up, the waits below measure the app, not the transform.
beforeAll(async () => {
  await loadRequestAccessDialog();
}, 60_000);

const rowOf = async (name: string) => {
  const link = await screen.findByRole('link', { name });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

test('a device whose VPN needs approval offers Request access instead of Connect, and opens the request for that device; a pending request shows instead', async () => {
  const user = userEvent.setup();
  const view = renderApp({ path: '/devices', signedInAs: 'user' });
  // Its VPN server requires approval, and this user has no request for it.
  const compressor = await rowOf('Compressor Lyon 05');
  const request = await compressor.findByRole('button', { name: 'Request access to Compressor Lyon 05' });
  expect(compressor.queryByRole('button', { name: /^Connect to/ })).not.toBeInTheDocument();
  // Locked and controlled by Northwind, where the user's VPN request waits for an approver: "Request pending" with its
  // window leads to it, and there is no second Request access.
  const chiller = await rowOf('Chiller Hamburg 04 (Northwind)');
  const pending = await chiller.findByRole('link', {
    name: /^Request pending for VPN, .*: see it in My access requests$/,
  });
  expect(pending).toHaveAttribute('href', '/access-requests?state=pending');
  expect(chiller.getByText(/^Pending: /)).toBeInTheDocument();
  expect(chiller.queryByRole('button', { name: /^Request access/ })).not.toBeInTheDocument();
  expect(chiller.queryByRole('button', { name: /^Connect to/ })).not.toBeInTheDocument();
  // No approval step at all: Connect. (Checked before the request dialog opens and hides the page behind it.)
  expect(
    (await rowOf('Bottling PLC Rotterdam 01')).getByRole('button', { name: 'Connect to Bottling PLC Rotterdam 01' }),
  ).toBeInTheDocument();
  await user.click(request);
  expect(view.store.getState().accessRequests.requestDialog).toEqual({ agentId: 'ag-005' });
  // Loaded before the test ends: files share a worker's modules, and a load cut off by the file's end fails for the next.
  expect(await screen.findByRole('dialog', { name: 'Request access to Compressor Lyon 05' })).toBeInTheDocument();
});

test('an approved request covering now: Connect, and until when', async () => {
  renderApp({ path: '/devices', signedInAs: 'user' });
  // The seed approves the user's VPN access to the pump station until 8 minutes from now.
  const pump = await rowOf('Pump station Düsseldorf 03');
  expect(await pump.findByText(/^Access approved until /)).toBeInTheDocument();
  expect(pump.getByRole('button', { name: 'Connect to Pump station Düsseldorf 03' })).toBeInTheDocument();
});

test('people who manage access requests skip approval', async () => {
  renderApp({ path: '/devices', signedInAs: 'admin' });
  const chiller = await rowOf('Chiller Hamburg 04 (Northwind)');
  expect(chiller.getByRole('button', { name: 'Connect to Chiller Hamburg 04 (Northwind)' })).toBeInTheDocument();
});

test('the device page counts down the running access and asks for more time with the same services and approvers', async () => {
  const user = userEvent.setup();
  const view = renderApp({ path: '/devices/ag-003', signedInAs: 'user' });
  expect(await screen.findByRole('heading', { name: 'Pump station Düsseldorf 03' })).toBeInTheDocument();
  const heading = await screen.findByRole('heading', { name: /^Access approved until / });
  const panel = within(heading.closest('div')?.parentElement as HTMLElement);
  expect(panel.getByText(/^\d+:\d\d$/)).toBeInTheDocument();
  await user.click(panel.getByRole('button', { name: 'Request more time' }));
  await waitFor(() => expect(view.store.getState().accessRequests.requestDialog?.agentId).toBe('ag-003'));
  const prefill = view.store.getState().accessRequests.requestDialog?.prefill;
  expect(prefill?.vpn).toBe(true);
  expect(prefill?.serverIds).toEqual(['ag-003-vpn']);
  expect(prefill?.approverIds?.length).toBeGreaterThan(0);
  // From follows on where the running access ends.
  const running = getDb().accessRequests.find(
    (item) =>
      item.agent?.publicId === 'ag-003' &&
      item.user.publicId === 'u-user' &&
      item.status === 'approved' &&
      Date.parse(item.start) <= Date.now(),
  );
  expect(prefill?.start).toBe(running?.end);
});

test('connected through an approved access, the VPN status bar counts it down with Request more time', async () => {
  const user = userEvent.setup();
  const view = renderApp({ path: '/devices', signedInAs: 'user' });
  const pump = await rowOf('Pump station Düsseldorf 03');
  await waitFor(() => expect(view.store.getState().vpn.connector.status).toBe('found'));
  await user.click(await pump.findByRole('button', { name: 'Connect to Pump station Düsseldorf 03' }));
  const bar = within(await screen.findByRole('region', { name: 'VPN status' }));
  expect(await bar.findByText(/^\d+:\d\d$/)).toBeInTheDocument();
  await user.click(bar.getByRole('button', { name: 'Request more time' }));
  await waitFor(() =>
    expect(view.store.getState().accessRequests.requestDialog?.prefill?.serverIds).toEqual(['ag-003-vpn']),
  );
});

test('while the user’s requests are being read, a device that needs approval offers neither Connect nor Request access', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Returning nothing after the wait hands the request on to the mock backend's own handler.
  server.use(http.get(`${MOCK_API_URL}/users/me/access-requests`, async () => void (await held)));
  renderApp({ path: '/devices', signedInAs: 'user' });
  const pump = await rowOf('Pump station Düsseldorf 03');
  expect(pump.getByRole('button', { name: 'Connect to Pump station Düsseldorf 03' })).toBeDisabled();
  expect(pump.queryByRole('button', { name: /^Request access/ })).not.toBeInTheDocument();
  // A device without an approval step is not held up.
  expect(
    (await rowOf('Bottling PLC Rotterdam 01')).getByRole('button', { name: 'Connect to Bottling PLC Rotterdam 01' }),
  ).toBeEnabled();
  release();
  await waitFor(() =>
    expect(pump.getByRole('button', { name: 'Connect to Pump station Düsseldorf 03' })).toBeEnabled(),
  );
  expect(
    await (await rowOf('Compressor Lyon 05')).findByRole('button', { name: 'Request access to Compressor Lyon 05' }),
  ).toBeInTheDocument();
});

test('when the user’s requests cannot be read, approval counts as not given: Request access', async () => {
  server.use(
    http.get(`${MOCK_API_URL}/users/me/access-requests`, () =>
      HttpResponse.json(
        { type: 'Error', data: [{ message: 'Forbidden' }], moreAfter: null, status: 'error' },
        { status: 403 },
      ),
    ),
  );
  renderApp({ path: '/devices', signedInAs: 'user' });
  const pump = await rowOf('Pump station Düsseldorf 03');
  expect(await pump.findByRole('button', { name: 'Request access to Pump station Düsseldorf 03' })).toBeEnabled();
});
