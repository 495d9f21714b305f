import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens, mockControl } from '@mocks/node';
import { call, rows } from '@mocks/test-client';
import { recordDownloads } from '@/testing/downloads';
import { setupMockBackend } from '@/testing/mock-server';
import { closeNotice } from '@/testing/notices';
import { renderApp } from '@/testing/render';

setupMockBackend();

const admin = { token: demoTokens.admin.secretId, company: 'c-acme' };
type StoredPage = {
  publicId: string;
  name: string;
  applicationType: string;
  group: { publicId: string } | null;
  default: boolean;
  draft: { title: string; custom: { glbMatIcon: string | null }; periodSpec: string } | null;
};
const stored = async () =>
  rows(
    await call('PageList', {
      ...admin,
      query: { fields: 'publicId,name,applicationType,group,default,draft', pageSize: '4000' },
    }),
  ) as StoredPage[];

async function openPage() {
  const view = renderApp({ path: '/pages', signedInAs: 'admin' });
  await screen.findByRole('table', { name: 'Pages in No group' });
  return view;
}
const table = (group: string) => screen.getByRole('table', { name: `Pages in ${group}` });
const titles = (group: string) =>
  within(table(group))
    .getAllByRole('link')
    .map((link) => link.textContent);
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr') as HTMLElement;
/** Icon, type, state and default cells of a row, as read (wide screen). */
const cellsOf = (title: string) =>
  within(rowOf(title))
    .getAllByRole('cell')
    .slice(0, 4)
    .map((cell) => cell.textContent);
const defaults = () =>
  screen
    .queryAllByText('Default', { selector: '.MuiChip-label' })
    .map((chip) => within(chip.closest('tr') as HTMLElement).getByRole('link').textContent);
