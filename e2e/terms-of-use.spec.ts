import type { Page } from '@playwright/test';
import type { ScenarioName } from '../mocks/scenarios/scenarios';
import { expect, openFresh, startBackgroundNow, submitCredentials, test } from './fixtures';
import { expectHostileTermsInert, recordDialogs } from './support/hostile-content';
import { expectNoAxeViolations } from './support/ordered-types';

/** The mock's terms account (mocks/db/seed-legal.ts): a Helix operator who has not accepted Helix's latest terms. */
const TERMS_ACCOUNT = { email: 'terms@helix.test', password: 'terms-demo-1' };
const DIALOG = '.MuiDialog-root';

async function signInAsTermsAccount(page: Page, scenario?: ScenarioName) {
  await openFresh(page);
  if (scenario) await page.evaluate((name) => window.__mockBackend?.scenario(name), scenario);
  await submitCredentials(page, TERMS_ACCOUNT.email, TERMS_ACCOUNT.password);
  await startBackgroundNow(page);
}

const acceptedListRead = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('acceptedTermsOfUsePolicies') && response.ok());

test.describe('terms of use', () => {
  test('updated company terms are announced, forced until accepted, and gone for good once accepted', async ({
    page,
  }) => {
    test.slow();
    const opened = recordDialogs(page);
    await signInAsTermsAccount(page);

    const notice = page.getByRole('dialog', { name: 'Terms of use updated' });
    await expect(notice).toContainText('The terms of use have changed since you accepted them.');
    await expectNoAxeViolations(page, DIALOG);
    await page.keyboard.press('Escape');
    await notice.getByRole('button', { name: 'OK' }).click();

    const dialog = page.getByRole('dialog', { name: 'Terms of use' });
    const text = dialog.getByRole('region', { name: 'Terms of use text' });
    await expect(text).toContainText('Helix Automation terms of use');
    await expect(text).toContainText('Logs are kept for one year.');
    await expect(text.getByRole('link', { name: 'terms online' })).toHaveAttribute('rel', 'noopener noreferrer');

    // Nothing closes it: not Escape, not the backdrop; it has no close button.
    await page.keyboard.press('Escape');
    await page.mouse.click(8, 8);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveText(['Accept']);
    await expectNoAxeViolations(page, DIALOG);

    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();

    const read = acceptedListRead(page);
    await page.reload();
    await read;
    // The account menu is reachable only when no modal dialog hides the page.
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(opened).toEqual([]);
  });

  test('hostile markup in the terms shows as text: no script runs, no alert opens', async ({ page }) => {
    const opened = recordDialogs(page);
    await signInAsTermsAccount(page, 'terms-xss');

    // Never accepted Helix terms before: the terms come at once, with no updated notice.
    const dialog = page.getByRole('dialog', { name: 'Terms of use' });
    const text = dialog.getByRole('region', { name: 'Terms of use text' });
    await expectHostileTermsInert(text);
    await expect(text).toBeVisible();
    expect(await page.evaluate(() => window.__termsXss)).toBeUndefined();
    expect(opened).toEqual([]);
    await expectNoAxeViolations(page, DIALOG);
  });
});
