import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { axeViolations } from './support/axe';
import { waitForApiQuiet } from './support/api-quiet';

/** Signs the end user in and opens /devices with the mock VPN client in a state (see mocks/connector/README.md). */
async function openDevices(page: Page, mode = 'found'): Promise<void> {
  await signIn(page, 'user', '/devices', `mock-connector=${mode}`);
  await expect(page.getByRole('heading', { name: 'Devices' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bottling PLC Rotterdam 01' })).toBeVisible();
  if (mode !== 'missing' && mode !== 'blocked' && mode !== 'lost') {
    await expect.poll(() => page.evaluate(() => window.__mockConnector?.openSockets() ?? 0)).toBe(1);
  }
}

const statusBar = (page: Page) => page.getByRole('region', { name: 'VPN status' });
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('connecting to a device over the VPN', () => {
  test('an offline device cannot be connected to and says why, and no axe violations on the devices page; connects and disconnects end to end, with the status bar and the favicon following; logging out while connected asks first: Cancel keeps the session, Logout disconnects and signs out', async ({
    page,
  }) => {
    // Several checks in one sign-in: the time of several tests.
    test.setTimeout(180_000);
    await page.clock.install();
    await openDevices(page);
    // The user's access requests answered first: a Connect that waits for them must not be caught mid-transition.
    await waitForApiQuiet(page);
    await expect(
      page.getByRole('button', { name: /^Connect to / }).and(page.locator('[disabled]:not([aria-describedby])')),
    ).toHaveCount(0);
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    expect(await axeViolations(page)).toEqual([]);
    // An offline device cannot be connected to, and says why (the race with the "device offline" text of docs/RULES.md#vpn:
    // device-list-page.test.tsx).
    const offline = page.getByRole('button', { name: 'Connect to Offline PLC Lyon 11' });
    await expect(offline).toBeDisabled();
    await expect(offline).toHaveAccessibleDescription('Offline');
    await expect(statusBar(page)).toBeHidden();

    const faviconBefore = await page.locator('link[rel~="icon"]').getAttribute('href');

    await page.getByRole('button', { name: 'Connect to Bottling PLC Rotterdam 01' }).click();
    await expect(statusBar(page)).toContainText('Connecting to Bottling PLC Rotterdam 01…');
    await expect(statusBar(page)).toHaveCSS('background-color', 'rgb(23, 191, 235)');
    await expect(row(page, 'Bottling PLC Rotterdam 01').getByText('Connecting…')).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(statusBar(page)).toContainText('Connected to Bottling PLC Rotterdam 01');
    await expect(row(page, 'Bottling PLC Rotterdam 01').getByText('Connected', { exact: true })).toBeVisible();
    await expect(page.locator('link[rel~="icon"]')).not.toHaveAttribute('href', faviconBefore ?? '');

    const calls = await page.evaluate(() => window.__mockConnector?.calls() ?? []);
    const connect = calls.find((call) => call.path === '/connect');
    expect(connect?.headers).toMatchObject({ 'api-version': '2', 'api-sector': 's-industrial' });
    expect(connect?.headers['api-access-token']).toBeTruthy();
    expect(connect?.headers.authorization).toBeUndefined();
    expect(connect?.body).toEqual({ companyId: 'c-acme', agentId: 'ag-001' });

    await statusBar(page).getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'VPN' });
    await expect(dialog.getByText('10.8.0.11')).toBeVisible();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(dialog).toBeHidden();
    await expect(statusBar(page)).toContainText('Disconnected');
    await expect(statusBar(page)).toHaveCSS('background-color', 'rgb(160, 160, 160)');
    await page.clock.runFor(1_000);
    await expect(statusBar(page)).toBeHidden();
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', faviconBefore ?? '');

    await page.getByRole('button', { name: 'Connect to Bottling PLC Rotterdam 01' }).click();
    await page.clock.runFor(1_500);
    await expect(statusBar(page)).toContainText('Connected to Bottling PLC Rotterdam 01');

    const logOut = async () => {
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
    };
    await logOut();
    const confirm = page.getByRole('alertdialog', { name: 'VPN' });
    await expect(confirm).toContainText('Bottling PLC Rotterdam 01');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/devices/);
    await expect(statusBar(page)).toContainText('Connected to Bottling PLC Rotterdam 01');

    await logOut();
    await page.getByRole('alertdialog', { name: 'VPN' }).getByRole('button', { name: 'Logout' }).click();
    await page.clock.runFor(1_500);
    await expect(page).toHaveURL(/\/login$/);
    const afterLogout = await page.evaluate(() => window.__mockConnector?.calls() ?? []);
    expect(afterLogout.some((call) => call.path === '/disconnect')).toBe(true);
  });

  test('a failing step is shown with its message and code', async ({ page }) => {
    await page.clock.install();
    await openDevices(page, 'step-error');
    await page.getByRole('button', { name: 'Connect to Bottling PLC Rotterdam 01' }).click();
    await page.clock.runFor(600);
    await expect(
      page.getByRole('alert').filter({ hasText: 'VPN client error: TLS handshake failed (210)' }),
    ).toBeVisible();
  });

  test('without the client, Connect opens the install dialog, which offers Connect now once it is found', async ({
    page,
  }) => {
    await page.clock.install();
    await openDevices(page, 'missing');
    await page.getByRole('button', { name: 'Connect to Bottling PLC Rotterdam 01' }).click();
    const dialog = page.getByRole('dialog', { name: 'VPN client' });
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Download installer' }).click();
    await expect(page.getByRole('menuitem', { name: 'Download for Linux' })).toHaveAttribute(
      'href',
      'https://downloads.example.test/vpn-client/vpn-client-1.9.2.deb',
    );
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.__mockConnector?.setMode('found'));
    await page.clock.runFor(2_500);
    await dialog.getByRole('button', { name: 'Connect now' }).click();
    await expect(statusBar(page)).toContainText('Connecting to Bottling PLC Rotterdam 01…');
  });
});

