import type { Page } from '@playwright/test';
import { drawer, expect, signIn, test } from './fixtures';
import { navigateInApp } from './support/route-checks';

declare global {
  interface Window {
    /** The body's background in the first frame that has a body (recorded by an init script). */
    __firstFrameBackground?: string;
  }
}

/** The sum of a CSS rgb() colour's channels: under 150 is a dark surface, over 600 a light one. */
const brightness = (colour: string | undefined) =>
  (colour?.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map(Number)
    .reduce((sum, channel) => sum + channel, 0);
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function expectBodyDark(page: Page, dark: boolean): Promise<void> {
  await expect
    .poll(
      async () => {
        const colour = await bodyBackground(page);
        return dark ? brightness(colour) < 150 : brightness(colour) > 600;
      },
      { message: `the page is ${dark ? 'dark' : 'light'}` },
    )
    .toBe(true);
}

/** Records the body's background in the first animation frame that has a body: the colour of the first paint. */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = () => {
      if (!document.body) {
        requestAnimationFrame(record);
        return;
      }
      window.__firstFrameBackground = getComputedStyle(document.body).backgroundColor;
    };
    requestAnimationFrame(record);
  });
}

/** The first frame's background after a reload: the boot screen's, before the app and the branding are in. */
async function expectFirstFrameDark(page: Page, dark: boolean): Promise<void> {
  const colour = await page.waitForFunction(() => window.__firstFrameBackground).then((handle) => handle.jsonValue());
  expect(brightness(colour) < 150, `first frame ${colour}`).toBe(dark);
  expect(brightness(colour) > 600, `first frame ${colour}`).toBe(!dark);
}

async function chooseInAccountMenu(page: Page, choice: 'System' | 'Light' | 'Dark'): Promise<void> {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitemradio', { name: choice }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

test.describe('light, dark and system themes', () => {
  test('chosen in the account menu and My profile, kept over reloads with no flash, System follows the computer', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await recordFirstFrame(page);
    await signIn(page, 'admin', '/users');
    await expectBodyDark(page, false);
    const lightPage = await bodyBackground(page);

    await test.step('Dark from the account menu: applied at once, and the reload paints dark from its first frame', async () => {
      await chooseInAccountMenu(page, 'Dark');
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
      await expectBodyDark(page, true);
      await page.reload();
      await expectFirstFrameDark(page, true);
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
      await expectBodyDark(page, true);
    });

    await test.step('System follows the computer, live', async () => {
      await chooseInAccountMenu(page, 'System');
      await expect(page.locator('body')).toHaveCSS('background-color', lightPage);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectBodyDark(page, true);
      await page.reload();
      await expectFirstFrameDark(page, true);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(page.locator('body')).toHaveCSS('background-color', lightPage);
      await page.reload();
      await expectFirstFrameDark(page, false);
    });

    await test.step('Dark from My profile, and the sign-in page opens dark', async () => {
      await page.goto('/my-profile');
      const appearance = page.getByRole('region', { name: 'Appearance' });
      await appearance.getByRole('radio', { name: 'Dark' }).check();
      await expectBodyDark(page, true);
      await page.goto('/users');
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await page.reload();
      await expectFirstFrameDark(page, true);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expectBodyDark(page, true);
    });
  });

  test('forced colours keep focus, the current page, a selected row, contained buttons, chips and switches visible; more contrast firms up secondary text', async ({
    page,
  }) => {
    await signIn(page, 'admin', '/users');
    await page.emulateMedia({ forcedColors: 'active' });
    const current = drawer(page).getByRole('link', { name: 'Users' });
    await expect(current).toHaveCSS('outline-style', 'solid');
    await expect(drawer(page).getByRole('link', { name: 'Roles' })).not.toHaveCSS('outline-style', 'solid');
    // A focus ring on the keyboard's focus.
    await page.getByRole('button', { name: 'Invite users' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Invite users' })).toHaveCSS('outline-style', 'solid');
    await expect(page.getByRole('button', { name: 'Invite users' })).toHaveCSS('border-top-style', 'solid');
    // A selected row is outlined (its tint is gone).
    const firstRow = page.getByRole('main').getByRole('row').nth(1);
    await expect(firstRow).not.toHaveCSS('outline-style', 'solid');
    await firstRow.getByRole('checkbox').check();
    await expect(firstRow).toHaveCSS('outline-style', 'solid');
    // Chips get a line, switches a visible thumb and track.
    await navigateInApp(page, '/apps');
    await expect(page.locator('main .MuiChip-root').first()).toHaveCSS('border-top-style', 'solid');
    await expect(page.locator('main .MuiSwitch-track').first()).toHaveCSS('border-top-style', 'solid');
    await expect(page.locator('main .MuiSwitch-thumb').first()).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.emulateMedia({ forcedColors: null, contrast: 'more' });
    const secondary = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--mui-palette-text-secondary)';
      const other = document.createElement('span');
      other.style.color = 'var(--mui-palette-text-primary)';
      document.querySelector('main')?.append(probe, other);
      const colours = [getComputedStyle(probe).color, getComputedStyle(other).color];
      probe.remove();
      other.remove();
      return colours;
    });
    expect(secondary[0]).toBe(secondary[1]);
  });
});
