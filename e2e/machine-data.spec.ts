import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';
import { closeNotice } from './support/notices';
import { inBothBrandings, screenshot } from './support/screenshot';

const VIEW = /\/devices\/ag-001\/pages\/pg-004/;

test.describe('machine data', () => {
  test('the administrator opens Bottling KPIs for a device, changes the period, adds a gauge by keyboard and publishes', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin', '/devices/ag-001');
    let reads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/data')) reads += 1;
    });
    await page.getByRole('link', { name: 'Bottling KPIs (v2)', exact: true }).click();
    await expect(page).toHaveURL(VIEW);

    // The temperature trend, the energy per day and the current value, with this device's data.
    const trend = page.getByRole('region', { name: 'Oven temperature' });
    await expect(trend.getByRole('figure')).toHaveAccessibleName(/Oven temperature/);
    await expect(page.getByRole('region', { name: 'Energy per day' }).getByRole('figure')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Oven now' })).toContainText(/\d °C/);
    await expect(page.getByText(/^Times in /)).toBeVisible();
    // One read for the whole page, planned once the grid's width is known.
    await expect(page.getByText(/^Updated at /)).toBeVisible();
    expect(reads).toBe(1);

    // The last 7 days: the address keeps the choice, and one read brings every component's data.
    const read = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/data'));
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/period=last-7-days/);
    const body = (await read).postDataJSON() as { start: string; end: string }[];
    expect(body).toHaveLength(1);
    expect(Date.parse(body[0]!.end) - Date.parse(body[0]!.start)).toBe(7 * 24 * 3600 * 1000);
    await expect(trend.getByRole('figure')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'page-view-1280');

    // The editor: a gauge in the first free place, moved and resized by keyboard, then published.
    await page.getByRole('link', { name: 'Edit' }).click();
    const components = page.getByRole('region', { name: 'Components of the draft' });
    await page.getByRole('button', { name: 'Add component' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a component' });
    await dialog.getByRole('combobox', { name: 'Component' }).click();
    await page.getByRole('option', { name: 'Gauge (Values)' }).click();
    await dialog.getByRole('button', { name: 'Add' }).click();
    const gauge = components.getByRole('group', { name: /^Gauge, / });
    await expect(gauge).toHaveAccessibleName(/3 by 5$/);
    const placed = (await gauge.getAttribute('aria-label'))!;
    const [, column, row] = /Column (\d+), row (\d+)/.exec(placed)!.map(Number);
    await gauge.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('layout-announcement')).toHaveText(
      `Gauge moved to column ${column}, row ${row! + 1}`,
    );
    await page.keyboard.press('Shift+ArrowRight');
    await expect(page.getByTestId('layout-announcement')).toHaveText('Gauge resized to 4 by 5');
    await expect(gauge).toHaveAccessibleName(`Gauge, Column ${column}, row ${row! + 1}, 4 by 5`);
    // By pointer: its body dragged one row down, then its corner one column narrower.
    const box = (await gauge.boundingBox())!;
    const rowPitch = 40 + 12;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + rowPitch, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByTestId('layout-announcement')).toHaveText(
      `Gauge moved to column ${column}, row ${row! + 2}`,
    );
    const corner = gauge.getByTestId('resize-handle');
    const handle = (await corner.boundingBox())!;
    const columnPitch = (box.width + 12) / 4;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 - columnPitch, handle.y + handle.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByTestId('layout-announcement')).toHaveText('Gauge resized to 3 by 5');
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'sheet-editor-1280');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await closeNotice(page, 'Page published');
    await expect(page.getByTestId('page-state')).toHaveText('Published');

    // Back on the device's page, the gauge is drawn with the rest.
    await page.goBack();
    await expect(page).toHaveURL(VIEW);
    await expect(page.getByRole('region', { name: 'Gauge' })).toBeVisible();
  });

  test('the end user sees the page read-only, readable in the default and the dark branding', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'user', '/devices/ag-001/pages/pg-004');
    await inBothBrandings(page, testInfo, async (query, shot) => {
      await page.goto(`/devices/ag-001/pages/pg-004${query}`);
      await expect(page.getByRole('region', { name: 'Oven now' })).toContainText(/\d °C/);
      await expect(page.getByRole('region', { name: 'Oven temperature' }).getByRole('figure')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot('page-view-user');
    });
  });
});
