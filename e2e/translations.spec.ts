import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { api } from './support/mock-api';
import { expectNoAxeViolations } from './support/ordered-types';

function translationsPage(page: Page) {
  const grid = page.getByRole('grid', { name: 'Translations' });
  const search = page.getByRole('searchbox', { name: 'Search translations' });
  const saveBar = page.getByRole('region', { name: 'Unsaved changes' });
  /** The grid row whose key starts with `key`. */
  const row = (key: string) =>
    grid
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${key.replace(/[.?!]/g, '\\$&')}`) }) });
  /** Writes to TranslationList, with their bodies, in order. */
  const writes: { method: string; body: unknown }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.endsWith('/api/translations'))
      writes.push({ method: request.method(), body: request.postDataJSON() as unknown });
  });
  return {
    grid,
    search,
    saveBar,
    row,
    writes,
    open: async () => {
      await signIn(page, 'translator', '/translations');
      await expect(grid.getByRole('rowheader').first()).toBeVisible();
    },
    /** Loads the page again in the same session: no unsaved change, no search, the grid as the mock database has it. */
    reopen: async () => {
      await page.goto('/translations');
      await expect(grid.getByRole('rowheader').first()).toBeVisible();
    },
    addRow: async (key: string, texts: Record<number, string>) => {
      await page.getByRole('button', { name: 'Add translation' }).click();
      await expect(grid.getByRole('textbox', { name: 'Key of the new row' })).toBeFocused();
      await page.keyboard.type(key);
      await page.keyboard.press('Tab');
      for (let column = 1; column <= 5; column += 1) {
        const text = texts[column];
        if (text) {
          await page.keyboard.press('Enter');
          await page.keyboard.type(text);
          await page.keyboard.press('Tab');
        } else await page.keyboard.press('ArrowRight');
      }
    },
    save: () => saveBar.getByRole('button', { name: 'Save' }).click(),
  };
}

test.describe('translations', () => {
  test('create → appears → edit in place → delete, each saved as one batch', async ({ page }) => {
    const translations = translationsPage(page);
    await translations.open();
    await expect(translations.grid.getByRole('columnheader')).toHaveText([
      'Key',
      'English (en)',
      'Arabic (ar)',
      'German (de)',
      'Hebrew (he)',
      'Dutch (nl)',
      'Actions',
    ]);
    // Columns: 1 en, 2 ar, 3 de, 4 he, 5 nl.
    await translations.addRow('DIALOGS.GOODBYE', { 1: 'Goodbye', 3: 'Auf Wiedersehen' });
    await expect(translations.row('DIALOGS.GOODBYE')).toContainText('New');
    await expect(translations.saveBar).toContainText('1 unsaved change');
    await translations.save();
    await expect(page.getByText('Translations saved.')).toBeVisible();
    expect(translations.writes).toEqual([
      { method: 'POST', body: [{ key: 'DIALOGS.GOODBYE', languages: { en: 'Goodbye', de: 'Auf Wiedersehen' } }] },
    ]);
    await expect(translations.saveBar).toBeHidden();

    await page.reload();
    await translations.search.fill('goodbye');
    await expect(translations.grid.getByRole('rowheader')).toHaveText(['DIALOGS.GOODBYE']);
    const dutch = translations.row('DIALOGS.GOODBYE').getByRole('gridcell').nth(4);
    await dutch.dblclick();
    await page.keyboard.type('Tot ziens');
    await page.keyboard.press('Enter');
    await expect(dutch).toHaveText('Tot ziens');
    await expect(translations.row('DIALOGS.GOODBYE')).toContainText('Edited');
    await translations.save();
    await expect(translations.saveBar).toBeHidden();
    const publicId = (translations.writes[0]?.body as { publicId: string }[] | undefined)?.[0]?.publicId;
    expect(translations.writes[1]).toEqual({
      method: 'PATCH',
      body: [
        {
          publicId: expect.any(String) as unknown,
          languages: { en: 'Goodbye', de: 'Auf Wiedersehen', nl: 'Tot ziens' },
        },
      ],
    });
    expect(publicId).toBeUndefined();

    await translations.row('DIALOGS.GOODBYE').getByRole('button', { name: 'Delete DIALOGS.GOODBYE' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete translation' });
    await expect(confirm).toContainText('Delete the translation DIALOGS.GOODBYE?');
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(translations.row('DIALOGS.GOODBYE')).toContainText('To be deleted');
    await translations.save();
    await expect(translations.saveBar).toBeHidden();
    const patched = translations.writes[1]?.body as { publicId: string }[];
    expect(translations.writes[2]).toEqual({ method: 'DELETE', body: [{ publicId: patched[0]?.publicId }] });
    await page.reload();
    await translations.search.fill('goodbye');
    await expect(translations.grid.getByText('No key or text holds “goodbye”.')).toBeVisible();
  });

  // Neither part writes: the export starts from the page loaded again (reopen), with the data a sign-in would find.
  test('arrow keys move between cells, Enter edits, Escape cancels, leaving with changes asks first; export what is shown as CSV, or all as JSON; axe: the page, the add-language dialog, and a new column', async ({
    page,
  }) => {
    // Several checks in one sign-in: the time of several tests.
    test.setTimeout(180_000);
    const translations = translationsPage(page);
    await translations.open();
    await test.step('arrow keys move between cells; Enter edits, Escape cancels; leaving with changes asks first', async () => {
      await translations.search.fill('ALARMS.');
      await page.keyboard.press('Tab');
      const first = translations.grid.getByRole('rowheader').first();
      await expect(first).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      const english = translations.grid.getByRole('row').nth(2).getByRole('gridcell').first();
      await expect(english).toBeFocused();
      const before = await english.textContent();
      await page.keyboard.press('F2');
      await page.keyboard.type(' (changed)');
      await page.keyboard.press('Escape');
      await expect(english).toHaveText(before ?? '');
      await expect(english).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.type('!');
      await page.keyboard.press('Enter');
      await expect(english).toHaveText(`${before ?? ''}!`);
      // Thousands of rows are not all in the page; the last one is reached with Control+End.
      await page.keyboard.press('Control+End');
      await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Delete ALARMS\./);

      await page.getByRole('link', { name: 'Devices' }).click();
      const leave = page.getByRole('dialog', { name: 'Discard changes?' });
      await expect(leave).toContainText('Your changes are not saved yet. If you discard them, they are lost.');
      await expectNoAxeViolations(page, '.MuiDialog-container');
      await leave.getByRole('button', { name: 'Keep editing' }).click();
      await expect(page).toHaveURL(/\/translations$/);
      await page.getByRole('link', { name: 'Devices' }).click();
      await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
      await expect(page).toHaveURL(/\/devices$/);
      expect(translations.writes).toEqual([]);
    });

    await test.step('export what is shown as CSV, or all as JSON; axe: the page, the add-language dialog, and a new column', async () => {
      // Meanwhile someone saves a text a spreadsheet would run as a formula: the CSV writes it with a leading apostrophe.
      await api(page, 'demo-translator-secret', 'POST', '/translations', [
        { key: 'DIALOGS.FORMULA', languages: { en: '=HYPERLINK("https://evil.test","Open")' } },
      ]);
      await translations.reopen();
      await translations.search.fill('DIALOGS.');
      await page.getByRole('button', { name: 'Export' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export translations' });
      await expect(dialog.getByRole('radio', { name: 'The 3 keys shown' })).toBeChecked();
      await expectNoAxeViolations(page, '.MuiDialog-container');
      const csv = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download' }).click();
      const csvFile = await csv;
      expect(csvFile.suggestedFilename()).toBe('translations.csv');
      expect(await readFile(await csvFile.path(), 'utf8')).toBe(
        '\uFEFFkey,en,ar,de,he,nl\r\nDIALOGS.ARE_YOU_SURE?,Are you sure?,,Sind Sie sicher?,,Weet u het zeker?\r\n' +
          'DIALOGS.FORMULA,"\'=HYPERLINK(""https://evil.test"",""Open"")",,,,\r\nDIALOGS.SAVED!,Saved!,,Gespeichert!,,',
      );

      await page.getByRole('button', { name: 'Export' }).click();
      await dialog.getByRole('radio', { name: 'JSON (translations.json)' }).check();
      await dialog.getByRole('radio', { name: /^All \d+ keys$/ }).check();
      const json = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download' }).click();
      const jsonFile = await json;
      expect(jsonFile.suggestedFilename()).toBe('translations.json');
      const items = JSON.parse(await readFile(await jsonFile.path(), 'utf8')) as {
        key: string;
        languages: Record<string, string>;
      }[];
      expect(items.length).toBeGreaterThan(250);
      expect(items).toContainEqual({
        key: 'WIDGETS.RIGHT_TO_LEFT',
        languages: { en: 'Pump pressure', ar: 'ضغط المضخة', he: 'לחץ משאבה' },
      });
      expect(items.every((item) => Object.keys(item).join() === 'key,languages')).toBe(true);

      // axe: the page, the add-language dialog, and a new column.
      await translations.search.fill('');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Add language' }).click();
      const addLanguage = page.getByRole('dialog', { name: 'Add language' });
      const code = addLanguage.getByRole('textbox', { name: 'Language code' });
      await code.fill('German');
      await expect(addLanguage).toContainText('Use a language code such as de, nl or pt-BR.');
      await code.fill('de');
      await expect(addLanguage).toContainText('There is a column for this language already.');
      await expectNoAxeViolations(page, '.MuiDialog-container');
      await code.fill('pt-BR');
      await addLanguage.getByRole('button', { name: 'Add' }).click();
      await expect(translations.grid.getByRole('columnheader', { name: 'Brazilian Portuguese (pt-BR)' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  // The checks write nothing (asserted), and their rows are discarded through the page's own question before the import
  // starts from the page loaded again (reopen), with the data a sign-in would find.
  test('each client check of docs/RULES.md#translations shows on its row, no call is made; import a CSV file: existing keys updated, new keys added, then saved', async ({
    page,
  }) => {
    const translations = translationsPage(page);
    await translations.open();
    await test.step('each client check of docs/RULES.md#translations shows on its row, no call is made', async () => {
      await translations.addRow('NO.TEXTS', {});
      await translations.addRow('NO.ENGLISH', { 3: 'Nur Deutsch' });
      await translations.addRow('lower.case', { 1: 'Lower' });
      await translations.addRow('ALARMS.PRESSURE', { 1: 'Pressure' });
      await translations.save();
      await expect(translations.row('NO.TEXTS')).toContainText('Required property');
      await expect(translations.row('NO.ENGLISH')).toContainText('Required language missing: en');
      await expect(translations.row('lower.case')).toContainText('Value does not match regex expression');
      await expect(translations.row('ALARMS.PRESSURE').first()).toContainText('Duplicate');
      await expect(translations.saveBar).toContainText('4 rows need attention before saving.');
      expect(translations.writes).toEqual([]);
      await expectNoAxeViolations(page);
    });

    await test.step('import a CSV file: existing keys updated, new keys added, then saved', async () => {
      // Leaves the unsaved rows above behind.
      await page.getByRole('link', { name: 'Devices' }).click();
      await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
      await expect(page).toHaveURL(/\/devices$/);
      await translations.reopen();
      const csv =
        '\uFEFFkey,en,de,fr\r\nALARMS.PRESSURE,,Luftdruck,Pression\r\nDIALOGS.IMPORTED,"Imported, with a comma","Importiert ""so"""\r\n';
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Import' }).click();
      await (
        await chooser
      ).setFiles({ name: 'translations.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
      const done = page.getByRole('dialog', { name: 'File imported' });
      await expect(done).toContainText('translations.csv: 1 updated, 1 added, 0 unchanged.');
      await expectNoAxeViolations(page, '.MuiDialog-container');
      await done.getByRole('button', { name: 'OK' }).click();
      await expect(translations.grid.getByRole('columnheader', { name: 'French (fr)' })).toBeVisible();
      await expect(translations.saveBar).toContainText('2 unsaved changes');
      await translations.save();
      await expect(translations.saveBar).toBeHidden();
      expect(translations.writes.map((write) => write.method)).toEqual(['POST', 'PATCH']);
      expect(translations.writes[0]?.body).toEqual([
        { key: 'DIALOGS.IMPORTED', languages: { en: 'Imported, with a comma', de: 'Importiert "so"' } },
      ]);
      expect(translations.writes[1]?.body).toEqual([
        {
          publicId: expect.any(String) as unknown,
          languages: { en: 'Pressure', de: 'Luftdruck', nl: 'Druk', fr: 'Pression' },
        },
      ]);

      // A file without a key column is refused, and says why.
      const again = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Import' }).click();
      await (await again).setFiles({ name: 'names.csv', mimeType: 'text/csv', buffer: Buffer.from('name,en\nA,B\n') });
      await expect(page.getByRole('dialog', { name: 'The file could not be imported' })).toContainText(
        'names.csv has no key column.',
      );
    });
  });
});
