import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const SEEDED = ['Site', 'Production line', 'Customer', 'Service team', 'Région', 'Maintenance contract'];

const typeList = (page: Page) => page.getByRole('navigation', { name: 'Group types' });
const typeNames = (page: Page) => typeList(page).getByRole('link');
const dialog = (page: Page) => page.getByRole('dialog');

async function expectNoAxeViolations(page: Page, scope?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']);
  if (scope) builder.include(scope);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Drags with real pointer events: press on the handle, move past the activation distance, then over the target row. */
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

const patchOfTypes = (page: Page) =>
  page.waitForRequest((request) => request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/group-types');

async function openGroups(page: Page): Promise<void> {
  await signIn(page, 'admin');
  await page.goto('/groups');
  await expect(typeNames(page)).toHaveText(SEEDED);
}

test.describe('group types', () => {
  test('reorder by mouse: one PATCH of the changed items at position × 1000, kept after a reload', async ({ page }) => {
    await openGroups(page);
    const patch = patchOfTypes(page);
    await dragByMouse(page, page.getByRole('button', { name: 'Move Site' }), typeList(page).getByRole('link', { name: 'Customer' }));
    const expected = ['Production line', 'Customer', 'Site', 'Service team', 'Région', 'Maintenance contract'];
    await expect(typeNames(page)).toHaveText(expected);
    expect((await patch).postDataJSON()).toEqual([
      { publicId: 'gt-002', order: 0 },
      { publicId: 'gt-003', order: 1000 },
      { publicId: 'gt-001', order: 2000 },
    ]);
    await page.reload();
    await expect(typeNames(page)).toHaveText(expected);
  });

  test('reorder by keyboard, kept after a reload', async ({ page }) => {
    await openGroups(page);
    const patch = patchOfTypes(page);
    // The screen-reader announcements tell when each step has taken effect.
    const announcement = page.locator('[id^="DndLiveRegion"]');
    await page.getByRole('button', { name: 'Move Maintenance contract' }).focus();
    await page.keyboard.press('Space');
    await expect(announcement).toHaveText('Maintenance contract is over position 6 of 6.');
    await page.keyboard.press('ArrowUp');
    await expect(announcement).toHaveText('Maintenance contract is over position 5 of 6.');
    await page.keyboard.press('ArrowUp');
    await expect(announcement).toHaveText('Maintenance contract is over position 4 of 6.');
    await page.keyboard.press('Space');
    await expect(announcement).toHaveText('Maintenance contract was dropped at position 4 of 6.');
    const expected = ['Site', 'Production line', 'Customer', 'Maintenance contract', 'Service team', 'Région'];
    await expect(typeNames(page)).toHaveText(expected);
    expect((await patch).postDataJSON()).toEqual([
      { publicId: 'gt-006', order: 3000 },
      { publicId: 'gt-004', order: 4000 },
      { publicId: 'gt-005', order: 5000 },
    ]);
    await page.reload();
    await expect(typeNames(page)).toHaveText(expected);
  });

  test('a refused PATCH puts the previous order back and says so', async ({ page }) => {
    await openGroups(page);
    await page.evaluate(() => window.__mockBackend?.failRel('GroupTypeList', 409, 1, 'PATCH'));
    await dragByMouse(page, page.getByRole('button', { name: 'Move Site' }), typeList(page).getByRole('link', { name: 'Customer' }));
    await expect(page.getByRole('alert').filter({ hasText: 'The new order could not be saved' })).toBeVisible();
    await expect(typeNames(page)).toHaveText(SEEDED);
    await page.reload();
    await expect(typeNames(page)).toHaveText(SEEDED);
  });

  test('add, edit with colour and delete a group type', async ({ page }) => {
    await openGroups(page);
    await page.getByRole('button', { name: 'Add group type' }).click();
    const add = dialog(page);
    await expect(add.getByRole('heading', { name: 'Add group type' })).toBeVisible();
    await expect(add.getByRole('button', { name: 'Add' })).toBeDisabled();
    await add.getByRole('textbox', { name: 'Name' }).fill('site');
    await expect(add.getByText('Another group type already has this name.')).toBeVisible();
    await expect(add.getByText('Choose a colour.')).toBeVisible();
    await add.getByRole('textbox', { name: 'Name' }).fill('Zone');
    await add.getByRole('radio', { name: 'Teal' }).check();
    await expect(add.getByRole('button', { name: 'Add' })).toBeEnabled();
    const post = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/group-types');
    await add.getByRole('button', { name: 'Add' }).click();
    expect((await post).postDataJSON()).toEqual({ name: 'Zone', color: '#00897b', order: 6000 });
    await expect(typeNames(page)).toHaveText([...SEEDED, 'Zone']);

    await page.getByRole('button', { name: 'More options for Zone' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = dialog(page);
    await expect(edit.getByRole('heading', { name: 'Edit group type' })).toBeVisible();
    await expect(edit.getByRole('radio', { name: 'Teal' })).toBeChecked();
    await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
    await edit.getByRole('textbox', { name: 'Name' }).fill('Zone Nord');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(typeNames(page)).toHaveText([...SEEDED, 'Zone Nord']);

    await page.getByRole('button', { name: 'More options for Zone Nord' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(dialog(page).getByText('Delete the group type Zone Nord?')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(typeNames(page)).toHaveText(SEEDED);
  });

  test('a group type used by groups cannot be deleted', async ({ page }) => {
    await openGroups(page);
    await page.getByRole('button', { name: 'More options for Site' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Cannot delete group type' })).toBeVisible();
    await expect(dialog(page)).toContainText('Groups of the type Site still exist.');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(dialog(page)).toBeHidden();
    expect(await page.evaluate(() => window.__mockBackend?.requestCount('GroupType', 'DELETE'))).toBe(0);
    await expect(typeNames(page)).toHaveText(SEEDED);
  });

  test('the last group type cannot be deleted; the first one gets order 0', async ({ page }) => {
    await signIn(page, 'admin');
    await page.evaluate(() => window.__mockBackend?.scenario('empty-company'));
    await page.goto('/groups');
    await expect(page.getByText('No group types yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add group type' }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Only');
    await dialog(page).getByRole('radio', { name: 'Blue' }).check();
    const post = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/group-types');
    await dialog(page).getByRole('button', { name: 'Add' }).click();
    expect((await post).postDataJSON()).toMatchObject({ name: 'Only', order: 0 });
    await expect(typeNames(page)).toHaveText(['Only']);
    await page.getByRole('button', { name: 'More options for Only' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Cannot delete group type' })).toBeVisible();
    await expect(dialog(page)).toContainText('Only is the only group type.');
  });

  test('without MANAGE_GROUP_TYPES there is nothing to drag and no add button', async ({ page }) => {
    await signIn(page, 'admin');
    await page.evaluate(() => window.__mockBackend?.setPermissions('admin@acme.test', 'c-acme', ['MANAGE_GROUPS']));
    await page.goto('/groups');
    const list = page.getByRole('region', { name: 'Group types' });
    await expect(list.getByRole('link')).toHaveText(SEEDED);
    await expect(page.getByRole('navigation', { name: 'Group types' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add group type' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^More options for / })).toHaveCount(0);
    await dragByMouse(page, list.getByRole('link', { name: 'Site' }), list.getByRole('link', { name: 'Customer' }));
    await expect(list.getByRole('link')).toHaveText(SEEDED);
    expect(await page.evaluate(() => window.__mockBackend?.requestCount('GroupTypeList', 'PATCH'))).toBe(0);
  });

  test('Escape on a changed dialog asks before discarding', async ({ page }) => {
    await openGroups(page);
    await page.getByRole('button', { name: 'More options for Customer' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Customers');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Customers');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(typeNames(page)).toHaveText(SEEDED);
  });

  test('groups of a type: add, rename and delete on the group type page', async ({ page }) => {
    await openGroups(page);
    await typeList(page).getByRole('link', { name: 'Customer' }).click();
    await expect(page).toHaveURL(/\/groups\/type\/gt-003$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Groups of the type Customer' });
    await expect(table.getByRole('rowheader')).toHaveText(['Brouwerij De Zon', 'Nordic Timber AB', 'Société Générale des Eaux']);
    await page.getByRole('button', { name: 'Add group', exact: true }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Acme Foods');
    await dialog(page).getByRole('button', { name: 'Add' }).click();
    await expect(table.getByRole('rowheader', { name: 'Acme Foods' })).toBeVisible();
    await page.getByRole('button', { name: 'Rename Acme Foods' }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Acme Drinks');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(table.getByRole('rowheader', { name: 'Acme Drinks' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Acme Drinks' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(table.getByRole('rowheader')).toHaveText(['Brouwerij De Zon', 'Nordic Timber AB', 'Société Générale des Eaux']);
  });

  test('no axe violations on the page and in every dialog', async ({ page }) => {
    await openGroups(page);
    await expectNoAxeViolations(page);
    const check = async (open: () => Promise<void>, name: string) => {
      await open();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      // Let the fade-in finish: half-transparent colours are not what people see.
      await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
      await expectNoAxeViolations(page, '[role="dialog"]');
    };
    const closeWith = async (button: string) => {
      await page.getByRole('dialog').last().getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    };
    const menu = async (type: string, item: string) => {
      await page.getByRole('button', { name: `More options for ${type}` }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };
    await check(() => page.getByRole('button', { name: 'Add group type' }).click(), 'Add group type');
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill('');
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Site');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await check(() => Promise.resolve(), 'Discard changes?');
    await closeWith('Discard');
    await check(() => menu('Customer', 'Edit'), 'Edit group type');
    await closeWith('Cancel');
    await check(() => menu('Site', 'Delete'), 'Cannot delete group type');
    await closeWith('OK');
    await page.getByRole('button', { name: 'Add group type' }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Spare');
    await dialog(page).getByRole('radio', { name: 'Grey' }).check();
    await dialog(page).getByRole('button', { name: 'Add' }).click();
    await expect(typeNames(page)).toHaveText([...SEEDED, 'Spare']);
    await check(() => menu('Spare', 'Delete'), 'Delete group type');
    await closeWith('Cancel');
    await check(() => page.getByRole('button', { name: 'Add group', exact: true }).click(), 'Add group');
    await closeWith('Cancel');
    await check(() => page.getByRole('button', { name: 'Rename Rotterdam plant' }).click(), 'Rename group');
    await closeWith('Cancel');
    await check(() => page.getByRole('button', { name: 'Delete Rotterdam plant' }).click(), 'Delete group');
    await closeWith('Cancel');
  });
});

test('a user with MANAGE_GROUP_TYPES but not MANAGE_SUBGROUPS renames without a colour in a plain list', async ({ page }) => {
  await signIn(page, 'secure');
  // Groups is this user's first admin page: signing in lands there.
  await expect(page).toHaveURL(/\/groups$/);
  const list = page.getByRole('region', { name: 'Group types' });
  await expect(list.getByRole('link')).toHaveText(SEEDED);
  await expect(page.getByRole('button', { name: 'Move Site' })).toBeVisible();
  await page.getByRole('button', { name: 'More options for Région' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Rename group type' })).toBeVisible();
  await expect(dialog(page).getByRole('radiogroup')).toHaveCount(0);
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Region');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(list.getByRole('link', { name: 'Region', exact: true })).toBeVisible();
});
