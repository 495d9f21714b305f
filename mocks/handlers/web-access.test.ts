import { getDb } from '../db/store';
import { demoTokens, resetMockDb, server } from '../node';
import { call, rows } from '../test-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const user = demoTokens.user.secretId;
const admin = demoTokens.admin.secretId;
const open = (token: string, serverId: unknown) =>
  call('WebAccess', { token, method: 'POST', body: { server: { publicId: serverId } } });

describe('WebAccess', () => {
  it('answers [{publicId, url}]: the demo page on the app’s origin naming the device and the service', async () => {
    const result = await open(user, 'ag-001-http1');
    expect(result.status).toBe(201);
    const [access] = rows(result);
    expect(access).toEqual({ publicId: expect.any(String) as unknown, url: expect.any(String) as unknown });
    const url = new URL(String(access?.url));
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toBe('/mock/web-service.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({ device: 'Bottling PLC Rotterdam 01', service: 'Web HMI' });
  });

  it('a service that needs approval opens with an approved request covering now, or for a manager; else 403', async () => {
    expect((await open(user, 'ag-003-http1')).status).toBe(403);
    expect((await open(admin, 'ag-003-http1')).status).toBe(201);
    const upcoming = getDb().accessRequests.find(
      (request) =>
        request.user.publicId === 'u-user' && request.servers.some((named) => named.publicId === 'ag-003-http1'),
    );
    if (!upcoming) throw new Error('the seed has no request of the user for ag-003-http1');
    upcoming.status = 'approved';
    upcoming.start = new Date(Date.now() - 60_000).toISOString();
    expect((await open(user, 'ag-003-http1')).status).toBe(201);
    // Locked web access asks for approval of every web service of the device.
    expect((await open(user, 'ag-004-http1')).status).toBe(403);
  });

  it('the VPN, an unknown or an unseen service is not found; a body without a server is refused', async () => {
    expect((await open(user, 'ag-001-vpn')).status).toBe(404);
    expect((await open(user, 'ag-999-http1')).status).toBe(404);
    expect((await call('WebAccess', { token: user, method: 'POST', body: {} })).status).toBe(400);
  });
});
