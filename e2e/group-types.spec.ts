import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { dragByMouse, expectNoAxeViolations, orderedTypesPage } from './support/ordered-types';

const SEEDED = ['Site', 'Production line', 'Customer', 'Service team', 'Région', 'Maintenance contract'];

const groupsPage = (page: Page) =>
  orderedTypesPage(page, { listName: 'Group types', path: '/groups', apiPath: '/api/group-types', seeded: SEEDED });

test.describe('group types', () => {
  test('reorder by mouse, then by keyboard: one PATCH of the changed items at position × 1000, kept after a reload; a refused PATCH puts the previous order back and says so', async ({
    page,
  }) => {
    // Several checks in one sign-in: the time of several tests.
    test.setTimeout(180_000);
    const groups = groupsPage(page);
    await groups.open();
    const byMouse = ['Production line', 'Customer', 'Site', 'Service team', 'Région', 'Maintenance contract'];
    await groups.expectReorderSaved(() => groups.drag('Site', 'Customer'), byMouse, {
      'gt-002': 0,
      'gt-003': 1000,
      'gt-001': 2000,
    });
    const byKeyboard = ['Production line', 'Customer', 'Site', 'Maintenance contract', 'Service team', 'Région'];
    await groups.expectReorderSaved(
      () => groups.moveByKeyboard('Maintenance contract', 'Space', 6, ['ArrowUp', 'ArrowUp']),
      byKeyboard,
      { 'gt-006': 3000, 'gt-004': 4000, 'gt-005': 5000 },
    );

    await page.evaluate(() => window.__mockBackend?.failRel('GroupTypeList', 409, 1, 'PATCH'));
    await groups.drag('Production line', 'Site');
    await expect(page.getByRole('alert').filter({ hasText: 'The new order could not be saved' })).toBeVisible();
    await expect(groups.names).toHaveText(byKeyboard);
    await page.reload();
    await expect(groups.names).toHaveText(byKeyboard);
  });

  test('add, edit with colour and delete a group type; one used by groups cannot be deleted; Escape asks before discarding; groups of a type: add, rename and delete; without MANAGE_GROUP_TYPES nothing to drag and no add button', async ({
    page,
  }) => {
    // Several checks in one sign-in: the time of several tests.
    test.setTimeout(180_000);
    const groups = groupsPage(page);
    await groups.open();
    // Refused before any DELETE is sent.
    await groups.menu('Site', 'Delete');
    await expect(groups.dialog.getByRole('heading', { name: 'Cannot delete group type' })).toBeVisible();
    await expect(groups.dialog).toContainText('Groups of the type Site still exist.');
    await groups.dialog.getByRole('button', { name: 'OK' }).click();
    await expect(groups.dialog).toBeHidden();
    expect(await page.evaluate(() => window.__mockBackend?.requestCount('GroupType', 'DELETE'))).toBe(0);
    await expect(groups.names).toHaveText(SEEDED);

    await page.getByRole('button', { name: 'Add group type' }).click();
    const add = groups.dialog;
    await expect(add.getByRole('heading', { name: 'Add group type' })).toBeVisible();
    await expect(add.getByRole('button', { name: 'Add' })).toBeDisabled();
    await add.getByRole('textbox', { name: 'Name' }).fill('site');
    await expect(add.getByText('Another group type already has this name.')).toBeVisible();
    await expect(add.getByText('Choose a colour.')).toBeVisible();
    await add.getByRole('textbox', { name: 'Name' }).fill('Zone');
    await add.getByRole('radio', { name: 'Teal' }).check();
    await expect(add.getByRole('button', { name: 'Add' })).toBeEnabled();
    const post = groups.typesRequest('POST');
    await add.getByRole('button', { name: 'Add' }).click();
    expect((await post).postDataJSON()).toEqual({ name: 'Zone', color: '#00897b', order: 6000 });
    await expect(groups.names).toHaveText([...SEEDED, 'Zone']);

    await groups.menu('Zone', 'Edit');
    const edit = groups.dialog;
    await expect(edit.getByRole('heading', { name: 'Edit group type' })).toBeVisible();
    await expect(edit.getByRole('radio', { name: 'Teal' })).toBeChecked();
    await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
    await edit.getByRole('textbox', { name: 'Name' }).fill('Zone Nord');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(groups.dialog).toBeHidden();
    await expect(groups.names).toHaveText([...SEEDED, 'Zone Nord']);

    await groups.menu('Zone Nord', 'Delete');
    await expect(groups.dialog.getByText('Delete the group type Zone Nord?')).toBeVisible();
    await groups.dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(groups.names).toHaveText(SEEDED);

    await groups.menu('Customer', 'Edit');
    await groups.dialog.getByRole('textbox', { name: 'Name' }).fill('Customers');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Customers');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(groups.names).toHaveText(SEEDED);

    await groups.list.getByRole('link', { name: 'Customer' }).click();
    await expect(page).toHaveURL(/\/groups\/type\/gt-003$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Groups of the type Customer' });
    await expect(table.getByRole('rowheader')).toHaveText([
      'Brouwerij De Zon',
      'Nordic Timber AB',
      'Société Générale des Eaux',
    ]);
    // Members and devices are counted from UserMembershipList and AgentList (groups carry no counts on the platform).
    const zon = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Brouwerij De Zon' }) });
    await expect(zon.getByRole('cell').nth(0)).toHaveText(/^\d+$/);
    await expect(zon.getByRole('cell').nth(1)).toHaveText(/^\d+$/);
    await page.getByRole('button', { name: 'Add group', exact: true }).click();
    await groups.dialog.getByRole('textbox', { name: 'Name' }).fill('Acme Foods');
    const postGroup = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/groups',
    );
    await groups.dialog.getByRole('button', { name: 'Add' }).click();
    // The group's type is the platform's field `type`.
    expect((await postGroup).postDataJSON()).toEqual({ name: 'Acme Foods', type: { publicId: 'gt-003' } });
    await expect(table.getByRole('rowheader', { name: 'Acme Foods' })).toBeVisible();
    await expect(
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Acme Foods' }) })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('0');
    await page.getByRole('button', { name: 'Rename Acme Foods' }).click();
    await groups.dialog.getByRole('textbox', { name: 'Name' }).fill('Acme Drinks');
    await groups.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(table.getByRole('rowheader', { name: 'Acme Drinks' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Acme Drinks' }).click();
    await groups.dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(table.getByRole('rowheader')).toHaveText([
      'Brouwerij De Zon',
      'Nordic Timber AB',
      'Société Générale des Eaux',
    ]);

    // Without MANAGE_GROUP_TYPES there is nothing to drag and no add button.
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

  test('no axe violations on the page and in every dialog', async ({ page }) => {
    const groups = groupsPage(page);
    await groups.open();
    await expectNoAxeViolations(page);
    const check = async (open: () => Promise<void>, name: string) => {
      await open();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      await expectNoAxeViolations(page, '[role="dialog"]');
    };
    const closeWith = async (button: string) => {
      await page.getByRole('dialog').last().getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    };
    await check(() => page.getByRole('button', { name: 'Add group type' }).click(), 'Add group type');
    await groups.dialog.getByRole('textbox', { name: 'Name' }).fill('');
    await groups.dialog.getByRole('textbox', { name: 'Name' }).fill('Site');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await check(() => Promise.resolve(), 'Discard changes?');
    await closeWith('Discard');
    await check(() => groups.menu('Customer', 'Edit'), 'Edit group type');
    await closeWith('Cancel');
    await check(() => groups.menu('Site', 'Delete'), 'Cannot delete group type');
    await closeWith('OK');
    await page.getByRole('button', { name: 'Add group type' }).click();
    await groups.dialog.getByRole('textbox', { name: 'Name' }).fill('Spare');
    await groups.dialog.getByRole('radio', { name: 'Grey' }).check();
    await groups.dialog.getByRole('button', { name: 'Add' }).click();
    await expect(groups.names).toHaveText([...SEEDED, 'Spare']);
    await check(() => groups.menu('Spare', 'Delete'), 'Delete group type');
    await closeWith('Cancel');
    await check(() => page.getByRole('button', { name: 'Add group', exact: true }).click(), 'Add group');
    await closeWith('Cancel');
    await check(() => page.getByRole('button', { name: 'Rename Rotterdam plant' }).click(), 'Rename group');
    await closeWith('Cancel');
    await check(() => page.getByRole('button', { name: 'Delete Rotterdam plant' }).click(), 'Delete group');
    await closeWith('Cancel');
  });
});

test('a user with MANAGE_GROUP_TYPES but not MANAGE_SUBGROUPS renames without a colour in a plain list', async ({
  page,
}) => {
  const groups = groupsPage(page);
  await signIn(page, 'secure');
  // Groups is this user's first admin page: signing in lands there.
  await expect(page).toHaveURL(/\/groups$/);
  const list = page.getByRole('region', { name: 'Group types' });
  await expect(list.getByRole('link')).toHaveText(SEEDED);
  await expect(page.getByRole('button', { name: 'Move Site' })).toBeVisible();
  await groups.menu('Région', 'Edit');
  await expect(groups.dialog.getByRole('heading', { name: 'Rename group type' })).toBeVisible();
  await expect(groups.dialog.getByRole('radiogroup')).toHaveCount(0);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await groups.dialog.getByRole('textbox', { name: 'Name' }).fill('Region');
  await groups.dialog.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByRole('link', { name: 'Region', exact: true })).toBeVisible();
});
