import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { mockControl } from '@mocks/node';
import { isOwnMembershipRead, membershipReadsBy, requestLog, setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const DAY = 24 * 60 * 60 * 1000;
const TABLE = 'People who can reach Bottling PLC Rotterdam 01';

/** ag-001 is in Bottling line 1 (g-004) and Silver contract (g-017). */
function addMembership(userId: string, groupId: string, roleId: string | null, expiresOn: string | null) {
  getDb().memberships.push({
    publicId: `m-test-${getDb().memberships.length}`,
    _companyId: 'c-acme',
    user: { publicId: userId },
    invite: null,
    group: { publicId: groupId },
    role: roleId ? { publicId: roleId } : null,
    expiresOn,
  });
}

async function openPanel() {
  const user = userEvent.setup();
  renderApp({ path: '/devices/ag-001', signedInAs: 'admin' });
  // The first test of the file also waits for the panel's chunk to compile.
  const show = await screen.findByRole('button', { name: 'Show who can reach it' }, { timeout: 10_000 });
  expect(show).toHaveAttribute('aria-expanded', 'false');
  await user.click(show);
  expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
  return user;
}

const rowOf = (name: string) => {
  const header = within(screen.getByRole('table', { name: TABLE })).getByRole('rowheader', {
    name: new RegExp(`^${name}`),
  });
  return within(header.closest('tr') as HTMLElement);
};

test('an administrator sees who can reach the device and through what', async () => {
  // Priya Raghunathan (u-016) gets temporary access; Kenji Watanabe's (u-017) has ended.
  addMembership('u-016', 'g-017', 'r-acme-3', new Date(Date.now() + 30 * DAY).toISOString());
  addMembership('u-017', 'g-004', 'r-acme-4', new Date(Date.now() - DAY).toISOString());
  await openPanel();
  const table = await screen.findByRole('table', { name: TABLE });

  // Group membership: the role in the device's group, its access permissions and access category.
  const umar = rowOf('Umar User');
  expect(umar.getByText('Operator in group Bottling line 1')).toBeInTheDocument();
  expect(umar.getByText('Requests access · Access category: Operators')).toBeInTheDocument();
  expect(umar.getByText('user@acme.test')).toBeInTheDocument();
  // The company role reaches every device when it holds a company-wide device right; then the group path.
  const ada = rowOf('Ada Admin');
  const adaPaths = ada.getAllByRole('listitem').map((item) => item.textContent);
  expect(adaPaths[0]).toMatch(/^Company role Administrator/);
  expect(adaPaths[0]).toContain('Manages groups and their devices, Approves access requests, Requests access');
  expect(adaPaths[1]).toMatch(/^Operator in group Bottling line 1/);
  expect(rowOf('Sam Secure').getByText('Company role Security officer')).toBeInTheDocument();
  // Temporary access shows its end; an expired membership and a company role without device rights reach nothing.
  expect(rowOf('Priya Raghunathan').getByText(/^Approver in group Silver contract, expires /)).toBeInTheDocument();
  const names = within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
  expect(names.some((name) => name.startsWith('Tia Translator'))).toBe(false);
  expect(names.some((name) => name.startsWith('Kenji Watanabe'))).toBe(false);
  expect(screen.getByRole('status')).toHaveTextContent(`${names.length} people can reach this device`);
});

test('the filter narrows a long list by name, role, group or access category', async () => {
  const user = await openPanel();
  await screen.findByRole('table', { name: TABLE });
  const filter = screen.getByRole('searchbox', { name: 'Filter people' });
  await user.type(filter, 'silver');
  const names = () =>
    within(screen.getByRole('table', { name: TABLE }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
  await waitFor(() => expect(names()).toHaveLength(2));
  expect(names().join(' ')).toMatch(/Grace Hopper.*Łukasz Wróbel/);
  expect(screen.getByRole('status')).toHaveTextContent('(2 of');
  await user.clear(filter);
  await user.type(filter, 'nobody at all');
  expect(await screen.findByText('Nobody matches this filter.')).toBeInTheDocument();
});

test('nothing is read until the panel is opened', async () => {
  renderApp({ path: '/devices/ag-001', signedInAs: 'admin' });
  await screen.findByRole('button', { name: 'Show who can reach it' }, { timeout: 10_000 });
  expect(membershipReadsBy('group.publicId')).toBe(0);
  expect(mockControl.requestCount('UserList', 'GET')).toBe(0);
});

test('a failure shows its message and Try again reads again', async () => {
  renderApp({ path: '/devices/ag-001', signedInAs: 'admin' });
  const show = await screen.findByRole('button', { name: 'Show who can reach it' }, { timeout: 10_000 });
  // The next membership read is the panel's once the page's own reads are done. A touch starts the background's (the
  // user's own temporary access) at once instead of after its 3 s (background-start.ts).
  fireEvent.pointerDown(window);
  await waitFor(() => expect(requestLog.some(isOwnMembershipRead)).toBe(true));
  mockControl.failRel('UserMembershipList', 403, 1, 'GET');
  const user = userEvent.setup();
  await user.click(show);
  const retry = await screen.findByRole('button', { name: 'Try again' });
  expect(screen.getByRole('alert')).toHaveTextContent('Forbidden');
  await user.click(retry);
  expect(await screen.findByRole('table', { name: TABLE })).toBeInTheDocument();
});

test('a device in no group that no company role reaches says nobody can reach it', async () => {
  // The administrator keeps her rights (a test override) while every company role becomes Operator and the
  // device's groups lose their members.
  mockControl.setPermissions('admin@acme.test', 'c-acme', ['INVITE_USER', 'MANAGE_GROUPS']);
  const db = getDb();
  db.memberships = db.memberships.filter((m) => !['g-004', 'g-017'].includes(m.group.publicId));
  for (const m of db.memberships) if (m.group.publicId === 'g-acme') m.role = { publicId: 'r-acme-4' };
  await openPanel();
  expect(await screen.findByText(/Nobody can reach this device/)).toBeInTheDocument();
});

test('end users see no panel and make none of its calls', async () => {
  renderApp({ path: '/devices/ag-001', signedInAs: 'user' });
  expect(await screen.findByRole('heading', { name: 'Bottling PLC Rotterdam 01' })).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Services' });
  expect(screen.queryByRole('heading', { name: 'Who can reach this device' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show who can reach it' })).not.toBeInTheDocument();
  expect(membershipReadsBy('group.publicId')).toBe(0);
  // The portal reads the person's own roles (by id) for their two-factor and SSO rules; the panel would read all roles.
  const panelRoleReads = requestLog.filter(
    (request) =>
      request.method === 'GET' && request.path.endsWith('/roles') && !request.filters.includes('in(publicId'),
  );
  expect(panelRoleReads).toHaveLength(0);
});
