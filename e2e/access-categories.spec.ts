import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';

/** Acme's access categories by name; Everyone is the default, roles use Operators and Service engineers. */
const SEEDED = ['Everyone', 'Externe Partner', 'Management', 'Operators', 'Service engineers'];

function accessCategoriesPage(page: Page) {
  const table = page.getByRole('table', { name: 'Access categories' });
  const names = table.getByRole('rowheader');
  const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  /**
   * The next `method` request whose path matches `pathname`, once answered: the mock backend answers in the page, and a
   * reload before the answer would leave the request behind.
   */
  const request = (method: string, pathname: RegExp) =>
    page
      .waitForResponse((response) => response.request().method() === method && pathname.test(new URL(response.url()).pathname))
      .then((response) => response.request());
  return {
    table,
    names,
    row,
    request,
    dialog: page.getByRole('dialog'),
    /** The names marked as the default. */
    defaults: table.getByRole('row').filter({ has: page.getByText('Default', { exact: true }) }).getByRole('rowheader'),
    open: async () => {
      await signIn(page, 'admin', '/access-categories');
      // On narrow screens the description shows under the name, in the same cell.
      await expect(names).toHaveText(SEEDED.map((name) => new RegExp(`^${name}`)));
    },
  };
}

test.describe('access categories', () => {
  test('set a default access category, then unset it: one mark at a time, kept after a reload', async ({ page }) => {
    const categories = accessCategoriesPage(page);
    await categories.open();
    await expect(categories.defaults).toHaveText(['Everyone']);
    const set = categories.request('POST', /\/api\/audiences\/au-acme-4\/default$/);
    await page.getByRole('button', { name: 'Make Management the default' }).click();
    await set;
    await expect(categories.defaults).toHaveText(['Management']);
    await page.reload();
    await expect(categories.defaults).toHaveText(['Management']);
    const unset = categories.request('DELETE', /\/api\/audiences\/au-acme-\d\/default$/);
    await page.getByRole('button', { name: 'Stop Management being the default' }).click();
    await unset;
    await expect(categories.defaults).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Make Everyone the default' })).toBeVisible();
  });

  test('deleting one still in use says “Access category is still in use” for 4 s; the row stays', async ({ page }) => {
    await page.clock.install();
    const categories = accessCategoriesPage(page);
    await categories.open();
    await page.getByRole('button', { name: 'Delete Operators' }).click();
    await expect(categories.dialog.getByText('Delete the access category Operators?')).toBeVisible();
    // From here the page's time moves only when the test says, so the 4 s are counted exactly, however busy the machine.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await categories.dialog.getByRole('button', { name: 'Delete' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Access category is still in use' });
    await expect(notice).toBeVisible();
    await expect(categories.names).toHaveText(SEEDED);
    await page.clock.fastForward(3500);
    await expect(notice).toBeVisible();
    await page.clock.fastForward(600);
    await expect(notice).toBeHidden();
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
    expect((await post).postDataJSON()).toEqual({ name: 'Remote services', description: 'VPN and web services', type: 'service' });
    await expect(categories.row('Remote services').getByRole('cell')).toHaveText(['VPN and web services', 'Services', '', '']);

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
  });

  // The admin table and dialogs have one layout at every width (the shell's narrow layout is checked in shell.spec.ts).
  test('no axe violations on the page and in every dialog', async ({ page }) => {
    const categories = accessCategoriesPage(page);
    await categories.open();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add access category' }).click();
    await expect(page.getByRole('dialog', { name: 'Add access category' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await categories.dialog.getByRole('textbox', { name: 'Name' }).fill('Everyone');
    await expect(categories.dialog.getByText('Another access category already has this name.')).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Discard changes?' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit Everyone' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit access category' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await categories.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete Everyone' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete access category' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await categories.dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Access category is still in use' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
