import type { Page } from '@playwright/test';
import { accounts, drawer, expect, signIn, submitCredentials, test, type AccountName } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';

const KILN = 'Kiln controller Eindhoven 02';

/** Signs out and in as someone else in the same tab: the mock database (and so what the others did) stays. */
async function switchTo(page: Page, name: AccountName): Promise<void> {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitCredentials(page, accounts[name].email, accounts[name].password);
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
}

async function openDevices(page: Page): Promise<void> {
  await drawer(page).getByRole('link', { name: 'Devices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
}

const kilnRow = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('link', { name: KILN }) });

test('the VPN of a locked device: revoked, requested, approved by another person, then connected until the approved end', async ({
  page,
}) => {
  // Umar's seeded approval covers now: Connect, and until when.
  await signIn(page, 'user');
  await openDevices(page);
  await expect(kilnRow(page).getByText(/^Access approved until /)).toBeVisible();
  await expect(kilnRow(page).getByRole('button', { name: `Connect to ${KILN}` })).toBeVisible();

  // Ada revokes it from her inbox.
  await switchTo(page, 'admin');
  await drawer(page).getByRole('link', { name: 'Access approvals' }).click();
  await page.getByRole('tab', { name: /^Active approvals/ }).click();
  await page
    .getByRole('table', { name: 'Active approvals' })
    .getByRole('button', { name: new RegExp(`^Revoke the access of Umar User to ${KILN}`) })
    .click();
  await page.getByRole('dialog', { name: 'Revoke access?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Active approvals' })
      .getByRole('button', { name: new RegExp(`^Revoke the access of Umar User to ${KILN}`) }),
  ).toHaveCount(0);

  // Umar now has to ask: Request access takes Connect's place; he asks Ada for the VPN.
  await switchTo(page, 'user');
  await openDevices(page);
  await expect(kilnRow(page).getByRole('button', { name: `Connect to ${KILN}` })).toHaveCount(0);
  await kilnRow(page)
    .getByRole('button', { name: `Request access to ${KILN}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Request access to ${KILN}` });
  await dialog.getByRole('checkbox', { name: 'VPN' }).check();
  await dialog.getByRole('searchbox', { name: 'Search approvers' }).fill('ada');
  await dialog.getByRole('checkbox', { name: 'Ada Admin' }).check();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Kiln temperature curve');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('dialog', { name: 'Request access' });
  await expect(sent).toContainText('It must be approved before you can connect');
  await sent.getByRole('button', { name: 'OK' }).click();
  // The request waits: "Request pending" with its window, and no second Request access.
  await expect(kilnRow(page).getByRole('link', { name: /^Request pending for VPN, / })).toBeVisible();
  await expect(kilnRow(page).getByRole('button', { name: `Request access to ${KILN}` })).toHaveCount(0);

  // Ada approves it in one click.
  await switchTo(page, 'admin');
  await drawer(page).getByRole('link', { name: 'Access approvals' }).click();
  const approve = page
    .getByRole('table', { name: 'Pending access requests' })
    .getByRole('button', { name: new RegExp(`^Approve the request of Umar User for ${KILN}`) });
  await expect(approve).toHaveCount(1);
  await approve.click();
  await expect(approve).toHaveCount(0);

  // Umar connects within the window; the status bar counts the access down.
  await switchTo(page, 'user');
  await openDevices(page);
  await expect(kilnRow(page).getByText(/^Access approved until /)).toBeVisible();
  await kilnRow(page)
    .getByRole('button', { name: `Connect to ${KILN}` })
    .click();
  const statusBar = page.getByRole('region', { name: 'VPN status' });
  await expect(statusBar).toContainText(`Connected to ${KILN}`);
  await expect(statusBar.getByText(/^\d+:\d\d(:\d\d)?$/)).toBeVisible();
  await expect(statusBar.getByRole('button', { name: 'Request more time' })).toBeVisible();
  // From the top: a row scrolled under the sticky status bar would count as an obscured target.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
});
