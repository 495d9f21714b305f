import type { Page } from '@playwright/test';
import { expect, forgetTab, openFresh, submitCredentials, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';

/** The newest link the mock "mailed" to an address (window.__mockOutbox, mocks/README.md), as a path of the app. */
async function mailedLink(page: Page, to: string): Promise<string> {
  const link = await page.evaluate((address) => window.__mockOutbox?.latestLink(address) ?? null, to);
  expect(link, `a mail with a link to ${to}`).not.toBeNull();
  const url = new URL(String(link));
  return `${url.pathname}${url.search}`;
}

async function openLink(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The token leaves the address bar once read.
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0] && !url.searchParams.has('token'));
}

test.describe('recover and register', () => {
  // The three signed-out journeys, each from a tab that forgot the one before (forgetTab) and a fresh mock database, as a
  // test of its own did; the last loads the dark branding itself, as it did before.
  test('a forgotten password: request a link, set a new password from it, sign in with it; a new company: register with the terms accepted, finish from the link, sign in to its portal; links that are no longer valid say so, in the dark branding too', async ({
    page,
  }) => {
    // The registration journey was slow (test.slow()) on its own.
    test.slow();
    await test.step('a forgotten password: request a link, set a new password from it, sign in with it', async () => {
      await openFresh(page);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel('Email address').fill('user@acme.test');
      await page.getByRole('button', { name: 'Send link' }).click();
      await expect(page.getByText('If an account exists for user@acme.test, we sent it a link')).toBeVisible();
      await expectNoAxeViolations(page);

      await openLink(page, await mailedLink(page, 'user@acme.test'));
      await expect(page.getByText('Choose a new password for user@acme.test.')).toBeVisible();
      await page.getByLabel('New password', { exact: false }).first().fill('brand-new-pass');
      await page.getByLabel('Confirm password').fill('brand-new-pass');
      await page.getByRole('checkbox', { name: /Sign out everywhere/ }).check();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Go to sign in' }).click();
      await submitCredentials(page, 'user@acme.test', 'user-demo-1');
      await expect(page.getByText('The email address or password is wrong.')).toBeVisible();
      await submitCredentials(page, 'user@acme.test', 'brand-new-pass');
      await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
    });

    await test.step('a new company: register with the terms accepted, finish from the link, sign in to its portal', async () => {
      await forgetTab(page);
      await openFresh(page);
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page.getByRole('region', { name: 'Terms of use' })).toBeVisible();
      await page.getByLabel('Company name').fill('Nova Robotics');
      await page.getByLabel('Your name').fill('Nina Nova');
      await page.getByLabel('Email address').fill('nina@nova.test');
      await page.getByLabel('Password', { exact: false }).first().fill('nova-pass-1');
      await page.getByLabel('Confirm password').fill('nova-pass-1');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Accept the terms of use to continue')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('checkbox', { name: 'I accept the terms of use' }).check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email to finish' })).toBeVisible();

      await openLink(page, await mailedLink(page, 'nina@nova.test'));
      await expect(page.getByText('Nova Robotics')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Finish registration' }).click();
      await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
      await page.getByRole('link', { name: 'Go to sign in' }).click();

      await submitCredentials(page, 'nina@nova.test', 'nova-pass-1');
      // Her company's administrator lands on its users page, where she is the only one; no terms to accept any more.
      await expect(page).toHaveURL(/\/users$/);
      await expect(page.getByRole('rowheader', { name: 'Nina Nova' })).toBeVisible();
      await expect(page.getByRole('rowheader')).toHaveCount(1);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('links that are no longer valid say so, in the dark branding too', async () => {
      await forgetTab(page);
      await page.goto('/login?mock-reset&mock-scenario=dark-branding');
      await page.waitForFunction(() => window.__mockBackend !== undefined);
      await page.goto('/recover?token=spent-token');
      await expect(page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Request a new link' }).click();
      await expect(page.getByRole('button', { name: 'Send link' })).toBeVisible();

      await page.goto('/register?token=spent-token');
      await expect(page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
      await page.getByRole('link', { name: 'Register again' }).click();
      await expect(page.getByRole('region', { name: 'Terms of use' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
