import { getDb } from '../db/store';
import { demoTokens, resetMockDb, server } from '../node';
import { operationOf, unknownBodyProperty } from '../platform/schema';
import { call, item, rows } from '../test-client';

const token = demoTokens.admin.secretId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const version = async (publicId: string) => item(await call('PageVersion', { token, params: { publicId } }));
const page = async (publicId: string) => item(await call('Page', { token, params: { publicId } }));
const componentIds = (v: Record<string, unknown>): string[] =>
  (v.components as { publicId: string }[]).map((c) => c.publicId);

describe('pages and versions', () => {
  test('a new draft copies the published version; publishing is a PATCH, then a DELETE of the old version', async () => {
    // pg-002 has only a published version: a new draft copies it, components included (with new ids).
    const drafted = await call('PageDraft', { token, method: 'POST', params: { publicId: 'pg-002' } });
    expect(drafted.status).toBe(201);
    expect(drafted.json?.data).toEqual([{ publicId: expect.any(String) as unknown }]);
    const draftId = String(rows(drafted)[0]?.publicId);
    const draft = await version(draftId);
    const published = await version('pv-002-pub');
    expect(draft).toMatchObject({ page: { publicId: 'pg-002' }, title: 'Energy report' });
    expect((draft.components as { template: unknown }[]).map((c) => c.template)).toEqual(
      (published.components as { template: unknown }[]).map((c) => c.template),
    );
    expect(componentIds(draft).some((id) => componentIds(published).includes(id))).toBe(false);
    expect(
      (draft.components as { pageVersion: unknown }[]).every(
        (c) => JSON.stringify(c.pageVersion) === JSON.stringify({ publicId: draftId }),
      ),
    ).toBe(true);
    expect(
      (
        await call('PageVersion', {
          token,
          method: 'PATCH',
          params: { publicId: draftId },
          body: { title: 'Energy report 2' },
        })
      ).status,
    ).toBe(200);
    const publish = await call('Page', {
      token,
      method: 'PATCH',
      params: { publicId: 'pg-002' },
      body: { published: { publicId: draftId }, draft: null },
    });
    expect([publish.status, publish.json?.data]).toEqual([200, null]);
    expect((await call('PageVersion', { token, method: 'DELETE', params: { publicId: 'pv-002-pub' } })).status).toBe(
      200,
    );
    const after = item(
      await call('Page', {
        token,
        params: { publicId: 'pg-002' },
        query: { fields: 'name,draft,published.publicId,published.title' },
      }),
    );
    expect(after).toEqual({
      name: 'Energy report',
      draft: null,
      published: { publicId: draftId, title: 'Energy report 2' },
    });
    // A version of another page cannot take a slot here.
    const foreign = await call('Page', {
      token,
      method: 'PATCH',
      params: { publicId: 'pg-002' },
      body: { published: { publicId: 'pv-001-pub' } },
    });
    expect([foreign.status, foreign.json?.data]).toEqual([
      400,
      [{ message: 'Invalid value', propertyName: 'published' }],
    ]);
  });

  test('a new page has no version: the app ensures a draft (PageDraft gives an empty one without a published version)', async () => {
    const created = await call('PageList', {
      token,
      method: 'POST',
      body: { name: 'Night shift', applicationType: 'card', group: { publicId: 'g-004' } },
    });
    expect(created.status).toBe(201);
    const publicId = String(item(created).publicId);
    expect(await page(publicId)).toMatchObject({
      name: 'Night shift',
      applicationType: 'card',
      group: { publicId: 'g-004' },
      draft: null,
      published: null,
      default: false,
    });
    expect(getDb().pageVersions.some((v) => v.page.publicId === publicId)).toBe(false);
    const made = await call('PageVersionList', {
      token,
      method: 'POST',
      body: {
        page: { publicId },
        title: 'Night shift overview',
        custom: { glbMatIcon: 'bedtime' },
        periodSpec: 'today',
      },
    });
    expect(made.status).toBe(201);
    const versionId = String(item(made).publicId);
    expect(await version(versionId)).toMatchObject({
      page: { publicId },
      title: 'Night shift overview',
      custom: { glbMatIcon: 'bedtime' },
      periodSpec: 'today',
      components: [],
    });
    expect(
      (await call('Page', { token, method: 'PATCH', params: { publicId }, body: { draft: { publicId: versionId } } }))
        .status,
    ).toBe(200);
    // PageDraft without a published version: an empty draft, and the previous draft goes.
    const drafted = await call('PageDraft', { token, method: 'POST', params: { publicId } });
    const draftId = String(rows(drafted)[0]?.publicId);
    expect(await version(draftId)).toMatchObject({ title: null, components: [] });
    expect((await call('PageVersion', { token, params: { publicId: versionId } })).status).toBe(404);
    expect(await page(publicId)).toMatchObject({ draft: { publicId: draftId } });
    // A group of another company, or a version body without a page, is refused.
    const north = await call('PageList', { token, method: 'POST', body: { name: 'X', group: { publicId: 'g-018' } } });
    expect([north.status, north.json?.data]).toEqual([400, [{ message: 'Invalid value', propertyName: 'group' }]]);
    const noPage = await call('PageVersionList', { token, method: 'POST', body: { title: 'x' } });
    expect(noPage.status).toBe(400);
  });

  test('version history: PageVersionList filtered by page, the company’s versions only', async () => {
    const history = rows(
      await call('PageVersionList', { token, query: { filters: 'eq(page.publicId,"pg-001")', fields: 'publicId' } }),
    );
    expect(history.map((v) => v.publicId)).toEqual(['pv-001-draft', 'pv-001-pub', 'pv-001-old1', 'pv-001-old2']);
    expect(rows(await call('PageVersionList', { token, query: { filters: 'eq(page.publicId,"pg-011")' } }))).toEqual(
      [],
    );
    expect((await call('PageVersion', { token, params: { publicId: 'pv-011-pub' } })).status).toBe(404);
    // Restore = Page PATCH {draft: old version}, then DELETE the replaced draft.
    expect(
      (
        await call('Page', {
          token,
          method: 'PATCH',
          params: { publicId: 'pg-001' },
          body: { draft: { publicId: 'pv-001-old1' } },
        })
      ).status,
    ).toBe(200);
    expect((await call('PageVersion', { token, method: 'DELETE', params: { publicId: 'pv-001-draft' } })).status).toBe(
      200,
    );
    expect(await page('pg-001')).toMatchObject({
      draft: { publicId: 'pv-001-old1' },
      published: { publicId: 'pv-001-pub' },
    });
  });

  test('writes need MANAGE_PAGES; reads do not', async () => {
    const user = demoTokens.user.secretId;
    expect((await call('PageList', { token: user })).status).toBe(200);
    expect((await call('PageDraft', { token: user, method: 'POST', params: { publicId: 'pg-001' } })).status).toBe(403);
    expect((await call('PageDefault', { token: user, method: 'POST', params: { publicId: 'pg-001' } })).status).toBe(
      403,
    );
    const add = {
      pageVersion: { publicId: 'pv-001-draft' },
      template: { publicId: 'tpl-chart' },
      dimensions: { type: 'sheet', left: 0, top: 0, cols: 4, rows: 6 },
      inputs: '{}',
    };
    expect((await call('PageComponentList', { token: user, method: 'POST', body: [add] })).status).toBe(403);
  });
});

