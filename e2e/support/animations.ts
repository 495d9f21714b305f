import type { Page } from '@playwright/test';

/**
 * Waits for what is fading or sliding on the page (a dialog, a snackbar) to arrive: every animation's end, endless
 * ones (spinners, pulses) left out.
 */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
