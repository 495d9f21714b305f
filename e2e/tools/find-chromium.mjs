import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Chromium for Playwright: $CHROMIUM_PATH, then Debian's builds, then Playwright's own download.
 * With `headlessShell`, Debian's chromium-headless-shell comes first: the browser tests run headless, and the shell (the
 * build Playwright itself runs headless tests in) did the same journeys in a tenth less time than the full browser on
 * two cores. The benchmarks keep the full browser, which Lighthouse drives.
 */
export function findChromium({ headlessShell = false } = {}) {
  const candidates = [
    process.env.CHROMIUM_PATH,
    ...(headlessShell ? ['/usr/bin/chromium-headless-shell'] : []),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('@playwright/test');
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright's own browser is not installed; fall through to the message.
  }
  return undefined;
}
