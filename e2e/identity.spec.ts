import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';
import { inBothBrandings } from './support/screenshot';

/** A 1×1 PNG: a real image the browser can show. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

function identityPage(page: Page) {
  const section = (name: string) => page.getByRole('region', { name, exact: true });
  const menu = section('Menu items');
  const menuRow = (name: string) => menu.getByRole('group', { name, exact: true });
  return {
    branding: section('Branding'),
    screensaver: section('Router display screensaver'),
    menu,
    menuRow,
    menuNames: () =>
      menu.getByRole('group').evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-label'))),
    save: page.getByRole('button', { name: 'Save branding' }),
    open: async (query = '') => {
      await page.goto(`/identity${query}`);
      await expect(page.getByRole('textbox', { name: 'Branding name' })).toHaveValue('Acme Industrial');
      await expect(menuRow('Overview')).toBeVisible();
    },
  };
}

test.describe('identity', () => {
  test('edit the branding: the preview follows, a poor contrast is warned about, Save keeps it after a reload', async ({
    page,
  }) => {
    const identity = identityPage(page);
    await signIn(page, 'admin');
    await identity.open();
    await expect(identity.save).toBeDisabled();
    await page.getByRole('textbox', { name: 'Browser title' }).fill('Acme Remote Access EU');
    await page.getByRole('textbox', { name: 'Top bar colour (#rrggbb)' }).fill('#7b1fa2');
    await expect(
      page.getByRole('group', { name: 'Preview of the theme', exact: true }).locator('[data-part="header"]'),
    ).toHaveCSS('background-color', 'rgb(123, 31, 162)');
    await page.getByRole('textbox', { name: 'Card text colour (#rrggbb)' }).fill('#cccccc');
    await expect(page.getByText(/^Contrast 1\.\d+:1 is below the 4\.5:1 of WCAG AA/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Card text colour (#rrggbb)' }).fill('#222222');
    await expect(page.getByText(/is below the 4\.5:1 of WCAG AA/)).toHaveCount(0);
    await page.getByRole('textbox', { name: 'VPN client release notes address' }).fill('notes.json');
    await expect(page.getByText('Enter a web address starting with https:// or http://.')).toBeVisible();
    await expect(identity.save).toBeDisabled();
    await page
      .getByRole('textbox', { name: 'VPN client release notes address' })
      .fill('https://downloads.example.test/vpn/notes.json');
    await expectNoAxeViolations(page);
    const patch = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().endsWith('/api/companies/me'),
    );
    await identity.save.click();
    expect((await patch).postDataJSON()).toMatchObject({
      branding: {
        custom: {
          glbBrowserTitle: 'Acme Remote Access EU',
          glbVpnClientReleaseNotesUrl: 'https://downloads.example.test/vpn/notes.json',
        },
        theme: { headerColor: '#7b1fa2', cardTextColor: '#222222' },
      },
    });
    await expect(page.getByText('Branding saved.')).toBeVisible();
    await expect(identity.save).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Browser title' })).toHaveValue('Acme Remote Access EU');
    await expect(page.getByRole('textbox', { name: 'Top bar colour (#rrggbb)' })).toHaveValue('#7b1fa2');
  });

  test('choose a logo: previewed at once, uploaded when saved, then the saved address shows; screensaver: uploading shows while it runs, then the new image; delete asks first, then there is none; leaving with unsaved changes asks first; Stay keeps them, Leave drops them', async ({
    page,
  }) => {
    // Several checks in one sign-in: the time of several tests.
    test.setTimeout(180_000);
    const identity = identityPage(page);
    await signIn(page, 'admin');
    await identity.open();
    await page.getByLabel('Choose image: Logo', { exact: true }).setInputFiles(image('new-logo.png'));
    await expect(page.getByRole('img', { name: 'Logo preview', exact: true })).toHaveAttribute('src', /^blob:/);
    await expect(page.getByText('New image, uploaded when you save.')).toBeVisible();
    const upload = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/public-files/upload'),
    );
    const patch = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().endsWith('/api/companies/me'),
    );
    await identity.save.click();
    await upload;
    expect(((await patch).postDataJSON() as { branding: { logo: string } }).branding.logo).toMatch(
      /^data:image\/png;base64,/,
    );
    await expect(page.getByText('Branding saved.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo preview', exact: true })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );

    await expect(identity.screensaver.getByRole('img', { name: 'Screensaver' })).toBeVisible();
    await page.evaluate(() => window.__mockBackend!.hold('RouterDisplayScreensaverUpload'));
    await identity.screensaver.getByLabel('Replace screensaver').setInputFiles(image('screen.png'));
    await expect(identity.screensaver.getByRole('progressbar', { name: 'Uploading the screensaver…' })).toBeVisible();
    await expect(identity.screensaver).toHaveAttribute('aria-busy', 'true');
    await expect(identity.screensaver.getByRole('button', { name: 'Delete screensaver' })).toBeDisabled();
    await page.evaluate(() => window.__mockBackend!.release());
    await expect(identity.screensaver.getByRole('progressbar', { name: 'Uploading the screensaver…' })).toHaveCount(0);
    await expect(identity.screensaver).toHaveAttribute('aria-busy', 'false');
    await expect(identity.screensaver.getByRole('img', { name: 'Screensaver' })).toBeVisible();
    // The new image (1 px wide) replaces the seeded one (320 px) once the company names it.
    await expect
      .poll(() =>
        identity.screensaver
          .getByRole('img', { name: 'Screensaver' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(1);
    await identity.screensaver.getByRole('button', { name: 'Delete screensaver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the screensaver?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await dialog.getByRole('button', { name: 'Delete screensaver' }).click();
    await expect(identity.screensaver.getByText('No screensaver yet.')).toBeVisible();
    await expect(identity.screensaver.getByRole('button', { name: 'Upload screensaver' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Branding name' }).fill('Acme Draft');
    await page.getByRole('link', { name: 'Users' }).first().click();
    const leave = page.getByRole('dialog', { name: 'Discard changes?' });
    await expect(leave).toBeVisible();
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByRole('textbox', { name: 'Branding name' })).toHaveValue('Acme Draft');
    await page.getByRole('link', { name: 'Users' }).first().click();
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/users$/);
  });

  test('menu items: add one, it is saved and listed; edit it, move it by keyboard, then remove it', async ({
    page,
  }) => {
    const identity = identityPage(page);
    await signIn(page, 'admin');
    await identity.open();
    await identity.menu.getByRole('button', { name: 'Add menu item' }).click();
    const added = identity.menuRow('New menu item');
    await added.getByRole('textbox', { name: 'Name' }).fill('Kiln');
    await identity.menuRow('Kiln').getByRole('combobox', { name: 'Page' }).selectOption({ label: 'Kiln temperatures' });
    await identity
      .menuRow('Kiln')
      .getByRole('combobox', { name: 'Access category' })
      .selectOption({ label: 'Operators' });
    const post = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/menu-items'),
    );
    await identity.menu.getByRole('button', { name: 'Save menu items' }).click();
    expect((await post).postDataJSON()).toEqual([
      { name: 'Kiln', order: 3000, pinned: false, page: { publicId: 'pg-005' }, audience: { publicId: 'au-acme-2' } },
    ]);
    await expect(page.getByText('Menu items saved.')).toBeVisible();
    await page.reload();
    await expect.poll(identity.menuNames).toEqual(['Overview', 'Energy', 'Alarms', 'Kiln']);

    await identity.menuRow('Kiln').getByRole('textbox', { name: 'Name' }).fill('Kiln temperatures');
    await identity.menuRow('Kiln temperatures').getByRole('checkbox', { name: 'Pinned' }).check();
    // Keyboard reordering: pick up with Space, one place up, drop with Space; each announcement says the key has taken
    // effect before the next one is pressed.
    const announcement = page.locator('[id^="DndLiveRegion"]').filter({ hasText: 'Kiln temperatures' });
    await identity.menu.getByRole('button', { name: 'Move Kiln temperatures', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(announcement).toHaveText('Kiln temperatures is over position 4 of 4.');
    await page.keyboard.press('ArrowUp');
    await expect(announcement).toHaveText('Kiln temperatures is over position 3 of 4.');
    await page.keyboard.press('Space');
    await expect(announcement).toHaveText('Kiln temperatures was dropped at position 3 of 4.');
    await expect.poll(identity.menuNames).toEqual(['Overview', 'Energy', 'Kiln temperatures', 'Alarms']);
    await identity.menu.getByRole('button', { name: 'Save menu items' }).click();
    await expect(page.getByText('Menu items saved.')).toBeVisible();
    await page.reload();
    await expect.poll(identity.menuNames).toEqual(['Overview', 'Energy', 'Kiln temperatures', 'Alarms']);
    await expect(identity.menuRow('Kiln temperatures').getByRole('checkbox', { name: 'Pinned' })).toBeChecked();

    await identity.menu.getByRole('button', { name: 'Remove Kiln temperatures', exact: true }).click();
    const remove = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().endsWith('/api/menu-items'),
    );
    await identity.menu.getByRole('button', { name: 'Save menu items' }).click();
    // Answered before the reload: the mock backend answers in the page, and a reload leaves an unanswered request behind.
    const removed = await remove;
    expect(removed.request().postDataJSON()).toEqual([
      { publicId: expect.stringMatching(/^mi-/) as unknown as string },
    ]);
    expect(removed.ok()).toBe(true);
    await page.reload();
    await expect.poll(identity.menuNames).toEqual(['Overview', 'Energy', 'Alarms']);
  });

  test('reads well at 1280 px, and at 600 px with a dark branding', async ({ page }, testInfo) => {
    const identity = identityPage(page);
    await signIn(page, 'admin');
    await inBothBrandings(page, testInfo, async (query, shot) => {
      await identity.open(query);
      await expect(identity.screensaver.getByRole('img', { name: 'Screensaver' })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('identity');
    });
  });
});