describe('components', () => {
  test('templates: the platform’s, with name, description and category', async () => {
    const templates = rows(
      await call('PageComponentTemplateList', { token, query: { fields: 'publicId,name,description,category.name' } }),
    );
    expect(templates.length).toBeGreaterThanOrEqual(8);
    expect(new Set(templates.map((t) => (t.category as { name: string }).name))).toEqual(
      new Set(['Charts', 'Tables', 'Values', 'Media']),
    );
    expect(templates.find((t) => t.publicId === 'tpl-chart')).toEqual({
      publicId: 'tpl-chart',
      name: 'Line chart',
      description: expect.any(String) as unknown,
      category: { name: 'Charts' },
    });
  });

  test('add, move and remove live in the version’s components[], seen through PageVersion and Page', async () => {
    const before = componentIds(await version('pv-001-draft'));
    const box = (top: number) => ({ type: 'sheet', left: 0, top, cols: 4, rows: 6 });
    const add = (template: string, top: number) => ({
      pageVersion: { publicId: 'pv-001-draft' },
      template: { publicId: template },
      dimensions: box(top),
      inputs: '{}',
    });
    const added = await call('PageComponentList', {
      token,
      method: 'POST',
      body: [add('tpl-gauge', 9), add('tpl-text', 10)],
    });
    expect(added.status).toBe(201);
    const [gauge, text] = rows(added).map((r) => String(r.publicId));
    const one = await call('PageComponentList', { token, method: 'POST', body: add('tpl-image', 11) });
    expect([one.status, typeof item(one).publicId]).toEqual([201, 'string']);
    const draft = await version('pv-001-draft');
    expect(componentIds(draft)).toEqual([...before, gauge, text, String(item(one).publicId)]);
    expect((draft.components as Record<string, unknown>[]).at(-3)).toEqual({
      publicId: gauge,
      template: { publicId: 'tpl-gauge' },
      dimensions: box(9),
      inputs: '{}',
      pageVersion: { publicId: 'pv-001-draft' },
    });
    expect(componentIds((await page('pg-001')).draft as Record<string, unknown>)).toContain(gauge);
    const reordered = await call('PageComponentList', {
      token,
      method: 'PATCH',
      body: [
        { publicId: gauge, dimensions: box(1) },
        { publicId: text, dimensions: box(0) },
      ],
    });
    expect([reordered.status, reordered.json?.data]).toEqual([200, null]);
    const dims = Object.fromEntries(
      ((await version('pv-001-draft')).components as { publicId: string; dimensions: unknown }[]).map((c) => [
        c.publicId,
        c.dimensions,
      ]),
    );
    expect([dims[String(gauge)], dims[String(text)]]).toEqual([box(1), box(0)]);
    expect((await call('PageComponent', { token, method: 'DELETE', params: { publicId: String(gauge) } })).status).toBe(
      200,
    );
    expect(componentIds(await version('pv-001-draft'))).not.toContain(gauge);
    expect((await call('PageComponent', { token, method: 'DELETE', params: { publicId: String(gauge) } })).status).toBe(
      404,
    );
  });

  test('unknown template 400 on template; a version of another company 400 on pageVersion; a failing item names its listIndex and nothing is added', async () => {
    const body = (pageVersion: string, template: string) => ({
      pageVersion: { publicId: pageVersion },
      template: { publicId: template },
      dimensions: { type: 'sheet', left: 0, top: 0, cols: 4, rows: 6 },
      inputs: '{}',
    });
    const unknown = await call('PageComponentList', { token, method: 'POST', body: body('pv-001-draft', 'tpl-nope') });
    expect([unknown.status, unknown.json?.data]).toEqual([
      400,
      [{ message: 'Invalid value', propertyName: 'template' }],
    ]);
    const foreign = await call('PageComponentList', { token, method: 'POST', body: body('pv-011-pub', 'tpl-chart') });
    expect([foreign.status, foreign.json?.data]).toEqual([
      400,
      [{ message: 'Invalid value', propertyName: 'pageVersion' }],
    ]);
    const count = componentIds(await version('pv-001-draft')).length;
    const list = await call('PageComponentList', {
      token,
      method: 'POST',
      body: [body('pv-001-draft', 'tpl-chart'), body('pv-001-draft', 'tpl-nope')],
    });
    expect(list.json?.data).toEqual([{ message: 'Invalid value', propertyName: 'template', listIndex: 1 }]);
    expect(componentIds(await version('pv-001-draft'))).toHaveLength(count);
    const northComponent = getDb().pageVersions.find((v) => v.publicId === 'pv-011-pub')?.components[0]?.publicId ?? '';
    expect(
      (await call('PageComponent', { token, method: 'DELETE', params: { publicId: northComponent } })).status,
    ).toBe(404);
  });
});

