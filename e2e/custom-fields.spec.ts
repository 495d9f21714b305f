import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';
import { inBothBrandings, screenshot } from './support/screenshot';

function customFieldsPage(page: Page) {
  const table = page.getByRole('table', { name: 'Custom fields' });
  const dialog = page.getByRole('dialog');
  return {
    table,
    dialog,
    row: (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) }),
    /** The next `method` request whose path matches `pathname`. */
    request: (method: string, pathname: RegExp) =>
      page.waitForRequest(
        (candidate) => candidate.method() === method && pathname.test(new URL(candidate.url()).pathname),
      ),
    open: async (query = '') => {
      await page.goto(`/custom-fields${query}`);
      await expect(table.getByRole('rowheader', { name: /^Cost centre/ })).toBeVisible();
    },
  };
}

test.describe('custom fields', () => {
  test('create a choice field, see it listed, edit its options, delete it; the platform’s field is read-only', async ({
    page,
  }, testInfo) => {
    const fields = customFieldsPage(page);
    await signIn(page, 'admin');
    await fields.open();
    await expect(fields.row('Production batch')).toContainText('Platform');
    await expect(fields.row('Production batch').getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add custom field' }).click();
    const name = fields.dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeFocused();
    await name.fill('Paint colour');
    const slug = fields.dialog.getByRole('textbox', { name: 'Slug' });
    await expect(slug).toHaveValue('PaintColour');
    await slug.fill('paint_colour');
    await expect(
      fields.dialog.getByText(
        'Use PascalCase: a capital letter first, then only letters and digits (for example CostCentre).',
      ),
    ).toBeVisible();
    await slug.fill('PaintColour');
    await fields.dialog.getByRole('combobox', { name: 'Applies to' }).selectOption({ label: 'Assets' });
    await fields.dialog.getByRole('combobox', { name: 'Value type' }).selectOption({ label: 'Choice from a list' });
    const options = fields.dialog.getByRole('textbox', { name: 'Options' });
    await options.fill('Red\nBlue\nRed');
    await expect(fields.dialog.getByText('An option is listed more than once.')).toBeVisible();
    await expect(fields.dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await screenshot(page, testInfo, 'custom-fields-dialog-1280');
    await options.fill('Red\nBlue');
    const post = fields.request('POST', /\/api\/companies\/me\/custom-properties$/);
    await fields.dialog.getByRole('button', { name: 'Add' }).click();
    expect((await post).postDataJSON()).toEqual({
      resourceType: 'Asset',
      slug: 'PaintColour',
      name: 'Paint colour',
      description: null,
      required: false,
      validation: { type: 'enum', options: ['Red', 'Blue'] },
    });
    await expect(fields.dialog).toBeHidden();
    await expect(fields.row('Paint colour')).toContainText('Choice from a list');
    await expect(fields.row('Paint colour')).toContainText('Options: Red, Blue');

    await fields.row('Paint colour').getByRole('button', { name: 'Edit Paint colour' }).click();
    await expect(fields.dialog.getByRole('textbox', { name: 'Slug' })).toBeDisabled();
    await expect(fields.dialog.getByRole('combobox', { name: 'Applies to' })).toBeDisabled();
    await fields.dialog.getByRole('textbox', { name: 'Options' }).fill('Red\nBlue\nGreen');
    const patch = fields.request('PATCH', /\/api\/companies\/me\/custom-properties\/[^/]+$/);
    await fields.dialog.getByRole('button', { name: 'Save' }).click();
    const body = (await patch).postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({
      name: 'Paint colour',
      description: null,
      required: false,
      validation: { type: 'enum', options: ['Red', 'Blue', 'Green'] },
    });
    await expect(fields.row('Paint colour')).toContainText('Options: Red, Blue, Green');
    await page.reload();
    await expect(fields.row('Paint colour')).toContainText('Options: Red, Blue, Green');

    await fields.row('Paint colour').getByRole('button', { name: 'Delete Paint colour' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete custom field' });
    await expect(confirm).toContainText('Delete the custom field Paint colour?');
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(fields.row('Paint colour')).toHaveCount(0);
  });

  test('number bounds and a regular expression are checked before any call; a field is added by keyboard alone', async ({
    page,
  }) => {
    // Several checks in one sign-in: the time of several tests.
    test.setTimeout(180_000);
    const fields = customFieldsPage(page);
    await signIn(page, 'admin');
    await fields.open();
    let writes = 0;
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/custom-properties')) writes += 1;
    });
    await fields.row('Warranty months').getByRole('button', { name: 'Edit Warranty months' }).click();
    await fields.dialog.getByRole('textbox', { name: 'Lowest value' }).fill('200');
    await expect(fields.dialog.getByText('Must not be less than the lower limit.')).toBeVisible();
    await fields.dialog.getByRole('combobox', { name: 'Value type' }).selectOption({ label: 'Text' });
    await fields.dialog.getByRole('textbox', { name: 'Regular expression' }).fill('[[A-Z');
    await expect(fields.dialog.getByText('This is not a valid regular expression.')).toBeVisible();
    await expect(fields.dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expectNoAxeViolations(page, '.MuiDialog-container');
    expect(writes).toBe(0);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add custom field' }).focus();
    await page.keyboard.press('Enter');
    await expect(fields.dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.type('Badge number');
    await page.keyboard.press('Tab');
    await expect(fields.dialog.getByRole('combobox', { name: 'Applies to' })).toBeFocused();
    // A native select picks the option whose label starts with the typed letter.
    await page.keyboard.press('U');
    await expect(fields.dialog.getByRole('combobox', { name: 'Applies to' })).toHaveValue('User');
    await page.keyboard.press('Tab');
    await expect(fields.dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue('BadgeNumber');
    await page.keyboard.press('Enter');
    await expect(fields.row('Badge number')).toContainText('Users');
  });

  test('reads well at 1280 px, and at 600 px with a dark branding', async ({ page }, testInfo) => {
    const fields = customFieldsPage(page);
    await signIn(page, 'admin');
    await inBothBrandings(page, testInfo, async (query, shot) => {
      await fields.open(query);
      await expectNoAxeViolations(page);
      await shot('custom-fields');
      await page.getByRole('button', { name: 'Add custom field' }).click();
      await fields.dialog.getByRole('combobox', { name: 'Value type' }).selectOption({ label: 'Text' });
      await expectNoAxeViolations(page, '.MuiDialog-container');
      await shot('custom-fields-add');
    });
  });
});
