import type { Page } from '@playwright/test';

/**
 * Every API call the page has made is answered, and it stays so for a few frames: a call a rendered answer starts (the
 * user's access requests once the devices are in, say) is caught too. It ends as soon as the page is quiet, where
 * `networkidle` waits for half a second without a request every time (readable-themes took 138 s with it, 108 s with
 * this). Reads the mock backend's count (mocks/scenarios/in-flight.ts).
 */
export async function waitForApiQuiet(page: Page, frames = 3): Promise<void> {
  await page.evaluate(() => {
    (window as WindowWithQuietFrames).__apiQuietFrames = 0;
  });
  await page.waitForFunction(
    (needed) => {
      const counter = window as WindowWithQuietFrames;
      const quiet = window.__mockBackend?.apiRequestsInFlight() === 0;
      counter.__apiQuietFrames = quiet ? (counter.__apiQuietFrames ?? 0) + 1 : 0;
      return counter.__apiQuietFrames >= needed;
    },
    frames,
    { polling: 'raf' },
  );
}

type WindowWithQuietFrames = Window & { __apiQuietFrames?: number };
