import { demoTokens, mockControl, resetMockDb, server } from '../node';
import { call, item, rows } from '../test-client';

const token = demoTokens.admin.secretId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

test('pages: ensure a draft, publish it, then publishing again needs a draft', async () => {
  // pg-002 has only a published version: ensuring a draft copies it.
  const ensured = await call('PageDraft', { token, method: 'POST', params: { publicId: 'pg-002' } });
  expect(ensured.status).toBe(201);
  const draft = item(ensured);
  expect(draft).toMatchObject({ page: { publicId: 'pg-002' }, title: 'Energy report' });
  expect((await call('PageDraft', { token, method: 'POST', params: { publicId: 'pg-002' } })).status).toBe(200);
  const published = await call('PagePublish', { token, method: 'POST', params: { publicId: 'pg-002' } });
  expect(item(published)).toMatchObject({ draft: null, published: { publicId: draft.publicId } });
  expect((await call('PageVersion', { token, params: { publicId: 'pv-002-pub' } })).status).toBe(404);
  const again = await call('PagePublish', { token, method: 'POST', params: { publicId: 'pg-002' } });
  expect(again.status).toBe(400);
  expect(again.json?.data).toEqual([{ message: 'Page has no draft version' }]);
});

test('messages belong to the signed-in user and can be marked read', async () => {
  const unread = rows(await call('MessageList', { token, query: { filters: 'eq(read,"false")', 'page-size': '100' } }));
  expect(unread.length).toBeGreaterThan(0);
  const first = unread[0];
  const patched = await call('Message', { token, method: 'PATCH', params: { publicId: String(first?.publicId) }, body: { read: true } });
  expect(item(patched).read).toBe(true);
  const others = rows(await call('MessageList', { token: demoTokens.user.secretId, query: { 'page-size': '100' } }));
  expect(others.some((m) => m.publicId === first?.publicId)).toBe(false);
});

test('audience default moves, and a used audience cannot be deleted', async () => {
  expect((await call('AudienceDefault', { token, method: 'POST', params: { publicId: 'au-acme-2' } })).status).toBe(204);
  const defaults = rows(await call('AudienceList', { token, query: { filters: 'eq(default,"true")' } }));
  expect(defaults.map((a) => a.publicId)).toEqual(['au-acme-2']);
  const used = await call('Audience', { token, method: 'DELETE', params: { publicId: 'au-acme-3' } });
  expect(used.status).toBe(409);
  expect(used.json?.data).toEqual([{ message: 'Audience is still in use' }]);
  expect((await call('Audience', { token, method: 'DELETE', params: { publicId: 'au-acme-5' } })).status).toBe(204);
});

test('asset type delete refuses a used type and the last one', async () => {
  const used = await call('AssetType', { token, method: 'DELETE', params: { publicId: 'at-001' } });
  expect(used.status).toBe(409);
  expect(used.json?.data).toEqual([{ message: 'Asset type is in use' }]);
  mockControl.setPermissions('admin@acme.test', 'c-north', ['MANAGE_ASSET_TYPES']);
  const north = { token, company: 'c-north' };
  const assets = rows(await call('AssetList', { ...north, query: { fields: 'publicId', 'page-size': '100' } }));
  if (assets.length > 0) expect((await call('AssetList', { ...north, method: 'DELETE', body: assets.map((a) => ({ publicId: a.publicId })) })).status).toBe(204);
  const types = rows(await call('AssetTypeList', { ...north, query: { fields: 'publicId' } }));
  expect(types).toHaveLength(2);
  const all = await call('AssetTypeList', { ...north, method: 'DELETE', body: types.map((t) => ({ publicId: t.publicId })) });
  expect(all.status).toBe(409);
  expect(all.json?.data).toEqual([{ message: 'Cannot delete the last asset type' }]);
  expect((await call('AssetType', { ...north, method: 'DELETE', params: { publicId: String(types[0]?.publicId) } })).status).toBe(204);
  const last = await call('AssetType', { ...north, method: 'DELETE', params: { publicId: String(types[1]?.publicId) } });
  expect(last.json?.data).toEqual([{ message: 'Cannot delete the last asset type' }]);
});
