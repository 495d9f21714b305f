import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';
import { screenshot } from './support/screenshot';

// The report's range is sent as UTC instants with the zone it was picked in: one zone makes the body exact.
test.use({ timezoneId: 'Europe/Amsterdam' });

const DEVICE_TABLE = 'Pages of Bottling PLC Rotterdam 01';

test.describe('device and asset pages and the report queue', () => {
  test("a device's pages are listed; a report is queued with the picked range and the browser's time zone", async ({
    page,
  }, testInfo) => {
    await signIn(page, 'admin', '/devices/ag-001');
    const table = page.getByRole('table', { name: DEVICE_TABLE });
    await expect(table.getByRole('rowheader')).toHaveText([
      'Bottling KPIs (v2)',
      'Bottling line 1 live',
      'Line 1 daily report',
      'Silver contract service report (v2)',
    ]);
    await expect(table.getByRole('row').filter({ hasText: 'Bottling line 1 live' })).toContainText('Draft only');
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'device-pages-1280');

    await page.getByRole('searchbox', { name: 'Search pages' }).fill('daily');
    await expect(table.getByRole('rowheader')).toHaveText(['Line 1 daily report']);
    await table.getByRole('button', { name: 'Queue report Line 1 daily report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Queue a report' });
    await expect(dialog.getByRole('combobox', { name: 'Report' })).toHaveValue('pg-013');
    await expect(dialog.getByText('Time zone: Europe/Amsterdam')).toBeVisible();
    await expect(dialog.getByLabel('Start')).toHaveValue(/T00:00$/);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await screenshot(page, testInfo, 'report-dialog-1280');

    // The end must come after the start.
    await dialog.getByLabel('Start').fill('2026-11-20T08:30');
    await dialog.getByLabel('End').fill('2026-11-20T08:00');
    await expect(dialog).toContainText('The end must come after the start');
    await expect(dialog.getByRole('button', { name: 'Queue' })).toBeDisabled();
    await dialog.getByLabel('End').fill('2026-11-21T18:00');
    const queued = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/pages/report/queue'),
    );
    await dialog.getByRole('button', { name: 'Queue' }).click();
    expect((await queued).postDataJSON()).toEqual([
      {
        agent: { publicId: 'ag-001' },
        report: { publicId: 'pg-013' },
        start: '2026-11-20T07:30:00.000Z',
        end: '2026-11-21T17:00:00.000Z',
        timeZone: 'Europe/Amsterdam',
      },
    ]);
    await expect(page.getByText('Report “Line 1 daily report” queued')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('at 600 px with a dark branding: the device section, then an asset from its type’s list with its pages and the dialog', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await signIn(page, 'admin', '/devices/ag-001', 'mock-scenario=dark-branding');
    await expect(page.getByRole('table', { name: DEVICE_TABLE }).getByRole('rowheader')).toHaveCount(4);
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'device-pages-600-dark');

    await page.goto('/assets/at-003');
    await page.getByRole('link', { name: 'Conveyor Porto 15' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conveyor Porto 15' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compressor Porto 15' })).toHaveAttribute('href', '/devices/ag-015');
    const table = page.getByRole('table', { name: 'Pages of Conveyor Porto 15' });
    await expect(table.getByRole('rowheader')).toHaveText([
      'Bottling KPIs (v2)',
      'Bottling line 1 live',
      'Line 1 daily report',
    ]);
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'asset-pages-600-dark');

    await page.getByRole('button', { name: 'Queue report', exact: true }).first().click();
    await expect(page.getByRole('dialog', { name: 'Queue a report' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await screenshot(page, testInfo, 'report-dialog-600-dark');
  });
});
