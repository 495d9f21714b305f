import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';

/**
 * The devices list for hundreds of devices (issue: devices in depth): with the `large` mock scenario's 2 000 more
 * devices, the administrator filters by state and group, each kept in the address, the server paging the result.
 */
test('the administrator filters 2 000 devices by state and group, each choice in the address, paged by the server', async ({
  page,
}) => {
  await signIn(page, 'admin', '/devices', 'mock-scenario=large');
  const table = page.getByRole('table', { name: 'Devices' });
  const rows = table.getByRole('rowgroup').last().getByRole('row');
  await expect(rows).toHaveCount(50);
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  await expectNoAxeViolations(page);

  const choose = async (label: string, option: string | RegExp) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).first().click();
  };

  await choose('State', 'Online');
  await expect(page).toHaveURL(/[?&]state=online/);
  await expect(rows.first()).toBeVisible();
  await expect(table.getByText('Offline', { exact: true })).toHaveCount(0);
  expect(await rows.count()).toBeLessThan(50);

  await choose('State', 'Offline');
  await choose('Group', /^(?!All$)/);
  await expect(page).toHaveURL(/[?&]state=offline/);
  await expect(page).toHaveURL(/[?&]group=/);
  await expect(rows.first()).toBeVisible();
  await expect(table.getByText('Online', { exact: true })).toHaveCount(0);

  // The address alone gives the same list after a reload.
  const address = page.url();
  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('Offline');
  await expect(rows.first()).toBeVisible();
  await expect(table.getByText('Online', { exact: true })).toHaveCount(0);
});
