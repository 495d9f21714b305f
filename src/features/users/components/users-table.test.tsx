import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { intlFormat, intlFormatDistance } from 'date-fns';
import { mockControl } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const usersTable = () => screen.findByRole('table', { name: 'Users' });
/** The names of the rows (the row header's button: a caption such as "Support account" may follow it). */
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('button').textContent);

describe('the users table', () => {
  it('keeps the previous rows while a search loads, saying it is busy, then shows the search’s rows', async () => {
    renderApp({ path: '/users', signedInAs: 'admin' });
    const table = await usersTable();
    const everyone = rowNames(table);
    expect(table).not.toHaveAttribute('aria-busy');
    mockControl.hold('UserList', 'GET');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'hopp');
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(rowNames(table)).toEqual(everyone);
    mockControl.release();
    await waitFor(() => expect(rowNames(table)).toEqual(['Grace Hopper']));
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('shows the order asked for in its header at once, the rows once they arrive', async () => {
    renderApp({ path: '/users', signedInAs: 'admin' });
    const table = await usersTable();
    const everyone = rowNames(table);
    mockControl.hold('UserList', 'GET');
    const email = within(table).getByRole('columnheader', { name: 'E-mail' });
    await userEvent.click(within(email).getByRole('button'));
    expect(email).toHaveAttribute('aria-sort', 'ascending');
    expect(table).not.toHaveAttribute('aria-busy');
    // Busy only once the answer is slow (held here until released), with the previous rows still there.
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(rowNames(table)).toEqual(everyone);
    mockControl.release();
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('admin@acme.test');
  });

  it('says when someone was last seen, relative to now, with the date and time in full as its title', async () => {
    renderApp({ path: '/users', signedInAs: 'admin' });
    const table = await usersTable();
    const admin = within(table).getByRole('rowheader', { name: 'Ada Admin' }).closest('tr') as HTMLElement;
    const time = admin.querySelector('time');
    expect(time).not.toBeNull();
    const date = new Date(time?.dateTime ?? '');
    expect(time).toHaveTextContent(intlFormatDistance(date, new Date(), { locale: 'en' }));
    expect(time).toHaveAttribute(
      'title',
      intlFormat(date, { dateStyle: 'medium', timeStyle: 'short' }, { locale: 'en' }),
    );
  });

  it('labels each row’s checkbox with the user’s name, opens the details from the name, both by keyboard', async () => {
    renderApp({ path: '/users', signedInAs: 'admin' });
    const table = await usersTable();
    const select = within(table).getByRole('checkbox', { name: 'Select Grace Hopper' });
    select.focus();
    await userEvent.keyboard(' ');
    expect(select).toBeChecked();
    expect(screen.getByText('1 user selected')).toBeInTheDocument();
    const open = within(table).getByRole('button', { name: 'Grace Hopper' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('names at most two groups in a row (two lines at most), counts the others, and lists them all in the cell’s title', async () => {
    renderApp({ path: '/users', signedInAs: 'admin' });
    const table = await usersTable();
    const row = within(table).getByRole('rowheader', { name: 'Chloé Dubois' }).closest('tr') as HTMLElement;
    const groupsCell = within(row).getAllByRole('cell')[3] as HTMLElement;
    const groups = within(groupsCell).getByTitle(/,/);
    const all = groups.title.split(', ');
    expect(all).toHaveLength(5);
    expect(groups).toHaveTextContent(`${all.slice(0, 2).join(', ')} and 3 more`);
    expect(groupsCell.firstElementChild).toHaveClass('ResourceTable-clamp');
    expect(groupsCell.firstElementChild).toHaveStyle({ WebkitLineClamp: '2' });
    // Two groups are named in full.
    const grace = within(table)
      .getByRole('rowheader', { name: /^Grace Hopper/ })
      .closest('tr') as HTMLElement;
    const graceGroups = within(grace).getAllByRole('cell')[3] as HTMLElement;
    expect(graceGroups).toHaveTextContent(/^[^,]+, [^,]+$/);
  });

  it('shows a search that fails with its error and a retry', async () => {
    renderApp({ path: '/users', signedInAs: 'admin' });
    await usersTable();
    const before = mockControl.requestCount('UserList', 'GET');
    mockControl.failRel('UserList', 403, undefined, 'GET');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'hopp');
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Forbidden');
    expect(mockControl.requestCount('UserList', 'GET')).toBe(before + 1);
    mockControl.clearFaults();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const table = await usersTable();
    await waitFor(() => expect(rowNames(table)).toEqual(['Grace Hopper']));
  });
});
