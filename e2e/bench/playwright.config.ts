import { defineConfig, devices } from '@playwright/test';

/**
 * `npm run bench` (e2e/tools/bench.mjs): the production build with the mock off, served by our own server
 * (./server.ts, started in ./global-setup.ts), measured in Chromium and by Lighthouse. Only `*.bench.ts` files: the
 * main suite (playwright.config.ts) matches `*.spec.ts` and never runs these.
 */
const port = Number(process.env.BENCH_PORT ?? 4631);

export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  outputDir: '../../test-results-bench',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // A Lighthouse run on 2 busy cores takes up to a minute or two.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
});
