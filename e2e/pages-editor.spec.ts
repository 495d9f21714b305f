import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';
import { screenshot } from './support/screenshot';
import { closeNotice } from './support/notices';

function editor(page: Page) {
  return {
    state: page.getByTestId('page-state'),
    title: page.getByRole('textbox', { name: 'Title' }),
    save: page.getByRole('button', { name: 'Save draft' }),
    publish: page.getByRole('button', { name: 'Publish', exact: true }),
    discard: page.getByRole('button', { name: 'Discard draft' }),
    components: page.getByRole('region', { name: 'Components of the draft' }),
    preview: page.getByTestId('page-preview'),
    dialog: page.getByRole('dialog'),
  };
}

test.describe('page editor', () => {
  test('create → edit → publish → edit → discard, the state after each step; the differences in the history; axe', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const e = editor(page);
    await signIn(page, 'admin', '/pages');

    // Create from the list: the editor opens on the new page's draft.
    await page.getByRole('button', { name: 'Create page' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create page' });
    await create.getByRole('textbox', { name: 'Title' }).fill('Line 2 board');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/pages\/pg-/);
    await expect(e.state).toHaveText('Draft only');
    await expect(e.title).toHaveValue('Line 2 board');

    // Edit: the period (only it is sent) and a component at the end, both in the preview.
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last 7 days' }).click();
    await expect(e.preview).toContainText('Period: Last 7 days');
    const patch = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().includes('/page-versions/'),
    );
    await e.save.click();
    expect((await patch).postDataJSON()).toEqual({ periodSpec: 'last-7-days' });
    await closeNotice(page, 'Draft saved');
    await page.getByRole('button', { name: 'Add component' }).click();
    await e.dialog.getByRole('combobox', { name: 'Component' }).click();
    await page.getByRole('option', { name: 'Gauge (Values)' }).click();
    await e.dialog.getByRole('button', { name: 'Add' }).click();
    await expect(e.dialog).toBeHidden();
    await expect(e.components.getByRole('group')).toHaveCount(1);
    await expect(e.components.getByRole('group')).toHaveAccessibleName('Gauge, Column 1, row 1, 3 by 5');
    await expect(e.preview).toContainText('Choose a preview device to see the page with its data.');
    await expect(e.state).toHaveText('Draft only');
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'editor-1280');

    // Publish: nothing left to publish.
    await e.publish.click();
    await expect(e.state).toHaveText('Published');
    await closeNotice(page, 'Page published');
    await expect(e.publish).toBeDisabled();
    await expect(page.getByText('Nothing to publish: the draft is the same as the published page.')).toBeVisible();

    // Edit again: unpublished changes.
    await e.title.fill('Line 2 board (draft)');
    await e.save.click();
    await expect(e.state).toHaveText('Published, with unpublished changes');
    await expect(e.publish).toBeEnabled();

    // The history: the draft against the published version.
    await page.getByRole('button', { name: 'Show version history' }).click();
    const history = page.getByRole('region', { name: 'Version history' });
    await expect(history.getByRole('list', { name: 'What changed' })).toContainText(
      'Title: Line 2 board → Line 2 board (draft)',
    );
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'history-1280');

    // Discard after a confirmation: back to the published page.
    await e.discard.click();
    await expect(e.dialog).toContainText('The changes made since the page was last published are lost.');
    await e.dialog.getByRole('button', { name: 'Discard draft' }).click();
    await expect(e.state).toHaveText('Published');
    await expect(page.getByText('Draft discarded')).toBeVisible();
    await expect(e.title).toHaveValue('Line 2 board');
  });

  test('at 600 px with a dark branding the editor and the history stay readable', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 600, height: 900 });
    const e = editor(page);
    await signIn(page, 'admin', '/pages/pg-001', 'mock-scenario=dark-branding');
    await expect(e.state).toHaveText('Published, with unpublished changes');
    await page.getByRole('button', { name: 'Show version history' }).click();
    await expect(page.getByRole('list', { name: 'Versions' }).getByRole('listitem')).toHaveCount(4);
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'editor-600-dark');
  });
});
