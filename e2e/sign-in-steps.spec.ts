import type { Page } from '@playwright/test';
import { accounts, expect, forgetTab, submitCredentials, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';

/** The sign-in page on a fresh mock, coming back to `returnTo` after signing in. */
async function openLogin(page: Page, returnTo: string) {
  await page.goto(`/login?mock-reset&returnTo=${encodeURIComponent(returnTo)}`);
  await page.waitForFunction(() => window.__mockBackend !== undefined);
}

test.describe('sign-in steps', () => {
  test('a two-factor account signs in through the one-time password step, trusting this browser by name', async ({
    page,
  }) => {
    await openLogin(page, '/groups');
    await submitCredentials(page, accounts.secure.email, accounts.secure.password);
    await expect(page).toHaveURL((url) => url.pathname === '/two-factor-auth' && url.search === '?returnTo=%2Fgroups');
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
    const code = page.getByLabel('One-time password');
    await expect(code).toBeFocused();
    // The credentials wait in memory only: nothing of them in the address, the history or the app's storage (the mock
    // backend's own snapshot, `mock-*`, holds its seeded passwords).
    const stored = await page.evaluate(() => {
      const own = (storage: Storage) => Object.entries({ ...storage }).filter(([key]) => !key.startsWith('mock-'));
      return JSON.stringify({
        entries: [...own(localStorage), ...own(sessionStorage)],
        href: location.href,
        history: history.state as unknown,
      });
    });
    expect(stored).not.toContain(accounts.secure.password);

    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The one-time password is wrong. Try again.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Trust this device' }).check();
    const deviceName = page.getByLabel('Device name');
    await expect(deviceName).toHaveValue(/ on /);
    await expectNoAxeViolations(page);
    await deviceName.fill('Lab workstation');
    await code.fill(accounts.secure.otp);
    const sent = page.waitForRequest(
      (request) => request.url().includes('/api/access-tokens') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Verify' }).click();
    const request = await sent;
    expect(request.postDataJSON()).toEqual({ expiresIn: 2592000, trustedDeviceName: 'Lab workstation' });
    const browserId = await page.evaluate(() => localStorage.getItem('portal.browser-id'));
    expect(browserId).toBeTruthy();
    expect(request.headers()['api-device-identifier']).toBe(browserId);
    await expect(page).toHaveURL(/\/groups$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
    // The trusted browser is listed on the profile, as the current one.
    const devices = await page.evaluate(
      async (secret) => {
        const answer = await fetch('/api/trusted-devices?fields=name', {
          headers: {
            Authorization: `Bearer ${secret}`,
            'Api-Version': '2',
            'Api-Device-Identifier': localStorage.getItem('portal.browser-id') ?? '',
          },
        });
        return ((await answer.json()) as { data: { name: string }[] }).data.map((d) => d.name);
      },
      await page.evaluate(
        () => (JSON.parse(localStorage.getItem('portal.auth') ?? '{}') as { secretId?: string }).secretId ?? '',
      ),
    );
    expect(devices).toContain('Lab workstation');

    // The trusted browser signs in again without the one-time password.
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitCredentials(page, accounts.secure.email, accounts.secure.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  });

  // Two requirements of the person's role, each from the sign-in page on a fresh mock: the second part starts from a tab
  // that forgot the first (forgetTab), as a test of its own did from a new browser context.
  test('a role that enforces two-factor, not set up yet, sends the person to set it up before the portal; a company that enforces SSO sends a password session to its identity provider, and back into the portal signed in through it', async ({
    page,
  }) => {
    await test.step('a person whose role enforces two-factor, not set up yet, is sent to set it up before the portal', async () => {
      await openLogin(page, '/groups');
      await submitCredentials(page, accounts.twofactor.email, accounts.twofactor.password);
      await expect(page).toHaveURL(
        (url) => url.pathname === '/two-factor-auth-required' && url.search === '?returnTo=%2Fgroups',
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' })).toBeVisible();
      await page.goto('/users');
      await expect(page).toHaveURL(
        (url) => url.pathname === '/two-factor-auth-required' && url.search === '?returnTo=%2Fusers',
      );
    });

    await test.step('a company that enforces SSO sends a password session to its identity provider, and back into the portal signed in through it', async () => {
      await forgetTab(page);
      await openLogin(page, '/groups');
      await submitCredentials(page, accounts.sso.email, accounts.sso.password);
      await expect(page).toHaveURL(
        (url) => url.pathname === '/sso-auth-required' && url.search === '?returnTo=%2Fgroups',
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in through your company' })).toBeVisible();
      const providers = page.getByRole('list', { name: 'Identity providers' }).getByRole('button');
      await expect(providers).toHaveText(['Google Workspace']);
      await expectNoAxeViolations(page);
      await providers.first().click();
      await expect(page).toHaveURL(/\/groups$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
      const auth = await page.evaluate(
        () => JSON.parse(localStorage.getItem('portal.auth') ?? '{}') as { ssoProviderId?: string },
      );
      expect(auth.ssoProviderId).toBe('sso-google');
      // Still an SSO session after a reload.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
      await expect(page).toHaveURL(/\/groups$/);
    });

    await test.step('a crafted return link (another tab, another account) is refused and the session stays', async () => {
      const before = await page.evaluate(() => localStorage.getItem('portal.auth'));
      await page.goto('/sso-auth-required?code=planted-code&state=planted-state');
      await expect(page.getByRole('alert')).toContainText('This sign-in was not started in this tab');
      expect(await page.evaluate(() => localStorage.getItem('portal.auth'))).toBe(before);
      await page.goto('/groups');
      await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
    });
  });
});
