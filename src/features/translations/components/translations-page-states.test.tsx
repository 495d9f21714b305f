import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens, mockControl } from '@mocks/node';
import { call } from '@mocks/test-client';
import { recordDownloads } from '@/testing/downloads';
import { setupMockBackend } from '@/testing/mock-server';
import { closeNotice } from '@/testing/notices';
import { renderApp } from '@/testing/render';

setupMockBackend();

// jsdom has no layout: the grid's scroll box gets a height, so the virtualiser puts its first rows in the page.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 }));
afterAll(() => clientHeight && Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight));

const open = () => renderApp({ path: '/translations', signedInAs: 'translator' });
const grid = () => screen.findByRole('grid', { name: 'Translations' });
const rowOf = (table: HTMLElement, key: string) =>
  within(table)
    .getByRole('rowheader', { name: new RegExp(`^${key.replace(/[.?!]/g, '\\$&')}`) })
    .closest('[role="row"]') as HTMLElement;
const search = (text: string) => userEvent.type(screen.getByRole('searchbox', { name: 'Search translations' }), text);
const upload = (name: string, text: string, type = 'text/csv') =>
  userEvent.upload(screen.getByLabelText('Import a CSV or JSON file'), new File([text], name, { type }));

describe('the translations page, around the grid', () => {
  it('shows that the list is loading until it comes', async () => {
    mockControl.hold('TranslationList', 'GET');
    open();
    expect(await screen.findByRole('progressbar', { name: 'Loading translations' })).toBeInTheDocument();
    mockControl.release();
    expect(await grid()).toBeInTheDocument();
  });

  it('a company without translations sees the empty state; adding a row opens the grid', async () => {
    mockControl.scenario('empty-company');
    open();
    expect(await screen.findByText('No translations yet.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add translation' })[1] as HTMLElement);
    expect(await within(await grid()).findByRole('textbox', { name: 'Key of the new row' })).toBeInTheDocument();
    expect(
      within(await grid())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Key', 'English (en)', 'Actions']);
  });

  it('a failed load shows an error state; Try again reads the list again', async () => {
    mockControl.malformRel('TranslationList', 1, 'wrong-shape');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await grid()).toBeInTheDocument();
  });

  it('needs MANAGE_TRANSLATIONS', async () => {
    mockControl.setPermissions('admin@acme.test', 'c-acme', ['MANAGE_GROUPS']);
    renderApp({ path: '/translations', signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Page not allowed' })).toBeInTheDocument();
    expect(mockControl.requestCount('TranslationList', 'GET')).toBe(0);
  });

  it('arrow keys move the one tab stop between cells; typing starts editing', async () => {
    open();
    const table = await grid();
    const first = within(table).getAllByRole('rowheader')[0] as HTMLElement;
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    const german = within(within(table).getAllByRole('row')[2] as HTMLElement).getAllByRole(
      'gridcell',
    )[1] as HTMLElement;
    expect(german).toHaveFocus();
    expect(german).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName(/^Delete /);
    await userEvent.keyboard('{Home}{ArrowRight}X');
    expect(within(table).getByRole('textbox', { name: /^English text of / })).toHaveValue('X');
  });

  it('import merges a CSV file into the edits (nothing sent) and says what it changed', async () => {
    open();
    const table = await grid();
    await upload(
      'translations.csv',
      '\uFEFFkey,en,de,fr\r\nALARMS.PRESSURE,,Luftdruck,Pression\r\nDIALOGS.NEW,New,Neu,Nouveau\r\n',
    );
    const done = await screen.findByRole('dialog', { name: 'File imported' });
    expect(done).toHaveTextContent(
      'translations.csv: 1 updated, 1 added, 0 unchanged. Review the changes, then save them.',
    );
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    expect(within(table).getByRole('columnheader', { name: 'French (fr)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unsaved changes' })).toHaveTextContent('2 unsaved changes');
    await search('pression');
    expect(
      within(rowOf(table, 'ALARMS.PRESSURE'))
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['Pressure', '', 'Luftdruck', 'Pression', '', 'Druk', '']);
    expect(mockControl.requestCount('TranslationList', 'POST')).toBe(0);
  });

  it.each([
    ['names.csv', 'name,en\nA,B', 'names.csv has no key column. Its first row must name the columns: key, en, de, …'],
    ['bad.json', '{"A": ', /^bad\.json could not be read: /],
    ['rows.csv', 'key,en\nA,One\n,Two', 'rows.csv: row 3 has no key.'],
  ])('an import of %s that cannot be read says why, and changes nothing', async (name, text, message) => {
    open();
    await grid();
    await upload(name, text);
    const failed = await screen.findByRole('dialog', { name: 'The file could not be imported' });
    expect(within(failed).getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('import refuses a file over 5 MB unread, and says so; nothing changes', async () => {
    open();
    await grid();
    const large = new File(['key,en\nA,One'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(large, 'size', { value: 5_000_001 });
    const read = vi.spyOn(large, 'text');
    await userEvent.upload(screen.getByLabelText('Import a CSV or JSON file'), large);
    const failed = await screen.findByRole('dialog', { name: 'The file could not be imported' });
    expect(within(failed).getByText(/^huge\.csv is too large/).textContent).toBe(
      'huge.csv is too large to import: a file may be at most 5\u00a0MB.',
    );
    expect(read).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('import of a file the browser cannot read says so (no unhandled rejection); nothing changes', async () => {
    open();
    await grid();
    const gone = new File(['key,en\nA,One'], 'gone.csv', { type: 'text/csv' });
    Object.defineProperty(gone, 'text', {
      value: () => Promise.reject(new DOMException('The requested file could not be read.', 'NotReadableError')),
    });
    await userEvent.upload(screen.getByLabelText('Import a CSV or JSON file'), gone);
    const failed = await screen.findByRole('dialog', { name: 'The file could not be imported' });
    expect(failed).toHaveTextContent(
      'gone.csv could not be read. It may have been moved, changed or locked since you chose it: choose it again.',
    );
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('export as CSV writes a text that would start a spreadsheet formula with a leading apostrophe', async () => {
    await call('TranslationList', {
      token: demoTokens.translator.secretId,
      method: 'POST',
      body: [{ key: 'EVIL.CMD', languages: { en: "=cmd|' /C calc'!A0", de: '@SUM(1+1)' } }],
    });
    const downloads = recordDownloads();
    open();
    await grid();
    await search('EVIL.CMD');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export translations' });
    expect(within(dialog).getByRole('radio', { name: 'The 1 key shown' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    const text = (await downloads.files[0]?.blob.text()) ?? '';
    expect(text.split('\r\n')[1]).toBe('EVIL.CMD,"\'=cmd|\' /C calc\'!A0",,"\'@SUM(1+1)",,');
  });

  it('add a language: a code like de or pt-BR that has no column yet', async () => {
    open();
    const table = await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Add language' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add language' });
    const code = within(dialog).getByRole('textbox', { name: 'Language code' });
    await userEvent.type(code, 'French');
    expect(within(dialog).getByText('Use a language code such as de, nl or pt-BR.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.clear(code);
    await userEvent.type(code, 'nl');
    expect(within(dialog).getByText('There is a column for this language already.')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, 'fr{Enter}');
    expect(await within(table).findByRole('columnheader', { name: 'French (fr)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('discard changes asks first, then drops every edit', async () => {
    open();
    const table = await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Add translation' }));
    await userEvent.type(await within(table).findByRole('textbox', { name: 'Key of the new row' }), 'DROP.ME{Enter}');
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard changes' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(confirm).toHaveTextContent('Your changes are not saved yet. If you discard them, they are lost.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument());
    expect(within(table).queryByRole('rowheader', { name: /DROP\.ME/ })).not.toBeInTheDocument();
  });

  it('a failure without listIndex shows its message; the edits stay to be saved again', async () => {
    mockControl.failRel('TranslationList', 403, 1, 'PATCH');
    open();
    const table = await grid();
    const english = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole(
      'gridcell',
    )[0] as HTMLElement;
    english.focus();
    await userEvent.keyboard('{Enter}{Control>}a{/Control}Changed{Enter}');
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
    await closeNotice('Forbidden');
    expect(screen.getByRole('region', { name: 'Unsaved changes' })).toHaveTextContent('1 unsaved change');
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText('Translations saved.')).toBeInTheDocument();
    expect(english).toHaveTextContent('Changed');
  });

  it('a double click on Save sends one batch', async () => {
    open();
    const table = await grid();
    const english = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole(
      'gridcell',
    )[0] as HTMLElement;
    english.focus();
    await userEvent.keyboard('{Enter}{Control>}a{/Control}Once{Enter}');
    await userEvent.dblClick(
      within(screen.getByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText('Translations saved.')).toBeInTheDocument();
    expect(mockControl.requestCount('TranslationList', 'PATCH')).toBe(1);
  });
});
