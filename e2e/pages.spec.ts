import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';
import { screenshot } from './support/screenshot';
import { closeNotice } from './support/notices';

function pagesList(page: Page) {
  const table = (group: string) => page.getByRole('table', { name: `Pages in ${group}` });
  const row = (title: string) =>
    page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  return {
    table,
    row,
    /** The titles of a group's pages, in order. */
    titles: (group: string) => table(group).getByRole('rowheader').getByRole('link'),
    /** The titles of the pages marked as the default. */
    defaults: page
      .getByRole('row')
      .filter({ has: page.locator('.MuiChip-label', { hasText: /^Default$/ }) })
      .getByRole('link'),
    /** Opens a row's more-options menu and picks an action. */
    menu: async (title: string, action: string) => {
      await row(title)
        .getByRole('button', { name: `More options for ${title}` })
        .click();
      await page.getByRole('menuitem', { name: action }).click();
    },
    request: (method: string, path: RegExp) =>
      page.waitForRequest((request) => request.method() === method && path.test(new URL(request.url()).pathname)),
  };
}

test.describe('pages', () => {
  test('duplicate refused for a draft only (4 s) and allowed for a published page, then set as default; axe on the page and the create dialog', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.install();
    const list = pagesList(page);
    await signIn(page, 'admin', '/pages');
    await expect(list.titles('Bottling line 1')).toHaveText([
      'Bottling KPIs (v2)',
      'Bottling line 1 live',
      'Line 1 daily report',
    ]);
    await expect(list.row('Alarm history')).toContainText('Draft only');
    await expect(list.row('Energy report')).toContainText('Published');
    await expect(list.defaults).toHaveText(['Plant overview (v2)']);
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'pages-1280');

    await page.getByRole('button', { name: 'Create page' }).click();
    const create = page.getByRole('dialog', { name: 'Create page' });
    await expect(create.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await screenshot(page, testInfo, 'pages-create-1280');
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect(create).toBeHidden();

    await list.row('Alarm history').getByRole('button', { name: 'More options for Alarm history' }).click();
    // From here the page's time moves only when the test says, so the 4 s are counted exactly, however busy the machine.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    const refused = list.request('POST', /\/pages\/pg-003\/duplicate$/);
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await refused;
    const notice = page.getByRole('alert').filter({ hasText: 'Cannot duplicate a non-published page' });
    await expect(notice).toBeVisible();
    await page.clock.fastForward(3500);
    await expect(notice).toBeVisible();
    await page.clock.fastForward(600);
    await expect(notice).toBeHidden();
    await page.clock.resume();

    const copied = list.request('POST', /\/pages\/pg-002\/duplicate$/);
    await list.menu('Energy report', 'Duplicate');
    await copied;
    await closeNotice(page, 'Page duplicated.');
    await expect(page.getByRole('link', { name: /^Energy report/ })).toHaveCount(2);

    // One default per company: setting another moves the flag.
    const set = list.request('POST', /\/pages\/pg-008\/default$/);
    await list.menu('Shift handover', 'Set as default');
    await set;
    await expect(list.defaults).toHaveText(['Shift handover']);
    await expect(page.getByText('Default page set.')).toBeVisible();
    // Kept by the server, not only on screen.
    await page.reload();
    await expect(list.defaults).toHaveText(['Shift handover']);
  });

  test('export a page and import the file into a group: the copy shows under that group (600 px, dark branding)', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 600, height: 900 });
    const list = pagesList(page);
    await signIn(page, 'admin', '/pages', 'mock-scenario=dark-branding');
    await expect(list.row('Energy report')).toContainText('Published');
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'pages-600-dark');

    const download = page.waitForEvent('download');
    await list.menu('Energy report', 'Export');
    const file = await download;
    expect(file.suggestedFilename()).toBe('page-energy-report.json');
    const path = testInfo.outputPath('page-energy-report.json');
    await file.saveAs(path);
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({ name: 'Energy report', applicationType: 'sheet' });

    await page.getByRole('button', { name: 'Import page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import page' });
    await dialog.getByLabel('Page file').setInputFiles(path);
    await expect(dialog.getByText('page-energy-report.json')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Import into' }).click();
    await page.getByRole('option', { name: 'Kiln hall' }).click();
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await screenshot(page, testInfo, 'pages-import-600-dark');
    const imported = list.request('POST', /\/groups\/g-007\/page-import$/);
    await dialog.getByRole('button', { name: 'Import' }).click();
    expect(JSON.parse((await imported).postDataJSON() as string)).toMatchObject({ name: 'Energy report' });
    await expect(dialog).toBeHidden();
    await expect(list.titles('Kiln hall')).toHaveText(['Energy report']);
    await screenshot(page, testInfo, 'pages-imported-600-dark');
  });
});
