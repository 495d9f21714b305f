import { readFileSync } from 'node:fs';
import { readHeaderConfig, securityHeaders } from '../build/security-headers';
import { accounts, drawer, expect, signIn, submitCredentials, test } from './fixtures';
import { allowedFeatures, expectHelpCenterShown } from './support/help-center';
import { expectNoAxeViolations } from './support/ordered-types';

test.describe('admin shell', () => {
  // With the transitions everybody sees by default (the other journeys run with reduced motion).
  test.use({ reducedMotion: 'no-preference' });

  const menus = {
    admin: [
      'Users',
      'Groups',
      'Roles',
      'Access categories',
      'Identity',
      'Translations',
      'Data usage',
      'Audit trail',
      'Licences',
      'Apps',
      'Pages',
      'Assets',
      'Custom fields',
      'MQTT',
      'Devices',
      'My access requests',
      'Access approvals',
    ],
    secure: ['Groups', 'Devices'],
    translator: ['Translations', 'Devices'],
    user: ['Devices', 'My access requests'],
  } as const;

  test('each account sees exactly their menu; the end user lands on devices, sees not-allowed on an admin page and can switch company from there', async ({
    page,
  }) => {
    // Several checks in one sign-in: the time of several tests.
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await expect(drawer(page).getByRole('link')).toHaveText([...menus.admin]);
    for (const account of ['secure', 'translator', 'user'] as const) {
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      const { email, password } = accounts[account];
      await submitCredentials(page, email, password);
      if (account === 'secure') {
        await page.getByLabel('One-time password').fill(accounts.secure.otp);
        await page.getByRole('button', { name: 'Verify' }).click();
      }
      await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
      await expect(drawer(page).getByRole('link')).toHaveText([...menus[account]]);
    }

    // The end user lands on their devices; an admin page they may not open shows not-allowed, with a way out.
    await expect(page).toHaveURL(/\/devices$/);
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Page not allowed' })).toBeVisible();
    await page.getByRole('link', { name: 'Switch company' }).click();
    await expect(page).toHaveURL(/\/my-companies$/);
    await expect(page.getByRole('button', { name: 'Acme Industrial' })).toHaveAttribute('aria-current', 'true');
  });

  test('a section collapses and expands, and the drawer state survives a reload; offline shows No connection until the connection is back; a 500 shows API server unavailable at the same address until the next navigation; a 504 shows Gateway Timeout error and keeps the page', async ({
    page,
    context,
  }) => {
    // Several checks in one sign-in: the time of several tests.
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    const section = drawer(page).getByRole('button', { name: 'Company' });
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await section.click();
    await expect(drawer(page).getByRole('link', { name: 'Translations' })).toBeHidden();
    await section.click();
    await expect(drawer(page).getByRole('link', { name: 'Translations' })).toBeVisible();

    await page.getByRole('button', { name: 'Main menu' }).click();
    await expect(drawer(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(drawer(page)).toBeHidden();
    await page.getByRole('button', { name: 'Main menu' }).click();
    await expect(drawer(page)).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByText('No connection')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('No connection')).toBeHidden();

    // The messages page reads MessageList (the badge reads MyUser.unreadMessagesCount, which the session needs too).
    await page.evaluate(() => window.__mockBackend?.failRel('MessageList', 500, 1));
    await page.goto('/messages');
    await expect(page.getByRole('heading', { name: 'API server unavailable' })).toBeVisible();
    await expect(page).toHaveURL(/\/messages$/);
    // Not on the provider's cloud domain: try again, no status page link.
    await expect(page.getByText('Please try again in a few minutes.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the status page' })).toHaveCount(0);
    await page.goto('/roles');
    await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();

    // Inside the shell the page is drawn in the main area: the drawer still leads elsewhere, and Try again reads again what
    // failed and brings the page back once the server answers (here the first Try again fails too).
    await page.evaluate(() => window.__mockBackend?.failRel('GroupTypeList', 500, 2));
    await drawer(page).getByRole('link', { name: 'Groups' }).click();
    await expect(page.getByRole('heading', { name: 'API server unavailable' })).toBeVisible();
    await expect(page).toHaveURL(/\/groups$/);
    await expect(drawer(page).getByRole('link', { name: 'Roles' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The server still does not answer.' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'API server unavailable' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/groups$/);

    await page.evaluate(() => window.__mockBackend?.failRel('MessageList', 504));
    await page.goto('/messages');
    await expect(page.getByRole('alert').filter({ hasText: 'Gateway Timeout error' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  });

  test('the help center shows in its panel under the production headers, one that does not load within 3 s gives a snackbar; a new deployed version offers Reload now after the 15-minute check', async ({
    page,
  }) => {
    // Several checks in one sign-in: the time of several tests.
    test.setTimeout(180_000);
    const policyErrors: string[] = [];
    page.on('console', (message) => {
      if (/permissions.policy/i.test(message.text())) policyErrors.push(message.text());
    });
    await page.clock.install();
    // `vite preview` sends the headers built from the build's own config.json (build/security-headers.ts), as nginx does.
    const served = (await page.request.get('/users')).headers();
    const headers = securityHeaders(
      readHeaderConfig(JSON.parse(readFileSync(`${process.env.E2E_DIST ?? 'dist'}/config.json`, 'utf8')) as unknown),
    );
    for (const [name, value] of Object.entries(headers)) expect.soft(served[name.toLowerCase()], name).toBe(value);
    await signIn(page, 'admin');

    // The app frames its own /help/ (frame-src, and frame-ancestors of the help page); the fixture fails the test on
    // any Content Security Policy violation. Loaded, the panel stays open past the 3 s.
    await expectHelpCenterShown(page);
    await page.clock.fastForward(3100);
    await expect(page.locator('iframe[title="Help center"]')).toBeVisible();
    await expect(page.getByText('Unable to load help center')).toHaveCount(0);
    // The Permissions-Policy denies what the portal never uses, keeps Copy (the clipboard) working, and parses cleanly.
    expect(
      await allowedFeatures(page, ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'clipboard-write']),
    ).toEqual({
      camera: false,
      microphone: false,
      geolocation: false,
      payment: false,
      usb: false,
      'clipboard-write': true,
    });
    expect(policyErrors).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.locator('iframe[title="Help center"]')).toBeHidden();

    await page.route('**/help/**', () => undefined);
    await page.getByRole('button', { name: 'Help' }).click();
    await page.clock.fastForward(3100);
    await expect(page.getByText('Unable to load help center')).toBeVisible();

    await page.evaluate(() => window.__mockBackend?.setDeployedVersion('99.0.0'));
    // 3.1 s + 14 min since the app started: not yet.
    await page.clock.fastForward('14:00');
    await expect(page.getByRole('button', { name: 'Reload now' })).toHaveCount(0);
    await page.clock.fastForward('01:01');
    await expect(page.getByRole('button', { name: 'Reload now' })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload now' }).click();
    await reloaded;
  });

  test('the shell has no axe violations at 1280 px and at 600 px', async ({ page }) => {
    await signIn(page, 'admin');
    for (const width of [1280, 600]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
      // The narrow layout replaces the permanent drawer once the resize has been handled; what slides is waited for.
      await expectNoAxeViolations(page);
    }
  });
});
