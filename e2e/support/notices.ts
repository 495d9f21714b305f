import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Expects the notice (snackbar) saying `text`, then closes it with its Close button, as a person may. Notices show one
 * at a time, each for its 3 or 4 s: a journey that expects another notice after this one closes this one first, instead
 * of both browsers waiting out its time (the queue itself is src/features/notices' tests).
 */
export async function closeNotice(page: Page, text: string): Promise<void> {
  const close = page.getByRole('button', { name: 'Close' });
  const notice = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).filter({ has: close });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
}

/**
 * `act` brings up `notice`, which shows for its 3 s and then goes. The page's time is paused first and moves only when
 * this says, so the 3 s are counted exactly, however busy the machine; it runs again at the end.
 */
export async function expectNoticeForThreeSeconds(
  page: Page,
  act: () => Promise<void>,
  notice: Locator,
): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await act();
  await expect(notice).toBeVisible();
  await page.clock.fastForward(2500);
  await expect(notice).toBeVisible();
  await page.clock.fastForward(600);
  await expect(notice).toBeHidden();
  await page.clock.resume();
}
