import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Chromium for Playwright: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own download. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
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
