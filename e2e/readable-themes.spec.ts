import type { Page } from '@playwright/test';
import { accounts, expect, submitCredentials, test, type AccountName } from './fixtures';
import { axeViolations } from './support/axe';
import { navigateInApp } from './support/route-checks';
import { waitForApiQuiet } from './support/api-quiet';

/**
 * A branding in a colour scheme: what the page, the top bar and the drawer are painted with there. The `dark-branding`
 * scenario (mocks/README.md): page #0f172a, header #111827, menu #1f2937, no text colour at all. The default branding's
 * dark scheme: page and cards derived dark (src/ui/theme/theme-colours.ts), the header in the brand's primary.
 */
interface Variant {
  title: string;
  scenario: 'dark-branding' | null;
  scheme: 'light' | 'dark';
  page: string;
  header: string;
  menu: string;
  /** At 600 px only the layout changes, and the light scheme's dark branding checks it. */
  widths: number[];
}

const VARIANTS: Variant[] = [
  {
    title: 'a dark host branding without text colours stays readable',
    scenario: 'dark-branding',
    scheme: 'light',
    page: 'rgb(15, 23, 42)',
    header: 'rgb(17, 24, 39)',
    menu: 'rgb(31, 41, 55)',
    widths: [1280, 600],
  },
  {
    title: 'the dark scheme with the default branding stays readable',
    scenario: null,
    scheme: 'dark',
    page: 'rgb(15, 22, 31)',
    header: 'rgb(21, 101, 192)',
    menu: 'rgb(26, 33, 44)',
    widths: [1280],
  },
  {
    title: 'the dark scheme with a dark host branding stays readable',
    scenario: 'dark-branding',
    scheme: 'dark',
    page: 'rgb(15, 23, 42)',
    header: 'rgb(17, 24, 39)',
    menu: 'rgb(31, 41, 55)',
    widths: [1280],
  },
];

/**
 * A fresh app and mock database with the variant's branding and colour scheme (chosen on this browser), signed out;
 * `mockQuery` sets up more of the mock (e.g. `mock-connector=found`).
 */
async function openThemed(page: Page, variant: Variant, mockQuery?: string): Promise<void> {
  // The scheme is chosen on config.json, a page of the app's origin that runs none of its code: the app then starts once,
  // in that scheme.
  await page.goto('/config.json');
  await page.evaluate((scheme) => localStorage.setItem('portal.color-scheme', scheme), variant.scheme);
  await page.goto(
    `/login?mock-reset${variant.scenario ? `&mock-scenario=${variant.scenario}` : ''}${mockQuery ? `&${mockQuery}` : ''}`,
  );
  await page.waitForFunction(() => window.__mockBackend !== undefined);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', variant.page);
}

async function signInThemed(page: Page, variant: Variant, name: AccountName, mockQuery?: string): Promise<void> {
  await openThemed(page, variant, mockQuery);
  await submitCredentials(page, accounts[name].email, accounts[name].password);
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
}