async function menuAction(title: string, action: string) {
  await userEvent.click(within(rowOf(title)).getByRole('button', { name: `More options for ${title}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}
/** Replaces a text box's content in one input event (`clear` focuses and empties it; typing key by key is slow here). */
async function fill(box: HTMLElement, value: string) {
  await userEvent.clear(box);
  await userEvent.paste(value);
}
const queue = (store: ReturnType<typeof renderApp>['store']) =>
  store
    .getState()
    .notices.queue.map(({ messageKey, text, duration, severity }) => ({ messageKey, text, duration, severity }));

describe('the pages page', () => {
  it('lists the pages by group, the pages without a group last, with icon, kind, state and the default flag; the search box keeps the pages whose title or name holds the text, and says when none does', async () => {
    await openPage();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Bottling line 1',
      'Düsseldorf warehouse',
      'Gold contract',
      'Silver contract',
      'No group',
    ]);
    expect(titles('Bottling line 1')).toEqual(['Bottling KPIs (v2)', 'Bottling line 1 live', 'Line 1 daily report']);
    expect(cellsOf('Plant overview (v2)')).toEqual([
      'dashboard',
      'Dashboard',
      'Published, with unpublished changes',
      'Default',
    ]);
    expect(cellsOf('Energy report')).toEqual(['bolt', 'Dashboard', 'Published', '']);
    expect(cellsOf('Alarm history')).toEqual(['notifications', 'Dashboard', 'Draft only', '']);
    expect(cellsOf('Water usage (v2)')).toEqual(['water_drop', 'Cards', 'Published, with unpublished changes', '']);
    expect(cellsOf('Shift handover')[1]).toBe('Report');
    // The title lives on the version; a name that differs is shown under it.
    expect(within(rowOf('Plant overview (v2)')).getByText('Name: Plant overview')).toBeInTheDocument();
    // Admin-authored text is text, never markup.
    expect(screen.getByRole('link', { name: '<b>Markup</b> shown as text' })).toBeInTheDocument();
    expect(defaults()).toEqual(['Plant overview (v2)']);
    expect(screen.getByRole('link', { name: 'Energy report' })).toHaveAttribute('href', '/pages/pg-002');

    // The search, on the same list: each key typed filters the whole list again, so the text goes in at once.
    const search = screen.getByRole('searchbox', { name: 'Search pages' });
    await fill(search, 'REPORT');
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Pages in Düsseldorf warehouse' })).not.toBeInTheDocument(),
    );
    expect(titles('Bottling line 1')).toEqual(['Line 1 daily report']);
    expect(titles('No group')).toEqual(['Energy report', 'Monthly energy report']);
    await fill(search, 'zzz');
    expect(await screen.findByText('No page title or name holds “zzz”.')).toBeInTheDocument();
  });

  it('shows the loading, empty and error states', async () => {
    mockControl.hold('PageList', 'GET');
    const first = renderApp({ path: '/pages', signedInAs: 'admin' });
    expect(await screen.findByRole('progressbar', { name: 'Loading pages…' })).toBeInTheDocument();
    mockControl.release();
    expect(await screen.findByRole('table', { name: 'Pages in No group' })).toBeInTheDocument();
    first.unmount();

    mockControl.malformRel('PageList', 1, 'wrong-shape');
    const second = renderApp({ path: '/pages', signedInAs: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Pages in No group' })).toBeInTheDocument();
    second.unmount();

    mockControl.scenario('empty-company');
    renderApp({ path: '/pages', signedInAs: 'admin' });
    expect(await screen.findByText('No pages yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Create page' })).toHaveLength(2);
  });

  it('create: the title is required and at most 255 characters, the icon a Material name; the new draft opens in the editor', async () => {
    const { router } = await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Create page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create page' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await fill(title, 'x');
    await userEvent.clear(title);
    expect(await within(dialog).findByText('Enter a title.')).toBeInTheDocument();
    await fill(title, 'y'.repeat(256));
    expect(await within(dialog).findByText('At most 255 characters.')).toBeInTheDocument();
    expect(create).toBeDisabled();
    await fill(title, 'Line 2 overview');
    const icon = within(dialog).getByRole('textbox', { name: 'Icon' });
    await fill(icon, 'Bad icon');
    expect(
      await within(dialog).findByText('Use a Material icon name: lower case letters, digits and underscores.'),
    ).toBeInTheDocument();
    await fill(icon, 'speed');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Group' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bottling line 2' }));
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Dashboard');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cards' }));
    await userEvent.click(create);

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/pages\/(?!$)/));
    const created = (await stored()).find((page) => page.name === 'Line 2 overview');
    expect(created).toMatchObject({ applicationType: 'card', group: { publicId: 'g-005' }, default: false });
    expect(created?.draft).toMatchObject({
      title: 'Line 2 overview',
      custom: { glbMatIcon: 'speed' },
      periodSpec: 'today',
    });
    expect(router.state.location.pathname).toBe(`/pages/${created?.publicId}`);
  });

  it('duplicate: a draft-only page is refused with its text for 4 s; a published page is copied', async () => {
    const { store } = await openPage();
    await menuAction('Alarm history', 'Duplicate');
    await waitFor(() =>
      expect(queue(store)).toContainEqual({
        messageKey: 'pages.errors.duplicateNotPublished',
        text: undefined,
        duration: 4000,
        severity: 'error',
      }),
    );
    await closeNotice('Cannot duplicate a non-published page');
    const before = (await stored()).length;
    await menuAction('Energy report', 'Duplicate');
    expect(await screen.findByText('Page duplicated.')).toBeInTheDocument();
    expect(await stored()).toHaveLength(before + 1);
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Energy report/ })).toHaveLength(2));
  });

  it('set as default moves the flag, unset clears it; a failure shows its first message for 4 s', async () => {
    const { store } = await openPage();
    await menuAction('Energy report', 'Set as default');
    await waitFor(() => expect(defaults()).toEqual(['Energy report']));
    expect(screen.getByText('Default page set.')).toBeInTheDocument();
    await menuAction('Energy report', 'Unset default');
    await waitFor(() => expect(defaults()).toEqual([]));
    expect((await stored()).filter((page) => page.default)).toEqual([]);

    mockControl.failRel('PageDefault', 409, 1);
    await menuAction('Alarm history', 'Set as default');
    await waitFor(() =>
      expect(queue(store)).toContainEqual({
        messageKey: undefined,
        text: 'Conflict',
        duration: 4000,
        severity: 'error',
      }),
    );
    expect(defaults()).toEqual([]);
  });

  it('rename or move changes the name and the group; delete asks first', async () => {
    await openPage();
    await menuAction('Energy report', 'Rename or move');
    const dialog = await screen.findByRole('dialog', { name: 'Rename or move page' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await fill(name, 'Energy (site)');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Group' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kiln hall' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(titles('Kiln hall')).toEqual(['Energy report']));
    expect(within(rowOf('Energy report')).getByText('Name: Energy (site)')).toBeInTheDocument();

    await menuAction('Alarm history', 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete page?' });
    expect(confirm).toHaveTextContent('Delete “Alarm history”?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Alarm history' })).not.toBeInTheDocument());
    expect((await stored()).some((page) => page.name === 'Alarm history')).toBe(false);
  });

  it('export saves page-<title>.json; import shows a refused file inline, then files the copy under the chosen group', async () => {
    const downloads = recordDownloads();
    await openPage();
    await menuAction('Energy report', 'Export');
    await waitFor(() => expect(downloads.files).not.toHaveLength(0));
    const [saved] = downloads.files;
    expect([saved?.name, saved?.type]).toEqual(['page-energy-report.json', 'application/json']);
    const text = (await saved?.blob.text()) ?? '';
    expect(JSON.parse(text)).toMatchObject({ name: 'Energy report', applicationType: 'sheet' });

    await userEvent.click(screen.getByRole('button', { name: 'Import page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import page' });
    const file = within(dialog).getByLabelText('Page file');
    await userEvent.upload(file, new File(['not json'], 'broken.json', { type: 'application/json' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText('This file is not a page export: it does not hold JSON.'),
    ).toBeInTheDocument();
    await userEvent.upload(file, new File(['{"name": ""}'], 'empty.json', { type: 'application/json' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid value');

    await userEvent.upload(file, new File([text], 'page-energy-report.json', { type: 'application/json' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Import into' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kiln hall' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import page' })).not.toBeInTheDocument());
    expect(await screen.findByText('Page imported.')).toBeInTheDocument();
    await waitFor(() => expect(titles('Kiln hall')).toEqual(['Energy report']));
  });

  it('import refuses a file over 2 MB unread, and says so; a file the browser cannot read says so too; neither is sent', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Import page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import page' });
    const input = within(dialog).getByLabelText('Page file');

    const large = new File(['{}'], 'huge.json', { type: 'application/json' });
    Object.defineProperty(large, 'size', { value: 2_000_001 });
    const readLarge = vi.spyOn(large, 'text');
    await userEvent.upload(input, large);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This file is too large for a page export (at most 2\u00a0MB).',
    );
    expect(readLarge).not.toHaveBeenCalled();

    const gone = new File(['{}'], 'gone.json', { type: 'application/json' });
    Object.defineProperty(gone, 'text', {
      value: () =>
        Promise.reject(new DOMException('A requested file or directory could not be found.', 'NotFoundError')),
    });
    await userEvent.upload(input, gone);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This file could not be read. It may have been moved, changed or locked since you chose it: choose it again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled();
    expect(mockControl.requestCount('PageImport', 'POST')).toBe(0);
  });
});
