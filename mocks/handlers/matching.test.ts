import { getResponse, HttpHandler } from 'msw';
import { connectorHandlers } from '../connector/handlers';
import { demoTokens, resetMockDb } from '../node';
import { apiHandlers } from '.';

// The dev server serves the app's own modules at /src/...: src/api/ordered-type-endpoints.ts once answered 404 from the
// mock's catch-all, and the groups and assets pages stayed blank. The handlers match the configured API base only.
const DEV_BASE = 'http://localhost:5173/api';
// getResponse runs HTTP handlers only (the connector's WebSocket handlers take no request).
const handlers = [...apiHandlers(DEV_BASE), ...connectorHandlers.filter((handler) => handler instanceof HttpHandler)];

const answer = (url: string, init?: RequestInit) => getResponse(handlers, new Request(url, init));

afterEach(() => resetMockDb());

test.each([
  'http://localhost:5173/src/api/ordered-type-endpoints.ts',
  'http://localhost:5173/src/api/index.ts?t=1712',
  'http://localhost:5173/node_modules/.vite/deps/api.js',
  'http://localhost:5173/@fs/work/main/src/api/config.ts',
  'http://localhost:5173/assets/api/index-abc123.js',
  'http://localhost:5173/apis/group-types',
  'http://localhost:4173/api/group-types',
  'https://status.example.test/api/v2/status.json',
])('the app’s own modules, assets and other sites pass through: %s', async (url) => {
  expect(await answer(url)).toBeUndefined();
});

test('the base itself is discovery, with links under the base', async () => {
  for (const url of [DEV_BASE, `${DEV_BASE}/`]) {
    const response = await answer(url);
    const body = (await response?.json()) as { type: string; data: { rel: string; href: string }[] };
    expect(body.type).toBe('Discovery');
    expect(body.data.find((link) => link.rel === 'GroupType')?.href).toBe(`${DEV_BASE}/group-types/{publicId}`);
  }
});

test('unknown paths under the base answer 404 in the error envelope', async () => {
  const response = await answer(`${DEV_BASE}/no-such-rel/x`);
  expect(response?.status).toBe(404);
  expect(await response?.json()).toMatchObject({ type: 'Error', status: 'error' });
});

test('an absolute apiUrl on another origin, under a path: only there', async () => {
  const base = 'https://api.example.test/platform/v2';
  const remote = apiHandlers(base);
  const discovery = await getResponse(remote, new Request(`${base}/`));
  const links = ((await discovery?.json()) as { data: { rel: string; href: string }[] }).data;
  expect(links.find((link) => link.rel === 'GroupTypeList')?.href).toBe(`${base}/group-types`);
  expect((await getResponse(remote, new Request(`${base}/unknown`)))?.status).toBe(404);
  expect(await getResponse(remote, new Request('https://api.example.test/api/group-types'))).toBeUndefined();
  expect(await getResponse(remote, new Request('http://localhost:5173/api/group-types'))).toBeUndefined();
});

test('the connector answers at its own origin', async () => {
  const response = await answer('https://localhost:9250/', { method: 'OPTIONS' });
  expect(response?.status).toBe(204);
});

describe('paths under the base', () => {
  const bearer = { Authorization: `Bearer ${demoTokens.admin.secretId}` };

  test('a template’s parameter is decoded, and a trailing slash is optional', async () => {
    for (const url of [`${DEV_BASE}/companies/c-acme`, `${DEV_BASE}/companies/c%2Dacme/`]) {
      const response = await answer(url, { headers: bearer });
      expect(response?.status).toBe(200);
      expect(await response?.json()).toMatchObject({ type: 'Company', data: { publicId: 'c-acme' } });
    }
  });

  test('a fixed path listed first wins over a template that also matches it', async () => {
    // The languages path answers PATCH only: a GET there is no Company.
    const response = await answer(`${DEV_BASE}/companies/terms-of-use-policy-languages`, { headers: bearer });
    expect(response?.status).toBe(405);
  });

  test('a method the path lacks answers 405; HEAD and OPTIONS of such a path end in 404', async () => {
    expect((await answer(`${DEV_BASE}/companies/c-acme`, { method: 'PATCH', headers: bearer }))?.status).toBe(405);
    expect((await answer(`${DEV_BASE}/companies/c-acme`, { method: 'OPTIONS' }))?.status).toBe(404);
  });
});