/** Waits until the page has loaded its data and stopped moving, then expects axe to find nothing. */
async function expectReadable(page: Page, what: string): Promise<void> {
  // Every read answered first: a button that changes when its data arrives (Connect, once the user's access requests
  // are known) must not be caught mid-transition.
  await waitForApiQuiet(page);
  // (An offline device's Connect stays off, with its reason: aria-describedby.)
  await expect(
    page.getByRole('button', { name: /^Connect to / }).and(page.locator('[disabled]:not([aria-describedby])')),
  ).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

/** An open dialog, once it has arrived, is readable; Escape closes it. */
async function expectReadableDialog(page: Page, name: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
  await expectReadable(page, `the dialog ${String(name)}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** A link's navigation (the app stays loaded, as a person moves between pages): a full load per page took twice the time. */
async function visit(page: Page, path: string, heading: string): Promise<void> {
  await navigateInApp(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectReadable(page, path);
}

/** The pages of the main menu. */
const MENU_PAGES: [path: string, heading: string][] = [
  ['/users', 'Users'],
  ['/groups', 'Groups'],
  ['/roles', 'Roles'],
  ['/access-categories', 'Access categories'],
  ['/identity', 'Identity'],
  ['/translations', 'Translations'],
  ['/usage', 'Data usage'],
  ['/audit-trail', 'Audit trail'],
  ['/licenses', 'Licences'],
  ['/apps', 'Apps'],
  ['/assets', 'Assets'],
  ['/custom-fields', 'Custom fields'],
  ['/mqtt', 'MQTT'],
  ['/access-requests', 'My access requests'],
  ['/access-requests/approvals', 'Access approvals'],
];

/** The menu's pages visited with the menus themselves; the others have a journey of their own. */
const MENU_PAGES_FIRST_HALF = Math.ceil(MENU_PAGES.length / 2);

/** The signed-in pages outside the main menu. */
const OTHER_PAGES: [path: string, heading: string][] = [
  ['/devices', 'Devices'],
  ['/my-companies', 'My companies'],
  ['/messages', 'Messages'],
  ['/my-profile', 'My profile'],
  // Acme follows the sector's policies, so its company pages show the sector's.
  ['/my-company/privacy-statement', 'Privacy statement'],
  ['/my-company/terms-of-use', 'Terms of use'],
  ['/custom-privacy-statement-builder', 'Privacy statement builder'],
  ['/custom-terms-of-use-builder', 'Terms of use builder'],
];

const PUBLIC_PAGES: [path: string, heading: string][] = [
  ['/recover', 'Reset your password'],
  ['/register', 'Create an account'],
  ['/privacy-statement', 'Privacy statement'],
  ['/terms-of-use', 'Terms of use'],
  ['/sso-auth-required', 'Sign in through your company'],
  ['/error', 'Whoops…'],
  ['/error/api-unavailable', 'API server unavailable'],
];

/** At 600 px the colours are the same and only the layout changes: the shell, a table, a form and the grid stand for the rest. */
const SMALL_SCREEN_PAGES: [path: string, heading: string][] = [
  ['/users', 'Users'],
  ['/identity', 'Identity'],
  ['/translations', 'Translations'],
  ['/messages', 'Messages'],
];

for (const variant of VARIANTS)
  test.describe(variant.title, () => {
    for (const width of variant.widths) {
      test.describe(`at ${width} px`, () => {
        test.beforeEach(async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
        });

        test('sign-in, its error state and the public pages', async ({ page }) => {
          await openThemed(page, variant);
          await expectReadable(page, 'sign-in');
          await submitCredentials(page, accounts.admin.email, 'wrong');
          await expect(page.getByRole('alert')).toBeVisible();
          await expectReadable(page, 'sign-in with an error');
          for (const [path, heading] of PUBLIC_PAGES) await visit(page, path, heading);
        });

        test('the main menu, the account menu and the menu’s pages', async ({ page }) => {
          test.setTimeout(width < 960 ? 120_000 : 180_000);
          await signInThemed(page, variant, 'admin');
          await expect(page.getByRole('banner')).toHaveCSS('background-color', variant.header);
          await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
          if (width < 960) await page.getByRole('button', { name: 'Main menu' }).click();
          const menu = page.getByRole('navigation', { name: 'Main menu' });
          await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible();
          // The surface the menu sits on: our drawer on wide screens, MUI's temporary drawer on small ones.
          const surface = menu.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " MuiPaper-root ")][1]');
          await expect(surface).toHaveCSS('background-color', variant.menu);
          await expectReadable(page, 'the main menu');
          if (width < 960) await page.keyboard.press('Escape');
          await page.getByRole('button', { name: 'Account', exact: true }).click();
          await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
          await expectReadable(page, 'the account menu');
          await page.keyboard.press('Escape');
          // A main dialog: its card surface and fields over the backdrop.
          await page.getByRole('button', { name: 'Invite users' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await expectReadable(page, 'the invite dialog');
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);

          if (width < 960) {
            for (const [path, heading] of SMALL_SCREEN_PAGES) await visit(page, path, heading);
            return;
          }
          for (const [path, heading] of MENU_PAGES.slice(0, MENU_PAGES_FIRST_HALF)) await visit(page, path, heading);
        });

        if (width >= 960) {
          // The rest of the menu's pages and the pages outside it in a journey of their own: two shorter journeys share out
          // between the browsers.
          test(`the rest of the menu’s pages, a group type, an asset type and the pages outside the main menu${variant.scheme === 'dark' ? '; the main dialogs, a confirmation and the two-factor QR code' : ''}`, async ({
            page,
          }) => {
            test.setTimeout(180_000);
            await signInThemed(page, variant, 'admin');
            await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
            for (const [path, heading] of MENU_PAGES.slice(MENU_PAGES_FIRST_HALF)) await visit(page, path, heading);
            await navigateInApp(page, '/groups');
            await page.getByRole('navigation', { name: 'Group types' }).getByRole('link').first().click();
            await expect(page).toHaveURL(/\/groups\/type\//);
            await expectReadable(page, 'a group type page');
            await navigateInApp(page, '/assets');
            await page.getByRole('navigation', { name: 'Asset types' }).getByRole('link').first().click();
            await expect(page).toHaveURL(/\/assets\/.+/);
            await expectReadable(page, 'an asset type page');
            for (const [path, heading] of OTHER_PAGES) await visit(page, path, heading);
            if (variant.scheme === 'dark') await expectReadableMainDialogs(page);
          });
        }

        test(`the end user: devices, not allowed and a device${variant.scheme === 'dark' ? '; the VPN status bar and its dialog, connected, and a request for access' : ''}`, async ({
          page,
        }) => {
          // In dark the VPN client is found (its status bar is checked below); in light it is missing, with its notice.
          await signInThemed(page, variant, 'user', variant.scheme === 'dark' ? 'mock-connector=found' : undefined);
          await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
          await expectReadable(page, '/devices');
          await navigateInApp(page, '/users');
          await expect(page.getByRole('heading', { name: 'Page not allowed' })).toBeVisible();
          await expectReadable(page, 'not-allowed');
          await navigateInApp(page, '/devices');
          await page.getByRole('link', { name: 'Bottling PLC Rotterdam 01' }).click();
          await expect(page.getByRole('heading', { level: 1, name: 'Bottling PLC Rotterdam 01' })).toBeVisible();
          await expectReadable(page, 'a device page');
          if (variant.scheme === 'dark') await expectReadableVpn(page);
        });
      });
    }
  });

/** Add role, Delete role (the confirm flow), Add group, the default access category and the two-factor QR code. */
async function expectReadableMainDialogs(page: Page): Promise<void> {
  await navigateInApp(page, '/roles');
  await expect(
    page.getByRole('table', { name: 'Roles' }).getByRole('rowheader', { name: 'Auditor', exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add role' }).click();
  await expectReadableDialog(page, 'Add role');
  await page.getByRole('button', { name: 'More options for Auditor' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expectReadableDialog(page, 'Delete role');
  await navigateInApp(page, '/groups');
  await page.getByRole('button', { name: 'Add group' }).first().click();
  await expectReadableDialog(page, /Add group/);
  await navigateInApp(page, '/access-categories');
  await page.getByRole('button', { name: 'Make Management the default' }).click();
  await expectReadableDialog(page, 'Change the default access category?');
  // The QR code keeps its dark modules on a white tile whatever the scheme: scanners need the contrast.
  await navigateInApp(page, '/my-profile');
  await page.getByRole('region', { name: 'Two-factor authentication' }).getByRole('button', { name: 'Set up' }).click();
  const qr = page.getByRole('img', { name: 'QR code with the key for your authenticator app' });
  await expect(qr).toBeVisible();
  await expect(qr.locator('xpath=..')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expectReadable(page, 'the two-factor set-up');
}

/** Signed in as the end user with the VPN client found: connected to a device, its dialog, and a request for access. */
async function expectReadableVpn(page: Page): Promise<void> {
  await navigateInApp(page, '/devices');
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__mockConnector?.openSockets() ?? 0)).toBe(1);
  await page.getByRole('button', { name: 'Connect to Bottling PLC Rotterdam 01' }).click();
  const statusBar = page.getByRole('region', { name: 'VPN status' });
  await expect(statusBar).toContainText('Connected to Bottling PLC Rotterdam 01');
  await expectReadable(page, 'the VPN status bar, connected');
  await statusBar.getByRole('button', { name: 'Details' }).click();
  await expectReadableDialog(page, 'VPN');
  const chiller = 'Chiller Hamburg 04 (Northwind)';
  await page.getByRole('link', { name: chiller }).click();
  await page
    .getByRole('list', { name: 'Services' })
    .getByRole('button', { name: `Request access to Node-RED on ${chiller}` })
    .click();
  await expectReadableDialog(page, `Request access to ${chiller}`);
}
