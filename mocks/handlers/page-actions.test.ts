import { getDb } from '../db/store';
import { demoTokens, mockControl, resetMockDb, server } from '../node';
import { operationOf, unknownBodyProperty } from '../platform/schema';
import { call, item, rows } from '../test-client';
import { isTimeZone } from './page-actions';

const token = demoTokens.admin.secretId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const report = { publicId: 'pg-008' };
const times = { start: '2026-11-01T00:00:00.000Z', end: '2026-11-08T00:00:00.000Z', timeZone: 'Europe/Amsterdam' };

const names = async (rel: string, params: Record<string, string>, query: Record<string, string> = {}) =>
  rows(await call(rel, { token, params, query: { fields: 'name', 'page-size': '4000', ...query } })).map((p) => p.name);

describe('export and import', () => {
  test('export answers a JSON file (no envelope) of the published version, else the draft, components without ids', async () => {
    const exported = await call('PageExport', { token, params: { publicId: 'pg-004' } });
    expect(exported.status).toBe(200);
    expect(exported.response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const doc = exported.json as unknown as Record<string, unknown>;
    const published = getDb().pageVersions.find((v) => v.publicId === 'pv-004-pub');
    expect(doc).toEqual({
      name: 'Bottling KPIs',
      applicationType: 'sheet',
      title: 'Bottling KPIs',
      custom: { glbMatIcon: 'local_drink' },
      periodSpec: 'today',
      components: published?.components.map((c) => ({
        template: c.template,
        dimensions: c.dimensions,
        inputs: c.inputs,
      })),
    });
    const draftOnly = (await call('PageExport', { token, params: { publicId: 'pg-003' } })).json as unknown as Record<
      string,
      unknown
    >;
    expect(draftOnly.title).toBe('Alarm history');
    expect((await call('PageExport', { token, params: { publicId: 'pg-011' } })).status).toBe(404);
  });

  test('import takes the exported text as a JSON string and makes a page with a draft; GroupPageImport puts it in the group', async () => {
    const text = await (await call('PageExport', { token, params: { publicId: 'pg-001' } })).response.text();
    const imported = await call('PageImport', { token, method: 'POST', body: text });
    expect(imported.status).toBe(201);
    expect(imported.json?.data).toEqual([{ publicId: expect.any(String) as unknown }]);
    const publicId = String(rows(imported)[0]?.publicId);
    const created = item(await call('Page', { token, params: { publicId } }));
    const source = JSON.parse(text) as { components: unknown[]; title: string };
    expect(created).toMatchObject({
      name: 'Plant overview',
      applicationType: 'sheet',
      group: null,
      published: null,
      draft: { title: source.title, periodSpec: 'today' },
    });
    const draft = created.draft as { components: { template: unknown; dimensions: unknown; inputs: unknown }[] };
    expect(draft.components.map((c) => ({ template: c.template, dimensions: c.dimensions, inputs: c.inputs }))).toEqual(
      source.components,
    );
    const grouped = await call('GroupPageImport', { token, method: 'POST', params: { publicId: 'g-017' }, body: text });
    expect(grouped.status).toBe(201);
    expect(item(await call('Page', { token, params: { publicId: String(rows(grouped)[0]?.publicId) } })).group).toEqual(
      { publicId: 'g-017' },
    );
    expect(
      (await call('GroupPageImport', { token, method: 'POST', params: { publicId: 'g-018' }, body: text })).status,
    ).toBe(404);
  });

  test('a body that is not a string, not JSON or not an export is 400 Invalid value', async () => {
    const good = {
      name: 'Imported',
      applicationType: 'report',
      title: 'T',
      custom: { glbMatIcon: null },
      periodSpec: 'today',
      components: [],
    };
    // An object body is no string: the platform check (strict.ts) refuses its first property before the handler runs.
    expect((await call('PageImport', { token, method: 'POST', body: good })).json?.data).toEqual([
      { message: 'Unknown property', propertyName: 'name' },
    ]);
    for (const body of [
      42,
      'not json',
      JSON.stringify({ ...good, name: '' }),
      JSON.stringify({ ...good, applicationType: 'poster' }),
      JSON.stringify({ ...good, components: [{ template: { publicId: 'tpl-nope' }, dimensions: {}, inputs: '{}' }] }),
      JSON.stringify([good]),
    ]) {
      const refused = await call('PageImport', { token, method: 'POST', body });
      expect([refused.status, refused.json?.data], JSON.stringify(body)).toEqual([400, [{ message: 'Invalid value' }]]);
    }
    expect((await call('PageImport', { token, method: 'POST', body: JSON.stringify(good) })).status).toBe(201);
  });
});

describe('device and asset pages', () => {
  test('a page belongs to a device or asset through its group; another company’s device is 404', async () => {
    expect(await names('AgentPageList', { agentId: 'ag-001' })).toEqual([
      'Bottling KPIs',
      'Bottling line 1 live',
      'Line 1 daily report',
      'Silver contract service report',
    ]);
    expect(await names('AssetPageList', { assetId: 'as-006' })).toEqual([
      'Bottling KPIs',
      'Bottling line 1 live',
      'Line 1 daily report',
    ]);
    expect(await names('AssetPageList', { assetId: 'as-001' })).toEqual([
      'Gold contract monthly report',
      'Packaging line status',
    ]);
    const north = getDb().agents.find((a) => a._companyId === 'c-north')?.publicId ?? '';
    expect((await call('AgentPageList', { token, params: { agentId: north } })).status).toBe(404);
    const listed = await call('AgentPageList', { token, params: { agentId: 'ag-001' } });
    expect(unknownBodyProperty(listed.json?.data, operationOf('AgentPageList', 'GET')?.data)).toBeNull();
    // A page moved into one of the device's groups joins its list.
    await call('Page', {
      token,
      method: 'PATCH',
      params: { publicId: 'pg-002' },
      body: { group: { publicId: 'g-017' } },
    });
    expect(await names('AgentPageList', { agentId: 'ag-001' })).toContain('Energy report');
  });

  test('large: ag-001 has exactly 4 000 pages, all in one page of 4 000; a bigger page size is capped at 4 000', async () => {
    mockControl.scenario('large');
    const all = await call('AgentPageList', {
      token,
      params: { agentId: 'ag-001' },
      query: { fields: 'publicId', 'page-size': '4000' },
    });
    expect([rows(all).length, all.json?.moreAfter]).toEqual([4000, null]);
    const capped = await call('AgentPageList', {
      token,
      params: { agentId: 'ag-001' },
      query: { fields: 'publicId', 'page-size': '5000' },
    });
    expect(rows(capped)).toHaveLength(4000);
    expect(
      rows(await call('AgentPageList', { token, params: { agentId: 'ag-002' }, query: { 'page-size': '4000' } }))
        .length,
    ).toBeLessThan(10);
  });
});

describe('report queue', () => {
  test('QueueReportList records the reports (agent or asset), 201 data null', async () => {
    const queued = await call('QueueReportList', {
      token,
      method: 'POST',
      body: [
        { agent: { publicId: 'ag-001' }, report, ...times },
        { asset: { publicId: 'as-001' }, report, ...times },
      ],
    });
    expect([queued.status, queued.json?.data]).toEqual([201, null]);
    expect(getDb().queuedReports).toMatchObject([
      {
        _companyId: 'c-acme',
        report,
        agent: { publicId: 'ag-001' },
        asset: null,
        ...times,
        sendTo: null,
        _rel: 'QueueReportList',
      },
      { report, agent: null, asset: { publicId: 'as-001' } },
    ]);
  });

  test('the rules: a company report page, start before end, an IANA time zone, exactly one of agent and asset; all or nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ agent: { publicId: 'ag-001' }, report: { publicId: 'pg-001' }, ...times }, 'Invalid value', 'report'],
      [{ agent: { publicId: 'ag-001' }, report: { publicId: 'pg-020' }, ...times }, 'Invalid value', 'report'],
      [{ agent: { publicId: 'ag-001' }, ...times }, 'Required property', 'report'],
      [{ agent: { publicId: 'ag-001' }, report, ...times, end: times.start }, 'Invalid date and time', 'end'],
      [{ agent: { publicId: 'ag-001' }, report, ...times, start: 'yesterday' }, 'Invalid date and time', 'start'],
      [{ agent: { publicId: 'ag-001' }, report, ...times, timeZone: 'Mars/Olympus' }, 'Invalid value', 'timeZone'],
      [{ agent: { publicId: 'ag-001' }, report, ...times, timeZone: '+01:00' }, 'Invalid value', 'timeZone'],
      [{ report, ...times }, 'Required property', 'agent'],
      [{ agent: { publicId: 'ag-001' }, asset: { publicId: 'as-001' }, report, ...times }, 'Invalid value', 'asset'],
      [{ agent: { publicId: 'ag-nope' }, report, ...times }, 'Invalid value', 'agent'],
    ];
    for (const [body, message, propertyName] of cases) {
      const refused = await call('QueueReportList', {
        token,
        method: 'POST',
        body: [{ agent: { publicId: 'ag-002' }, report, ...times }, body],
      });
      expect([refused.status, refused.json?.data], JSON.stringify(body)).toEqual([
        400,
        [{ message, propertyName, listIndex: 1 }],
      ]);
    }
    expect(getDb().queuedReports).toEqual([]);
    expect([isTimeZone('UTC'), isTimeZone('America/Argentina/Buenos_Aires'), isTimeZone('Europe/Nowhere')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  test('AgentQueueReportList and AssetQueueReportList: the device or asset of the path, sendTo required', async () => {
    const body = { report, ...times, sendTo: ['ops@acme.test'], message: 'Weekly numbers' };
    const agent = await call('AgentQueueReportList', {
      token,
      method: 'POST',
      params: { agentId: 'ag-003' },
      body: [body],
    });
    expect([agent.status, agent.json?.data]).toEqual([201, null]);
    const asset = await call('AssetQueueReportList', {
      token,
      method: 'POST',
      params: { assetId: 'as-001' },
      body: [{ ...body, message: null }],
    });
    expect(asset.status).toBe(201);
    expect(getDb().queuedReports).toMatchObject([
      {
        agent: { publicId: 'ag-003' },
        asset: null,
        sendTo: ['ops@acme.test'],
        message: 'Weekly numbers',
        _rel: 'AgentQueueReportList',
      },
      { agent: null, asset: { publicId: 'as-001' }, message: null, _rel: 'AssetQueueReportList' },
    ]);
    const noRecipients = await call('AgentQueueReportList', {
      token,
      method: 'POST',
      params: { agentId: 'ag-003' },
      body: [{ report, ...times }],
    });
    expect(noRecipients.json?.data).toEqual([{ message: 'Required property', propertyName: 'sendTo', listIndex: 0 }]);
    const badAddress = await call('AgentQueueReportList', {
      token,
      method: 'POST',
      params: { agentId: 'ag-003' },
      body: [{ ...body, sendTo: ['nobody'] }],
    });
    expect(badAddress.json?.data).toEqual([{ message: 'Invalid value', propertyName: 'sendTo', listIndex: 0 }]);
    expect(
      (await call('AgentQueueReportList', { token, method: 'POST', params: { agentId: 'ag-nope' }, body: [body] }))
        .status,
    ).toBe(404);
  });
});

describe('seed and scenarios', () => {
  test('pages in every state, 1 to 7 components a version, older versions, reports and grouped pages; deterministic', () => {
    const db = getDb();
    const acme = db.pages.filter((p) => p._companyId === 'c-acme');
    expect(
      acme.some((p) => p.draft && !p.published) &&
        acme.some((p) => !p.draft && p.published) &&
        acme.some((p) => p.draft && p.published),
    ).toBe(true);
    expect(acme.filter((p) => p.default)).toHaveLength(1);
    expect(acme.filter((p) => p.applicationType === 'report').length).toBeGreaterThanOrEqual(3);
    expect(acme.filter((p) => p.group).length).toBeGreaterThanOrEqual(3);
    expect(db.pageVersions.every((v) => v.components.length >= 1 && v.components.length <= 7)).toBe(true);
    const inSlots = new Set(db.pages.flatMap((p) => [p.draft?.publicId, p.published?.publicId]));
    expect(db.pageVersions.filter((v) => !inSlots.has(v.publicId)).length).toBeGreaterThanOrEqual(3);
    const first = JSON.stringify(db.pageVersions);
    resetMockDb();
    expect(JSON.stringify(getDb().pageVersions)).toBe(first);
  });

  test('empty-company leaves Acme without pages, versions, components and queued reports', async () => {
    await call('QueueReportList', {
      token,
      method: 'POST',
      body: [{ agent: { publicId: 'ag-001' }, report, ...times }],
    });
    mockControl.scenario('empty-company');
    expect(rows(await call('PageList', { token }))).toEqual([]);
    expect(rows(await call('PageVersionList', { token }))).toEqual([]);
    expect(rows(await call('PageComponentList', { token }))).toEqual([]);
    expect(getDb().queuedReports.filter((r) => r._companyId === 'c-acme')).toEqual([]);
    expect(rows(await call('PageList', { token, company: 'c-north' })).length).toBeGreaterThan(0);
  });
});
