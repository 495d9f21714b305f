import { demoTokens, mockControl, resetMockDb, server } from '../node';
import { call, item, rows } from '../test-client';

const token = demoTokens.admin.secretId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

/** `name: state` of every app in a company, state as the list answers it. */
async function states(company = 'c-acme'): Promise<Record<string, string>> {
  const list = rows(await call('AppList', { token, company, query: { fields: 'name,installed,enabled' } }));
  return Object.fromEntries(
    list.map((app) => [app.name as string, app.installed ? (app.enabled ? 'enabled' : 'disabled') : 'not installed']),
  );
}

/** `company` null: no Api-Company header. */
const install = (publicId: string, company: string | null = 'c-acme', body?: unknown) =>
  call('AppInstall', { token, company: company ?? undefined, method: 'POST', params: { publicId }, body });
const uninstall = (publicId: string) =>
  call('AppUninstall', { token, company: 'c-acme', method: 'DELETE', params: { publicId } });
const configure = (publicId: string | undefined, body: unknown) =>
  call('AppConfigUpdate', { token, company: 'c-acme', method: 'PATCH', query: publicId ? { publicId } : {}, body });

describe('apps', () => {
  test('installed and enabled are per company: Acme has every state, Northwind its own', async () => {
    expect(await states()).toEqual({
      Alarming: 'enabled',
      Logging: 'enabled',
      'MQTT bridge': 'not installed',
      Reports: 'disabled',
      'Router display': 'not installed',
      Webhooks: 'not installed',
    });
    expect(Object.entries(await states('c-north')).filter(([, state]) => state !== 'not installed')).toEqual([
      ['Webhooks', 'enabled'],
    ]);
  });

  test('AppInstall GET names the app; POST without a body installs it enabled in the Api-Company company only', async () => {
    expect(
      item(await call('AppInstall', { token, params: { publicId: 'app-004' }, query: { fields: 'name,publicId' } })),
    ).toEqual({ publicId: 'app-004', name: 'Router display' });
    mockControl.setPermissions('admin@acme.test', 'c-north', ['MANAGE_APPS']);
    const installed = await install('app-004', 'c-north');
    expect(installed.status).toBe(201);
    expect(installed.json?.data).toBeNull();
    expect((await states('c-north'))['Router display']).toBe('enabled');
    expect((await states())['Router display']).toBe('not installed');
  });

  test('an install without Api-Company is refused with a 400 that says so; one with a body, or of an installed app, too', async () => {
    const headerless = await install('app-004', null);
    expect(headerless.status).toBe(400);
    expect(headerless.json?.data).toEqual([
      { message: 'The Api-Company header is required to install an app', propertyName: 'Api-Company' },
    ]);
    expect((await install('app-004', 'c-acme', {})).status).toBe(400);
    expect((await states())['Router display']).toBe('not installed');
    const again = await install('app-001');
    expect(again.status).toBe(409);
    expect(again.json?.data).toEqual([{ message: 'App is already installed' }]);
  });

  test('uninstall removes the install (a reinstall starts enabled); an app that is not installed is refused', async () => {
    expect((await uninstall('app-003')).status).toBe(200);
    expect((await states()).Reports).toBe('not installed');
    expect((await install('app-003')).status).toBe(201);
    expect((await states()).Reports).toBe('enabled');
    const refused = await uninstall('app-006');
    expect(refused.status).toBe(409);
    expect(refused.json?.data).toEqual([{ message: 'App is not installed' }]);
  });

  test('AppConfigUpdate PATCH {enabled} disables and enables an installed app named by the publicId query parameter', async () => {
    expect((await configure('app-001', { enabled: false })).status).toBe(200);
    expect((await states()).Alarming).toBe('disabled');
    expect((await configure('app-001', { enabled: true })).status).toBe(200);
    expect((await states()).Alarming).toBe('enabled');
    expect((await configure('app-006', { enabled: true })).json?.data).toEqual([{ message: 'App is not installed' }]);
    expect((await configure(undefined, { enabled: true })).json?.data).toEqual([
      { message: 'Required property', propertyName: 'publicId' },
    ]);
    expect((await configure('app-001', {})).json?.data).toEqual([
      { message: 'Required property', propertyName: 'enabled' },
    ]);
    expect((await configure('app-001', { enabled: 'no' })).json?.data).toEqual([
      { message: 'Invalid value', propertyName: 'enabled' },
    ]);
    expect((await configure('app-001', { enabled: false, publicId: 'app-001' })).json?.data).toEqual([
      { message: 'Unknown property', propertyName: 'publicId' },
    ]);
    expect((await configure('app-999', { enabled: true })).status).toBe(404);
  });

  test('writes need MANAGE_APPS', async () => {
    mockControl.setPermissions('admin@acme.test', 'c-acme', ['INVITE_USER']);
    expect((await install('app-004')).status).toBe(403);
    expect((await uninstall('app-001')).status).toBe(403);
    expect((await configure('app-001', { enabled: false })).status).toBe(403);
  });

  test('empty-company leaves Acme without any installed app', async () => {
    mockControl.scenario('empty-company');
    expect(Object.values(await states())).toEqual(Array(6).fill('not installed'));
  });
});
