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

async function services(device: string) {
  expect(await screen.findByRole('heading', { name: device })).toBeInTheDocument();
  return within(await screen.findByRole('list', { name: 'Services' }));
}

/** The bodies of the WebAccess calls. */
function recordWebAccess(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/web-access')
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

test('a web service without an approval step opens through WebAccess in a new tab without a way back (noopener)', async () => {
  const opened = vi.spyOn(window, 'open').mockReturnValue(null);
  const bodies = recordWebAccess();
  renderApp({ path: '/devices/ag-001', signedInAs: 'user' });
  const list = await services('Bottling PLC Rotterdam 01');
  // The VPN is reached through Connect: it has no Open of its own.
  expect(list.getAllByRole('button', { name: /^Open / }).map((button) => button.getAttribute('aria-label'))).toEqual([
    'Open Web HMI on Bottling PLC Rotterdam 01',
    'Open Router admin on Bottling PLC Rotterdam 01',
    'Open Grafana dashboard on Bottling PLC Rotterdam 01',
  ]);
  await userEvent.click(list.getByRole('button', { name: 'Open Web HMI on Bottling PLC Rotterdam 01' }));
  await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
  expect(bodies).toEqual([{ server: { publicId: 'ag-001-http1' } }]);
  const [address, target, features] = opened.mock.calls[0] ?? [];
  expect(new URL(String(address)).pathname).toBe('/mock/web-service.html');
  expect(new URL(String(address)).searchParams.get('service')).toBe('Web HMI');
  expect(new URL(String(address)).searchParams.get('device')).toBe('Bottling PLC Rotterdam 01');
  expect([target, features]).toEqual(['_blank', 'noopener']);
});

test('a web service that needs approval offers Request access for that service; an approved one opens until its end', async () => {
  const user = userEvent.setup();
  const view = renderApp({ path: '/devices/ag-003', signedInAs: 'user' });
  const list = await services('Pump station Düsseldorf 03');
  // The user's approved request for Router admin starts tomorrow: not yet.
  await user.click(
    await list.findByRole('button', { name: 'Request access to Router admin on Pump station Düsseldorf 03' }),
  );
  expect(view.store.getState().accessRequests.requestDialog).toEqual({
    agentId: 'ag-003',
    prefill: { serverIds: ['ag-003-http1'] },
  });
  // Loaded before the test ends: files share a worker's modules, and a load cut off by the file's end fails for the next.
  expect(
    await screen.findByRole('dialog', { name: 'Request access to Pump station Düsseldorf 03' }),
  ).toBeInTheDocument();
});

test('a refusal shows the server’s first message and opens nothing', async () => {
  const opened = vi.spyOn(window, 'open').mockReturnValue(null);
  server.use(
    http.post(`${MOCK_API_URL}/web-access`, () =>
      HttpResponse.json(
        { type: 'Error', data: [{ message: 'The device is not reachable' }], moreAfter: null, status: 'error' },
        { status: 400 },
      ),
    ),
  );
  renderApp({ path: '/devices/ag-001', signedInAs: 'user' });
  const list = await services('Bottling PLC Rotterdam 01');
  await userEvent.click(list.getByRole('button', { name: 'Open Router admin on Bottling PLC Rotterdam 01' }));
  expect(await screen.findByText('The device is not reachable')).toBeInTheDocument();
  expect(opened).not.toHaveBeenCalled();
});

test('the VPN is labelled once: named VPN, it reads VPN, not VPN / VPN; with a name of its own, VPN is said under it', async () => {
  const view = renderApp({ path: '/devices/ag-001', signedInAs: 'user' });
  const list = await services('Bottling PLC Rotterdam 01');
  const items = list.getAllByRole('listitem');
  const vpn = items.filter((item) => within(item).queryByText('VPN'));
  expect(vpn).toHaveLength(1);
  expect(within(vpn[0] as HTMLElement).getAllByText('VPN')).toHaveLength(1);
  // A web service keeps its kind under its name.
  const hmi = items.find((item) => within(item).queryByText('Web HMI')) as HTMLElement;
  expect(within(hmi).getByText('Web service')).toBeInTheDocument();
  view.unmount();

  const agent = getDb().agents.find((candidate) => candidate.publicId === 'ag-001');
  const tunnel = agent?.servers.find((candidate) => candidate.serviceGroup === 'vpn');
  if (!tunnel) throw new Error('seed: ag-001 has a VPN');
  tunnel.name = 'Plant tunnel';
  renderApp({ path: '/devices/ag-001', signedInAs: 'user' });
  const renamed = (await services('Bottling PLC Rotterdam 01')).getByText('Plant tunnel').closest('li') as HTMLElement;
  expect(within(renamed).getByText('VPN')).toBeInTheDocument();
});
