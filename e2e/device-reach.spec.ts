import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/screenshot';

const TABLE = 'People who can reach Bottling PLC Rotterdam 01';

const expectNoViolations = (page: Page) => expectNoAxeViolations(page);

/** The panel's own reads: memberships on the device's groups (other pages may preload users and roles). */
function recordPanelCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      url.pathname.endsWith('/api/users/memberships') &&
      url.searchParams.getAll('filters').some((f) => f.startsWith('in(group.publicId'))
    )
      calls.push(url.href);
  });
  return calls;
}

async function openDevice(page: Page, query = '') {
  await page.goto(`/devices/ag-001${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bottling PLC Rotterdam 01' })).toBeVisible();
}

for (const width of [1280, 600]) {
  test(`an administrator sees why a user can connect, at ${width} px, and axe finds nothing${width === 1280 ? '; the overview is edited and the history read' : ''}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'admin');
    const calls = recordPanelCalls(page);
    await openDevice(page);
    const show = page.getByRole('button', { name: 'Show who can reach it' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(calls).toEqual([]);
    await expectNoViolations(page);

    await show.click();
    const table = page.getByRole('table', { name: TABLE });
    await expect(table).toBeVisible();
    const umar = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Umar User/ }) });
    await expect(umar).toContainText('Operator in group Bottling line 1');
    await expect(umar).toContainText('Requests access · Access category: Operators');
    const ada = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Ada Admin/ }) });
    await expect(ada).toContainText('Company role Administrator');
    await expectNoViolations(page);
    await screenshot(page, testInfo, `device-reach-${width}`);

    await page.getByRole('searchbox', { name: 'Filter people' }).fill('umar');
    await expect(table.getByRole('rowheader')).toHaveCount(1);
    await expect(table.getByRole('rowheader')).toContainText('Umar User');
    await expect(page.getByRole('status').filter({ hasText: 'can reach this device' })).toContainText('(1 of');
    if (width !== 1280) return;

    await test.step('the overview describes the device, and its description and a custom field are edited', async () => {
      const overview = page.getByRole('region', { name: 'Overview' });
      await expect(overview.getByText('Serial number', { exact: true })).toBeVisible();
      await expect(
        overview.locator('dt', { hasText: 'Type' }).locator('xpath=following-sibling::dd[1]'),
      ).not.toHaveText('Not known');
      await overview.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Bottling PLC Rotterdam 01' });
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Feeds bottling line 1');
      // A custom field of devices, checked by its own rule before any call.
      await dialog.getByRole('textbox', { name: 'Cost centre' }).fill('nl4711');
      await expect(dialog.getByText('Does not match the pattern ^[A-Z]{2}[0-9]+$.')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Cost centre' }).fill('NL4711');
      await expectNoViolations(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      const factOf = (label: string) =>
        overview.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
      await expect(factOf('Description')).toHaveText('Feeds bottling line 1');
      await expect(factOf('Cost centre')).toHaveText('NL4711');
    });

    await test.step('its history: the edit just made comes first, and a row opens it', async () => {
      await page.getByRole('tab', { name: 'History' }).click();
      await expect(page).toHaveURL(/\?tab=history$/);
      const history = page.getByRole('table', { name: 'History of Bottling PLC Rotterdam 01' });
      await expect(history.getByRole('row').nth(1)).toBeVisible();
      await expectNoViolations(page);
      await history.getByRole('row').nth(1).getByRole('cell').first().click();
      await expect(page.getByRole('dialog', { name: 'Audit entry' })).toBeVisible();
    });
  });
}

test('with a dark branding the panel stays readable', async ({ page }, testInfo) => {
  await signIn(page, 'admin');
  await openDevice(page, '?mock-scenario=dark-branding');
  await page.getByRole('button', { name: 'Show who can reach it' }).click();
  await expect(page.getByRole('table', { name: TABLE })).toBeVisible();
  await expectNoViolations(page);
  await screenshot(page, testInfo, 'device-reach-dark');
});

test('an end user sees no such section and makes none of its calls', async ({ page }) => {
  await signIn(page, 'user');
  const calls = recordPanelCalls(page);
  const membershipFilters: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.endsWith('/api/users/memberships'))
      membershipFilters.push(url.searchParams.getAll('filters').join(' '));
  });
  await openDevice(page);
  await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Who can reach this device' })).toHaveCount(0);
  expect(calls).toEqual([]);
  // The only memberships read are the user's own (temporary access, for the reminders).
  expect(membershipFilters.every((filters) => filters.includes('eq(user.publicId,"u-user")'))).toBe(true);
});
