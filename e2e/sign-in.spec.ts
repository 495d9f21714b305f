import type { Frame } from '@playwright/test';
import { accounts, drawer, expect, openFresh, signIn, submitCredentials, test } from './fixtures';

test.describe('signing in', () => {
  // With the transitions everybody sees by default (the other journeys run with reduced motion).
  test.use({ reducedMotion: 'no-preference' });

  test('the administrator lands in the admin frame with every menu section; the session survives a reload, and signing out in one tab signs out the other', async ({
    page,
    context,
  }) => {
    // Several checks in one sign-in: the time of several tests.
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/users$/);
    const menu = drawer(page);
    for (const label of [
      'User management',
      'Company',
      'Device settings',
      'Users',
      'Groups',
      'Roles',
      'Translations',
      'Assets',
      'MQTT',
    ]) {
      await expect(menu.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/roles');
    await expect(other.getByRole('heading', { name: 'Roles' })).toBeVisible();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(other).toHaveURL(/\/login/);
    await expect(other.getByText('You signed out in another window.')).toBeVisible();
  });

  test('signed out: offline shows No connection until it is back; a wrong password is refused; a deep link survives signing in; several 401s at once end the session once, and signing in again returns to the page; signing out deletes the token and forgets the session; a corrupt auth record means signed out', async ({
    page,
    context,
  }) => {
    // Several checks in one sign-in: the time of several tests.
    test.setTimeout(180_000);
    await test.step('offline shows No connection until it is back', async () => {
      await openFresh(page, '/roles');
      await expect(page).toHaveURL(/\/login\?returnTo=%2Froles/);
      await expect(page.getByLabel('Email address')).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByRole('alert').filter({ hasText: 'No connection' })).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByText('No connection')).toBeHidden();
    });

    await test.step('a wrong password is refused', async () => {
      await submitCredentials(page, accounts.admin.email, 'not-the-password');
      await expect(page.getByRole('alert')).toContainText('The email address or password is wrong.');
      await expect(page).toHaveURL(/\/login/);
    });

    await test.step('a deep link survives signing in', async () => {
      await submitCredentials(page, accounts.admin.email, accounts.admin.password);
      await expect(page).toHaveURL(/\/roles$/);
      await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
    });

    await test.step('several 401s at once end the session once, and signing in again returns to the page', async () => {
      // Where this part started as a test of its own, after signIn(page, 'admin', '/roles'): the administrator on /roles.
      await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
      const logins: string[] = [];
      const onNavigated = (frame: Frame) => {
        if (frame === page.mainFrame() && frame.url().includes('/login')) logins.push(frame.url());
      };
      page.on('framenavigated', onNavigated);
      await page.evaluate(() => {
        for (const rel of ['MyUser', 'CompanyList', 'MyPermissionList', 'MessageList'])
          window.__mockBackend?.failRel(rel, 401, 1);
      });
      await page.reload();
      await expect(page).toHaveURL(/\/login\?returnTo=%2Froles$/);
      await expect(page.getByText('Your session has ended. Sign in again to continue.')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('portal.auth'))).toBeNull();
      // The first 401 ends the session: a failure of a call not made before that would still be armed for the next
      // session, which starts without any.
      await page.evaluate(() => window.__mockBackend?.clearFaults());
      await submitCredentials(page, accounts.admin.email, accounts.admin.password);
      await expect(page).toHaveURL(/\/roles$/);
      await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
      expect(logins).toHaveLength(1);
      page.off('framenavigated', onNavigated);
    });

    await test.step('signing out deletes the token and forgets the session', async () => {
      await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
      const deleted = page.waitForRequest(
        (request) => request.method() === 'DELETE' && request.url().includes('/api/'),
      );
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await deleted;
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('portal.auth'))).toBeNull();
      await page.goto('/roles');
      await expect(page).toHaveURL(/\/login\?returnTo=%2Froles$/);
    });

    await test.step('a corrupt auth record means signed out', async () => {
      await page.evaluate(() => localStorage.setItem('portal.auth', '{"secretId": 42'));
      await page.goto('/users');
      await expect(page).toHaveURL(/\/login\?returnTo=%2Fusers$/);
      expect(await page.evaluate(() => localStorage.getItem('portal.auth'))).toBeNull();
    });
  });

  test('two-factor sign-in asks for the one-time password on its own step and refuses a wrong one; a translator lands on translations and sees only that item besides Devices; an end user without admin permission lands on the devices', async ({
    page,
  }) => {
    // Several checks in one sign-in: the time of several tests.
    test.setTimeout(180_000);
    await openFresh(page);
    await submitCredentials(page, accounts.secure.email, accounts.secure.password);
    const code = page.getByLabel('One-time password');
    await expect(code).toBeVisible();
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The one-time password is wrong. Try again.')).toBeVisible();
    await code.fill(accounts.secure.otp);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/groups$/);

    const logOut = async () => {
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/login$/);
    };
    await logOut();
    await submitCredentials(page, accounts.translator.email, accounts.translator.password);
    await expect(page).toHaveURL(/\/translations$/);
    await expect(drawer(page).getByRole('link')).toHaveText(['Translations', 'Devices']);

    await logOut();
    await submitCredentials(page, accounts.user.email, accounts.user.password);
    await expect(page).toHaveURL(/\/devices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
  });

  test('before sign-in, a new deployed version offers Reload now after the 15-minute check', async ({ page }) => {
    await page.clock.install();
    // The first check learns the running version; a version deployed before it answers would be the running one.
    const firstCheck = page.waitForResponse((response) => new URL(response.url()).pathname === '/info.json');
    await openFresh(page);
    await expect(page.getByLabel('Email address')).toBeVisible();
    await firstCheck;
    await page.evaluate(() => window.__mockBackend?.setDeployedVersion('99.0.0'));
    await page.clock.fastForward('15:01');
    await expect(page.getByRole('button', { name: 'Reload now' })).toBeVisible();
  });
});
