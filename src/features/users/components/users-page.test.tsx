import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newUser } from '@mocks/db/seed-people';
import { getDb } from '@mocks/db/store';
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
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('button', { name }).closest('tr') as HTMLElement;
const acmeUserCount = () =>
  new Set(
    getDb()
      .memberships.filter((m) => m._companyId === 'c-acme' && m.user)
      .map((m) => m.user?.publicId),
  ).size;

/** Extra people in Acme, named so they sort after the seeded ones. */
function addAcmeUsers(count: number) {
  const db = getDb();
  for (let index = 0; index < count; index += 1) {
    const publicId = `u-extra-${String(index).padStart(3, '0')}`;
    db.users.push(
      newUser({
        publicId,
        name: `Zz Extra ${String(index).padStart(3, '0')}`,
        emailAddress: `extra${index}@acme.test`,
      }),
    );
    db.memberships.push({
      publicId: `m-extra-${index}`,
      _companyId: 'c-acme',
      user: { publicId },
      invite: null,
      group: { publicId: 'g-acme' },
      role: { publicId: 'r-acme-4' },
      expiresOn: null,
    });
  }
}

describe('the users page', () => {
  it('lists the company’s users with e-mail, roles, groups, last seen, two-factor, and support under the name', async () => {
    renderApp({ path: '/users', signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const table = await usersTable();
    expect(rowNames(table)).toHaveLength(acmeUserCount());
    const admin = rowOf(table, 'Ada Admin');
    // The company-wide role comes first.
    await waitFor(() => expect(within(admin).getByText(/^Administrator(, |$)/)).toBeInTheDocument());
    expect(within(admin).getByText('admin@acme.test')).toBeInTheDocument();
    const sam = rowOf(table, 'Sam Secure');
    expect(within(sam).getByText('Required')).toBeInTheDocument();
    // Grace Hopper is Acme's support account; Umar belongs to two groups with the Operator role.
    // Support is said under the name where it applies, not in a column of "No".
    expect(within(rowOf(table, 'Grace Hopper')).getByRole('rowheader')).toHaveTextContent(
      'Grace HopperSupport account',
    );
    expect(within(rowOf(table, 'Sam Secure')).getByRole('rowheader')).toHaveTextContent(/^Sam Secure$/);
    const umarGroups = getDb()
      .memberships.filter((m) => m.user?.publicId === 'u-user' && m.group.publicId !== 'g-acme')
      .map((m) => getDb().groups.find((g) => g.publicId === m.group.publicId)?.name)
      .sort((a, b) => String(a).localeCompare(String(b)));
    // More than two: the first two are named, the others counted, and all of them are in the title.
    expect(umarGroups.length).toBeGreaterThan(2);
    const named = within(rowOf(table, 'Umar User')).getByText(
      `${umarGroups.slice(0, 2).join(', ')} and ${umarGroups.length - 2} more`,
    );
    expect(named).toHaveAttribute('title', umarGroups.join(', '));
    expect(within(table).getAllByText('Never').length).toBeGreaterThan(0);
    expect(screen.getByText(`All ${acmeUserCount()} users shown`)).toBeInTheDocument();
  });

  it('reads the users a server page of 25 at a time; Load more fetches the next page with moreAfter', async () => {
    addAcmeUsers(20);
    const total = acmeUserCount();
    renderApp({ path: '/users', signedInAs: 'admin' });
    const table = await usersTable();
    expect(rowNames(table)).toHaveLength(25);
    expect(screen.getByText('25 users shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more users' }));
    await waitFor(() => expect(rowNames(table)).toHaveLength(total));
    expect(screen.getByText(`All ${total} users shown`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more users' })).not.toBeInTheDocument();
    expect(mockControl.requestCount('UserList', 'GET')).toBe(2);
  });

  it('searches the names on the server once typing pauses; the box shows every keystroke at once', async () => {
    renderApp({ path: '/users', signedInAs: 'admin' });
    const table = await usersTable();
    const before = mockControl.requestCount('UserList', 'GET');
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(search, 'hopp');
    expect(search).toHaveValue('hopp');
    await waitFor(() => expect(rowNames(table)).toEqual(['Grace Hopper']));
    // One server search for the whole word, not one per keystroke.
    expect(mockControl.requestCount('UserList', 'GET')).toBe(before + 1);
  });

  it('says when no user matches the search', async () => {
    renderApp({ path: '/users', signedInAs: 'admin' });
    await usersTable();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'qqqq');
    expect(await screen.findByText('No users match “qqqq”.')).toBeInTheDocument();
  });

  it('sorts by name, e-mail and last seen on the server; a second click reverses the order', async () => {
    renderApp({ path: '/users', signedInAs: 'admin' });
    const table = await usersTable();
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames(table)[0]).toBe('Ada Admin');

    await userEvent.click(within(header('E-mail')).getByRole('button'));
    await waitFor(() => expect(header('E-mail')).toHaveAttribute('aria-sort', 'ascending'));
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('admin@acme.test'));
    await userEvent.click(within(header('E-mail')).getByRole('button'));
    await waitFor(() => expect(header('E-mail')).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).not.toHaveTextContent('admin@acme.test'));

    await userEvent.click(within(header('Last seen')).getByRole('button'));
    await waitFor(() => expect(header('Last seen')).toHaveAttribute('aria-sort', 'ascending'));
  });

  it('shows a failed load with a retry', async () => {
    mockControl.failRel('UserList', 403, 1);
    renderApp({ path: '/users', signedInAs: 'admin' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Forbidden');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await usersTable()).toBeInTheDocument();
  });

  it('keeps a selection of users: one by one or all shown, cleared on demand', async () => {
    renderApp({ path: '/users', signedInAs: 'admin' });
    const table = await usersTable();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select Grace Hopper' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select Umar User' }));
    expect(screen.getByText('2 users selected')).toBeInTheDocument();
    const all = within(table).getByRole('checkbox', { name: 'Select all users shown' });
    expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    expect(screen.getByText(`${acmeUserCount()} users selected`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/users? selected/)).not.toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Select Grace Hopper' })).not.toBeChecked();
  });

  it('opens one user’s details from the row', async () => {
    renderApp({ path: '/users', signedInAs: 'admin' });
    const table = await usersTable();
    await userEvent.click(within(table).getByRole('button', { name: 'Grace Hopper' }));
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
  });
});
