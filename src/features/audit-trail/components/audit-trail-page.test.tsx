import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockControl, server } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { recordDownloads } from '@/testing/downloads';
import { renderApp } from '@/testing/render';

setupMockBackend();

/** The filters of every AuditLogList / AuditLogExport request the page sent. */
function recordRequests() {
  const seen: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (/audit-logs/.test(url.pathname)) seen.push(url);
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

const table = () => screen.findByRole('table', { name: 'Audit trail entries' });

describe('the audit trail page', () => {
  it('lists entries newest first, follows moreAfter on Load more, and opens the readable difference', async () => {
    const requests = recordRequests();
    renderApp({ path: '/audit-trail', signedInAs: 'admin' });
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(51);
    const first = requests.seen[0];
    expect(first?.searchParams.get('order-by')).toBe('-time');
    expect(first?.searchParams.get('page-size')).toBe('50');
    expect(first?.searchParams.has('fields')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(101));
    expect(requests.seen.at(-1)?.searchParams.get('page-after')).toBeTruthy();

    // An update's detail shows changed values old → new by path.
    const update = within(await table()).getAllByRole('button', { name: /^Show details of Updated/ })[0];
    await userEvent.click(update as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry' });
    const changes = within(dialog).getByRole('table', { name: 'Changes of this entry' });
    expect(within(changes).getAllByRole('rowheader')[0]?.textContent).toMatch(/Changed$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    requests.stop();
  });

  it('filters on the server in the API syntax and exports exactly what is filtered', async () => {
    const requests = recordRequests();
    const downloads = recordDownloads();
    const { router } = renderApp({ path: '/audit-trail?action=DELETE&target=group', signedInAs: 'admin' });
    await table();
    const filters = () => requests.seen.at(-1)?.searchParams.getAll('filters');
    expect(filters()).toEqual(['in(action,"DELETE")', 'contains(target,"group")']);
    expect(within(await table()).getAllByRole('cell', { name: 'Deleted' }).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Created' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(filters()).toEqual(['in(action,"CREATE","DELETE")', 'contains(target,"group")']));
    expect(router.state.location.search).toBe('?action=CREATE%2CDELETE&target=group');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.files).not.toHaveLength(0));
    const exported = requests.seen.find((url) => url.pathname.endsWith('audit-logs-export'));
    expect(exported?.searchParams.getAll('filters')).toEqual([
      'in(action,"CREATE","DELETE")',
      'contains(target,"group")',
    ]);
    const [saved] = downloads.files;
    expect(saved?.name).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((await saved?.blob.text())?.split('\r\n')[0]).toMatch(/^time,action/);
    requests.stop();
  });

  it('an empty result offers to clear the filters; a failed load offers a retry', async () => {
    const first = renderApp({ path: '/audit-trail?target=no-such-target-anywhere', signedInAs: 'admin' });
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(await table()).toBeInTheDocument();
    first.unmount();

    mockControl.failRel('AuditLogList', 400, 1);
    renderApp({ path: '/audit-trail?action=TRIGGER', signedInAs: 'admin' });
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    expect(within(await table()).getAllByRole('cell', { name: 'Triggered' }).length).toBeGreaterThan(0);
  });
});
