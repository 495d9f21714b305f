import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { discardChangesAccessibly } from './support/axe';
import { expectNoAxeViolations, orderedTypesPage } from './support/ordered-types';
import { closeNotice } from './support/notices';

const SEEDED = ['Pump', 'Compressor', 'Conveyor', 'Packaging machine'];

const assetsPage = (page: Page) =>
  orderedTypesPage(page, { listName: 'Asset types', path: '/assets', apiPath: '/api/asset-types', seeded: SEEDED });

test.describe('asset types', () => {
  test('reorder by mouse, then by keyboard: one PATCH of the changed items, kept after a reload; a refused PATCH puts the previous order back and says so', async ({
    page,
  }) => {
    // Several checks in one sign-in: the time of several tests.
    test.setTimeout(180_000);
    const assets = assetsPage(page);
    await assets.open();
    await assets.expectReorderSaved(
      () => assets.drag('Packaging machine', 'Pump'),
      ['Packaging machine', 'Pump', 'Compressor', 'Conveyor'],
      { 'at-004': 0, 'at-001': 1000, 'at-002': 2000, 'at-003': 3000 },
    );
    const byKeyboard = ['Packaging machine', 'Compressor', 'Pump', 'Conveyor'];
    await assets.expectReorderSaved(() => assets.moveByKeyboard('Pump', 'Enter', 2, ['ArrowDown']), byKeyboard, {
      'at-002': 1000,
      'at-001': 2000,
    });

    await page.evaluate(() => window.__mockBackend?.failRel('AssetTypeList', 403, 1, 'PATCH'));
    await assets.drag('Pump', 'Conveyor');
    await expect(page.getByRole('alert').filter({ hasText: 'The new order could not be saved' })).toContainText(
      'Forbidden',
    );
    await expect(assets.names).toHaveText(byKeyboard);
  });

  test('add, rename and delete an asset type; the page lists the assets of a type; one in use cannot be deleted (the asset list is asked first); a failed delete shows the first error message for 3 seconds', async ({
    page,
  }) => {
    // Several checks in one sign-in: the time of several tests.
    test.setTimeout(180_000);
    const assets = assetsPage(page);
    await assets.open();
    // Refused before any DELETE is sent.
    const usage = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/assets' && request.url().includes('page-size=1'),
    );
    await assets.menu('Compressor', 'Delete');
    expect(decodeURIComponent((await usage).url())).toContain('eq(resourceVariant.publicId,"at-002")');
    await expect(assets.dialog.getByRole('heading', { name: 'Cannot delete asset type' })).toBeVisible();
    await expect(assets.dialog).toContainText('Assets of the type Compressor still exist.');
    await assets.dialog.getByRole('button', { name: 'OK' }).click();
    expect(await page.evaluate(() => window.__mockBackend?.requestCount('AssetType', 'DELETE'))).toBe(0);

    await expect(page.getByRole('table', { name: 'Assets of the type Pump' })).toBeVisible();
    await page.getByRole('button', { name: 'Add asset type' }).click();
    await expect(assets.dialog.getByRole('heading', { name: 'Add asset type' })).toBeVisible();
    await assets.dialog.getByRole('textbox', { name: 'Name' }).fill('pump');
    await assets.dialog.getByRole('button', { name: 'Add' }).click();
    // The server refuses a duplicate on the field.
    await expect(assets.dialog.getByText('Name already in use')).toBeVisible();
    await assets.dialog.getByRole('textbox', { name: 'Name' }).fill('Valve');
    const post = assets.typesRequest('POST');
    await assets.dialog.getByRole('button', { name: 'Add' }).click();
    expect((await post).postDataJSON()).toEqual({ name: 'Valve', order: 4000 });
    await expect(assets.names).toHaveText([...SEEDED, 'Valve']);
    await closeNotice(page, 'Asset type Valve added.');

    await assets.list.getByRole('link', { name: 'Valve' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Valve' })).toBeVisible();
    await expect(page.getByText('No assets of this type yet.')).toBeVisible();

    await assets.menu('Valve', 'Edit');
    await expect(assets.dialog.getByRole('heading', { name: 'Rename asset type' })).toBeVisible();
    await expect(assets.dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await assets.dialog.getByRole('textbox', { name: 'Name' }).fill('Valves');
    await assets.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Valves' })).toBeVisible();
    await closeNotice(page, 'Asset type renamed to Valves.');

    await assets.menu('Valves', 'Delete');
    await expect(assets.dialog.getByText('Delete the asset type Valves?')).toBeVisible();
    await assets.dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/assets$/);
    await expect(assets.names).toHaveText(SEEDED);
    await closeNotice(page, 'Asset type Valves deleted.');

    await page.getByRole('button', { name: 'Add asset type' }).click();
    await assets.dialog.getByRole('textbox', { name: 'Name' }).fill('Valve');
    await assets.dialog.getByRole('button', { name: 'Add' }).click();
    await expect(assets.names).toHaveText([...SEEDED, 'Valve']);
    await closeNotice(page, 'Asset type Valve added.');
    await page.evaluate(() => window.__mockBackend?.failRel('AssetType', 409, 1, 'DELETE'));
    await assets.menu('Valve', 'Delete');
    await assets.dialog.getByRole('button', { name: 'Delete' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Conflict' });
    await expect(notice).toBeVisible();
    await expect(notice).toBeHidden({ timeout: 6000 });
    await expect(assets.names).toHaveText([...SEEDED, 'Valve']);
  });

  test('no axe violations on the pages and in every dialog', async ({ page }) => {
    const assets = assetsPage(page);
    await assets.open();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add asset type' }).click();
    await assets.dialog.getByRole('textbox', { name: 'Name' }).fill('x'.repeat(256));
    await expect(assets.dialog.getByText('Use at most 255 characters.')).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await discardChangesAccessibly(page);
    await assets.menu('Conveyor', 'Edit');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await assets.dialog.getByRole('button', { name: 'Cancel' }).click();
    await assets.menu('Pump', 'Delete');
    await expect(assets.dialog.getByRole('heading', { name: 'Cannot delete asset type' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await assets.dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Add asset type' }).click();
    await assets.dialog.getByRole('textbox', { name: 'Name' }).fill('Spare');
    await assets.dialog.getByRole('button', { name: 'Add' }).click();
    await assets.menu('Spare', 'Delete');
    await expect(assets.dialog.getByRole('heading', { name: 'Delete asset type' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await assets.dialog.getByRole('button', { name: 'Cancel' }).click();
    await assets.list.getByRole('link', { name: 'Conveyor' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conveyor' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
