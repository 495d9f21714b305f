import { drawer, expect, signIn, test } from './fixtures';

test('switching company shows only the new company’s data, even for an answer still on its way', async ({ page }) => {
  await signIn(page, 'admin');
  await drawer(page).getByRole('link', { name: 'Groups' }).click();
  const types = page.getByRole('navigation', { name: 'Group types' });
  await expect(types.getByRole('link')).toHaveCount(6);
  await expect(page.getByRole('table').getByText('Rotterdam plant', { exact: true })).toBeVisible();

  // Acme's group lists are held over a reload: the switch happens while they are on their way, and they are answered
  // only once Northwind's are asked for as well.
  await page.evaluate(() => {
    window.__mockBackend?.hold('GroupTypeList', 'GET');
    window.__mockBackend?.hold('GroupList', 'GET');
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.__mockBackend?.heldCount())).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'My companies' }).click();
  await page.getByRole('button', { name: 'Northwind Controls' }).click();
  await drawer(page).getByRole('link', { name: 'Groups' }).click();
  await page.evaluate(() => window.__mockBackend?.release());

  // Northwind's administrator has no subgroups right there: the type list is a plain list of its three types.
  await expect(page.getByRole('region', { name: 'Group types' }).getByRole('link')).toHaveText([
    'Site',
    'Production line',
    'Customer',
  ]);
  await expect(page.getByRole('table').getByText('Hamburg harbour', { exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByText('Rotterdam plant', { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('portal.company'))).toBe('c-north');
});

test('the top bar names the company at every width and switches in place', async ({ page }) => {
  await signIn(page, 'admin', '/groups');
  const company = page.getByRole('banner').getByRole('button', { name: 'Company: Acme Industrial' });
  await expect(company).toBeVisible();
  // Readable: the name at body size, not squeezed into the account button's logo.
  await expect(company.getByText('Acme Industrial')).toHaveCSS('font-size', '16px');
  await company.click();
  const menu = page.getByRole('menu', { name: 'Switch company' });
  await expect(menu.getByRole('menuitem', { name: /Acme Industrial/ })).toHaveAttribute('aria-current', 'true');
  await menu.getByRole('menuitem', { name: /Northwind Controls/ }).click();
  await expect(page.getByRole('status')).toHaveText('Now in Northwind Controls');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Company: Northwind Controls' })).toBeVisible();
  // Still inside the layout: Northwind's first admin page, with its data.
  await drawer(page).getByRole('link', { name: 'Groups' }).click();
  await expect(page.getByRole('table').getByText('Hamburg harbour', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('portal.company'))).toBe('c-north');

  await page.setViewportSize({ width: 600, height: 800 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Company: Northwind Controls' })).toBeVisible();
  await expect(page.locator('html')).toHaveJSProperty('scrollWidth', 600);
});
