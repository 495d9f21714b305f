import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';

test.describe('audit trail', () => {
  test('filter by action and text: the request and the address carry them, a reload restores them, the export and a saved view follow; entries in words, a row opens its entry', async ({
    page,
  }) => {
    await signIn(page, 'admin', '/audit-trail');
    const table = page.getByRole('table', { name: 'Audit trail entries' });
    await expect(table.getByRole('row')).toHaveCount(51);
    await expectNoAxeViolations(page);

    // Action: Deleted; target text: group.
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Deleted' }).click();
    await page.keyboard.press('Escape');
    const filtered = page.waitForRequest(
      (r) =>
        /\/audit-logs$/.test(new URL(r.url()).pathname) && new URL(r.url()).searchParams.getAll('filters').length === 2,
    );
    await page.getByRole('searchbox', { name: 'Target' }).fill('group');
    const request = new URL((await filtered).url());
    expect(request.searchParams.getAll('filters')).toEqual(['in(action,"DELETE")', 'contains(target,"group")']);
    await expect(page).toHaveURL(/\/audit-trail\?action=DELETE&target=group$/);
    await expect(table.getByRole('cell', { name: 'Updated' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Target' })).toHaveValue('group');
    await expect(page.getByRole('combobox', { name: 'Action' })).toHaveText('Deleted');
    await expect(table.getByRole('cell', { name: 'Deleted' }).first()).toBeVisible();

    // The export takes the same filters and downloads a CSV.
    const exportRequest = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/audit-logs-export'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect(new URL((await exportRequest).url()).searchParams.getAll('filters')).toEqual([
      'in(action,"DELETE")',
      'contains(target,"group")',
    ]);
    expect((await download).suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);

    // The detail, then a saved view applied after clearing the filters.
    await table
      .getByRole('button', { name: /^Show details of Deleted/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Audit entry' });
    await expect(dialog.getByRole('table', { name: 'Changes of this entry' })).toContainText('Removed');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByRole('button', { name: 'Save current filters…' }).click();
    await page.getByRole('textbox', { name: 'View name' }).fill('Group deletes');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/audit-trail$/);
    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByRole('button', { name: 'Apply view Group deletes' }).click();
    await expect(page).toHaveURL(/\/audit-trail\?action=DELETE&target=group$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/audit-trail$/);

    // Words for people: kinds and actors named in words, and a click anywhere on a row opens its entry.
    await expect(table.getByRole('cell', { name: 'Device licence' }).first()).toBeVisible();
    await expect(table.getByText(/^(RouterLan|AgentLicence|GroupType)$/)).toHaveCount(0);
    await table.getByRole('cell', { name: 'Device licence' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Audit entry' })).toContainText('Device licence');
    await expect(page.getByRole('dialog', { name: 'Audit entry' })).not.toContainText(/Actor type\s*client/);
  });
});
