import type { Page } from '@playwright/test';
import { expect, openFresh, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';

const expectNoViolations = (page: Page) => expectNoAxeViolations(page);

test.describe('accessibility outside the admin pages', () => {
  // The sign-in page's states at both widths, then a sign-in with the keyboard: each part opens the sign-in page afresh
  // (openFresh) at its size, and none before it left a session (the one-time code step signs no one in).
  test('sign-in, one-time code and wrong-password states at 1280 and 600 px; signs in with the keyboard alone', async ({
    page,
  }) => {
    for (const width of [1280, 600]) {
      await test.step(`sign-in, one-time code and wrong-password states at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await openFresh(page);
        await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
        await expectNoViolations(page);
        await page.getByLabel('Email address').fill('admin@acme.test');
        await page.getByLabel('Password').fill('wrong');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        await expectNoViolations(page);
        await page.getByLabel('Password').fill('secure-demo-1');
        await page.getByLabel('Email address').fill('secure@acme.test');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page.getByLabel('One-time password')).toBeVisible();
        await expectNoViolations(page);
      });
    }

    await test.step('signs in with the keyboard alone', async () => {
      // The project's viewport, where this part ran as a test of its own.
      await page.setViewportSize({ width: 1280, height: 800 });
      await openFresh(page);
      await expect(page.getByLabel('Email address')).toBeFocused();
      await page.keyboard.type('admin@acme.test');
      await page.keyboard.press('Tab');
      await page.keyboard.type('admin-demo-1');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/users$/);
    });
  });

  test('not-allowed, my companies and messages pages', async ({ page }) => {
    await signIn(page, 'user', '/users');
    await expect(page.getByRole('heading', { name: 'Page not allowed' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/my-companies');
    await expect(page.getByRole('heading', { name: 'My companies' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/messages');
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
    await expectNoViolations(page);
  });
});
