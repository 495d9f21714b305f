import { expect, forgetTab, openFresh, signIn, test } from './fixtures';
import type { Page, Request } from '@playwright/test';

async function jumpStartToken(
  page: Page,
  payload: { redirectUrl?: string; companyId?: string },
  { fresh = true } = {},
): Promise<string> {
  if (fresh) {
    await openFresh(page);
    // The app draws the sign-in form only once the mock worker has started: leaving the page while it still starts
    // (window.__mockBackend exists before) could leave the next page's token exchange unanswered by the mock.
    await expect(page.getByLabel('Email address')).toBeVisible();
  }
  return page.evaluate(({ redirectUrl, companyId }) => {
    const backend = window.__mockBackend;
    if (!backend) throw new Error('The mock backend is not running');
    const token = backend.issueToken('admin@acme.test', 60);
    const json = JSON.stringify({ publicId: token.publicId, secretId: token.secretId, companyId, redirectUrl });
    return btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }, payload);
}

test.describe('jump-start', () => {
  // Each link used to have a test, a browser context and a first load of its own; here each part starts from a tab that
  // forgot the part before (forgetTab) and a fresh mock database (openFresh), signed out as the link finds it.
  test('a good link signs in, hides the token and goes to its page; a hostile redirect goes home instead; a broken link says so', async ({
    page,
  }) => {
    await test.step('a good link signs in, hides the token and goes to its page', async () => {
      const token = await jumpStartToken(page, { redirectUrl: '/roles?tab=2', companyId: 'c-north' });
      const requestsAfterArrival: string[] = [];
      const record = (request: Request) => {
        if (!request.isNavigationRequest())
          requestsAfterArrival.push(`${request.url()} ${request.headers()['referer'] ?? ''}`);
      };
      page.on('request', record);
      await page.goto(`/jump-start?token=${token}`);
      await expect(page).toHaveURL(/\/roles\?tab=2$/);
      await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
      expect(page.url()).not.toContain(token);
      expect(requestsAfterArrival.filter((line) => line.includes(token))).toEqual([]);
      page.off('request', record);
      expect(await page.evaluate(() => localStorage.getItem('portal.company'))).toBe('c-north');
      await page.goBack();
      expect(page.url()).not.toContain(token);
    });

    for (const hostile of ['//evil.test', 'https://app.evil.test/x', '/\\evil.test', 'javascript:alert(1)']) {
      await test.step(`a hostile redirect (${hostile}) goes home instead`, async () => {
        await forgetTab(page);
        const token = await jumpStartToken(page, { redirectUrl: hostile });
        await page.goto(`/jump-start?token=${token}`);
        await expect(page).toHaveURL(/\/users$/);
        expect(page.url()).not.toContain('evil');
        expect(await page.evaluate(() => sessionStorage.getItem('portal.jump-start-pending'))).toBeNull();
      });
    }

    await test.step('signed in as somebody else, a link asks first: staying keeps the session, continuing replaces it', async () => {
      await forgetTab(page);
      await signIn(page, 'user', '/devices');
      const auth = () =>
        page.evaluate(
          () => JSON.parse(localStorage.getItem('portal.auth') ?? '{}') as { publicId?: string; secretId?: string },
        );
      const before = await auth();
      await page.goto(`/jump-start?token=${await jumpStartToken(page, { redirectUrl: '/devices' }, { fresh: false })}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Switch account?' })).toBeVisible();
      await expect(
        page.getByText(/You are signed in as .*user@acme\.test.*This link signs you in as .*admin@acme\.test/),
      ).toBeVisible();
      await page.getByRole('button', { name: /^Stay as / }).click();
      await expect(page).toHaveURL(/\/devices$/);
      expect(await auth()).toEqual(before);

      await page.goto(`/jump-start?token=${await jumpStartToken(page, { redirectUrl: '/roles' }, { fresh: false })}`);
      await page.getByRole('button', { name: /^Continue as / }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
      expect((await auth()).publicId).not.toBe(before.publicId);
      // The replaced session is deleted on the server: it answers 401 from now on.
      const oldAnswer = await page.evaluate(async (secret) => {
        // The mock backend's MyUser address (the app finds it through discovery).
        const response = await fetch('/api/users/me', {
          headers: { Authorization: `Bearer ${secret ?? ''}`, 'Api-Version': '2', 'Api-Application': 'device-portal' },
        });
        return response.status;
      }, before.secretId);
      expect(oldAnswer).toBe(401);
    });

    await test.step('a broken link says so', async () => {
      await forgetTab(page);
      await openFresh(page);
      await page.goto('/jump-start?token=not-a-token');
      await expect(page.getByText('This sign-in link is invalid or has expired.')).toBeVisible();
      expect(page.url()).not.toContain('not-a-token');
    });
  });
});
