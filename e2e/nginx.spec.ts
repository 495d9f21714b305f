import { readFileSync } from 'node:fs';
import { drawer, expect, signIn, test as base } from './fixtures';
import { startNginx, type NginxServer } from './support/nginx';

// deploy/nginx.conf's server block (deploy/device-portal-site.conf) in a real nginx, on a free port, over the build
// under test (E2E_DIST, made by `npm run test:e2e` with the mock backend on).
const dist = process.env.E2E_DIST ?? 'dist';
let nginx: NginxServer | undefined;

// Pages and requests of this file go to nginx instead of the preview server.
const test = base.extend({
  baseURL: async ({ baseURL }, use) => {
    await use(nginx?.origin ?? baseURL);
  },
});

test.beforeAll(async () => {
  nginx = await startNginx({ siteDir: 'deploy', root: dist });
});

test.afterAll(async () => {
  await nginx?.stop();
  nginx = undefined;
});

const indexHtml = () => readFileSync(`${dist}/index.html`, 'utf8');

/** The entry script of the build, as index.html loads it: a hashed file under /assets/. */
function entryScript(): string {
  const path = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(indexHtml())?.[1];
  if (!path) throw new Error(`No entry script under /assets/ in ${dist}/index.html`);
  return path;
}

const MISSING_ASSET = '/assets/nothing-abc123.js';
const DEEP_LINK = '/users/abc';

test.describe('nginx of deploy/', () => {
  test('sends the security headers of the preview, with the example API origin and frame-ancestors none, on the page, a deep link, the files and a 404', async ({ request }) => {
    const { securityHeaders } = await import('../vite.config');
    // Production differs from the preview in two places: the API origin to edit, and no framing by anyone (the
    // preview lets the app frame its demo help center).
    const policy = securityHeaders['Content-Security-Policy']
      .replace("connect-src 'self'", "connect-src 'self' https://api.example.test")
      .replace("frame-ancestors 'self'", "frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self' https://api.example.test https://localhost:9250");
    expect(policy).toContain("frame-ancestors 'none'");
    for (const path of ['/', DEEP_LINK, '/index.html', '/config.json', '/info.json', entryScript(), '/mockServiceWorker.js', MISSING_ASSET]) {
      const headers = (await request.get(path)).headers();
      expect.soft(headers['content-security-policy'], path).toBe(policy);
      expect.soft(headers['referrer-policy'], path).toBe('no-referrer');
      expect.soft(headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('answers a deep link with index.html and a missing hashed script with 404', async ({ request }) => {
    for (const path of ['/', DEEP_LINK, '/roles']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      const body = await response.text();
      expect(body, path).toContain('<div id="root">');
      expect(body, path).toBe(indexHtml());
    }
    const missing = await request.get(MISSING_ASSET);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
    expect(missing.headers()['cache-control']).toBeUndefined();
  });

  test('caches the hashed scripts for a year and never the page, its deep links, config.json or info.json', async ({ request }) => {
    const script = await request.get(entryScript());
    expect(script.status()).toBe(200);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', DEEP_LINK, '/index.html', '/config.json', '/info.json']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-store');
    }
  });

  test('serves the scripts, the mock worker, JSON, SVG and HTML with their types, gzipped when asked', async ({ request }) => {
    const files = [
      { path: entryScript(), type: /^(application|text)\/javascript/ },
      { path: '/mockServiceWorker.js', type: /^(application|text)\/javascript/ },
      { path: '/mockServiceWorker.entry.js', type: /^(application|text)\/javascript/ },
      { path: '/config.json', type: /^application\/json/ },
      { path: '/favicon.svg', type: /^image\/svg\+xml/ },
      { path: '/', type: /^text\/html/ },
    ];
    for (const { path, type } of files) {
      const gzipped = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzipped.status(), path).toBe(200);
      expect(gzipped.headers()['content-type'], path).toMatch(type);
      expect(gzipped.headers()['content-encoding'], path).toBe('gzip');
      expect(gzipped.headers()['vary'], path).toMatch(/Accept-Encoding/i);
      const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers()['content-encoding'], path).toBeUndefined();
      expect(await gzipped.text(), path).toBe(await plain.text());
    }
  });

  test('the app loads from nginx and the demo administrator signs in with the mock backend', async ({ page, baseURL }) => {
    expect(baseURL).toBe(nginx?.origin);
    await signIn(page, 'admin');
    await expect(page).toHaveURL(`${nginx?.origin}/users`);
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(drawer(page).getByText('User management', { exact: true })).toBeVisible();
    // The API was answered by the mock backend's service worker, which nginx served as a script.
    const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(worker).toBe(`${nginx?.origin}/mockServiceWorker.entry.js`);
  });
});
