import { expect, signIn, test } from './fixtures';

// The mock backend's service worker answers the API and leaves the app's own files to the browser (its cache of compiled
// scripts included): public/mockServiceWorker.entry.js.
test('the mock worker answers the API; the app’s scripts come from the network, before and after a reload', async ({ page }) => {
  const served: { path: string; type: string; byWorker: boolean }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    served.push({ path: url.pathname, type: response.request().resourceType(), byWorker: response.fromServiceWorker() });
  });
  await signIn(page, 'admin', '/users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();

  const api = served.filter((entry) => entry.path.startsWith('/api/'));
  expect(api.length).toBeGreaterThan(5);
  expect(api.filter((entry) => !entry.byWorker)).toEqual([]);
  const scripts = served.filter((entry) => entry.type === 'script');
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((entry) => entry.byWorker)).toEqual([]);
});

// As deploy/device-portal-site.conf serves the build (vite.config.ts): a reload within a journey uses the scripts again.
test('the preview caches the hashed scripts for a year and never the page, a deep link or config.json', async ({ request }) => {
  const page = await request.get('/');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script, 'the entry script of index.html').toBeDefined();
  expect((await request.get(script ?? '')).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const path of ['/', '/users/abc', '/config.json']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-store');
  }
});
