import type { Page } from '@playwright/test';
import { drawer, expect, signIn, test } from './fixtures';

/** The end user has no admin page: signing in lands on their devices. */
async function signInLandsOnDevices(page: Page): Promise<void> {
  await signIn(page, 'user');
  await expect(page).toHaveURL(/\/devices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bottling PLC Rotterdam 01' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not allowed' })).toHaveCount(0);
}

// The not-allowed page's own Devices action: src/app/shell/not-allowed-page.test.tsx.
test.describe('the end user starts on their devices', () => {
  test('at 1280 px: the devices list, marked current in the open drawer’s own section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInLandsOnDevices(page);
    const menu = drawer(page);
    await expect(menu.getByRole('button', { name: 'Remote access' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText(['Devices', 'My access requests']);
    await expect(menu.getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'My access requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My access requests' })).toBeVisible();
    await menu.getByRole('link', { name: 'Devices' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
  });

  test('at 600 px: the devices list with the drawer closed; the menu button opens it, and a link closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await signInLandsOnDevices(page);
    await expect(drawer(page)).toBeHidden();
    await page.getByRole('button', { name: 'Main menu' }).click();
    await drawer(page).getByRole('link', { name: 'My access requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My access requests' })).toBeVisible();
    await expect(drawer(page)).toBeHidden();
  });
});
