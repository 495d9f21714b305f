import type { Page } from '@playwright/test';
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
