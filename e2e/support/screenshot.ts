import type { Page, TestInfo } from '@playwright/test';

/** True when screenshots were asked for: `E2E_SCREENSHOTS=1 npm run test:e2e -- e2e/mqtt.spec.ts`. */
export const screenshotsWanted = (): boolean => Boolean(process.env.E2E_SCREENSHOTS);

/**
 * A screenshot for a person to look at (a page at a width, in a branding), in the test's output folder
 * (`test-results/<test>/<name>.png`). Only when asked for: nothing compares them, and full-page images cost the suite
 * time. Animations end first; a page behind an open dialog is shot as the screen shows it, any other page whole.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!screenshotsWanted()) return;
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: !dialogOpen });
}
