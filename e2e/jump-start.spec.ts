import { expect, openFresh, test } from './fixtures';
import type { Page } from '@playwright/test';

async function jumpStartToken(page: Page, payload: { redirectUrl?: string; companyId?: string }): Promise<string> {
  await openFresh(page);
  return page.evaluate(({ redirectUrl, companyId }) => {
    const backend = window.__mockBackend;
    if (!backend) throw new Error('The mock backend is not running');
    const token = backend.issueToken('admin@acme.test', 60);
    const json = JSON.stringify({ publicId: token.publicId, secretId: token.secretId, companyId, redirectUrl });
    return btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }, payload);
}

test.describe('jump-start', () => {
  test('a good link signs in, hides the token and goes to its page', async ({ page }) => {
    const token = await jumpStartToken(page, { redirectUrl: '/roles?tab=2', companyId: 'c-north' });
    const requestsAfterArrival: string[] = [];
    page.on('request', (request) => {
      if (!request.isNavigationRequest()) requestsAfterArrival.push(`${request.url()} ${request.headers()['referer'] ?? ''}`);
    });
    await page.goto(`/jump-start?token=${token}`);
    await expect(page).toHaveURL(/\/roles\?tab=2$/);
    await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
    expect(page.url()).not.toContain(token);
    expect(requestsAfterArrival.filter((line) => line.includes(token))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('portal.company'))).toBe('c-north');
    await page.goBack();
    expect(page.url()).not.toContain(token);
  });

  for (const hostile of ['//evil.test', 'https://app.evil.test/x', '/\\evil.test', 'javascript:alert(1)']) {
    test(`a hostile redirect (${hostile}) goes home instead`, async ({ page }) => {
      const token = await jumpStartToken(page, { redirectUrl: hostile });
      await page.goto(`/jump-start?token=${token}`);
      await expect(page).toHaveURL(/\/users$/);
      expect(page.url()).not.toContain('evil');
      expect(await page.evaluate(() => sessionStorage.getItem('portal.jump-start-pending'))).toBeNull();
    });
  }

  test('a broken link says so', async ({ page }) => {
    await openFresh(page);
    await page.goto('/jump-start?token=not-a-token');
    await expect(page.getByText('This sign-in link is invalid or has expired.')).toBeVisible();
    expect(page.url()).not.toContain('not-a-token');
  });
});
