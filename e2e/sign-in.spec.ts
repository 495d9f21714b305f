import { accounts, drawer, expect, openFresh, signIn, submitCredentials, test } from './fixtures';

test.describe('signing in', () => {
  test('the administrator lands in the admin frame with every menu section', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/users$/);
    const menu = drawer(page);
    for (const label of ['User management', 'Company', 'Device settings', 'Users', 'Groups', 'Roles', 'Translations', 'Assets', 'MQTT']) {
      await expect(menu.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  });

  test('an end user without admin permission sees not-allowed at the same address', async ({ page }) => {
    await signIn(page, 'user');
    await expect(page.getByRole('heading', { name: 'Page not allowed' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('link', { name: 'Switch company' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log out' })).toBeVisible();
  });

  test('a translator lands on translations and sees only that item besides Devices', async ({ page }) => {
    await signIn(page, 'translator');
    await expect(page).toHaveURL(/\/translations$/);
    await expect(drawer(page).getByRole('link')).toHaveText(['Translations', 'Devices']);
  });

  test('before sign-in, going offline shows No connection until the connection is back', async ({ page, context }) => {
    await openFresh(page);
    await expect(page.getByLabel('Email address')).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('alert').filter({ hasText: 'No connection' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('No connection')).toBeHidden();
  });

  test('before sign-in, a new deployed version offers Reload now after the 15-minute check', async ({ page }) => {
    await page.clock.install();
    await openFresh(page);
    await expect(page.getByLabel('Email address')).toBeVisible();
    await page.evaluate(() => window.__mockBackend?.setDeployedVersion('99.0.0'));
    await page.clock.fastForward('15:01');
    await expect(page.getByRole('button', { name: 'Reload now' })).toBeVisible();
  });

  test('a wrong password is refused with a message', async ({ page }) => {
    await openFresh(page);
    await submitCredentials(page, accounts.admin.email, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('The email address or password is wrong.');
    await expect(page).toHaveURL(/\/login/);
  });

  test('two-factor sign-in asks for the one-time code and refuses a wrong one', async ({ page }) => {
    await openFresh(page);
    await submitCredentials(page, accounts.secure.email, accounts.secure.password);
    const code = page.getByLabel('One-time code');
    await expect(code).toBeVisible();
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The one-time code is wrong. Try again.')).toBeVisible();
    await code.fill(accounts.secure.otp);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/groups$/);
  });

  test('signing out deletes the token and forgets the session', async ({ page }) => {
    await signIn(page, 'admin');
    const deleted = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().includes('/api/'));
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await deleted;
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('portal.auth'))).toBeNull();
    await page.goto('/roles');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Froles$/);
  });

  test('a deep link survives signing in', async ({ page }) => {
    await openFresh(page, '/roles');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Froles/);
    await submitCredentials(page, accounts.admin.email, accounts.admin.password);
    await expect(page).toHaveURL(/\/roles$/);
    await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  });

  test('the session survives a reload, and signing out in one tab signs out the other', async ({ page, context }) => {
    await signIn(page, 'admin');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/roles');
    await expect(other.getByRole('heading', { name: 'Roles' })).toBeVisible();
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(other).toHaveURL(/\/login/);
    await expect(other.getByText('You signed out in another window.')).toBeVisible();
  });

  test('a corrupt auth record means signed out', async ({ page }) => {
    await openFresh(page);
    await page.evaluate(() => localStorage.setItem('portal.auth', '{"secretId": 42'));
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fusers$/);
    expect(await page.evaluate(() => localStorage.getItem('portal.auth'))).toBeNull();
  });

  test('several 401s at once end the session once, and signing in again returns to the page', async ({ page }) => {
    await signIn(page, 'admin', '/roles');
    await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
    const logins: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('/login')) logins.push(frame.url());
    });
    await page.evaluate(() => {
      for (const rel of ['MyUser', 'CompanyList', 'MyPermissionList', 'MessageList']) window.__mockBackend?.failRel(rel, 401, 1);
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Froles$/);
    await expect(page.getByText('Your session has ended. Sign in again to continue.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('portal.auth'))).toBeNull();
    await submitCredentials(page, accounts.admin.email, accounts.admin.password);
    await expect(page).toHaveURL(/\/roles$/);
    expect(logins).toHaveLength(1);
  });
});
