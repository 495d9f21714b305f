#!/usr/bin/env node
// Builds the app with the mock backend and runs the Playwright suite in Chromium. Never skips silently.
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

const chromium = findChromium({ headlessShell: true });
if (!chromium) {
  console.error(
    [
      'No Chromium found for the browser tests.',
      'Install one of:',
      '  - Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium-headless-shell   (then /usr/bin/chromium-headless-shell is used; or chromium)',
      '  - any Chromium or Chrome, and set CHROMIUM_PATH=/path/to/chromium',
      "  - Playwright's own build: npx playwright install chromium",
    ].join('\n'),
  );
  process.exit(1);
}

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

console.log(`Browser tests in ${chromium}`);
run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', process.env.E2E_DIST ?? 'dist', '--emptyOutDir']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { CHROMIUM_PATH: chromium });
