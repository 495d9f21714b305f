import { defineConfig, devices } from '@playwright/test';

// One suite per port and build folder, so several runs on one machine do not share a server.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_DIST ?? 'dist';
// The dev server of `npm start` (port 5173); E2E_DEV_PORT, or beside E2E_PORT, for runs in parallel.
const devPort = Number(process.env.E2E_DEV_PORT ?? (process.env.E2E_PORT ? port + 1000 : 5173));
const DEV_SERVER_SPECS = /dev-server\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_PORT ? `test-results-${port}` : 'test-results',
  // Tests, not files, are shared out between the workers: each test opens its own context and mock database, and a
  // long file no longer leaves one worker idle at the end.
  fullyParallel: true,
  // Two browsers by default: on this project's two-core machine the suite took 7.8 minutes with two and 11.4 with one; a
  // third gained nothing (8.0), the cores being busy. E2E_WORKERS=1 runs one at a time (a machine with one core).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  // A failed test fails the run: a retry would hide a race.
  retries: 0,
  // A journey of many pages takes up to half a minute with two browsers on two fast cores. On slower cores a full load
  // of the app (a sign-in, a reload) beside a second browser took 10 to 25 s: a step waits up to 30 s and a journey up
  // to 2 minutes, which costs nothing where the machine is fast.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    // No trace by default: recording one (the screencast above all) took a third of each journey's time, and CI keeps
    // only what it prints. To see a failure step by step: `npm run test:e2e -- --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // As someone who asks for reduced motion: dialogs and menus appear at once, and a journey does not wait for them to
    // stop moving (a seventh less time). sign-in.spec.ts and shell.spec.ts keep the motion everybody else sees.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      // --js-flags=--no-opt: V8 without TurboFan, its optimising compiler. A journey's pages live for seconds, too short
      // for optimised code to pay back its compilation: 5 % less CPU for the same journeys (readable-themes, users,
      // roles, VPN and identity: 190 s against 200 s, three runs each). The bench keeps the default (e2e/bench).
      args: [
        '--js-flags=--no-opt',
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
  projects: [
    // `npm start`: the Vite dev server with the mock backend, as a developer opens it. First: its journeys are the
    // longest, and started last they left one browser idle while the other finished them.
    { name: 'dev-server', testMatch: DEV_SERVER_SPECS, use: { baseURL: `http://localhost:${devPort}` } },
    // The production build with the mock backend, served as production serves it (headers included).
    { name: 'preview', testIgnore: DEV_SERVER_SPECS, use: { baseURL: `http://127.0.0.1:${port}` } },
  ],
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
      url: `http://127.0.0.1:${port}/config.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // README's `npm start` (`vite --port 5173 --strictPort`), on devPort.
      command: `npx vite --port ${devPort} --strictPort`,
      url: `http://localhost:${devPort}/config.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
