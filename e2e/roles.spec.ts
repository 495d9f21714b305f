import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';
import { closeNotice } from './support/notices';

const DIALOG = '.MuiDialog-root';

async function openRoles(page: Page) {
  await signIn(page, 'admin', '/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  return page.getByRole('table', { name: 'Roles' });
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

async function rowMenu(page: Page, name: string, item: 'Edit' | 'Duplicate' | 'Delete') {
  await page.getByRole('button', { name: `More options for ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('roles', () => {
  test('create a role, give it permissions, duplicate it, and delete a role in use by moving its members', async ({
    page,
  }) => {
    // One journey with five axe scans: longer than one step.
    test.slow();
    const table = await openRoles(page);
    // The members are counted before anything is checked, so the page is in its settled state.
    await expect(rowOf(page, 'Auditor').getByRole('cell').nth(4)).toHaveText(/^\d+$/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add role' }).click();
    const add = page.getByRole('dialog', { name: 'Add role' });
    await add.getByRole('textbox', { name: 'Name' }).fill('auditor');
    await expect(add.getByText('Another role already has this name.')).toBeVisible();
    await expectNoAxeViolations(page, DIALOG);
    await add.getByRole('textbox', { name: 'Name' }).fill('Field engineer');
    await add.getByRole('textbox', { name: 'Description' }).fill('Works on site');
    await add.getByRole('checkbox', { name: 'Require two-factor authentication' }).check();
    const created = page.waitForRequest(
      (request) => request.url().endsWith('/api/roles') && request.method() === 'POST',
    );
    await add.getByRole('button', { name: 'Add' }).click();
    expect((await created).postDataJSON()).toEqual({
      name: 'Field engineer',
      description: 'Works on site',
      enforce2fa: true,
      enforceSso: false,
    });
    await expect(rowOf(page, 'Field engineer').getByRole('cell').nth(3)).toHaveText('0');
    await closeNotice(page, 'Role Field engineer added.');

    await rowOf(page, 'Field engineer').getByRole('button', { name: 'Permissions of Field engineer' }).click();
    const editor = page.getByRole('dialog', { name: 'Permissions of Field engineer' });
    await expect(editor.getByRole('group', { name: 'Devices' })).toBeVisible();
    await expectNoAxeViolations(page, DIALOG);
    await editor.getByRole('checkbox', { name: 'All of Devices' }).check();
    await editor.getByRole('checkbox', { name: 'Manage MQTT brokers' }).uncheck();
    await editor.getByRole('checkbox', { name: 'Use the help center' }).check();
    await expect(editor.getByText('4 of 5')).toBeVisible();
    const saved = page.waitForRequest(
      (request) => /\/api\/roles\/[^/]+\/permissions$/.test(request.url()) && request.method() === 'PUT',
    );
    await editor.getByRole('button', { name: 'Save' }).click();
    expect((await saved).postDataJSON()).toEqual(
      [
        'USE_HELP_CENTER',
        'MANAGE_ASSET_TYPES',
        'MANAGE_CUSTOM_FIELDS',
        'MANAGE_ACCESS_REQUESTS',
        'USE_ACCESS_REQUESTS',
      ].map((publicId) => ({ publicId })),
    );
    await expect(editor).toBeHidden();
    await expect(rowOf(page, 'Field engineer').getByRole('cell').nth(3)).toHaveText('5');
    await closeNotice(page, 'Permissions of Field engineer saved.');

    await rowMenu(page, 'Field engineer', 'Duplicate');
    const duplicate = page.getByRole('dialog', { name: 'Duplicate role' });
    await expect(duplicate.getByRole('textbox', { name: 'Name' })).toHaveValue('Field engineer (copy)');
    await expectNoAxeViolations(page, DIALOG);
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await expect(rowOf(page, 'Field engineer (copy)').getByRole('cell').nth(3)).toHaveText('5');
    await expect(rowOf(page, 'Field engineer (copy)').getByRole('cell').nth(1)).toHaveText('Yes');
    await closeNotice(page, 'Role Field engineer (copy) added.');

    const auditorMembers = Number(await rowOf(page, 'Auditor').getByRole('cell').nth(4).textContent());
    const operatorMembers = Number(await rowOf(page, 'Operator').getByRole('cell').nth(4).textContent());
    await rowMenu(page, 'Auditor', 'Delete');
    const remove = page.getByRole('dialog', { name: 'Delete role' });
    await expect(remove).toContainText('Auditor is still given through');
    await expectNoAxeViolations(page, DIALOG);
    await remove.getByRole('combobox', { name: /Move them to/ }).click();
    await page.getByRole('option', { name: 'Field engineer (copy)' }).click();
    const moved = page.waitForRequest(
      (request) => request.url().endsWith('/api/users/memberships') && request.method() === 'PATCH',
    );
    await remove.getByRole('button', { name: 'Move and delete' }).click();
    const changes = (await moved).postDataJSON() as { publicId: string; role: { publicId: string } }[];
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((change) => Object.keys(change).sort().join() === 'publicId,role')).toBe(true);
    await expect(
      page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'and deleted Auditor.' }),
    ).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Auditor', exact: true })).toHaveCount(0);
    await expect(rowOf(page, 'Field engineer (copy)').getByRole('cell').nth(4)).toHaveText(String(auditorMembers));
    await expect(rowOf(page, 'Operator').getByRole('cell').nth(4)).toHaveText(String(operatorMembers));

    await page.reload();
    await expect(rowOf(page, 'Field engineer (copy)').getByRole('cell').nth(3)).toHaveText('5');
    await expect(page.getByRole('rowheader', { name: 'Auditor', exact: true })).toHaveCount(0);
  });

  test('an unused role is deleted after a confirmation', async ({ page }) => {
    await openRoles(page);
    await page.getByRole('button', { name: 'Add role' }).click();
    const add = page.getByRole('dialog', { name: 'Add role' });
    await add.getByRole('textbox', { name: 'Name' }).fill('Temporary');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(rowOf(page, 'Temporary')).toBeVisible();
    await rowMenu(page, 'Temporary', 'Delete');
    const remove = page.getByRole('dialog', { name: 'Delete role' });
    await expect(remove).toContainText('Delete the role Temporary? This cannot be undone.');
    await expectNoAxeViolations(page, DIALOG);
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('rowheader', { name: 'Temporary', exact: true })).toHaveCount(0);
  });
});
