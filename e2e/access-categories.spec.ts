import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { discardChangesAccessibly } from './support/axe';
import { expectNoAxeViolations } from './support/ordered-types';

/** Acme's access categories by name; Everyone is the default, roles use Operators and Service engineers. */
const SEEDED = ['Everyone', 'Externe Partner', 'Management', 'Operators', 'Service engineers'];

function accessCategoriesPage(page: Page) {
  const table = page.getByRole('table', { name: 'Access categories' });
  const names = table.getByRole('rowheader');
  const row = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  /**
   * The next `method` request whose path matches `pathname`, once answered: the mock backend answers in the page, and a
   * reload before the answer would leave the request behind.
   */
  const request = (method: string, pathname: RegExp) =>
    page
      .waitForResponse(
        (response) => response.request().method() === method && pathname.test(new URL(response.url()).pathname),
      )
      .then((response) => response.request());
  return {
    table,
    names,
    row,
    request,
    dialog: page.getByRole('dialog'),
    /** The names marked as the default. */
    defaults: table
      .getByRole('row')
      .filter({ has: page.getByText('Default', { exact: true }) })
      .getByRole('rowheader'),
    open: async () => {
      await signIn(page, 'admin', '/access-categories');
      // On narrow screens the description shows under the name, in the same cell.
      await expect(names).toHaveText(SEEDED.map((name) => new RegExp(`^${name}`)));
    },
  };
}

test.describe('access categories', () => {
  test('set a default access category after confirming, then unset it: one mark at a time, kept after a reload', async ({
    page,
  }) => {
    const categories = accessCategoriesPage(page);
    await categories.open();
    await expect(categories.defaults).toHaveText(['Everyone']);
    const set = categories.request('POST', /\/api\/audiences\/au-acme-4\/default$/);
    await page.getByRole('button', { name: 'Make Management the default' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change the default access category?' });
    await expect(confirm).toContainText('Management becomes the default access category for the whole company.');
    await confirm.getByRole('button', { name: 'Make default' }).click();
    await set;
    await expect(categories.defaults).toHaveText(['Management']);
    await expect(page.getByRole('status')).toContainText('Management is now the default access category.');
    await page.reload();
    await expect(categories.defaults).toHaveText(['Management']);
    const unset = categories.request('DELETE', /\/api\/audiences\/au-acme-\d\/default$/);
    await page.getByRole('button', { name: 'Stop Management being the default' }).click();
    await page
      .getByRole('dialog', { name: 'Remove the default access category?' })
      .getByRole('button', { name: 'Remove default' })
      .click();
    await unset;
    await expect(categories.defaults).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Make Everyone the default' })).toBeVisible();
  });

  test('create, rename and delete an access category', async ({ page }) => {
    const categories = accessCategoriesPage(page);
    await categories.open();
    await page.getByRole('button', { name: 'Add access category' }).click();
    const name = categories.dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeFocused();
    await expect(categories.dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
    await name.fill('operators');
    await expect(categories.dialog.getByText('Another access category already has this name.')).toBeVisible();
    await name.fill('Remote services');
    await categories.dialog.getByRole('textbox', { name: 'Description' }).fill('VPN and web services');
    await categories.dialog.getByRole('radio', { name: 'Services' }).check();
    const post = categories.request('POST', /\/api\/audiences$/);
    await categories.dialog.getByRole('button', { name: 'Add' }).click();
    expect((await post).postDataJSON()).toEqual({
      name: 'Remote services',
      description: 'VPN and web services',
      type: 'service',
    });
    await expect(categories.row('Remote services').getByRole('cell')).toHaveText([
      'VPN and web services',
      'Services',
      '',
      'No role',
      '',
    ]);

    await page.getByRole('button', { name: 'Edit Remote services' }).click();
    await expect(categories.dialog.getByRole('radio', { name: 'Services' })).toBeChecked();
    await expect(categories.dialog.getByRole('radio', { name: 'Services' })).toBeDisabled();
    await name.fill('Remote service');
    const patch = categories.request('PATCH', /\/api\/audiences\/[^/]+$/);
    await categories.dialog.getByRole('button', { name: 'Save' }).click();
    expect((await patch).postDataJSON()).toEqual({ name: 'Remote service', description: 'VPN and web services' });
    await expect(categories.names).toHaveText([...SEEDED.slice(0, 4), 'Remote service', 'Service engineers']);

    await page.getByRole('button', { name: 'Delete Remote service' }).click();
    await categories.dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(categories.names).toHaveText(SEEDED);
    await expect(page.getByRole('status')).toContainText(/Access category Remote service/);
  });

  // The admin table and dialogs have one layout at every width (the shell's narrow layout is checked in shell.spec.ts).
  // The server's in-use answer for a category a role took meanwhile (4 s, our words): access-categories-page.test.tsx.
  test('a category in use names its roles and offers no Delete, nor does the default, each saying why; no axe violations on the page and in every dialog', async ({
    page,
  }) => {
    const categories = accessCategoriesPage(page);
    await categories.open();
    const usedBy = categories.row('Operators').getByRole('cell').nth(3);
    await expect(usedBy).not.toHaveText('No role');
    const roles = (await usedBy.textContent()) ?? '';
    const operators = categories.row('Operators').getByRole('button', { name: /^Delete Operators/ });
    await expect(operators).toBeDisabled();
    await expect(operators).toHaveAccessibleName(
      `Delete Operators. Used by ${roles}: take it from those roles before deleting it.`,
    );
    await expect(categories.row('Everyone').getByRole('button', { name: /^Delete Everyone/ })).toBeDisabled();
    await expect(categories.row('Management').getByRole('cell').nth(3)).toHaveText('No role');
    await expect(categories.row('Management').getByRole('button', { name: 'Delete Management' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add access category' }).click();
    await expect(page.getByRole('dialog', { name: 'Add access category' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await categories.dialog.getByRole('textbox', { name: 'Name' }).fill('Everyone');
    await expect(categories.dialog.getByText('Another access category already has this name.')).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await discardChangesAccessibly(page);
    await page.getByRole('button', { name: 'Edit Everyone' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit access category' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await categories.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete Management' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete access category' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await categories.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Make Management the default' }).click();
    await expect(page.getByRole('dialog', { name: 'Change the default access category?' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.getByRole('dialog').getByRole('button', { name: 'Make default' }).click();
    await expect(page.getByRole('status')).toContainText('Management is now the default access category.');
    await expectNoAxeViolations(page);
  });
});