describe('duplicate and default', () => {
  test('duplicate needs a published version; the copy is "<name> (copy)" with a draft copied from it, answered 201 as [Page]', async () => {
    const refused = await call('PageDuplicate', { token, method: 'POST', params: { publicId: 'pg-003' } });
    expect([refused.status, refused.json?.data]).toEqual([400, [{ message: 'No published page' }]]);
    const copied = await call('PageDuplicate', { token, method: 'POST', params: { publicId: 'pg-004' } });
    expect(copied.status).toBe(201);
    const [copy] = rows(copied);
    expect(copy).toMatchObject({
      name: 'Bottling KPIs (copy)',
      applicationType: 'sheet',
      group: { publicId: 'g-004' },
      published: null,
      default: false,
    });
    expect(unknownBodyProperty(copied.json?.data, operationOf('PageDuplicate', 'POST')?.data)).toBeNull();
    const published = await version('pv-004-pub');
    const draft = copy?.draft as Record<string, unknown>;
    expect(draft).toMatchObject({
      title: published.title,
      periodSpec: published.periodSpec,
      page: { publicId: copy?.publicId },
    });
    expect((draft.components as { inputs: string }[]).map((c) => c.inputs)).toEqual(
      (published.components as { inputs: string }[]).map((c) => c.inputs),
    );
    expect(await page(String(copy?.publicId))).toMatchObject({ name: 'Bottling KPIs (copy)' });
  });

  test('one default per company: POST moves it (201), DELETE unsets it (200)', async () => {
    const defaults = async () =>
      rows(await call('PageList', { token, query: { filters: 'eq(default,"true")', fields: 'publicId' } })).map(
        (p) => p.publicId,
      );
    expect(await defaults()).toEqual(['pg-001']);
    const set = await call('PageDefault', { token, method: 'POST', params: { publicId: 'pg-005' } });
    expect([set.status, set.json?.data]).toEqual([201, null]);
    expect(await defaults()).toEqual(['pg-005']);
    expect(getDb().pages.find((p) => p.publicId === 'pg-011')?.default).toBe(true);
    const unset = await call('PageDefault', { token, method: 'DELETE', params: { publicId: 'pg-005' } });
    expect([unset.status, unset.json?.data]).toEqual([200, null]);
    expect(await defaults()).toEqual([]);
    expect((await call('PageDefault', { token, method: 'POST', params: { publicId: 'pg-011' } })).status).toBe(404);
  });
});

test.each([
  ['PageList', {}],
  ['Page', { publicId: 'pg-001' }],
  ['PageVersionList', {}],
  ['PageVersion', { publicId: 'pv-001-draft' }],
  ['PageComponentList', {}],
  ['PageComponent', { publicId: 'pc-001-pub-1' }],
  ['PageComponentTemplateList', {}],
  ['PageComponentTemplate', { publicId: 'tpl-gauge' }],
  ['AgentPageList', { agentId: 'ag-001' }],
  ['AssetPageList', { assetId: 'as-006' }],
] as [string, Record<string, string>][])('%s answers with the platform’s fields only', async (rel, params) => {
  const result = await call(rel, { token, params, query: { 'page-size': '4000' } });
  expect(result.status).toBe(200);
  const data = result.json?.data;
  expect(Array.isArray(data) ? data.length : 1).toBeGreaterThan(0);
  expect(unknownBodyProperty(data, operationOf(rel, 'GET')?.data)).toBeNull();
});
