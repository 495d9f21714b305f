import type { Page } from '@playwright/test';
import { drawer, expect, signIn, test } from './fixtures';

/** The end user's devices list, reached from the not-allowed page they sign in to. */
async function expectDevicesList(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/devices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bottling PLC Rotterdam 01' })).toBeVisible();
}

async function landOnNotAllowed(page: Page): Promise<void> {
  await signIn(page, 'user');
  await expect(page.getByRole('heading', { name: 'Page not allowed' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
}

test.describe('no dead end for the end user', () => {
  test.describe('on a wide screen (1280 px)', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the open drawer has Devices in its own section, which opens the devices list', async ({ page }) => {
      await landOnNotAllowed(page);
      const menu = drawer(page);
      await expect(menu.getByRole('button', { name: 'Remote access' })).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link')).toHaveText(['Devices', 'My access requests']);
      await menu.getByRole('link', { name: 'Devices' }).click();
      await expectDevicesList(page);
      await expect(menu.getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'page');
    });

    test("the not-allowed page's Devices action opens the devices list", async ({ page }) => {
      await landOnNotAllowed(page);
      await page.getByRole('main').getByRole('link', { name: 'Devices' }).click();
      await expectDevicesList(page);
    });
  });

  test.describe('on a small screen (600 px)', () => {
    test.use({ viewport: { width: 600, height: 800 } });

    test('the menu button opens the drawer, Devices opens the list and the drawer closes', async ({ page }) => {
      await landOnNotAllowed(page);
      await expect(drawer(page)).toBeHidden();
      await page.getByRole('button', { name: 'Main menu' }).click();
      await drawer(page).getByRole('link', { name: 'Devices' }).click();
      await expectDevicesList(page);
      await expect(drawer(page)).toBeHidden();
    });

    test("the not-allowed page's Devices action opens the devices list", async ({ page }) => {
      await landOnNotAllowed(page);
      await page.getByRole('main').getByRole('link', { name: 'Devices' }).click();
      await expectDevicesList(page);
      await expect(drawer(page)).toBeHidden();
    });
  });
});
