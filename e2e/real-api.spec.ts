import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { builtFileOf } from './support/build-manifest';

/**
 * A build pointed by config.json at another server that follows the wire contract with its own paths and the
 * resources of docs/API.md: no mock code is loaded, every call goes where discovery says, and a link on another
 * origin gets no token. Like the platform, this server refuses (400) a `fields` entry or a filter naming a field
 * its resource does not have.
 */
// That deployment's CSP would list its own API origins in connect-src; the preview's lists only this origin.
test.use({ bypassCSP: true });

let API = '';
let FOREIGN = '';

const envelope = (type: string, data: unknown, status = 200) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ type, data, moreAfter: null, status: status < 400 ? 'success' : 'error' }),
});

/** The group types and groups of "Other Co", shaped as docs/API.md has them: a group's type is the field `type`. */
const GROUP_TYPES = [
  { publicId: 'gt-a', name: 'Plant', color: '#1e88e5', order: 0, description: null, custom: {} },
  {
    publicId: 'gt-b',
    name: 'Line',
    color: null,
    order: 1000,
    description: null,
    custom: { translationKey: 'GROUP_TYPE_LINE' },
  },
];
const typeRef = (typeId: string) => {
  const type = GROUP_TYPES.find((t) => t.publicId === typeId);
  return type ? { publicId: type.publicId, name: type.name, color: type.color, order: type.order } : null;
};
const GROUPS = [
  {
    publicId: 'g-1',
    name: 'Oslo plant',
    type: typeRef('gt-a'),
    parent: null,
    isCompanyGroup: false,
    agent: null,
    asset: null,
  },
  {
    publicId: 'g-2',
    name: 'Bergen plant',
    type: typeRef('gt-a'),
    parent: null,
    isCompanyGroup: false,
    agent: null,
    asset: null,
  },
  {
    publicId: 'g-3',
    name: 'Line 7',
    type: typeRef('gt-b'),
    parent: { publicId: 'g-1', name: 'Oslo plant' },
    isCompanyGroup: false,
    agent: null,
    asset: null,
  },
  { publicId: 'g-co', name: 'Other Co', type: null, parent: null, isCompanyGroup: true, agent: null, asset: null },
];
const MEMBERSHIPS = [
  {
    publicId: 'm-1',
    user: { publicId: 'u1' },
    invite: null,
    group: { publicId: 'g-1' },
    role: { publicId: 'r-1' },
    expiresOn: null,
  },
  {
    publicId: 'm-2',
    user: { publicId: 'u2' },
    invite: null,
    group: { publicId: 'g-1' },
    role: { publicId: 'r-1' },
    expiresOn: null,
  },
  {
    publicId: 'm-3',
    user: null,
    invite: { publicId: 'i-1' },
    group: { publicId: 'g-1' },
    role: { publicId: 'r-1' },
    expiresOn: null,
  },
];
const AGENTS = [
  {
    publicId: 'ag-1',
    name: 'PLC 1',
    memberships: [
      { publicId: 'am-1', agent: { publicId: 'ag-1' }, group: { publicId: 'g-1' } },
      { publicId: 'am-2', agent: { publicId: 'ag-1' }, group: { publicId: 'g-2' } },
    ],
  },
  {
    publicId: 'ag-2',
    name: 'PLC 2',
    memberships: [{ publicId: 'am-3', agent: { publicId: 'ag-2' }, group: { publicId: 'g-2' } }],
  },
];

/** The fields and filter paths each list of this server knows (a subset of docs/API.md); anything else is a 400. */
const KNOWN_PATHS: Record<string, string[]> = {
  '/group-types': ['publicId', 'name', 'color', 'order', 'description', 'custom'],
  '/groups': ['publicId', 'name', 'type', 'type.publicId', 'type.name', 'parent', 'parent.publicId', 'isCompanyGroup'],
  '/users/memberships': [
    'publicId',
    'user',
    'user.publicId',
    'group',
    'group.publicId',
    'role',
    'role.publicId',
    'expiresOn',
  ],
  '/agents': ['publicId', 'name', 'memberships', 'memberships.group', 'memberships.group.publicId'],
};

/** The values of `eq(path,"v")` and `in(path,"a","b")` filters on one path; null when a filter names an unknown path or operator. */
function filterValues(url: URL, known: string[]): { path: string; values: string[] }[] | null {
  const parsed: { path: string; values: string[] }[] = [];
  for (const text of url.searchParams.getAll('filters')) {
    const match = /^(eq|in)\(([\w.]+),(.*)\)$/.exec(text);
    if (!match || !known.includes(match[2] ?? '')) return null;
    parsed.push({ path: match[2] ?? '', values: [...(match[3] ?? '').matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? '') });
  }
  return parsed;
}

