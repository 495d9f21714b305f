import { resetMockDb, demoTokens, server } from '../node';
import { call, item } from '../test-client';
import { INPUTS_MOST } from './pages-components';

const token = demoTokens.admin.secretId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

// pv-009-draft: a sheet; pv-010-draft: a card page; pv-007-draft: a report.
const post = (pageVersion: string, dimensions: unknown, inputs: unknown = '{}') =>
  call('PageComponentList', {
    token,
    method: 'POST',
    body: [{ pageVersion: { publicId: pageVersion }, template: { publicId: 'tpl-gauge' }, dimensions, inputs }],
  });
const refusal = (propertyName: string) => [{ message: 'Invalid value', propertyName, listIndex: 0 }];
const sheet = { type: 'sheet', left: 2, top: 4, cols: 6, rows: 8 };

describe('component dimensions and inputs', () => {
  test('a sheet takes its box on 12 columns and 72 rows, with the phone fields in their ranges', async () => {
    expect((await post('pv-009-draft', sheet)).status).toBe(201);
    const phone = { ...sheet, mobileOrder: 3, mobileHeight: 5, mobileLeft: 0, mobileCols: 12 };
    expect((await post('pv-009-draft', phone)).status).toBe(201);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...sheet, type: 'card' }, 'dimensions.type'],
      [{ ...sheet, left: 12 }, 'dimensions.left'],
      [{ ...sheet, top: 72 }, 'dimensions.top'],
      [{ ...sheet, cols: 0 }, 'dimensions.cols'],
      [{ ...sheet, rows: 73 }, 'dimensions.rows'],
      [{ ...sheet, left: 8, cols: 5 }, 'dimensions.cols'],
      [{ ...sheet, cols: 1.5 }, 'dimensions.cols'],
      [{ ...sheet, mobileHeight: 0 }, 'dimensions.mobileHeight'],
      [{ ...sheet, mobileOrder: -1 }, 'dimensions.mobileOrder'],
      [{ order: 0 }, 'dimensions.type'],
    ];
    for (const [dimensions, propertyName] of cases) {
      const answer = await post('pv-009-draft', dimensions);
      expect([answer.status, answer.json?.data]).toEqual([400, refusal(propertyName)]);
    }
  });

  test('a card page takes a height of 1–65535 and an order of 0–65535', async () => {
    expect((await post('pv-010-draft', { type: 'card', height: 240, order: 0 })).status).toBe(201);
    for (const [dimensions, propertyName] of [
      [sheet, 'dimensions.type'],
      [{ type: 'card', height: 0, order: 0 }, 'dimensions.height'],
      [{ type: 'card', height: 65536, order: 0 }, 'dimensions.height'],
      [{ type: 'card', height: 240, order: -1 }, 'dimensions.order'],
    ] as const) {
      const answer = await post('pv-010-draft', dimensions);
      expect([answer.status, answer.json?.data]).toEqual([400, refusal(propertyName)]);
    }
  });

  test('a report takes its format on its grid', async () => {
    expect((await post('pv-007-draft', { type: 'report', left: 0, top: 0, cols: 8, rows: 16 })).status).toBe(201);
    const portrait = await post('pv-007-draft', { type: 'report-portrait', left: 0, top: 0, cols: 7, rows: 2 });
    expect(portrait.json?.data).toEqual(refusal('dimensions.cols'));
    const landscape = await post('pv-007-draft', { type: 'report-landscape', left: 0, top: 11, cols: 2, rows: 2 });
    expect(landscape.json?.data).toEqual(refusal('dimensions.top'));
    expect((await post('pv-007-draft', sheet)).json?.data).toEqual(refusal('dimensions.type'));
  });

  test('inputs: a text of at most 16 777 215 characters', async () => {
    expect((await post('pv-009-draft', sheet, 7)).json?.data).toEqual(refusal('inputs'));
    expect((await post('pv-009-draft', sheet, 'x'.repeat(INPUTS_MOST + 1))).json?.data).toEqual(refusal('inputs'));
  });

  test('PATCH checks each item the same way and changes nothing when one is refused', async () => {
    const created = await post('pv-009-draft', sheet);
    const id = String((created.json?.data as { publicId: string }[])[0]?.publicId);
    const moved = { ...sheet, left: 0 };
    const ok = await call('PageComponentList', {
      token,
      method: 'PATCH',
      body: [{ publicId: id, dimensions: moved, inputs: '{"title":"Oven"}' }],
    });
    expect(ok.status).toBe(200);
    const refused = await call('PageComponentList', {
      token,
      method: 'PATCH',
      body: [{ publicId: id, dimensions: { ...sheet, left: 11 } }],
    });
    expect([refused.status, refused.json?.data]).toEqual([400, refusal('dimensions.cols')]);
    const stored = item(await call('PageComponent', { token, params: { publicId: id } }));
    expect([stored.dimensions, stored.inputs]).toEqual([moved, '{"title":"Oven"}']);
  });
});
