import { test as base, expect, type Page } from '@playwright/test';

export const accounts = {
  admin: { email: 'admin@acme.test', password: 'admin-demo-1', name: 'Ada Admin' },
  user: { email: 'user@acme.test', password: 'user-demo-1', name: 'Umar User' },
  secure: { email: 'secure@acme.test', password: 'secure-demo-1', otp: '246810', name: 'Sam Secure' },
  translator: { email: 'translator@acme.test', password: 'translator-demo-1', name: 'Tia Translator' },
  twofactor: { email: 'twofactor@acme.test', password: 'twofactor-demo-1', name: 'Tom Twofactor' },
  sso: { email: 'sso@north.test', password: 'sso-demo-1', name: 'Siri Singlesign' },
  german: { email: 'greta@helix.test', password: 'greta-demo-1', name: 'Greta Gerber' },
} as const;

export type AccountName = keyof typeof accounts;

interface Fixtures {
  /** Fails the test when a bearer or basic credential leaves the API origin, or the connector token leaves the connector. */
  credentialGuard: void;
  /** Fails the test on any Content Security Policy violation or uncaught page error. */
  pageErrorGuard: void;
}

export const test = base.extend<Fixtures>({
  credentialGuard: [
    async ({ page, baseURL }, use) => {
      const apiOrigin = new URL(baseURL ?? 'http://127.0.0.1:4173').origin;
      const leaks: string[] = [];
      // The VPN client's token header goes to the local client only (its default ports: docs/ARCHITECTURE.md#runtime-configuration).
      const connectorOrigins = new Set(['https://localhost:9250', 'https://localhost:5789']);
      page.on('request', (request) => {
        const headers = request.headers();
        const origin = new URL(request.url()).origin;
        if (headers['authorization'] && origin !== apiOrigin) leaks.push(`Authorization → ${request.url()}`);
        if (headers['api-access-token'] && !connectorOrigins.has(origin))
          leaks.push(`Api-Access-Token → ${request.url()}`);
      });
      await use();
      expect(leaks, 'credentials sent outside the API origin').toEqual([]);
    },
    { auto: true },
  ],
  pageErrorGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(`${error.name}: ${error.message}`));
      await use();
      expect(problems, 'CSP violations or uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens the app in a fresh page with a fresh mock database and no session, then goes to `path` (one sign-in per test). */
export async function openFresh(page: Page, path = '/login'): Promise<void> {
  await page.goto('/login?mock-reset');
  await page.waitForFunction(() => window.__mockBackend !== undefined);
  await page.evaluate(() => localStorage.clear());
  if (path !== '/login') {
    await page.goto(path);
    await page.waitForFunction(() => window.__mockBackend !== undefined);
  }
}

/**
 * Forgets what an earlier part of a test stored in this tab, as a new browser context would start: no session, no
 * company, no mock database. Cleared on config.json, a page of the app's origin that runs none of its code, so nothing
 * writes again.
 */
export async function forgetTab(page: Page): Promise<void> {
  await page.goto('/config.json');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

export async function submitCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in from a fresh mock database. With `path`, the sign-in starts from that deep link and lands there, which spares
 * loading the home page and then the whole app again; `mockQuery` (e.g. `mock-scenario=empty-company`) sets the mock
 * backend up as the app starts.
 */
export async function signIn(page: Page, name: AccountName, path?: string, mockQuery?: string): Promise<void> {
  const account = accounts[name];
  if (path === undefined) {
    await openFresh(page);
  } else {
    await page.goto(`/login?mock-reset${mockQuery ? `&${mockQuery}` : ''}&returnTo=${encodeURIComponent(path)}`);
    await page.waitForFunction(() => window.__mockBackend !== undefined);
  }
  await submitCredentials(page, account.email, account.password);
  if ('otp' in account) {
    await page.getByLabel('One-time password').fill(account.otp);
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  if (path !== undefined) await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * The background features of a signed-in page (forced terms of use, reminders, access request status) start 3 s after
 * the first page or at the person's first interaction (src/app/signed-in/background-start.ts). Once the signed-in page
 * shows, a key the page ignores (Shift) starts them at once, as a first touch would, instead of a journey waiting the 3 s.
 */
export async function startBackgroundNow(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  await page.keyboard.press('Shift');
}

export function drawer(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}
