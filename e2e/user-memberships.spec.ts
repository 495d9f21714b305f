import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { axeViolations } from './support/axe';
import { expectNoticeForThreeSeconds } from './support/notices';
import { expectNoAxeViolations } from './support/ordered-types';

async function openUsers(page: Page) {
  await signIn(page, 'admin', '/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  return page.getByRole('table', { name: 'Users' });
}

const rowOf = (table: Locator, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });

/** Opens one user's details from the table; the drawer is a dialog named after the user, its memberships loaded. */
async function openDetails(page: Page, table: Locator, name: string) {
  await rowOf(table, name).getByRole('button', { name, exact: true }).click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer.getByRole('list', { name: `Memberships of ${name}` })).toBeVisible();
  // The slide-in has ended before anything is measured.
  await expect(page.locator('.MuiDrawer-paper')).toHaveCSS('transform', 'none');
  return drawer;
}

async function expectNoAxeViolationsIn(page: Page, scope: string) {
  expect(await axeViolations(page, scope), `axe on ${scope}`).toEqual([]);
}

/**
 * A snackbar by its role. While the drawer (a modal) is open MUI hides everything else, the snackbar host included, from
 * assistive technology (aria-hidden), so role queries would not see it: a CSS role selector does.
 */
const snackbar = (page: Page, role: 'alert' | 'status', text: string) =>
  page.locator(`[role="${role}"]`).filter({ hasText: text });

const membershipsRequest = (page: Page, method: string, path = '/api/users/memberships') =>
  page.waitForRequest((request) => new URL(request.url()).pathname === path && request.method() === method);

test.describe('user memberships', () => {
  test('change a user’s role through the memberships: one inline change, then the whole list edited and saved', async ({
    page,
  }) => {
    test.slow();
    const users = await openUsers(page);
    const drawer = await openDetails(page, users, 'Umar User');
    await expect(drawer).toContainText('user@acme.test');
    await expectNoAxeViolationsIn(page, '.MuiDrawer-root');

    // One membership on its own: a PATCH of that membership only.
    const patch = membershipsRequest(page, 'PATCH');
    await drawer.getByRole('combobox', { name: 'Role in Bottling line 1' }).selectOption({ label: 'Approver' });
    expect((await patch).postDataJSON()).toEqual([{ publicId: 'm-g068', role: { publicId: 'r-acme-3' } }]);

    // The whole list: the company-wide role changes; Save sends every membership in one PUT.
    await drawer.getByRole('button', { name: 'Edit memberships' }).click();
    await expect(drawer.getByRole('heading', { name: 'Edit the memberships of Umar User' })).toBeFocused();
    const save = drawer.getByRole('button', { name: 'Save memberships' });
    await expect(save).toBeDisabled();
    await drawer
      .getByRole('group', { name: 'Membership 1' })
      .getByRole('combobox', { name: 'Role' })
      .selectOption({ label: 'Device manager' });
    await expect(drawer.getByRole('region', { name: 'Changes to save' })).toContainText(
      'Changed in Acme Industrial (whole company): role Operator → Device manager',
    );
    await expectNoAxeViolationsIn(page, '.MuiDrawer-root');
    const put = membershipsRequest(page, 'PUT', '/api/users/memberships/user/u-user');
    await save.click();
    const body = (await put).postDataJSON() as { group: { publicId: string }; role: { publicId: string } | null }[];
    expect(body).toHaveLength(6);
    expect(body[0]).toEqual({ group: { publicId: 'g-acme' }, role: { publicId: 'r-acme-2' }, expiresOn: null });
    expect(body).toContainEqual({ group: { publicId: 'g-004' }, role: { publicId: 'r-acme-3' }, expiresOn: null });
    await expect(snackbar(page, 'status', 'Memberships saved.')).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: 'Role in Acme Industrial (whole company)' })).toHaveValue(
      'r-acme-2',
    );

    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await expect(rowOf(users, 'Umar User')).toContainText('Device manager');
    await page.reload();
    await expect(rowOf(users, 'Umar User')).toContainText('Device manager');
  });

  test('a failed replace shows its first message for 3 s and keeps the edits', async ({ page }) => {
    await page.clock.install();
    const users = await openUsers(page);
    const drawer = await openDetails(page, users, 'Umar User');
    await drawer.getByRole('button', { name: 'Edit memberships' }).click();
    await drawer
      .getByRole('group', { name: 'Membership 1' })
      .getByRole('combobox', { name: 'Role' })
      .selectOption({ label: 'Auditor' });
    await page.evaluate(() => window.__mockBackend?.failRel('UserMembershipUserList', 409, 1));
    await expectNoticeForThreeSeconds(
      page,
      () => drawer.getByRole('button', { name: 'Save memberships' }).click(),
      snackbar(page, 'alert', 'Conflict'),
    );
    // The edits are still there and can be saved again.
    await expect(
      drawer.getByRole('group', { name: 'Membership 1' }).getByRole('combobox', { name: 'Role' }),
    ).toHaveValue('r-acme-6');
    await drawer.getByRole('button', { name: 'Save memberships' }).click();
    await expect(snackbar(page, 'status', 'Memberships saved.')).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: 'Role in Acme Industrial (whole company)' })).toHaveValue(
      'r-acme-6',
    );
  });

  test('bulk: the preview lists each user’s change before anything is sent, then apply and the outcome', async ({
    page,
  }) => {
    test.slow();
    const users = await openUsers(page);
    for (const name of ['Umar User', 'Sam Secure', 'Tia Translator'])
      await users.getByRole('checkbox', { name: `Select ${name}` }).check();
    const toolbar = page.getByRole('toolbar', { name: 'Actions for the selected users' });
    await toolbar.getByRole('button', { name: 'Give a role in a group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give a role in a group' });
    await dialog.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'Packaging line' });
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Approver' });
    await expect(dialog.getByRole('list', { name: 'Changes per user' }).getByRole('listitem')).toHaveText([
      'Umar User: Operator → Approver in Packaging line',
      'Sam Secure: Operator → Approver in Packaging line',
      'Tia Translator: Approver in Packaging line (new)',
    ]);
    await expectNoAxeViolations(page, '.MuiDialog-root');

    const post = membershipsRequest(page, 'POST');
    const patch = membershipsRequest(page, 'PATCH');
    await dialog.getByRole('button', { name: 'Apply changes' }).click();
    expect((await post).postDataJSON()).toEqual([
      { user: { publicId: 'u-translator' }, group: { publicId: 'g-006' }, role: { publicId: 'r-acme-3' } },
    ]);
    expect((await patch).postDataJSON()).toEqual([
      { publicId: 'm-g023', role: { publicId: 'r-acme-3' } },
      { publicId: 'm-g024', role: { publicId: 'r-acme-3' } },
    ]);
    await expect(dialog.getByRole('status')).toHaveText('3 changed, 0 failed, 0 not changed, 0 unchanged.');
    await expect(dialog.getByRole('list', { name: 'Result per user' }).getByRole('listitem')).toHaveText([
      'Umar User: done',
      'Sam Secure: done',
      'Tia Translator: done',
    ]);
    await expectNoAxeViolations(page, '.MuiDialog-root');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(toolbar).toBeHidden();
    await expect(rowOf(users, 'Tia Translator')).toContainText('Packaging line');
  });
});
