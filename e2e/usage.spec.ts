import { readFile } from 'node:fs/promises';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';

const pad = (value: number) => String(value).padStart(2, '0');

test('data usage: the monthly read, a device, a month drilled into from its bar, the CSV export, axe', async ({
  page,
}) => {
  const now = new Date();
  const to = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  const fromDate = new Date(Date.UTC(to.year, to.month - 12, 1));
  const from = { year: fromDate.getUTCFullYear(), month: fromDate.getUTCMonth() + 1 };
  const usageRead = (path: RegExp) =>
    page.waitForRequest((r) => r.method() === 'POST' && path.test(new URL(r.url()).pathname));

  const company = usageRead(/\/api\/vpn-usage$/);
  await signIn(page, 'admin', '/usage');
  expect((await company).postDataJSON()).toEqual({
    aggregator: 'monthly',
    after: `${from.year}-${pad(from.month)}-01T00:00:00.000Z`,
    before: new Date(Date.UTC(to.year, to.month, 1)).toISOString(),
  });
  const months = page.getByRole('table', { name: /^Data usage By month/ });
  await expect(months.getByRole('rowheader')).toHaveCount(13);
  await expect(page.getByRole('figure', { name: /^Chart of data usage/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const picker = page.getByRole('combobox', { name: 'Device' });
  await picker.fill('bottling');
  const device = usageRead(/\/api\/agents\/ag-001\/vpn-usage$/);
  await page.getByRole('option', { name: 'Bottling PLC Rotterdam 01' }).click();
  expect((await device).postDataJSON()).toMatchObject({ aggregator: 'monthly' });
  await expect(page.getByRole('table', { name: /Bottling PLC Rotterdam 01$/ })).toBeVisible();

  // A click on the first month's bars shows its days.
  const daily = usageRead(/\/api\/agents\/ag-001\/vpn-usage$/);
  await page.locator('figure .MuiBarChart-element').first().click();
  expect((await daily).postDataJSON()).toEqual({
    aggregator: 'daily',
    after: `${from.year}-${pad(from.month)}-01T00:00:00.000Z`,
    before: new Date(Date.UTC(from.year, from.month, 1)).toISOString(),
  });
  await expect(page.getByRole('heading', { level: 2, name: /^By day/ })).toBeFocused();
  await expect(
    page
      .getByRole('table', { name: /^Data usage By day/ })
      .getByRole('rowheader')
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(
    `data-usage-bottling-plc-rotterdam-01-${from.year}-${pad(from.month)}-daily.csv`,
  );
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe('\uFEFFPeriod (UTC),Received (bytes),Sent (bytes),Total (bytes)');
  expect(lines[1]).toMatch(new RegExp(`^${from.year}-${pad(from.month)}-01,\\d+,\\d+,\\d+$`));
  expect(lines.at(-1)).toMatch(/^Total,\d+,\d+,\d+$/);

  await page.getByRole('button', { name: 'Back to months' }).click();
  await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveValue('last12');
});