test.describe('the VPN info dialog', () => {
  test('shows status, details and the client with an available update; release notes; no axe violations', async ({
    page,
  }) => {
    await openDevices(page, 'outdated');
    // The update promo: the installed client against the latest release in the cache of the release manifest.
    await expect(page.getByText('A VPN client update is available: version 1.9.2')).toBeVisible();
    await page.getByRole('button', { name: 'VPN details for HMI panel Eindhoven 10' }).click();
    const dialog = page.getByRole('dialog', { name: 'VPN' });
    await expect(dialog.getByText('Available', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Stealth mode')).toBeVisible();
    await expect(dialog.getByText('On', { exact: true })).toBeVisible();
    await expect(dialog.getByText('José Álvarez and Łukasz Wróbel')).toBeVisible();
    await expect(dialog.getByText('Installed version 1.8.0')).toBeVisible();
    await expect(dialog.getByText('Update available')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Download update to version 1.9.2' })).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog.getByRole('button', { name: 'Release notes' }).click();
    const notes = page.getByRole('dialog', { name: 'Release notes' });
    // The newest entry is open; the others expand.
    await expect(notes.getByText('Preview of the new connection engine', { exact: false })).toBeVisible();
    await expect(notes.getByText('Fixes a reconnect loop', { exact: false })).toBeHidden();
    await notes.getByRole('button', { name: /1\.9\.2 Stable/ }).click();
    await expect(notes.getByText('Fixes a reconnect loop', { exact: false })).toBeVisible();
    await notes.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('dialog', { name: 'VPN' })).toBeVisible();
  });

  test('the latest client shows Latest and Download installer', async ({ page }) => {
    await openDevices(page, 'newer');
    await page.getByRole('button', { name: 'VPN details for Bottling PLC Rotterdam 01' }).click();
    const dialog = page.getByRole('dialog', { name: 'VPN' });
    await expect(dialog.getByText('Installed version 2.0.0-rc1')).toBeVisible();
    await expect(dialog.getByText('Latest', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Download installer' })).toBeVisible();
  });

  test('a hard rate limit: stopped trying, and Try again resets it; soft rate limits: retrying in 30 seconds with the counter, or in 5 minutes', async ({
    page,
  }) => {
    await openDevices(page);
    await page.getByRole('button', { name: 'VPN details for Boiler Kraków 07' }).click();
    const dialog = page.getByRole('dialog', { name: 'VPN' });
    await expect(dialog.getByText('Not available', { exact: true })).toBeVisible();
    await expect(dialog.getByText('stopped trying', { exact: false })).toBeVisible();
    await expect(dialog.getByText(/^Last attempt:/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByText('stopped trying', { exact: false })).toBeHidden();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    // Soft rate limits.
    await page.getByRole('button', { name: 'VPN details for Compressor Lyon 05' }).click();
    await expect(
      page.getByRole('dialog').getByText('retrying in 30 seconds (attempt 4)', { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'VPN details for Filler Göteborg 06' }).click();
    await expect(page.getByRole('dialog').getByText('retrying in 5 minutes', { exact: false })).toBeVisible();
  });
});
