import type { Page, TestInfo } from '@playwright/test';
import { finishAnimations } from './animations';

/** True when screenshots were asked for: `E2E_SCREENSHOTS=1 npm run test:e2e -- e2e/mqtt.spec.ts`. */
export const screenshotsWanted = (): boolean => Boolean(process.env.E2E_SCREENSHOTS);

/**
 * A screenshot for a person to look at (a page at a width, in a branding), in the test's output folder
 * (`test-results/<test>/<name>.png`). Only when asked for: nothing compares them, and full-page images cost the suite
 * time. Animations end first; a page behind an open dialog is shot as the screen shows it, any other page whole.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!screenshotsWanted()) return;
  await finishAnimations(page);
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: !dialogOpen });
}

/**
 * Colours and layout vary independently: the default branding at 1280 px and the dark one at 600 px cover both. For
 * each, the viewport is set, then `visit` runs with the query that picks the branding (`''`, or
 * `?mock-scenario=dark-branding`) and `shot`, which takes the screenshot `<name>-<width>` (`-dark` added in the dark one).
 */
export async function inBothBrandings(
  page: Page,
  testInfo: TestInfo,
  visit: (query: string, shot: (name: string) => Promise<void>) => Promise<void>,
): Promise<void> {
  for (const [width, query] of [
    [1280, ''],
    [600, '?mock-scenario=dark-branding'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await visit(query, (name) => screenshot(page, testInfo, `${name}-${width}${query ? '-dark' : ''}`));
  }
}
