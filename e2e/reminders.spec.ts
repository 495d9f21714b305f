import type { Locator, Page } from '@playwright/test';
import { accounts, expect, startBackgroundNow, submitCredentials, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/screenshot';

// The seed (mocks/db/seed-activity.ts) gives user@acme.test two approved requests that end after the seed time: on
// Pump station Düsseldorf 03 at the seed minute + 8 minutes, on Kiln controller Eindhoven 02 at the seed minute + 2 hours.
// Playwright's clock starts at T, on a minute, so those ends are T + 8 min and T + 2 h (the seed runs in the page).
const T = Date.parse('2026-11-23T09:00:00Z');
const MINUTE = 60_000;
const DUSSELDORF = /Your access to Pump station Düsseldorf 03 will expire at/;
const EINDHOVEN = /Your access to Kiln controller Eindhoven 02 will expire at/;
const TEMPORARY = /Your temporary access to Acme Industrial will expire on/;

/** A fresh mock database with the given scenarios, the clock at T, then the end user signed in. */
async function signInAt(page: Page, scenarios: string[] = []): Promise<void> {
  await page.clock.install({ time: T });
  const scenario = scenarios.length > 0 ? `&mock-scenario=${scenarios.join(',')}` : '';
  await page.goto(`/login?mock-reset${scenario}`);
  await page.waitForFunction(() => window.__mockBackend !== undefined);
  await page.evaluate(() => localStorage.clear());
  await submitCredentials(page, accounts.user.email, accounts.user.password);
  await startBackgroundNow(page);
}

/** Jumps the clock from T to T + ms (a few seconds have passed since T: they stay inside the margins below). */
async function jumpTo(page: Page, ms: number): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(Math.max(0, T + ms - now));
}

async function expectAxeClean(page: Page, target: Locator, selector: string): Promise<void> {
  await expect(target).toBeVisible();
  await expectNoAxeViolations(page, selector);
}

const panel = (page: Page, name: string | RegExp = 'Notifications') =>
  page.getByRole('region', { name, exact: typeof name === 'string' });

test.describe('reminders on a wide screen (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('access expiry: shown 10 minutes before the end, muted until 2 minutes before, gone at the end', async ({
    page,
  }, testInfo) => {
    await signInAt(page);
    // Düsseldorf's access ends 8 minutes after the seed: its 10-minute reminder is already due.
    const reminder = panel(page);
    await expect(reminder).toContainText(DUSSELDORF);
    await expect(reminder.getByRole('group')).toHaveAttribute('data-important', 'true');
    await screenshot(page, testInfo, 'reminder-1280');
    await expectAxeClean(page, reminder, 'section[aria-label="Notifications"]');

    await reminder.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(reminder).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem('portal.muted-reminders'));
    expect(Object.values(JSON.parse(stored ?? '{}') as Record<string, string>)).toEqual([
      new Date(T + 6 * MINUTE).toISOString(),
    ]);

    // Still muted after a reload, until 2 minutes before the end.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
    await jumpTo(page, 5 * MINUTE + 30_000);
    await expect(reminder).toBeHidden();
    await jumpTo(page, 6 * MINUTE + 30_000);
    await expect(reminder).toContainText(DUSSELDORF);

    // At the end it is gone, and its stored mute with it.
    await jumpTo(page, 8 * MINUTE + 30_000);
    await expect(reminder).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('portal.muted-reminders'))).toBeNull();

    // Eindhoven's access ends 2 hours after the seed: nothing until 10 minutes before.
    await jumpTo(page, 109 * MINUTE);
    await expect(reminder).toBeHidden();
    await jumpTo(page, 110 * MINUTE + 30_000);
    await expect(reminder).toContainText(EINDHOVEN);
    await reminder.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(reminder).toBeHidden();
    await jumpTo(page, 118 * MINUTE + 30_000);
    await expect(reminder).toContainText(EINDHOVEN);
  });

  test('several: a list titled "2 notifications" with minimize, maximize and close', async ({ page }, testInfo) => {
    await signInAt(page, ['temporary-access']);
    const list = panel(page, '2 notifications');
    await expect(list.getByRole('listitem')).toHaveText([DUSSELDORF, TEMPORARY]);
    await screenshot(page, testInfo, 'reminders-list-1280');
    await expectAxeClean(page, list, 'section[aria-labelledby]');

    await list.getByRole('button', { name: 'Minimize notifications' }).click();
    await expect(list.getByRole('list')).toBeHidden();
    await list.getByRole('button', { name: 'Maximize notifications' }).press('Enter');
    await expect(list.getByRole('listitem')).toHaveCount(2);

    await list.getByRole('button', { name: 'Close notifications' }).click();
    await expect(list).toBeHidden();
    await expect(panel(page)).toBeHidden();
  });

  test('with a dark branding', async ({ page }, testInfo) => {
    await signInAt(page, ['dark-branding', 'temporary-access']);
    const list = panel(page, '2 notifications');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await screenshot(page, testInfo, 'reminders-list-1280-dark');
    await expectAxeClean(page, list, 'section[aria-labelledby]');
  });
});

test.describe('reminders on a narrow screen (600 px)', () => {
  test.use({ viewport: { width: 600, height: 800 } });

  for (const dark of [false, true]) {
    test(`a badge button opens a bottom sheet${dark ? ' (dark branding)' : ''}`, async ({ page }, testInfo) => {
      await signInAt(page, dark ? ['dark-branding', 'temporary-access'] : ['temporary-access']);
      const button = page.getByRole('button', { name: 'Notifications, 2 new' });
      await expect(button).toBeVisible();
      await expect(button).toContainText('2');
      await expect(panel(page, '2 notifications')).toBeHidden();
      await screenshot(page, testInfo, `reminders-button-600${dark ? '-dark' : ''}`);

      await button.click();
      const sheet = page.getByRole('dialog', { name: '2 notifications' });
      await expect(sheet.getByRole('listitem')).toHaveText([DUSSELDORF, TEMPORARY]);
      await expectAxeClean(page, sheet, '[role="dialog"]');
      await screenshot(page, testInfo, `reminders-sheet-600${dark ? '-dark' : ''}`);

      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await sheet.getByRole('listitem').first().getByRole('button', { name: 'Dismiss notification' }).click();
      const one = page.getByRole('dialog', { name: '1 notification' });
      await expect(one.getByRole('listitem')).toHaveText([TEMPORARY]);
      await one.getByRole('button', { name: 'Minimize notifications' }).click();
      await expect(page.getByRole('button', { name: 'Notifications, 1 new' })).toBeVisible();
    });
  }
});
