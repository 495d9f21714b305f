// @vitest-environment jsdom
import { demoTokens, mockConnector, resetMockDb, server } from '../node';

const BASE = 'https://localhost:9250';
const commandHeaders = (token = demoTokens.user.secretId) => ({
  'Api-Version': '2',
  'Api-Access-Token': token,
  'Api-Sector': 's-industrial',
  'VPN-Client-Controller-Identifier': 'browser-1',
  'Content-Type': 'application/json',
});

function openSocket(
  url = 'wss://localhost:9250/',
): Promise<{ messages: unknown[]; socket: WebSocket; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const messages: unknown[] = [];
    const closed = new Promise<void>((done) => socket.addEventListener('close', () => done()));
    socket.addEventListener('message', (event: MessageEvent<string>) => messages.push(JSON.parse(event.data)));
    socket.addEventListener('open', () => resolve({ messages, socket, closed }));
    socket.addEventListener('error', () => reject(new Error('socket error')));
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

test('discovery lists the four rels at the connector origin', async () => {
  const body = (await (await fetch(`${BASE}/`, { headers: { 'Api-Version': '2' } })).json()) as {
    data: { rel: string; href: string }[];
  };
  expect(body.data.map((link) => link.rel)).toEqual(['Connect', 'Disconnect', 'Status', 'StatusWebSocket']);
  expect(body.data.find((link) => link.rel === 'StatusWebSocket')?.href).toBe('wss://localhost:9250/');
});

test('the alternative port answers too', async () => {
  expect((await fetch('https://localhost:5789/')).ok).toBe(true);
});

test('missing: no answer at the base', async () => {
  mockConnector.setMode('missing');
  await expect(fetch(`${BASE}/`)).rejects.toThrow();
});

test('connect goes connecting, then connected, over the socket', async () => {
  mockConnector.setConnectDelay(20);
  const { messages, socket } = await openSocket();
  await until(() => messages.length === 1);
  expect(messages[0]).toMatchObject({ status: 'idle', activeRequest: '', version: '1.9.2' });
  const response = await fetch(`${BASE}/connect`, {
    method: 'POST',
    headers: commandHeaders(),
    body: JSON.stringify({ companyId: 'c-acme', agentId: 'ag-001' }),
  });
  expect(response.status).toBe(200);
  await until(() => messages.length === 3);
  expect(messages[1]).toMatchObject({ status: 'connecting', activeRequest: { agentId: 'ag-001' } });
  expect(messages[2]).toMatchObject({ status: 'connected', activeRequest: { agentId: 'ag-001' } });
  await fetch(`${BASE}/disconnect`, { method: 'POST', headers: commandHeaders() });
  await until(() => messages.length === 4);
  expect(messages[3]).toMatchObject({ status: 'idle', activeRequest: '' });
  expect(mockConnector.calls().map((call) => `${call.method} ${call.path}`)).toEqual([
    'POST /connect',
    'POST /disconnect',
  ]);
  socket.close();
});

test('connect refuses an unknown token and missing headers', async () => {
  const bad = await fetch(`${BASE}/connect`, {
    method: 'POST',
    headers: commandHeaders('nope'),
    body: JSON.stringify({ companyId: 'c', agentId: 'a' }),
  });
  expect(bad.status).toBe(401);
  const noVersion = await fetch(`${BASE}/connect`, {
    method: 'POST',
    body: JSON.stringify({ companyId: 'c', agentId: 'a' }),
  });
  expect(noVersion.status).toBe(400);
});

test('step-error: connecting with a failed step, then idle', async () => {
  mockConnector.setConnectDelay(20);
  mockConnector.setMode('step-error');
  const { messages } = await openSocket();
  await fetch(`${BASE}/connect`, {
    method: 'POST',
    headers: commandHeaders(),
    body: JSON.stringify({ companyId: 'c-acme', agentId: 'ag-001' }),
  });
  await until(() => messages.length === 3);
  expect(messages[1]).toMatchObject({
    status: 'connecting',
    steps: [{}, { status: { message: 'TLS handshake failed', code: 210 } }],
  });
  expect(messages[2]).toMatchObject({ status: 'idle' });
});

test('lost: the client answers but closes the status socket', async () => {
  const { closed } = await openSocket();
  mockConnector.setMode('lost');
  await closed;
  expect((await fetch(`${BASE}/`)).ok).toBe(true);
});

test('preset states and versions', async () => {
  mockConnector.setMode('connected', 'ag-010');
  expect(mockConnector.status()).toMatchObject({ status: 'connected', activeRequest: { agentId: 'ag-010' } });
  mockConnector.setMode('outdated');
  expect(mockConnector.status()).toMatchObject({ status: 'idle', version: '1.8.0' });
  mockConnector.setMode('newer');
  const status = (await (await fetch(`${BASE}/status`)).json()) as { version: string };
  expect(status.version).toBe('2.0.0-rc1');
});

test('the release manifest is served at the branding address', async () => {
  const manifest = (await (await fetch('http://localhost:3000/vpn-client/releases.json?t=1')).json()) as {
    releases: { os: string }[];
  };
  expect(manifest.releases.map((release) => release.os)).toEqual(['windows', 'mac', 'linux']);
});
