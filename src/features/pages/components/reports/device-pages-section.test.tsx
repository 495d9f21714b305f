import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { mockControl } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const TABLE = 'Pages of Bottling PLC Rotterdam 01';
const section = async () => {
  // The first test of the file also waits for the section's chunk to compile.
  return screen.findByRole('table', { name: TABLE }, { timeout: 10_000 });
};
const rowTexts = (table: HTMLElement): (string | null)[][] =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe("a device's pages", () => {
  it('lists every page of the device with its type and state for people who manage pages: titles open the page for the device, Edit the editor', async () => {
    renderApp({ path: '/devices/ag-001', signedInAs: 'admin' });
    const table = await section();
    expect(rowTexts(table)).toEqual([
      ['Bottling KPIs (v2)', 'Dashboard', 'Published, with unpublished changes', 'Edit'],
      ['Bottling line 1 live', 'Cards', 'Draft only', 'Edit'],
      ['Line 1 daily report', 'Report', 'Published', 'EditQueue report'],
      ['Silver contract service report (v2)', 'Report', 'Published, with unpublished changes', 'EditQueue report'],
    ]);
    expect(within(table).getByRole('link', { name: 'Line 1 daily report' })).toHaveAttribute(
      'href',
      '/devices/ag-001/pages/pg-013',
    );
    expect(within(table).getByRole('link', { name: 'Edit Line 1 daily report' })).toHaveAttribute(
      'href',
      '/pages/pg-013',
    );
    expect(screen.getByTestId('pages-count')).toHaveTextContent('4 pages');
    expect(screen.getByRole('heading', { level: 2, name: 'Pages' })).toBeInTheDocument();
  });

  it('shows people who do not manage pages only the published pages, under their published titles, opening the page and never the editor', async () => {
    renderApp({ path: '/devices/ag-001', signedInAs: 'user' });
    const table = await section();
    expect(rowTexts(table).map((cells) => cells[0])).toEqual([
      'Bottling KPIs',
      'Line 1 daily report',
      'Silver contract service report',
    ]);
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      expect.stringMatching(/^\/devices\/ag-001\/pages\/pg-/),
      '/devices/ag-001/pages/pg-013',
      expect.stringMatching(/^\/devices\/ag-001\/pages\/pg-/),
    ]);
    expect(within(table).queryByRole('link', { name: /^Edit / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Queue report' })).toBeInTheDocument();
  });

  it('narrows the list by a search, says when nothing matches, and reads all of it in one request of 4 000', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/devices/ag-001', signedInAs: 'admin' });
    await section();
    const search = screen.getByRole('searchbox', { name: 'Search pages' });
    await user.type(search, 'REPORT');
    await waitFor(() => expect(screen.getByTestId('pages-count')).toHaveTextContent('2 of 4 pages match'));
    expect(rowTexts(screen.getByRole('table', { name: TABLE })).map((cells) => cells[0])).toEqual([
      'Line 1 daily report',
      'Silver contract service report (v2)',
    ]);
    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(await screen.findByText('No page matches this search')).toBeInTheDocument();
    expect(mockControl.requestCount('AgentPageList', 'GET')).toBe(1);
  });

  it('says so when the device has no pages', async () => {
    // A page belongs to a device through its group: none is filed under any group now.
    for (const page of getDb().pages) page.group = null;
    renderApp({ path: '/devices/ag-001', signedInAs: 'admin' });
    expect(await screen.findByText('No pages yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Queue report' })).toBeNull();
  });

  it('shows a failed read with the server’s message and reads again on Retry', async () => {
    const user = userEvent.setup();
    mockControl.failRel('AgentPageList', 403, 1);
    renderApp({ path: '/devices/ag-001', signedInAs: 'admin' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Forbidden');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await section();
  });

  it('reads 4 000 pages 50 rows at a time', async () => {
    const user = userEvent.setup();
    mockControl.scenario('large');
    renderApp({ path: '/devices/ag-001', signedInAs: 'admin' });
    const table = await section();
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByTestId('pages-count')).toHaveTextContent('4,000 pages');
    const pager = screen.getByRole('navigation', { name: 'Pages of the list' });
    expect(pager).toHaveTextContent('1–50 of 4,000');
    expect(within(pager).getByRole('button', { name: 'Previous rows' })).toBeDisabled();
    const first = rowTexts(table)[0]?.[0];
    await user.click(within(pager).getByRole('button', { name: 'Next rows' }));
    expect(pager).toHaveTextContent('51–100 of 4,000');
    expect(rowTexts(screen.getByRole('table', { name: TABLE }))[0]?.[0]).not.toBe(first);
  });
});