const valuesAt = (row: unknown, path: string[]): unknown[] => {
  const [head, ...rest] = path;
  if (head === undefined) return [row];
  if (Array.isArray(row)) return row.flatMap((item) => valuesAt(item, path));
  if (typeof row !== 'object' || row === null) return [];
  return valuesAt((row as Record<string, unknown>)[head], rest);
};

function listAnswer(route: Route, url: URL, type: string, rows: unknown[]) {
  const known = KNOWN_PATHS[url.pathname.replace(/^.*\/platform\/v9/, '')] ?? [];
  const fields = url.searchParams.get('fields');
  const unknownField = fields?.split(',').find((field) => !known.includes(field.replace(/\(\*\)$/, '')));
  if (unknownField)
    return route.fulfill(
      envelope('Error', [{ message: `Invalid fields: ${unknownField}`, propertyName: 'fields' }], 400),
    );
  const filters = filterValues(url, known);
  if (!filters) return route.fulfill(envelope('Error', [{ message: 'Invalid filter', propertyName: 'filters' }], 400));
  const kept = rows.filter((row) =>
    filters.every(({ path, values }) => valuesAt(row, path.split('.')).some((value) => values.includes(String(value)))),
  );
  return route.fulfill(envelope(type, kept));
}

async function fakePlatform(
  page: Page,
  seen: { url: string; authorization?: string; company?: string }[],
  permissions: string[],
) {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      json: {
        apiUrl: API,
        applicationId: 'other-server',
        mock: false,
        production: true,
        webRootUrl: 'https://www.example.test',
      },
    }),
  );
  const links = [
    ['AccessTokenList', `${API}/auth/tokens`],
    ['AccessToken', `${API}/auth/tokens/{publicId}`],
    ['MyUser', 'users/me'],
    ['CompanyList', 'companies'],
    ['MySector', `${FOREIGN}/sector`],
    ['MyPermissionList', 'me/rights'],
    ['BrandingList', 'brandings'],
    ['MessageList', 'inbox'],
    ['GroupTypeList', 'group-types'],
    ['GroupType', 'group-types/{publicId}'],
    ['GroupList', 'groups'],
    ['Group', 'groups/{publicId}'],
    ['UserMembershipList', 'users/memberships'],
    ['AgentList', 'agents'],
  ];
  const handle = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    seen.push({
      url: request.url(),
      authorization: request.headers()['authorization'],
      company: request.headers()['api-company'],
    });
    const path = url.pathname.replace('/platform/v9', '').replace('/elsewhere', '');
    const bearer = request.headers()['authorization'];
    if (path === '/' || path === '')
      return route.fulfill(
        envelope(
          'Discovery',
          links.map(([rel, href]) => ({ rel, href })),
        ),
      );
    if (path === '/brandings') return route.fulfill(envelope('BrandingList', []));
    if (path === '/auth/tokens' && request.method() === 'POST') {
      const expected = `Basic ${Buffer.from('ops@other.test::s3cret').toString('base64')}`;
      if (bearer !== expected) return route.fulfill(envelope('Error', [{ message: 'Invalid credentials' }], 401));
      return route.fulfill(
        envelope(
          'AccessToken',
          { publicId: 't1', secretId: 'other-secret', expiresOn: '2099-01-01T00:00:00Z', user: { publicId: 'u1' } },
          201,
        ),
      );
    }
    if (path === '/sector') return route.fulfill(envelope('MySector', { publicId: 's1', name: 'Sector' }));
    if (bearer !== 'Bearer other-secret') return route.fulfill(envelope('Error', [{ message: 'Unauthorized' }], 401));
    if (path === '/users/me')
      return route.fulfill(envelope('MyUser', { publicId: 'u1', name: 'Olga Operator', unreadMessagesCount: 2 }));
    if (path === '/companies') return route.fulfill(envelope('CompanyList', [{ publicId: 'co-1', name: 'Other Co' }]));
    if (path === '/me/rights')
      return route.fulfill(
        envelope(
          'MyPermissionList',
          permissions.map((publicId) => ({ publicId })),
        ),
      );
    if (path === '/inbox') return route.fulfill(envelope('MessageList', []));
    if (path === '/group-types') return listAnswer(route, url, 'GroupTypeList', GROUP_TYPES);
    if (path === '/groups') return listAnswer(route, url, 'GroupList', GROUPS);
    if (path === '/users/memberships') return listAnswer(route, url, 'UserMembershipList', MEMBERSHIPS);
    if (path === '/agents') return listAnswer(route, url, 'AgentList', AGENTS);
    return route.fulfill(envelope('Error', [{ message: 'Not found' }], 404));
  };
  await page.route(`${API}/**`, handle);
  await page.route(`${API}`, handle);
  await page.route(`${FOREIGN}/**`, handle);
}

