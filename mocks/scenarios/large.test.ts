import { getDb } from '../db/store';
import type { User } from '../db/types';
import { demoTokens, mockControl, resetMockDb, server } from '../node';
import { call, rows } from '../test-client';

/** The UserList page of the app: its fields, 50 rows, the server's search and order. */
const FIELDS =
  'publicId,name,emailAddress,lastSeenOn,memberships.publicId,memberships.group.publicId,memberships.role.publicId,memberships.expiresOn';
const PAGE = { fields: FIELDS, 'page-size': '50' };
const token = demoTokens.admin.secretId;

/** Text order of the contract: case- and accent-insensitive, numbers by value (query.test.ts checks it is localeCompare's). */
const byText = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;

/** Acme's people, in table order, straight from the data: the rows every UserList answer must come from. */
function acmeUsers(): User[] {
  const members = new Set(
    getDb()
      .memberships.filter((m) => m._companyId === 'c-acme')
      .map((m) => m.user?.publicId),
  );
  return getDb().users.filter((u) => members.has(u.publicId));
}

async function userPage(query: Record<string, string>) {
  const result = await call('UserList', { token, query: { ...PAGE, ...query } });
  expect(result.status).toBe(200);
  return { users: rows(result), moreAfter: result.json?.moreAfter ?? null };
}

async function allPages(query: Record<string, string>) {
  const all: Record<string, unknown>[] = [];
  let after: string | null = null;
  do {
    const page = await userPage(after ? { ...query, 'page-after': after } : query);
    expect(page.users.length).toBeLessThanOrEqual(50);
    all.push(...page.users);
    after = page.moreAfter;
  } while (after);
  return all;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => mockControl.scenario('large'));
afterEach(() => resetMockDb());
afterAll(() => server.close());

describe('UserList in the 10 000-user company (scenario large)', () => {
  test('a name search ordered by name descending answers exactly the matching people, page by page, each with their Acme memberships', async () => {
    const operator = getDb().roles.find((r) => r._companyId === 'c-acme' && r.name === 'Operator')?.publicId;
    const expected = acmeUsers().filter((u) => u.name.toLocaleLowerCase().includes('bjørn bakker'));
    expect(expected.length).toBeGreaterThan(50);

    const found = await allPages({ filters: 'contains(name,"BJØRN bakker")', 'order-by': '-name' });
    expect(found.map((u) => u.name)).toEqual(expected.map((u) => u.name).sort((a, b) => byText(b, a)));
    expect(new Set(found.map((u) => u.publicId))).toEqual(new Set(expected.map((u) => u.publicId)));
    for (const user of found) {
      const number = String(user.publicId).replace('u-l', '');
      expect(user.memberships).toEqual([
        { publicId: `m-l${number}`, group: { publicId: 'g-acme' }, role: { publicId: operator }, expiresOn: null },
      ]);
    }
  });

  test('the first pages by name are the first people of the whole company in name order; the admin shows only her Acme membership', async () => {
    const expected = acmeUsers()
      .map((u) => u.name)
      .sort(byText);
    expect(expected.length).toBeGreaterThan(10_000);
    const first = await userPage({ 'order-by': 'name' });
    const second = await userPage({ 'order-by': 'name', 'page-after': first.moreAfter ?? '' });
    expect([...first.users, ...second.users].map((u) => u.name)).toEqual(expected.slice(0, 100));
    expect(second.moreAfter).not.toBeNull();

    const [admin] = (await userPage({ filters: 'contains(name,"Ada Admin")' })).users;
    const acme = getDb().memberships.filter((m) => m.user?.publicId === 'u-admin' && m._companyId === 'c-acme');
    expect(admin?.memberships).toEqual(
      acme.map((m) => ({ publicId: m.publicId, group: m.group, role: m.role, expiresOn: m.expiresOn })),
    );
  });

  test('by last seen, either way: people never seen come last, in the table order', async () => {
    const people = acmeUsers();
    const seen = people
      .filter((u) => u.lastSeenOn !== null)
      .sort((a, b) => Date.parse(a.lastSeenOn ?? '') - Date.parse(b.lastSeenOn ?? ''));
    const never = people.filter((u) => u.lastSeenOn === null).map((u) => u.publicId);
    const ids = async (orderBy: string) => (await userPage({ 'order-by': orderBy })).users.map((u) => u.publicId);
    expect(await ids('lastSeenOn')).toEqual([...seen.map((u) => u.publicId), ...never].slice(0, 50));
    expect(await ids('-lastSeenOn')).toEqual([...[...seen].reverse().map((u) => u.publicId), ...never].slice(0, 50));
  });

  test('a person of another company stays out; a removed person leaves the list at once', async () => {
    const outsider = getDb().users.find((u) => !acmeUsers().includes(u));
    expect(outsider).toBeDefined();
    expect((await userPage({ filters: `contains(name,"${outsider?.name ?? ''}")` })).users).toEqual([]);

    const removed = await call('UserList', { token, method: 'DELETE', body: [{ publicId: 'u-l01234' }] });
    expect(removed.status).toBe(200);
    expect((await userPage({ filters: 'contains(name," 1234")' })).users).toEqual([]);
    expect((await call('User', { token, params: { publicId: 'u-l01234' } })).status).toBe(404);
  });
});
