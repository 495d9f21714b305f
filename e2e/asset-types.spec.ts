import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const SEEDED = ['Pump', 'Compressor', 'Conveyor', 'Packaging machine'];

const typeList = (page: Page) => page.getByRole('navigation', { name: 'Asset types' });
const typeNames = (page: Page) => typeList(page).getByRole('link');
const dialog = (page: Page) => page.getByRole('dialog');

async function expectNoAxeViolations(page: Page, scope?: string): Promise<void> {
  if (scope) await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']);
  if (scope) builder.include(scope);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function dragByMouse(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 4, { steps: 12 });
  await page.mouse.up();
}

const typesRequest = (page: Page, method: string) =>
  page.waitForRequest((request) => request.method() === method && new URL(request.url()).pathname === '/api/asset-types');

async function openAssets(page: Page): Promise<void> {
  await signIn(page, 'admin');
  await page.goto('/assets');
  await expect(typeNames(page)).toHaveText(SEEDED);
}

async function menu(page: Page, type: string, item: 'Edit' | 'Delete'): Promise<void> {
  await page.getByRole('button', { name: `More options for ${type}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('asset types', () => {
  test('reorder by mouse, one PATCH of the changed items, kept after a reload', async ({ page }) => {
    await openAssets(page);
    const patch = typesRequest(page, 'PATCH');
    await dragByMouse(page, page.getByRole('button', { name: 'Move Packaging machine' }), typeList(page).getByRole('link', { name: 'Pump' }));
    const expected = ['Packaging machine', 'Pump', 'Compressor', 'Conveyor'];
    await expect(typeNames(page)).toHaveText(expected);
    expect((await patch).postDataJSON()).toEqual([
      { publicId: 'at-004', order: 0 },
      { publicId: 'at-001', order: 1000 },
      { publicId: 'at-002', order: 2000 },
      { publicId: 'at-003', order: 3000 },
    ]);
    await page.reload();
    await expect(typeNames(page)).toHaveText(expected);
  });

  test('reorder by keyboard, kept after a reload', async ({ page }) => {
    await openAssets(page);
    const patch = typesRequest(page, 'PATCH');
    // The screen-reader announcements tell when each step has taken effect.
    const announcement = page.locator('[id^="DndLiveRegion"]');
    await page.getByRole('button', { name: 'Move Pump' }).focus();
    await page.keyboard.press('Enter');
    await expect(announcement).toHaveText('Pump is over position 1 of 4.');
    await page.keyboard.press('ArrowDown');
    await expect(announcement).toHaveText('Pump is over position 2 of 4.');
    await page.keyboard.press('Enter');
    await expect(announcement).toHaveText('Pump was dropped at position 2 of 4.');
    const expected = ['Compressor', 'Pump', 'Conveyor', 'Packaging machine'];
    await expect(typeNames(page)).toHaveText(expected);
    expect((await patch).postDataJSON()).toEqual([
      { publicId: 'at-002', order: 0 },
      { publicId: 'at-001', order: 1000 },
    ]);
    await page.reload();
    await expect(typeNames(page)).toHaveText(expected);
  });

  test('a refused PATCH puts the previous order back and says so', async ({ page }) => {
    await openAssets(page);
    await page.evaluate(() => window.__mockBackend?.failRel('AssetTypeList', 403, 1, 'PATCH'));
    await dragByMouse(page, page.getByRole('button', { name: 'Move Pump' }), typeList(page).getByRole('link', { name: 'Conveyor' }));
    await expect(page.getByRole('alert').filter({ hasText: 'The new order could not be saved' })).toContainText('Forbidden');
    await expect(typeNames(page)).toHaveText(SEEDED);
  });

  test('add, rename and delete an asset type; the page lists the assets of a type', async ({ page }) => {
    await openAssets(page);
    await expect(page.getByRole('table', { name: 'Assets of the type Pump' })).toBeVisible();
    await page.getByRole('button', { name: 'Add asset type' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Add asset type' })).toBeVisible();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill('pump');
    await dialog(page).getByRole('button', { name: 'Add' }).click();
    // The server refuses a duplicate on the field.
    await expect(dialog(page).getByText('Name already in use')).toBeVisible();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Valve');
    const post = typesRequest(page, 'POST');
    await dialog(page).getByRole('button', { name: 'Add' }).click();
    expect((await post).postDataJSON()).toEqual({ name: 'Valve', order: 4000 });
    await expect(typeNames(page)).toHaveText([...SEEDED, 'Valve']);

    await typeList(page).getByRole('link', { name: 'Valve' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Valve' })).toBeVisible();
    await expect(page.getByText('No assets of this type yet.')).toBeVisible();

    await menu(page, 'Valve', 'Edit');
    await expect(dialog(page).getByRole('heading', { name: 'Rename asset type' })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Valves');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Valves' })).toBeVisible();

    await menu(page, 'Valves', 'Delete');
    await expect(dialog(page).getByText('Delete the asset type Valves?')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/assets$/);
    await expect(typeNames(page)).toHaveText(SEEDED);
  });

  test('an asset type in use cannot be deleted: the asset list is asked first', async ({ page }) => {
    await openAssets(page);
    const usage = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/assets' && request.url().includes('page-size=1'));
    await menu(page, 'Compressor', 'Delete');
    expect(decodeURIComponent((await usage).url())).toContain('eq(assetType.publicId,"at-002")');
    await expect(dialog(page).getByRole('heading', { name: 'Cannot delete asset type' })).toBeVisible();
    await expect(dialog(page)).toContainText('Assets of the type Compressor still exist.');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    expect(await page.evaluate(() => window.__mockBackend?.requestCount('AssetType', 'DELETE'))).toBe(0);
  });

  test('the last asset type cannot be deleted; the first one gets order 0', async ({ page }) => {
    await signIn(page, 'admin');
    await page.evaluate(() => window.__mockBackend?.scenario('empty-company'));
    await page.goto('/assets');
    await expect(page.getByText('No asset types yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add asset type' }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Only');
    const post = typesRequest(page, 'POST');
    await dialog(page).getByRole('button', { name: 'Add' }).click();
    expect((await post).postDataJSON()).toEqual({ name: 'Only', order: 0 });
    await menu(page, 'Only', 'Delete');
    await expect(dialog(page).getByRole('heading', { name: 'Cannot delete asset type' })).toBeVisible();
    await expect(dialog(page)).toContainText('Only is the only asset type.');
  });

  test('a failed delete shows the first error message for 3 seconds', async ({ page }) => {
    await openAssets(page);
    await page.getByRole('button', { name: 'Add asset type' }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Valve');
    await dialog(page).getByRole('button', { name: 'Add' }).click();
    await expect(typeNames(page)).toHaveText([...SEEDED, 'Valve']);
    await page.evaluate(() => window.__mockBackend?.failRel('AssetType', 409, 1, 'DELETE'));
    await menu(page, 'Valve', 'Delete');
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Conflict' });
    await expect(notice).toBeVisible();
    await expect(notice).toBeHidden({ timeout: 6000 });
    await expect(typeNames(page)).toHaveText([...SEEDED, 'Valve']);
  });

  test('no axe violations on the pages and in every dialog', async ({ page }) => {
    await openAssets(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add asset type' }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill('x'.repeat(256));
    await expect(dialog(page).getByText('Use at most 255 characters.')).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Discard changes?' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await menu(page, 'Conveyor', 'Edit');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await menu(page, 'Pump', 'Delete');
    await expect(dialog(page).getByRole('heading', { name: 'Cannot delete asset type' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Add asset type' }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Spare');
    await dialog(page).getByRole('button', { name: 'Add' }).click();
    await menu(page, 'Spare', 'Delete');
    await expect(dialog(page).getByRole('heading', { name: 'Delete asset type' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await typeList(page).getByRole('link', { name: 'Conveyor' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conveyor' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