function useServers(baseURL: string | undefined): void {
  const origin = new URL(baseURL ?? 'http://127.0.0.1:4173');
  API = `${origin.origin}/platform/v9`;
  FOREIGN = `http://localhost:${origin.port}/elsewhere`;
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill('ops@other.test');
  await page.getByLabel('Password').fill('s3cret');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a build against another server follows discovery, loads no mock code and keeps the token home', async ({
  page,
  baseURL,
}) => {
  useServers(baseURL);
  const seen: { url: string; authorization?: string; company?: string }[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js'))
      scripts.push(new URL(request.url()).pathname);
  });
  await fakePlatform(page, seen, ['MANAGE_ROLES']);
  await signIn(page);
  await expect(page).toHaveURL(/\/roles$/);
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  // The badge is MyUser.unreadMessagesCount.
  await expect(page.getByRole('link', { name: 'Messages, 2 unread' })).toBeVisible();

  const mockChunk = builtFileOf('mocks/browser.ts');
  expect(mockChunk).toBeTruthy();
  expect(
    scripts.filter((path) => path.includes('mockServiceWorker') || (mockChunk && path.endsWith(mockChunk))),
  ).toEqual([]);

  const sector = seen.find((entry) => entry.url.startsWith(FOREIGN));
  expect(sector, 'the discovered sector link was called').toBeTruthy();
  expect(sector?.authorization).toBeUndefined();
  expect(sector?.company).toBeUndefined();
  const rights = seen.find((entry) => entry.url.includes('/me/rights'));
  expect(rights?.authorization).toBe('Bearer other-secret');
  expect(rights?.company).toBe('co-1');
  const companies = seen.find((entry) => new URL(entry.url).pathname.endsWith('/companies'));
  expect(companies, 'the companies come from CompanyList').toBeTruthy();
  expect(companies?.company).toBeUndefined();
  const branding = seen.find((entry) => entry.url.includes('/brandings'));
  expect(branding?.authorization).toBeUndefined();
});

test('/groups shows the groups of a group type from a server that names the type `type`, with their members and devices counted', async ({
  page,
  baseURL,
}) => {
  useServers(baseURL);
  const seen: { url: string; authorization?: string; company?: string }[] = [];
  await fakePlatform(page, seen, ['MANAGE_GROUPS', 'MANAGE_GROUP_TYPES']);
  await signIn(page);
  await expect(page).toHaveURL(/\/groups$/);
  const types = page.getByRole('region', { name: 'Group types' });
  await expect(types.getByRole('link')).toHaveText(['Plant', 'Line']);
  const table = page.getByRole('table', { name: 'Groups of the type Plant' });
  await expect(table.getByRole('rowheader')).toHaveText(['Oslo plant', 'Bergen plant']);
  const cells = (name: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name }) })
      .getByRole('cell');
  // Two people (the invitation does not count) and one device in Oslo; no one and two devices in Bergen.
  await expect(cells('Oslo plant').nth(0)).toHaveText('2');
  await expect(cells('Oslo plant').nth(1)).toHaveText('1');
  await expect(cells('Bergen plant').nth(0)).toHaveText('0');
  await expect(cells('Bergen plant').nth(1)).toHaveText('2');

  await types.getByRole('link', { name: 'Line' }).click();
  await expect(page.getByRole('table', { name: 'Groups of the type Line' }).getByRole('rowheader')).toHaveText([
    'Line 7',
  ]);
  const groupCalls = seen
    .filter((entry) => new URL(entry.url).pathname.endsWith('/groups'))
    .map((entry) => decodeURIComponent(entry.url));
  expect(groupCalls.some((url) => url.includes('eq(type.publicId,"gt-a")'))).toBe(true);
  expect(groupCalls.every((url) => !url.includes('groupType'))).toBe(true);
});
