import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A build pointed by config.json at another server that follows the wire contract with its own paths:
 * no mock code is loaded, every call goes where discovery says, and a link on another origin gets no token.
 */
// That deployment's CSP would list its own API origins in connect-src; the preview's lists only this origin.
test.use({ bypassCSP: true });

let API = '';
let FOREIGN = '';

function manifestFile(key: string): string | undefined {
  const dist = process.env.E2E_DIST ?? 'dist';
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
  return manifest[key]?.file;
}

const envelope = (type: string, data: unknown, status = 200) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ type, data, moreAfter: null, status: status < 400 ? 'success' : 'error' }),
});

async function fakePlatform(page: Page, seen: { url: string; authorization?: string; company?: string }[]) {
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiUrl: API, applicationId: 'other-server', mock: false, production: true, webRootUrl: 'https://www.example.test' } }),
  );
  const links = [
    ['AccessTokenList', `${API}/auth/tokens`],
    ['AccessToken', `${API}/auth/tokens/{publicId}`],
    ['MyUser', 'me'],
    ['MyCompanyList', 'me/companies'],
    ['MySector', `${FOREIGN}/sector`],
    ['MyPermissionList', 'me/rights'],
    ['BrandingList', 'brandings'],
    ['MessageList', 'inbox'],
  ];
  const handle = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    seen.push({ url: request.url(), authorization: request.headers()['authorization'], company: request.headers()['api-company'] });
    const path = url.pathname.replace('/platform/v9', '').replace('/elsewhere', '');
    const bearer = request.headers()['authorization'];
    if (path === '/' || path === '') return route.fulfill(envelope('Discovery', links.map(([rel, href]) => ({ rel, href }))));
    if (path === '/brandings') return route.fulfill(envelope('BrandingList', []));
    if (path === '/auth/tokens' && request.method() === 'POST') {
      const expected = `Basic ${Buffer.from('ops@other.test::s3cret').toString('base64')}`;
      if (bearer !== expected) return route.fulfill(envelope('Error', [{ message: 'Invalid credentials' }], 401));
      return route.fulfill(
        envelope('AccessToken', { publicId: 't1', secretId: 'other-secret', expiresOn: '2099-01-01T00:00:00Z', user: { publicId: 'u1' } }, 201),
      );
    }
    if (path === '/sector') return route.fulfill(envelope('MySector', { publicId: 's1', name: 'Sector' }));
    if (bearer !== 'Bearer other-secret') return route.fulfill(envelope('Error', [{ message: 'Unauthorized' }], 401));
    if (path === '/me') return route.fulfill(envelope('MyUser', { publicId: 'u1', name: 'Olga Operator' }));
    if (path === '/me/companies') return route.fulfill(envelope('MyCompanyList', [{ publicId: 'co-1', name: 'Other Co' }]));
    if (path === '/me/rights') return route.fulfill(envelope('MyPermissionList', [{ publicId: 'MANAGE_ROLES' }]));
    if (path === '/inbox') return route.fulfill(envelope('MessageList', []));
    return route.fulfill(envelope('Error', [{ message: 'Not found' }], 404));
  };
  await page.route(`${API}/**`, handle);
  await page.route(`${API}`, handle);
  await page.route(`${FOREIGN}/**`, handle);
}

test('a build against another server follows discovery, loads no mock code and keeps the token home', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? 'http://127.0.0.1:4173');
  API = `${origin.origin}/platform/v9`;
  FOREIGN = `http://localhost:${origin.port}/elsewhere`;
  const seen: { url: string; authorization?: string; company?: string }[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
  });
  await fakePlatform(page, seen);
  await page.goto('/login');
  await page.getByLabel('Email address').fill('ops@other.test');
  await page.getByLabel('Password').fill('s3cret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/roles$/);
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();

  const mockChunk = manifestFile('mocks/browser.ts');
  expect(mockChunk).toBeTruthy();
  expect(scripts.filter((path) => path.includes('mockServiceWorker') || (mockChunk && path.endsWith(mockChunk)))).toEqual([]);

  const sector = seen.find((entry) => entry.url.startsWith(FOREIGN));
  expect(sector, 'the discovered sector link was called').toBeTruthy();
  expect(sector?.authorization).toBeUndefined();
  expect(sector?.company).toBeUndefined();
  const rights = seen.find((entry) => entry.url.includes('/me/rights'));
  expect(rights?.authorization).toBe('Bearer other-secret');
  expect(rights?.company).toBe('co-1');
  const branding = seen.find((entry) => entry.url.includes('/brandings'));
  expect(branding?.authorization).toBeUndefined();
});
