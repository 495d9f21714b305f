import { demoTokens, mockControl, resetMockDb, server } from '../node';
import { call, item, rows } from '../test-client';

const token = demoTokens.admin.secretId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

test('messages belong to the signed-in user, can be marked read one by one or all at once, and MyUser counts the unread ones', async () => {
  const unreadCount = async (): Promise<unknown> =>
    item(await call('MyUser', { token, query: { fields: 'unreadMessagesCount' } })).unreadMessagesCount;
  const unread = rows(
    await call('MessageList', { token, query: { filters: 'eq(read,"false")', 'page-size': '4000' } }),
  );
  expect(unread.length).toBeGreaterThan(0);
  const first = unread[0];
  const patched = await call('Message', {
    token,
    method: 'PATCH',
    params: { publicId: String(first?.publicId) },
    body: { read: true },
  });
  expect(patched.status).toBe(200);
  expect(patched.json?.data).toBeNull();
  expect(item(await call('Message', { token, params: { publicId: String(first?.publicId) } })).read).toBe(true);
  expect(await unreadCount()).toBe(unread.length - 1);
  const others = rows(await call('MessageList', { token: demoTokens.user.secretId, query: { 'page-size': '100' } }));
  expect(others.some((m) => m.publicId === first?.publicId)).toBe(false);
  const all = await call('MessageAll', { token, method: 'PATCH', body: { read: true } });
  expect(all.status).toBe(200);
  expect(all.json?.data).toBeNull();
  expect(await unreadCount()).toBe(0);
  expect(
    rows(await call('MessageList', { token: demoTokens.user.secretId, query: { filters: 'eq(read,"false")' } })).length,
  ).toBeGreaterThan(0);
});

test('a message has the platform’s fields only, and takes no fields parameter in the app’s reads', async () => {
  const [message] = rows(await call('MessageList', { token, query: { 'page-size': '1' } }));
  expect(Object.keys(message ?? {}).sort()).toEqual([
    'createdOn',
    'longContent',
    'publicId',
    'read',
    'shortContent',
    'systemLabel',
  ]);
  expect(Object.keys(message?.shortContent ?? {}).sort()).toEqual([
    'agentName',
    'alarmName',
    'code',
    'companyName',
    'name',
    'occurredOn',
    'toTranslate',
  ]);
  expect(Object.keys(message?.longContent ?? {}).sort()).toEqual([
    'code',
    'extraInformation',
    'instructions',
    'name',
    'toTranslate',
  ]);
});

test('audience default moves, and a used audience cannot be deleted', async () => {
  // An action POST answers 201 with data null; its DELETE 200 with data null.
  const set = await call('AudienceDefault', { token, method: 'POST', params: { publicId: 'au-acme-2' } });
  expect(set.status).toBe(201);
  expect(set.json?.data).toBeNull();
  const defaults = rows(await call('AudienceList', { token, query: { filters: 'eq(default,"true")' } }));
  expect(defaults.map((a) => a.publicId)).toEqual(['au-acme-2']);
  const used = await call('Audience', { token, method: 'DELETE', params: { publicId: 'au-acme-3' } });
  expect(used.status).toBe(409);
  expect(used.json?.data).toEqual([{ message: 'Audience is still in use' }]);
  expect((await call('Audience', { token, method: 'DELETE', params: { publicId: 'au-acme-5' } })).status).toBe(200);
});

test('asset type delete refuses a used type and the last one', async () => {
  const used = await call('AssetType', { token, method: 'DELETE', params: { publicId: 'at-001' } });
  expect(used.status).toBe(409);
  expect(used.json?.data).toEqual([{ message: 'Asset type is in use' }]);
  mockControl.setPermissions('admin@acme.test', 'c-north', ['MANAGE_ASSET_TYPES']);
  const north = { token, company: 'c-north' };
  const assets = rows(await call('AssetList', { ...north, query: { fields: 'publicId', 'page-size': '100' } }));
  if (assets.length > 0)
    expect(
      (await call('AssetList', { ...north, method: 'DELETE', body: assets.map((a) => ({ publicId: a.publicId })) }))
        .status,
    ).toBe(200);
  const types = rows(await call('AssetTypeList', { ...north, query: { fields: 'publicId' } }));
  expect(types).toHaveLength(2);
  const all = await call('AssetTypeList', {
    ...north,
    method: 'DELETE',
    body: types.map((t) => ({ publicId: t.publicId })),
  });
  expect(all.status).toBe(409);
  expect(all.json?.data).toEqual([{ message: 'Cannot delete the last asset type' }]);
  expect(
    (await call('AssetType', { ...north, method: 'DELETE', params: { publicId: String(types[0]?.publicId) } })).status,
  ).toBe(200);
  const last = await call('AssetType', {
    ...north,
    method: 'DELETE',
    params: { publicId: String(types[1]?.publicId) },
  });
  expect(last.json?.data).toEqual([{ message: 'Cannot delete the last asset type' }]);
});

