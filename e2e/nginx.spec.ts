import { readFileSync } from 'node:fs';
import { readHeaderConfig, securityHeaders, STRICT_TRANSPORT_SECURITY } from '../build/security-headers';
import { drawer, expect, signIn, test as base } from './fixtures';
import { expectHelpCenterShown } from './support/help-center';
import { startNginx, type NginxServer } from './support/nginx';

// deploy/nginx.conf's server blocks (deploy/device-portal-site.conf, and the TLS block over plain HTTP) in a real nginx,
// on free ports, over the build under test (E2E_DIST, made by `npm run test:e2e` with the mock backend on).
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
  test('sends the security headers written from the example config.json on the page, a deep link, the files and a 404, and HSTS from the TLS block only', async ({
    request,
  }) => {
    // The headers deploy/device-portal-headers.conf was written from (build/security-headers.test.ts holds the file to them).
    const expected = securityHeaders(
      readHeaderConfig(JSON.parse(readFileSync('deploy/config.example.json', 'utf8')) as unknown),
    );
    expect(expected['Content-Security-Policy']).toContain(
      "connect-src 'self' https://api.example.test https://localhost:9250",
    );
    expect(expected['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    const servers = [
      { origin: nginx?.origin, hsts: undefined },
      { origin: nginx?.tlsBlockOrigin, hsts: STRICT_TRANSPORT_SECURITY },
    ];
    for (const { origin, hsts } of servers) {
      for (const path of [
        '/',
        DEEP_LINK,
        '/index.html',
        '/config.json',
        '/info.json',
        '/help/',
        entryScript(),
        '/mockServiceWorker.js',
        MISSING_ASSET,
      ]) {
        const response = await request.get(`${origin}${path}`);
        const headers = response.headers();
        for (const [name, value] of Object.entries(expected))
          expect.soft(headers[name.toLowerCase()], `${name} of ${origin}${path}`).toBe(value);
        expect.soft(headers['strict-transport-security'], `HSTS of ${origin}${path}`).toBe(hsts);
      }
    }
  });

  test('logs a request by its path and never its query string: a jump-start token stays out of the access log', async ({
    request,
  }) => {
    const token = `secret-${test.info().testId}`;
    expect((await request.get(`/jump-start?token=${token}`)).status()).toBe(200);
    expect((await request.get(`${DEEP_LINK}?token=${token}&companyId=c-acme`)).status()).toBe(200);
    // nginx writes the line once the answer is sent.
    await expect.poll(() => nginx?.accessLog() ?? '').toMatch(new RegExp(`"GET ${DEEP_LINK} HTTP/1\\.1" 200`));
    const log = nginx?.accessLog() ?? '';
    expect(log).toMatch(/"GET \/jump-start HTTP\/1\.1" 200/);
    expect(log).not.toContain('secret');
  });

  test('answers a deep link with index.html, the help center with its own page and a missing hashed script with 404', async ({
    request,
  }) => {
    for (const path of ['/', DEEP_LINK, '/roles']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      const body = await response.text();
      expect(body, path).toContain('<div id="root">');
      expect(body, path).toBe(indexHtml());
    }
    // A folder's own index.html is that page, not the app: the help center the help panel frames.
    const help = await request.get('/help/');
    expect(help.status()).toBe(200);
    expect(await help.text()).toBe(readFileSync(`${dist}/help/index.html`, 'utf8'));
    const missing = await request.get(MISSING_ASSET);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
    expect(missing.headers()['cache-control']).toBeUndefined();
  });

  test('caches the hashed scripts for a year and never the page, its deep links, config.json or info.json', async ({
    request,
  }) => {
    const script = await request.get(entryScript());
    expect(script.status()).toBe(200);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', DEEP_LINK, '/index.html', '/config.json', '/info.json']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-store');
    }
  });

  test('serves the scripts, the mock worker, JSON, SVG and HTML with their types, gzipped when asked', async ({
    request,
  }) => {
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

  test('the app loads from nginx, the demo administrator signs in with the mock backend and the help panel shows the help center', async ({
    page,
    baseURL,
  }) => {
    expect(baseURL).toBe(nginx?.origin);
    await signIn(page, 'admin');
    await expect(page).toHaveURL(`${nginx?.origin}/users`);
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(drawer(page).getByText('User management', { exact: true })).toBeVisible();
    // The API was answered by the mock backend's service worker, which nginx served as a script.
    const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(worker).toBe(`${nginx?.origin}/mockServiceWorker.entry.js`);
    // The app frames its own /help/ under the production headers (frame-src, frame-ancestors); the fixture fails the
    // test on any Content Security Policy violation on the way.
    await expectHelpCenterShown(page);
  });
});
