import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { demoTokens, mockControl } from '@mocks/node';
import { call, rows } from '@mocks/test-client';
import { membershipReadsBy, setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { groupTypesApi } from '../api';

setupMockBackend();

const SEEDED = ['Site', 'Production line', 'Customer', 'Service team', 'Région', 'Maintenance contract'];
const admin = { token: demoTokens.admin.secretId };

async function typeList(name: 'navigation' | 'region' = 'navigation') {
  const list = await screen.findByRole(name, { name: 'Group types' });
  await within(list).findAllByRole('link');
  return list;
}
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

async function openMenu(type: string, item: 'Edit' | 'Delete') {
  await userEvent.click(await screen.findByRole('button', { name: `More options for ${type}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

const nameField = () => within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Name' });
/** Puts text into the name field at its end in one input event, as `type` would key by key (which is slower). */
async function enterName(text: string) {
  await userEvent.click(nameField());
  await userEvent.paste(text);
}

describe('the groups page', () => {
  it('lists the group types in order with links, and the groups of the first type; counts the members and devices of each group from UserMembershipList and AgentList, one call each for the page', async () => {
    // Expected counts straight from the data: people with a membership of the group, devices that are members of it.
    const db = getDb();
    const siteGroups = db.groups.filter((g) => g.type?.publicId === 'gt-001');
    const expected = siteGroups.map((group) => [
      group.name,
      String(
        new Set(
          db.memberships.filter((m) => m.group.publicId === group.publicId && m.user).map((m) => m.user?.publicId),
        ).size,
      ),
      String(db.agents.filter((a) => a.memberships.some((m) => m.group.publicId === group.publicId)).length),
    ]);
    expect(expected.some(([, members, devices]) => members !== '0' && devices !== '0')).toBe(true);
    renderApp({ path: '/groups', signedInAs: 'admin' });
    const list = await typeList();
    expect(names(list)).toEqual(SEEDED);
    expect(within(list).getByRole('link', { name: 'Customer' })).toHaveAttribute('href', '/groups/type/gt-003');
    const table = await screen.findByRole('table', { name: 'Groups of the type Site' });
    expect(within(table).getByRole('rowheader', { name: 'Rotterdam plant' })).toBeInTheDocument();
    const cellsOf = (name: string) => {
      const row = within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
      return [
        name,
        ...within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ];
    };
    await waitFor(() => expect(siteGroups.map((group) => cellsOf(group.name))).toEqual(expected));
    expect(membershipReadsBy('group.publicId')).toBe(1);
    expect(mockControl.requestCount('AgentList', 'GET')).toBe(1);
  });

  it('a group’s name opens its page, its member count the members and its device count the devices there', async () => {
    const db = getDb();
    const group = db.groups.find((g) => g.publicId === 'g-001');
    if (!group) throw new Error('seed changed');
    const devices = db.agents.filter((a) => a.memberships.some((m) => m.group.publicId === group.publicId)).length;
    const { router } = renderApp({ path: '/groups', signedInAs: 'admin' });
    const table = await screen.findByRole('table', { name: 'Groups of the type Site' });
    expect(within(table).getByRole('link', { name: group.name })).toHaveAttribute('href', `/groups/${group.publicId}`);
    const deviceCount = await within(table).findByRole('link', {
      name: `${devices} ${devices === 1 ? 'device' : 'devices'} of ${group.name}`,
    });
    expect(deviceCount).toHaveTextContent(String(devices));
    expect(within(table).getByRole('link', { name: new RegExp(`members? of ${group.name}$`) })).toHaveAttribute(
      'href',
      `/groups/${group.publicId}`,
    );
    await userEvent.click(deviceCount);
    expect(await screen.findByRole('tab', { name: 'Devices', selected: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=devices');
    expect(screen.getByRole('heading', { level: 1, name: group.name })).toBeInTheDocument();
  });

  it('many groups are counted a batch at a time, with in(...) filters on the platform’s paths', async () => {
    const { store } = renderApp({ path: '/groups/type/gt-nope', signedInAs: 'admin' });
    await screen.findByText('Group type not found');
    const ids = [
      ...getDb().groups.map((g) => g.publicId),
      ...Array.from({ length: 60 }, (_, index) => `g-none-${index}`),
    ];
    const counts = await store.dispatch(groupTypesApi.endpoints.groupCounts.initiate(ids)).unwrap();
    expect(Object.keys(counts)).toHaveLength(ids.length);
    expect(counts['g-none-0']).toEqual({ members: 0, devices: 0 });
    const batches = Math.ceil(ids.length / 50);
    expect(membershipReadsBy('group.publicId')).toBe(batches);
    expect(mockControl.requestCount('AgentList', 'GET')).toBe(batches);
  });

  it('when the members cannot be counted the groups still show, with a dash for the counts', async () => {
    mockControl.failRel('UserMembershipList', 403);
    renderApp({ path: '/groups', signedInAs: 'admin' });
    const table = await screen.findByRole('table', { name: 'Groups of the type Site' });
    expect(within(table).getByRole('rowheader', { name: 'Rotterdam plant' })).toBeInTheDocument();
    expect((await within(table).findAllByText('Could not be counted')).length).toBeGreaterThan(0);
  });

  it('add: submit disabled while unchanged or invalid; every rule of the name and the colour shows', async () => {
    renderApp({ path: '/groups', signedInAs: 'admin' });
    await typeList();
    await userEvent.click(screen.getByRole('button', { name: 'Add group type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add group type' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await userEvent.type(nameField(), 'x');
    await userEvent.clear(nameField());
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    await enterName('SITE');
    expect(await within(dialog).findByText('Another group type already has this name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a colour.')).toBeInTheDocument();
    await userEvent.clear(nameField());
    await userEvent.click(nameField());
    await userEvent.paste('y'.repeat(256));
    expect(await within(dialog).findByText('Use at most 255 characters.')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await userEvent.clear(nameField());
    await enterName('Zone');
    expect(add).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Teal' }));
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    const list = await typeList();
    await waitFor(() => expect(names(list)).toEqual([...SEEDED, 'Zone']));
    const stored = rows(await call('GroupTypeList', admin)).find((type) => type.name === 'Zone');
    expect(stored).toMatchObject({ order: 6000, color: '#00897b' });
  });

  it('edit with the subgroups feature has the colour; Save stays disabled until something changes; Escape on a changed dialog asks to discard the changes', async () => {
    renderApp({ path: '/groups', signedInAs: 'admin' });
    await typeList();
    await openMenu('Customer', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit group type' });
    expect(within(dialog).getByRole('radio', { name: 'Orange' })).toBeChecked();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Purple' }));
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Orange' }));
    await waitFor(() => expect(save).toBeDisabled());

    // Escape on a changed dialog asks to discard the changes.
    await userEvent.type(nameField(), 's');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockControl.requestCount('GroupType', 'PATCH')).toBe(0);
  });

  it('without the subgroups feature it is a plain list and the dialog is a rename without colour', async () => {
    renderApp({ path: '/groups', signedInAs: 'secure' });
    const list = await typeList('region');
    expect(screen.queryByRole('navigation', { name: 'Group types' })).not.toBeInTheDocument();
    expect(names(list)).toEqual(SEEDED);
    await openMenu('Région', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Rename group type' });
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.clear(nameField());
    await enterName('Region');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(names(list)).toContain('Region'));
  });

  it('a name bound to a translation key cannot be edited here', async () => {
    // The platform keeps the key in the group type's free-form custom (docs/API.md).
    await call('GroupTypeList', {
      ...admin,
      method: 'POST',
      body: { name: 'Zone', color: '#1e88e5', order: 9000, custom: { translationKey: 'GROUP_TYPE_ZONE' } },
    });
    renderApp({ path: '/groups', signedInAs: 'admin' });
    await typeList();
    await openMenu('Zone', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit group type' });
    expect(nameField()).toBeDisabled();
    expect(within(dialog).getByText(/translation key GROUP_TYPE_ZONE/)).toBeInTheDocument();
  });

  it('a type used by groups cannot be deleted; a failed delete shows the first error message; an unused one is deleted after confirmation', async () => {
    await call('GroupTypeList', { ...admin, method: 'POST', body: { name: 'Unused', color: '#9e9e9e' } });
    mockControl.failRel('GroupType', 409, 1, 'DELETE');
    renderApp({ path: '/groups', signedInAs: 'admin' });
    const list = await typeList();
    await openMenu('Site', 'Delete');
    const refused = await screen.findByRole('dialog', { name: 'Cannot delete group type' });
    expect(refused).toHaveTextContent('Groups of the type Site still exist.');
    await userEvent.click(within(refused).getByRole('button', { name: 'OK' }));
    expect(mockControl.requestCount('GroupType', 'DELETE')).toBe(0);
    // The first DELETE fails: its first message shows.
    await openMenu('Unused', 'Delete');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete group type' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Conflict');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openMenu('Unused', 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete group type' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names(list)).toEqual(SEEDED));
  });

  it('the first group type gets order 0; the last group type cannot be deleted', async () => {
    mockControl.scenario('empty-company');
    renderApp({ path: '/groups', signedInAs: 'admin' });
    expect(await screen.findByText('No group types yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add group type' }));
    await screen.findByRole('dialog', { name: 'Add group type' });
    await enterName('Only');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Blue' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add' }));
    await waitFor(async () => expect(names(await typeList())).toEqual(['Only']));
    expect(rows(await call('GroupTypeList', admin))).toEqual([expect.objectContaining({ name: 'Only', order: 0 })]);
    await openMenu('Only', 'Delete');
    expect(await screen.findByRole('dialog', { name: 'Cannot delete group type' })).toHaveTextContent(
      'Only is the only group type.',
    );
  });

  it('without MANAGE_GROUP_TYPES nothing can be dragged, added or edited', async () => {
    mockControl.setPermissions('admin@acme.test', 'c-acme', ['MANAGE_GROUPS']);
    renderApp({ path: '/groups', signedInAs: 'admin' });
    const list = await typeList('region');
    expect(names(list)).toEqual(SEEDED);
    expect(screen.queryByRole('button', { name: 'Add group type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^More options/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add group' })).toBeInTheDocument();
  });

  it('a malformed answer becomes an error state with Try again', async () => {
    mockControl.malformRel('GroupTypeList', 1, 'wrong-shape');
    renderApp({ path: '/groups', signedInAs: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(names(await typeList())).toEqual(SEEDED);
  });

  it('reorder is optimistic and is undone with a snackbar when the PATCH fails', async () => {
    const { store } = renderApp({ path: '/groups', signedInAs: 'admin' });
    const list = await typeList();
    const listArgs = { withColor: true };
    const current = groupTypesApi.endpoints.groupTypes.select(listArgs)(store.getState()).data ?? [];
    const [site, production, ...rest] = current;
    if (!site || !production) throw new Error('seed changed');
    const arranged = [{ ...production, order: 0 }, { ...site, order: 1000 }, ...rest];
    const changes = [
      { publicId: production.publicId, order: 0 },
      { publicId: site.publicId, order: 1000 },
    ];
    mockControl.failRel('GroupTypeList', 409, 1, 'PATCH');
    const cached = () =>
      (groupTypesApi.endpoints.groupTypes.select(listArgs)(store.getState()).data ?? []).map((type) => type.name);
    const failing = store.dispatch(groupTypesApi.endpoints.reorderGroupTypes.initiate({ listArgs, arranged, changes }));
    // The new order shows before the server answers.
    expect(cached().slice(0, 2)).toEqual(['Production line', 'Site']);
    await failing;
    await waitFor(() => expect(names(list)).toEqual(SEEDED));
    expect(await screen.findByRole('alert')).toHaveTextContent('The new order could not be saved');
    await store.dispatch(groupTypesApi.endpoints.reorderGroupTypes.initiate({ listArgs, arranged, changes }));
    await waitFor(() => expect(names(list).slice(0, 2)).toEqual(['Production line', 'Site']));
    expect(
      rows(await call('GroupTypeList', admin))
        .map((type) => type.name)
        .slice(0, 2),
    ).toEqual(['Production line', 'Site']);
  });

  it('the group type page lists its groups and offers create, rename and delete, each confirmed in a notice', async () => {
    const { store } = renderApp({ path: '/groups/type/gt-003', signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Groups of the type Customer' });
    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
    await enterName('Acme Foods');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add' }));
    expect(await within(table).findByRole('rowheader', { name: 'Acme Foods' })).toBeInTheDocument();
    // Each change is confirmed in the one notice mechanism (queued ones are read from the store).
    expect(await screen.findByText('Group Acme Foods added.')).toBeInTheDocument();
    // The new group's type is the platform's field `type`.
    const stored = rows(
      await call('GroupList', {
        ...admin,
        query: { filters: 'eq(type.publicId,"gt-003")', fields: 'name,type.publicId' },
      }),
    );
    expect(stored).toContainEqual({ name: 'Acme Foods', type: { publicId: 'gt-003' } });
    await userEvent.click(screen.getByRole('button', { name: 'Rename Acme Foods' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' })).toBeDisabled();
    await enterName(' Ltd');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByRole('rowheader', { name: 'Acme Foods Ltd' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Acme Foods Ltd' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete group' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(within(table).queryByRole('rowheader', { name: 'Acme Foods Ltd' })).not.toBeInTheDocument(),
    );
    const queued = (store.getState().notices.queue as { messageKey?: string; messageValues?: unknown }[]).map(
      (notice) => [notice.messageKey, notice.messageValues],
    );
    expect(queued).toEqual(
      expect.arrayContaining([
        ['groupTypes.groups.notices.renamed', { name: 'Acme Foods Ltd' }],
        ['groupTypes.groups.notices.deleted', { name: 'Acme Foods Ltd' }],
      ]),
    );
  });

  it('an unknown group type shows not found', async () => {
    renderApp({ path: '/groups/type/gt-nope', signedInAs: 'admin' });
    expect(await screen.findByText('Group type not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to groups' })).toHaveAttribute('href', '/groups');
  });
});
