import { drawer, expect, signIn, test } from './fixtures';

test('switching company shows only the new company’s data, even for an answer still on its way', async ({ page }) => {
  await signIn(page, 'admin');
  await drawer(page).getByRole('link', { name: 'Groups' }).click();
  const types = page.getByRole('navigation', { name: 'Group types' });
  await expect(types.getByRole('link')).toHaveCount(6);
  await expect(page.getByRole('cell', { name: 'Rotterdam plant' })).toBeVisible();

  // Acme's answers become slow; the switch happens while one is on its way.
  await page.evaluate(() => window.__mockBackend?.setLatency(1500));
  await page.reload();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'My companies' }).click();
  await page.evaluate(() => window.__mockBackend?.setLatency(0));
  await page.getByRole('button', { name: 'Northwind Controls' }).click();
  await drawer(page).getByRole('link', { name: 'Groups' }).click();

  // Northwind's administrator has no subgroups right there: the type list is a plain list of its three types.
  await expect(page.getByRole('region', { name: 'Group types' }).getByRole('link')).toHaveText(['Site', 'Production line', 'Customer']);
  await expect(page.getByRole('cell', { name: 'Hamburg harbour' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Rotterdam plant' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('portal.company'))).toBe('c-north');
});