describe('translations (TranslationList)', () => {
  const post = (body: unknown) => call('TranslationList', { token, method: 'POST', body });
  const byKey = async (key: string) =>
    rows(await call('TranslationList', { token, query: { filters: `eq(key,"${key}")`, fields: '*,languages(*)' } }));

  test('the key follows the platform’s pattern ^[A-Z0-9_?.!]+$, 1 to 255 characters', async () => {
    for (const key of ['ALARMS.NEW_PUMP', 'A', 'ARE_YOU_SURE?', 'SAVED!', 'LINE_2.STATUS']) {
      expect((await post({ key, languages: { en: 'x' } })).status, key).toBe(201);
    }
    for (const key of ['alarms.pressure', 'Alarms', 'WITH SPACE', 'DASH-KEY', 'ÄRGER', 'COLON:KEY']) {
      const refused = await post({ key, languages: { en: 'x' } });
      expect(refused.status, key).toBe(400);
      expect(refused.json?.data, key).toEqual([
        { message: 'Value does not match regex expression', propertyName: 'key' },
      ]);
    }
    expect((await post({ key: 'K'.repeat(255), languages: { en: 'x' } })).status).toBe(201);
    expect((await post({ key: 'K'.repeat(256), languages: { en: 'x' } })).status).toBe(400);
  });

  test('the checks run in the order of docs/RULES.md#translations: required, English, pattern, duplicate', async () => {
    // Everything wrong at once: the first rule speaks.
    const cases: [unknown, number, string][] = [
      [{ key: '', languages: {} }, 400, 'Required property'],
      [{ key: 'bad key', languages: {} }, 400, 'Required property'],
      [{ key: 'bad key', languages: { de: 'x' } }, 400, 'Required language missing: en'],
      [{ key: 'ALARMS.PRESSURE', languages: { de: 'x' } }, 400, 'Required language missing: en'],
      [{ key: 'bad key', languages: { en: 'x' } }, 400, 'Value does not match regex expression'],
      [{ key: 'ALARMS.PRESSURE', languages: { en: 'x' } }, 409, 'Duplicate'],
    ];
    for (const [body, status, message] of cases) {
      const result = await post(body);
      expect([result.status, result.json?.data], JSON.stringify(body)).toEqual([
        status,
        [expect.objectContaining({ message })],
      ]);
    }
  });

  test('a list body: listIndex names the failing item and nothing is written; the second of two equal keys is the duplicate', async () => {
    const result = await post([
      { key: 'NEW.ONE', languages: { en: 'One' } },
      { key: 'NEW.TWO', languages: { en: 'Two' } },
      { key: 'NEW.ONE', languages: { en: 'Again' } },
    ]);
    expect(result.status).toBe(409);
    expect(result.json?.data).toEqual([{ message: 'Duplicate', propertyName: 'key', listIndex: 2 }]);
    expect(await byKey('NEW.ONE')).toEqual([]);
    const english = await post([
      { key: 'NEW.ONE', languages: { en: 'One' } },
      { key: 'NEW.TWO', languages: { nl: 'Twee' } },
    ]);
    expect(english.json?.data).toEqual([
      { message: 'Required language missing: en', propertyName: 'languages', listIndex: 1 },
    ]);
  });

  test('PATCH [{publicId, languages}] replaces the texts and keeps the key; a key in the body is refused; DELETE takes [{publicId}]', async () => {
    const [saved] = await byKey('ALARMS.PRESSURE');
    const publicId = String(saved?.publicId);
    const patched = await call('TranslationList', {
      token,
      method: 'PATCH',
      body: [{ publicId, languages: { en: 'Pressure', nl: 'Druk' } }],
    });
    expect(patched.status).toBe(200);
    expect(await byKey('ALARMS.PRESSURE')).toEqual([
      { publicId, key: 'ALARMS.PRESSURE', languages: { en: 'Pressure', nl: 'Druk' } },
    ]);
    const rename = await call('TranslationList', {
      token,
      method: 'PATCH',
      body: [{ publicId, key: 'OTHER.KEY', languages: { en: 'x' } }],
    });
    expect(rename.status).toBe(400);
    expect(rename.json?.data).toEqual([{ message: 'Unknown property', propertyName: 'key', listIndex: 0 }]);
    const noEnglish = await call('TranslationList', {
      token,
      method: 'PATCH',
      body: [
        { publicId, languages: { en: 'Pressure' } },
        { publicId, languages: { de: 'Druck' } },
      ],
    });
    expect(noEnglish.json?.data).toEqual([
      { message: 'Required language missing: en', propertyName: 'languages', listIndex: 1 },
    ]);
    expect((await call('TranslationList', { token, method: 'DELETE', body: [{ publicId }] })).status).toBe(200);
    expect(await byKey('ALARMS.PRESSURE')).toEqual([]);
  });

  test('the seed’s keys all follow the pattern, English always present; many-translations adds 5 000', async () => {
    const all = rows(
      await call('TranslationList', { token, query: { fields: '*,languages(*)', 'page-size': '4000' } }),
    );
    expect(all.length).toBeGreaterThan(50);
    expect(all.every((t) => /^[A-Z0-9_?.!]+$/.test(String(t.key)))).toBe(true);
    expect(all.every((t) => typeof (t.languages as Record<string, unknown>).en === 'string')).toBe(true);
    expect(all.some((t) => !('nl' in (t.languages as object)))).toBe(true);
    mockControl.scenario('many-translations');
    const many = rows(await call('TranslationList', { token, query: { fields: 'key', 'page-size': '4000' } }));
    expect(many).toHaveLength(4000);
    const second = await call('TranslationList', {
      token,
      query: { fields: 'key', 'page-size': '4000', filters: 'contains(key,"BULK.")' },
    });
    expect(second.json?.moreAfter).not.toBeNull();
  });
});
