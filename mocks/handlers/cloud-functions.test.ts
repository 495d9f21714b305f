import { demoTokens, mockControl, resetMockDb, server } from '../node';
import { call, item, rows } from '../test-client';

const token = demoTokens.admin.secretId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const templateNames = async (company?: string) =>
  rows(await call('BackendComponentTemplateList', { token, ...(company ? { company } : {}) })).map((row) => row.name);
const byTemplate = (templateId: string) => ({ filters: `eq(template.publicId,"${templateId}")` });

describe('cloud functions', () => {
  test('a company sees its own templates and those shared with it, by name; not another company’s private one', async () => {
    expect(await templateNames()).toEqual(['Alarm forwarder', 'Energy report exporter', 'Predictive maintenance']);
    expect(await templateNames('c-north')).toEqual([
      'Energy report exporter',
      'Northwind internal sync',
      'Predictive maintenance',
    ]);
    const shared = item(await call('BackendComponentTemplate', { token, params: { publicId: 'bct-003' } }));
    expect(shared).toMatchObject({
      company: { publicId: 'c-north', name: 'Northwind Controls' },
      private: false,
      configuredVersion: { number: '2.0.1' },
    });
    expect((await call('BackendComponentTemplate', { token, params: { publicId: 'bct-004' } })).status).toBe(404);
  });

  test('a new template belongs to the company; only its owner renames or deletes it, and its configs, shares and subscriptions go with it', async () => {
    const created = await call('BackendComponentTemplateList', {
      token,
      method: 'POST',
      body: { name: 'Meter reader' },
    });
    expect(created.status).toBe(201);
    const { publicId } = item(created) as { publicId: string };
    expect(item(await call('BackendComponentTemplate', { token, params: { publicId } }))).toMatchObject({
      name: 'Meter reader',
      company: { publicId: 'c-acme', name: 'Acme Industrial' },
      description: null,
      configuredVersion: null,
    });
    expect(
      (
        await call('BackendComponentTemplate', {
          token,
          method: 'PATCH',
          params: { publicId: 'bct-003' },
          body: { name: 'Mine now' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('BackendComponentTemplate', { token, method: 'DELETE', params: { publicId: 'bct-003' } })).status,
    ).toBe(403);
    expect(
      (
        await call('BackendComponentTemplate', {
          token,
          method: 'PATCH',
          params: { publicId: 'bct-001' },
          body: { description: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('BackendComponentTemplate', { token, method: 'DELETE', params: { publicId: 'bct-001' } })).status,
    ).toBe(200);
    expect(rows(await call('BackendComponentTemplateConfigList', { token, query: byTemplate('bct-001') }))).toEqual([]);
    expect(rows(await call('BackendComponentTemplateShareList', { token, query: byTemplate('bct-001') }))).toEqual([]);
    expect(
      rows(await call('BackendComponentMessageSubscriptionList', { token, query: byTemplate('bct-001') })),
    ).toEqual([]);
  });

  test('unprovisioned-company: adding a template answers 400 “Your company is not fully provisioned”', async () => {
    mockControl.scenario('unprovisioned-company');
    const result = await call('BackendComponentTemplateList', {
      token,
      method: 'POST',
      body: { name: 'Meter reader' },
    });
    expect(result.status).toBe(400);
    expect(result.json?.data).toEqual([{ message: 'Your company is not fully provisioned' }]);
    expect(await templateNames()).not.toContain('Meter reader');
  });

  test('configs filter on the template, keep their order, and change their values only', async () => {
    const configs = rows(await call('BackendComponentTemplateConfigList', { token, query: byTemplate('bct-001') }));
    expect(configs.map((c) => c.publicId)).toEqual(['bcc-001', 'bcc-002']);
    const created = await call('BackendComponentTemplateConfigList', {
      token,
      method: 'POST',
      body: { template: { publicId: 'bct-002' }, values: '{}' },
    });
    expect(created.status).toBe(201);
    const publicId = (item(created) as { publicId: string }).publicId;
    expect(
      (
        await call('BackendComponentTemplateConfig', {
          token,
          method: 'PATCH',
          params: { publicId },
          body: { values: null },
        })
      ).status,
    ).toBe(200);
    expect(item(await call('BackendComponentTemplateConfig', { token, params: { publicId } }))).toMatchObject({
      template: { publicId: 'bct-002' },
      values: null,
      enabled: true,
    });
    expect(
      (
        await call('BackendComponentTemplateConfig', {
          token,
          method: 'PATCH',
          params: { publicId },
          body: { enabled: false },
        })
      ).status,
    ).toBe(400);
  });

  test('shares: only the owner shares, with another existing company, once; a share is removed by its item', async () => {
    const share = (templateId: string, companyId: string) =>
      call('BackendComponentTemplateShareList', {
        token,
        method: 'POST',
        body: { template: { publicId: templateId }, company: { publicId: companyId } },
      });
    expect((await share('bct-002', 'c-helix')).status).toBe(201);
    expect((await share('bct-002', 'c-helix')).status).toBe(409);
    expect((await share('bct-002', 'c-acme')).status).toBe(400);
    expect((await share('bct-002', 'c-nowhere')).status).toBe(400);
    expect((await share('bct-003', 'c-helix')).status).toBe(403);
    const list = rows(await call('BackendComponentTemplateShareList', { token, query: byTemplate('bct-002') }));
    expect(list).toEqual([
      {
        publicId: expect.any(String) as unknown,
        company: { publicId: 'c-helix', name: 'Helix Automation GmbH' },
        template: { publicId: 'bct-002' },
      },
    ]);
    expect(
      (
        await call('BackendComponentTemplateShare', {
          token,
          method: 'DELETE',
          params: { publicId: list[0]?.publicId as string },
        })
      ).status,
    ).toBe(200);
    expect(await templateNames('c-helix')).toEqual([]);
  });

  test('message subscriptions: template and company, once each; deleted by item', async () => {
    const body = { template: { publicId: 'bct-003' }, company: { publicId: 'c-acme' } };
    expect((await call('BackendComponentMessageSubscriptionList', { token, method: 'POST', body })).status).toBe(201);
    expect((await call('BackendComponentMessageSubscriptionList', { token, method: 'POST', body })).status).toBe(409);
    const list = rows(
      await call('BackendComponentMessageSubscriptionList', {
        token,
        query: { ...byTemplate('bct-003'), fields: 'publicId,company,template' },
      }),
    );
    expect(list).toEqual([
      { publicId: expect.any(String) as unknown, company: { publicId: 'c-acme' }, template: { publicId: 'bct-003' } },
    ]);
    expect(
      (
        await call('BackendComponentMessageSubscription', {
          token,
          method: 'DELETE',
          params: { publicId: list[0]?.publicId as string },
        })
      ).status,
    ).toBe(200);
  });

  test('the logs are a text file of a template the company sees; a fault on the rel fails the download', async () => {
    const logs = await call('BackendComponentTemplateDownloadLogs', { token, params: { publicId: 'bct-001' } });
    expect(logs.status).toBe(200);
    expect(logs.response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await logs.response.text()).toMatch(/Energy report exporter: exported 24 rows/);
    expect(
      (await call('BackendComponentTemplateDownloadLogs', { token, params: { publicId: 'bct-004' } })).status,
    ).toBe(404);
    mockControl.failRel('BackendComponentTemplateDownloadLogs', 500, 1);
    expect(
      (await call('BackendComponentTemplateDownloadLogs', { token, params: { publicId: 'bct-001' } })).status,
    ).toBe(500);
  });

  test('writes need MANAGE_APPS', async () => {
    mockControl.setPermissions('admin@acme.test', 'c-acme', ['MANAGE_GROUPS']);
    expect(
      (await call('BackendComponentTemplateList', { token, method: 'POST', body: { name: 'Meter reader' } })).status,
    ).toBe(403);
  });

  test('empty-company leaves Acme no cloud functions', async () => {
    mockControl.scenario('empty-company');
    expect(await templateNames()).toEqual([]);
    expect(rows(await call('BackendComponentMessageSubscriptionList', { token }))).toEqual([]);
  });
});
