import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockConnector, mockControl, server } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { connectRequested } from '@/features/vpn';

setupMockBackend();

async function devicesPage() {
  mockConnector.setConnectDelay(30);
  const view = renderApp({ path: '/devices', signedInAs: 'user' });
  await screen.findByRole('link', { name: 'Bottling PLC Rotterdam 01' });
  await waitFor(() => expect(view.store.getState().vpn.connector.status).toBe('found'));
  return view;
}

/** The filters and order of every AgentList read the page sends from now on. */
function recordDeviceReads() {
  const seen: { filters: string[]; orderBy: string | null; pageSize: string | null; pageAfter: string | null }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || !url.pathname.endsWith('/agents')) return;
    const get = (name: string) => url.searchParams.get(name);
    seen.push({
      filters: url.searchParams.getAll('filters'),
      orderBy: get('order-by'),
      pageSize: get('page-size'),
      pageAfter: get('page-after'),
    });
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

/** Each body row's name and state, top to bottom. */
const namesAndStates = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => ({
      name: within(row).getByRole('rowheader').textContent ?? '',
      state: within(row).getAllByRole('cell')[0]?.textContent ?? '',
    }));

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;

const rowOf = (name: string) => {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

test('lists the user’s devices with online and VPN state, and searches them', async () => {
  const user = userEvent.setup();
  await devicesPage();
  // Online means an active VPN session: the platform has no online flag.
  expect(rowOf('Bottling PLC Rotterdam 01').getByText('Online')).toBeInTheDocument();
  expect(rowOf('Bottling PLC Rotterdam 01').getByText('Available')).toBeInTheDocument();
  expect(rowOf('Offline PLC Lyon 11').getAllByText('Offline')).toHaveLength(2);
  expect(rowOf('Offline PLC Lyon 11').getByText('Not available')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Search devices' }), 'kiln');
  await waitFor(() =>
    expect(screen.queryByRole('link', { name: 'Bottling PLC Rotterdam 01' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('link', { name: 'Kiln controller Eindhoven 02' })).toBeInTheDocument();
});

test('connects to a device and disconnects again, with the status bar following', async () => {
  const user = userEvent.setup();
  await devicesPage();
  await user.click(screen.getByRole('button', { name: 'Connect to Bottling PLC Rotterdam 01' }));
  const bar = await screen.findByRole('region', { name: 'VPN status' });
  await waitFor(() => expect(bar).toHaveTextContent('Connected to Bottling PLC Rotterdam 01'));
  expect(rowOf('Bottling PLC Rotterdam 01').getByText('Connected')).toBeInTheDocument();
  const connect = mockConnector.calls().find((call) => call.path === '/connect');
  expect(connect?.headers).toMatchObject({
    'api-version': '2',
    'api-access-token': 'demo-user-secret',
    'api-sector': 's-industrial',
  });
  expect(connect?.headers['vpn-client-controller-identifier']).toBe(localStorage.getItem('portal.browser-id'));
  expect(connect?.headers.authorization).toBeUndefined();
  expect(connect?.body).toEqual({ companyId: 'c-acme', agentId: 'ag-001' });

  await user.click(screen.getByRole('button', { name: 'Disconnect from Bottling PLC Rotterdam 01' }));
  await waitFor(() => expect(bar).toHaveTextContent('Disconnected'));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'VPN status' })).not.toBeInTheDocument(), {
    timeout: 3000,
  });
});

test('an offline device: Connect is off with the reason beside it; a Connect that raced the device going offline fails with the offline text', async () => {
  const view = await devicesPage();
  const connect = rowOf('Offline PLC Lyon 11').getByRole('button', { name: 'Connect to Offline PLC Lyon 11' });
  expect(connect).toBeDisabled();
  expect(connect).toHaveAccessibleDescription('Offline');
  expect(
    rowOf('Bottling PLC Rotterdam 01').getByRole('button', { name: 'Connect to Bottling PLC Rotterdam 01' }),
  ).toBeEnabled();
  // The click that left while the page still showed the device online.
  act(() => {
    view.store.dispatch(connectRequested({ publicId: 'ag-011', name: 'Offline PLC Lyon 11', activeVpnSession: null }));
  });
  expect(await screen.findByText('Connection failed: device offline')).toBeInTheDocument();
  expect(mockConnector.calls().some((call) => call.path === '/connect')).toBe(false);
});

test('the device page shows its services', async () => {
  renderApp({ path: '/devices/ag-010', signedInAs: 'user' });
  expect(await screen.findByRole('heading', { name: 'HMI panel Eindhoven 10' })).toBeInTheDocument();
  const services = screen.getByRole('heading', { name: 'Services' }).parentElement as HTMLElement;
  expect(within(services).getAllByRole('listitem')[0]).toHaveTextContent('VPN');
});

test('a row’s web services menu opens a service, or asks for access where approval is needed', async () => {
  const opened = vi.spyOn(window, 'open').mockReturnValue(null);
  const user = userEvent.setup();
  const view = renderApp({ path: '/devices', signedInAs: 'user' });
  await user.click(await screen.findByRole('button', { name: 'Web services of Bottling PLC Rotterdam 01' }));
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Open Web HMI', 'Open Router admin', 'Open Grafana dashboard']);
  await user.click(within(menu).getByRole('menuitem', { name: 'Open Web HMI' }));
  await waitFor(() =>
    expect(opened).toHaveBeenCalledWith(expect.stringContaining('/mock/web-service.html?'), '_blank', 'noopener'),
  );

  await user.click(screen.getByRole('button', { name: 'Web services of Pump station Düsseldorf 03' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Router admin: request access' }));
  expect(view.store.getState().accessRequests.requestDialog).toEqual({
    agentId: 'ag-003',
    prefill: { serverIds: ['ag-003-http1'] },
  });
  // The dialog's chunk is loaded before the test ends (files share a worker's modules: a load cut off by the end of the
  // file would fail for the next file too).
  expect(
    await screen.findByRole('dialog', { name: 'Request access to Pump station Düsseldorf 03' }),
  ).toBeInTheDocument();
  // A device without web services has no menu.
  expect(screen.queryByRole('button', { name: 'Web services of HMI panel Eindhoven 10' })).not.toBeInTheDocument();
});

test('a device that does not exist: the one not-found state, with the way back to the devices', async () => {
  renderApp({ path: '/devices/ag-nope', signedInAs: 'user' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Device not found' })).toBeInTheDocument();
  expect(screen.getByText('It may have been deleted, or you may not have access to it.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to devices' })).toHaveAttribute('href', '/devices');
  expect(
    within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Devices' }),
  ).toHaveAttribute('href', '/devices');
});

test('an address with ?search= opens the list searched (a message links to its device so)', async () => {
  renderApp({ path: '/devices?search=kiln', signedInAs: 'user' });
  expect(await screen.findByRole('link', { name: 'Kiln controller Eindhoven 02' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search devices' })).toHaveValue('kiln');
  expect(screen.queryByRole('link', { name: 'Bottling PLC Rotterdam 01' })).not.toBeInTheDocument();
});

test('filters by state, group and type on the server, kept in the address, and sorts by type', async () => {
  const user = userEvent.setup();
  const { router } = renderApp({ path: '/devices?state=online', signedInAs: 'admin' });
  const table = await screen.findByRole('table', { name: 'Devices' });
  await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(1));
  // Online in words, never in colour alone: every row says so.
  for (const row of within(table).getAllByRole('row').slice(1)) expect(row).toHaveTextContent('Online');
  await user.click(screen.getByRole('combobox', { name: 'Type' }));
  await user.click(await screen.findByRole('option', { name: 'IXrouter2' }));
  await waitFor(() => expect(router.state.location.search).toBe('?state=online&type=at-ixr2'));
  await waitFor(() => {
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveTextContent('IXrouter2');
  });
  await user.click(within(table).getByRole('button', { name: 'Type' }));
  await waitFor(() => expect(router.state.location.search).toContain('sort=type'));
  expect(within(table).getByRole('columnheader', { name: 'Type' })).toHaveAttribute('aria-sort', 'ascending');
});

test('reads hundreds of devices a server page at a time: Load more follows moreAfter', async () => {
  const user = userEvent.setup();
  mockControl.scenario('large');
  renderApp({ path: '/devices', signedInAs: 'admin' });
  const table = await screen.findByRole('table', { name: 'Devices' }, { timeout: 10_000 });
  await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(50));
  expect(screen.getByRole('status')).toHaveTextContent('50 devices shown');
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(100));
});

test('sorts by state on the server: online devices first, then offline, each by name; again offline first', async () => {
  const user = userEvent.setup();
  const { router } = renderApp({ path: '/devices', signedInAs: 'admin' });
  const table = await screen.findByRole('table', { name: 'Devices' });
  // Every row drawn: the table is no longer busy.
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  const everyDevice = namesAndStates(table);
  const online = everyDevice
    .filter((row) => row.state === 'Online')
    .map((row) => row.name)
    .sort(byName);
  const offline = everyDevice
    .filter((row) => row.state === 'Offline')
    .map((row) => row.name)
    .sort(byName);
  expect(online.length).toBeGreaterThan(1);
  expect(offline.length).toBeGreaterThan(1);
  expect(online.length + offline.length).toBe(everyDevice.length);

  const reads = recordDeviceReads();
  await user.click(within(table).getByRole('button', { name: 'State' }));
  await waitFor(() => expect(router.state.location.search).toBe('?sort=state'));
  expect(within(table).getByRole('columnheader', { name: 'State' })).toHaveAttribute('aria-sort', 'ascending');
  await waitFor(() => expect(namesAndStates(table).map((row) => row.name)).toEqual([...online, ...offline]));
  // The state in words on every row, online ones on top.
  expect(namesAndStates(table).map((row) => row.state)).toEqual([
    ...online.map(() => 'Online'),
    ...offline.map(() => 'Offline'),
  ]);
  // Two server-ordered stretches, the offline one filling the rest of the page.
  expect(reads.seen).toEqual([
    { filters: ['isnotnull(activeVpnSession)'], orderBy: 'name', pageSize: '50', pageAfter: null },
    { filters: ['isnull(activeVpnSession)'], orderBy: 'name', pageSize: String(50 - online.length), pageAfter: null },
  ]);

  reads.seen.length = 0;
  await user.click(within(table).getByRole('button', { name: 'State' }));
  await waitFor(() => expect(router.state.location.search).toBe('?sort=-state'));
  expect(within(table).getByRole('columnheader', { name: 'State' })).toHaveAttribute('aria-sort', 'descending');
  await waitFor(() => expect(namesAndStates(table).map((row) => row.name)).toEqual([...offline, ...online]));
  expect(reads.seen.map((read) => [read.filters, read.orderBy])).toEqual([
    [['isnull(activeVpnSession)'], 'name'],
    [['isnotnull(activeVpnSession)'], 'name'],
  ]);
  reads.stop();
});

test('a state sort over 2 000 devices pages on through the offline ones: Load more follows their moreAfter', async () => {
  const user = userEvent.setup();
  mockControl.scenario('large');
  renderApp({ path: '/devices?sort=state', signedInAs: 'admin' });
  const table = await screen.findByRole('table', { name: 'Devices' }, { timeout: 10_000 });
  await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(50));
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  const first = namesAndStates(table);
  const onlineCount = first.filter((row) => row.state === 'Online').length;
  expect(onlineCount).toBeGreaterThan(0);
  expect(first.slice(0, onlineCount).every((row) => row.state === 'Online')).toBe(true);
  expect(first.slice(onlineCount).every((row) => row.state === 'Offline')).toBe(true);
  const reads = recordDeviceReads();
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(100));
  const offline = namesAndStates(table).slice(onlineCount);
  expect(offline.every((row) => row.state === 'Offline')).toBe(true);
  expect(offline.map((row) => row.name)).toEqual([...offline.map((row) => row.name)].sort(byName));
  expect(reads.seen).toEqual([
    { filters: ['isnull(activeVpnSession)'], orderBy: 'name', pageSize: '50', pageAfter: expect.any(String) as string },
  ]);
  reads.stop();
});
