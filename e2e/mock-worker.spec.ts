import { expect, signIn, test } from './fixtures';
import { mockWorkersAtStart, mockWorkerUrl, recordMockWorkersAtStart } from './support/mock-worker';

// The mock backend's service worker answers the API and leaves the app's own files to the browser (its cache of compiled
// scripts included): public/mockServiceWorker.entry.js.
test('the mock worker answers the API; the app’s scripts come from the network, before and after a reload', async ({
  page,
}) => {
  const served: { path: string; type: string; byWorker: boolean }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    served.push({
      path: url.pathname,
      type: response.request().resourceType(),
      byWorker: response.fromServiceWorker(),
    });
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

// MSW's worker used to unregister itself each time the page being left said goodbye (mocks/README.md, "The service
// worker"): every full load then started with the registration on its way out, and now and then MSW's update() of it
// failed with "Failed to update a ServiceWorker … mockServiceWorker.entry.js: Not found". Each load must find it.
test('every full load, /mqtt included, finds the committed mock worker registered; no ServiceWorker message reaches the console', async ({
  page,
  baseURL,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/service ?worker/i.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
  });
  await recordMockWorkersAtStart(page);
  await signIn(page, 'admin', '/mqtt');
  const worker = mockWorkerUrl(baseURL);
  const loads: [string, () => Promise<unknown>][] = [
    ['a reload of /mqtt', () => page.reload()],
    ['/users', () => page.goto('/users')],
    ['/mqtt', () => page.goto('/mqtt')],
    ['another reload of /mqtt', () => page.reload()],
  ];
  for (const [name, load] of loads) {
    await load();
    expect(await mockWorkersAtStart(page), name).toEqual([worker]);
    await expect(page.getByRole('button', { name: 'Account', exact: true }), name).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'MQTT brokers' })).toBeVisible();
  expect(messages).toEqual([]);
});

// As deploy/device-portal-site.conf serves the build (build/preview-server.ts): a reload within a journey uses the scripts again.
test('the preview caches the hashed scripts for a year and never the page, a deep link or config.json', async ({
  request,
}) => {
  const page = await request.get('/');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script, 'the entry script of index.html').toBeDefined();
  expect((await request.get(script ?? '')).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const path of ['/', '/users/abc', '/config.json']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-store');
  }
});
