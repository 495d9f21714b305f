import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';
import { closeNotice } from './support/notices';

/** The next write of `method` to the assets of the API (the list or one asset), once sent. */
const assetWrite = (page: Page, method: string) =>
  page.waitForRequest(
    (request) => request.method() === method && /^\/api\/assets(\/[^/]+)?$/.test(new URL(request.url()).pathname),
  );

async function chooseDevice(page: Page, search: string, name: string) {
  const device = page.getByRole('dialog').getByRole('combobox', { name: 'Device' });
  await device.click();
  await device.fill(search);
  await page.getByRole('option', { name }).click();
  await expect(device).toHaveValue(name);
}

test('the administrator adds an asset linked to a device, renames it, changes its device, fills in its custom fields and deletes it after confirming', async ({
  page,
}) => {
  await signIn(page, 'admin', '/assets/at-002');
  const table = page.getByRole('table', { name: 'Assets of the type Compressor' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await expectNoAxeViolations(page);
  const rowOf = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

  await page.getByRole('button', { name: 'Add asset', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add asset' });
  await add.getByRole('textbox', { name: 'Name' }).fill('Air compressor 9');
  await chooseDevice(page, 'Boiler Kr', 'Boiler Kraków 07');
  await expectNoAxeViolations(page, '[role="dialog"]');
  // The platform's create takes no device: the link is a PATCH of the new asset.
  const post = assetWrite(page, 'POST');
  const link = assetWrite(page, 'PATCH');
  await add.getByRole('button', { name: 'Add' }).click();
  expect((await post).postDataJSON()).toEqual({ name: 'Air compressor 9', resourceVariant: { publicId: 'at-002' } });
  expect((await link).postDataJSON()).toEqual({ agent: { publicId: 'ag-007' } });
  await closeNotice(page, 'Asset Air compressor 9 added and linked to Boiler Kraków 07.');
  await expect(rowOf('Air compressor 9')).toContainText('Boiler Kraków 07');

  await page.getByRole('button', { name: 'Edit Air compressor 9' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit asset' });
  await expect(edit.getByRole('combobox', { name: 'Device' })).toHaveValue('Boiler Kraków 07');
  await edit.getByRole('textbox', { name: 'Name' }).fill('Air compressor 10');
  const rename = assetWrite(page, 'PATCH');
  await edit.getByRole('button', { name: 'Save' }).click();
  expect((await rename).postDataJSON()).toEqual({ name: 'Air compressor 10' });
  await closeNotice(page, 'Asset Air compressor 10 saved.');
  await expect(rowOf('Air compressor 10')).toContainText('Boiler Kraków 07');

  await page.getByRole('button', { name: 'Edit Air compressor 10' }).click();
  await chooseDevice(page, 'Robot', 'Robot cell Porto 08');
  const move = assetWrite(page, 'PATCH');
  await edit.getByRole('button', { name: 'Save' }).click();
  expect((await move).postDataJSON()).toEqual({ agent: { publicId: 'ag-008' } });
  await expect(rowOf('Air compressor 10')).toContainText('Robot cell Porto 08');
  await closeNotice(page, 'Asset Air compressor 10 saved.');

  // Its page: the custom fields of assets, filled in with their own rules.
  await table.getByRole('link', { name: 'Air compressor 10' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Air compressor 10' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit custom fields' }).click();
  const custom = page.getByRole('dialog', { name: 'Custom fields of Air compressor 10' });
  await custom.getByRole('textbox', { name: 'Warranty months' }).fill('240');
  await expect(custom.getByText('At most 120.')).toBeVisible();
  await custom.getByRole('textbox', { name: 'Warranty months' }).fill('24');
  await custom.getByRole('textbox', { name: 'Service contact' }).fill('service@acme.test');
  await expectNoAxeViolations(page, '[role="dialog"]');
  const filled = assetWrite(page, 'PATCH');
  await custom.getByRole('button', { name: 'Save' }).click();
  expect((await filled).postDataJSON()).toEqual({
    custom: { WarrantyMonths: 24, ServiceContact: 'service@acme.test' },
  });
  await expect(page.locator('dt', { hasText: 'Warranty months' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    '24',
  );
  await page.goBack();

  await page.getByRole('button', { name: 'Delete Air compressor 10' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete asset' });
  await expect(confirm).toContainText('Delete the asset Air compressor 10? This cannot be undone.');
  await expectNoAxeViolations(page, '[role="dialog"]');
  const removal = assetWrite(page, 'DELETE');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  expect(new URL((await removal).url()).pathname).toMatch(/^\/api\/assets\/as-/);
  await expect(page.getByText('Asset Air compressor 10 deleted.')).toBeVisible();
  await expect(rowOf('Air compressor 10')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
