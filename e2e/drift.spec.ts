import type { Page } from '@playwright/test';
import { accounts, expect, submitCredentials, test, type AccountName } from './fixtures';
import { expectNoSidewaysScroll, expectWorkingPage, navigateInApp, waitForRouteOnScreen } from './support/route-checks';
import { ROUTE_VISITS } from './support/routes';

/**
 * The platform's answers drift from its description: the `drift` scenario adds to every list answer a copy of its first
 * item with the name of the wrong type, one with an unknown enum value, one with an extra field and one without
 * publicId (mocks/scenarios/drift.ts). Every page of the routing table still works, as the administrator and as the end
 * user: no list is replaced by "could not be loaded", and the good items are listed.
 *
 * The journeys through every route run with the dark branding too, and read each page at 600, 1280 and 1920 px: no page
 * scrolls sideways, odd names and unknown values included (dev-server.spec.ts does the same with the default branding).
 */

const NOT_LOADED = /could not be loaded|unexpected answer/i;

async function signInWithDrift(page: Page, account: AccountName, scenarios = 'drift'): Promise<void> {
  await page.goto(`/login?mock-reset&mock-scenario=${scenarios}`);
  await page.waitForFunction(() => window.__mockBackend !== undefined);
  await submitCredentials(page, accounts[account].email, accounts[account].password);
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
}

// Signing out ends the journey; the sign-in page has no lists.
const VISITS = ROUTE_VISITS.filter((visit) => visit.pattern !== 'logout' && visit.pattern !== 'login');

for (const account of ['admin', 'user'] as const satisfies readonly AccountName[]) {
  test(`every page lists what it can under drifted answers, for the ${account === 'admin' ? 'administrator' : 'end user'}, with the dark branding at 600, 1280 and 1920 px`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInWithDrift(page, account, 'drift,dark-branding');
    for (const visit of VISITS) {
      await test.step(visit.path, async () => {
        await navigateInApp(page, visit.path);
        await expectWorkingPage(page, visit);
        await waitForRouteOnScreen(page);
        await expect(page.getByText(NOT_LOADED), `${visit.path}: no list replaced by an error`).toHaveCount(0);
        await expectNoSidewaysScroll(page, visit.path);
      });
    }
  });
}

test('the administrator sees the good items of drifted lists, and how many entries could not be shown', async ({
  page,
}) => {
  await signInWithDrift(page, 'admin');

  await navigateInApp(page, '/audit-trail');
  const trail = page.getByRole('table').first();
  await expect(trail.getByRole('row').nth(5)).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /could not be shown/ })
      .first(),
  ).toBeVisible();

  await navigateInApp(page, '/apps');
  await expect(page.getByText(NOT_LOADED)).toHaveCount(0);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /1 entry could not be shown|entries could not be shown/ })
      .first(),
  ).toBeVisible();

  await navigateInApp(page, '/pages');
  await expect(page.getByRole('table').first().getByRole('row').nth(2)).toBeVisible();

  // An unknown enum value shows as words, never as a key path.
  await expect(page.getByText(/\.drifted_value|drifted_value/)).toHaveCount(0);
});
