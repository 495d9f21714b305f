import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { mockControl } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { closeNotice } from '@/testing/notices';
import { renderApp } from '@/testing/render';

/** Clicks a dialog's button once the form's rules allow it (react-hook-form checks the fields asynchronously). */
async function clickWhenEnabled(button: HTMLElement) {
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

setupMockBackend();

/** A seeded Acme group with people, devices and assets in it, and what the page should list. */
function seededGroup() {
  const db = getDb();
  const group = db.groups.find(
    (g) =>
      g._companyId === 'c-acme' &&
      !g.isCompanyGroup &&
      db.memberships.some((m) => m.group.publicId === g.publicId && m.user) &&
      db.agents.some((a) => a.memberships.some((m) => m.group.publicId === g.publicId)) &&
      db.assets.some((a) => a.memberships.some((m) => m.group.publicId === g.publicId)),
  );
  if (!group?.type) throw new Error('seed changed');
  const inGroup = (memberships: readonly { group: { publicId: string } }[]) =>
    memberships.some((m) => m.group.publicId === group.publicId);
  const member = db.memberships.find((m) => m.group.publicId === group.publicId && m.user);
  const person = db.users.find((u) => u.publicId === member?.user?.publicId);
  const role = db.roles.find((r) => r.publicId === member?.role?.publicId);
  const devices = db.agents.filter((a) => a._companyId === 'c-acme' && inGroup(a.memberships));
  const outsider = db.agents.find((a) => a._companyId === 'c-acme' && !inGroup(a.memberships));
  const assets = db.assets.filter((a) => a._companyId === 'c-acme' && inGroup(a.memberships));
  const stranger = db.users.find(
    (u) =>
      db.memberships.some((m) => m._companyId === 'c-acme' && m.user?.publicId === u.publicId) &&
      !db.memberships.some((m) => m.group.publicId === group.publicId && m.user?.publicId === u.publicId),
  );
  if (!person || !role || !outsider || !stranger) throw new Error('seed changed');
  return { group, type: group.type, person, role, devices, outsider, assets, stranger };
}

async function openGroup(path: string) {
  renderApp({ path, signedInAs: 'admin' });
  return screen.findByRole('tablist', { name: 'Parts of the group' });
}

describe('the group page', () => {
  it('shows the group under its type, its people with role and end of access, its devices and assets linking to their pages', async () => {
    const { group, type, person, role, devices, assets } = seededGroup();
    await openGroup(`/groups/${group.publicId}`);
    expect(screen.getByRole('heading', { level: 1, name: group.name })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: type.name })).toHaveAttribute(
      'href',
      `/groups/type/${type.publicId}`,
    );
    expect(within(trail).getByRole('link', { name: 'Groups' })).toHaveAttribute('href', '/groups');

    const members = await screen.findByRole('table', { name: `Members of ${group.name}` });
    const row = (await within(members).findByRole('rowheader', { name: new RegExp(person.name) })).closest(
      'tr',
    ) as HTMLElement;
    expect(row).toHaveTextContent(person.emailAddress);
    expect(row).toHaveTextContent(role.name);
    expect(row).toHaveTextContent('No end');

    await userEvent.click(screen.getByRole('tab', { name: 'Devices' }));
    const deviceTable = await screen.findByRole('table', { name: `Devices of ${group.name}` });
    for (const device of devices) {
      expect(await within(deviceTable).findByRole('link', { name: device.name })).toHaveAttribute(
        'href',
        `/devices/${device.publicId}`,
      );
    }

    await userEvent.click(screen.getByRole('tab', { name: 'Assets' }));
    const assetTable = await screen.findByRole('table', { name: `Assets of ${group.name}` });
    for (const asset of assets) {
      expect(await within(assetTable).findByRole('link', { name: asset.name })).toHaveAttribute(
        'href',
        `/assets/${asset.resourceVariant?.publicId}/${asset.publicId}`,
      );
    }
  });

  it('adds a device found by its name and removes it after a confirmation, each confirmed in a notice', async () => {
    const { group, outsider } = seededGroup();
    await openGroup(`/groups/${group.publicId}?tab=devices`);
    const table = await screen.findByRole('table', { name: `Devices of ${group.name}` });
    await within(table).findAllByRole('link');

    await userEvent.click(screen.getByRole('button', { name: 'Add device' }));
    const dialog = await screen.findByRole('dialog', { name: `Add a device to ${group.name}` });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Device' }), outsider.name.slice(0, 12));
    await userEvent.click(await screen.findByRole('option', { name: outsider.name }));
    await clickWhenEnabled(within(dialog).getByRole('button', { name: 'Add' }));
    await closeNotice(`${outsider.name} added to ${group.name}.`);
    expect(await within(table).findByRole('link', { name: outsider.name })).toHaveAttribute(
      'href',
      `/devices/${outsider.publicId}`,
    );
    expect(
      getDb()
        .agents.find((a) => a.publicId === outsider.publicId)
        ?.memberships.some((m) => m.group.publicId === group.publicId),
    ).toBe(true);

    await userEvent.click(within(table).getByRole('button', { name: `Remove ${outsider.name} from the group` }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove device' });
    expect(confirm).toHaveTextContent(`Remove ${outsider.name} from ${group.name}?`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(`${outsider.name} removed from ${group.name}.`)).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('link', { name: outsider.name })).not.toBeInTheDocument());
  });

  it('a server refusal shows its message under the device and the dialog stays open', async () => {
    const { group, outsider } = seededGroup();
    await openGroup(`/groups/${group.publicId}?tab=devices`);
    await within(await screen.findByRole('table', { name: `Devices of ${group.name}` })).findAllByRole('link');
    await userEvent.click(screen.getByRole('button', { name: 'Add device' }));
    const dialog = await screen.findByRole('dialog', { name: `Add a device to ${group.name}` });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Device' }), outsider.name.slice(0, 12));
    await userEvent.click(await screen.findByRole('option', { name: outsider.name }));
    // Meanwhile someone else puts the device into the group: the platform refuses the duplicate.
    getDb()
      .agents.find((a) => a.publicId === outsider.publicId)
      ?.memberships.push({
        publicId: 'am-elsewhere',
        agent: { publicId: outsider.publicId },
        group: { publicId: group.publicId },
      });
    await clickWhenEnabled(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Already a member of this group')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Device' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds a person with a role and an end of access, then changes the role; a refused membership shows the server’s message', async () => {
    const { group, stranger } = seededGroup();
    const roles = getDb().roles.filter((r) => r._companyId === 'c-acme');
    const [first, second] = roles;
    if (!first || !second) throw new Error('seed changed');
    await openGroup(`/groups/${group.publicId}`);
    const table = await screen.findByRole('table', { name: `Members of ${group.name}` });
    await within(table).findAllByRole('rowheader');

    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    const dialog = await screen.findByRole('dialog', { name: `Add a member to ${group.name}` });
    const person = within(dialog).getByRole('combobox', { name: 'Person' });
    await userEvent.type(person, stranger.name);
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(stranger.name) }));
    expect(person).toHaveValue(stranger.name);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), first.name);
    // The end of access must lie ahead.
    await userEvent.type(within(dialog).getByLabelText('Last day of access'), '2001-01-01');
    expect(await within(dialog).findByText('Choose a day after today.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Last day of access'));
    await userEvent.type(within(dialog).getByLabelText('Last day of access'), '2099-12-31');

    mockControl.failRel('UserMembershipList', 403, 1, 'POST');
    await clickWhenEnabled(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Forbidden')).toBeInTheDocument();
    await clickWhenEnabled(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(`${stranger.name} added to ${group.name} as ${first.name}.`)).toBeInTheDocument();
    const added = getDb().memberships.find(
      (m) => m.group.publicId === group.publicId && m.user?.publicId === stranger.publicId,
    );
    expect(added?.role).toEqual({ publicId: first.publicId });
    expect(added?.expiresOn?.startsWith('2099-12-3')).toBe(true);

    const row = (await within(table).findByRole('rowheader', { name: new RegExp(stranger.name) })).closest(
      'tr',
    ) as HTMLElement;
    await userEvent.click(
      within(row).getByRole('button', { name: `Change the role or end of access of ${stranger.name}` }),
    );
    const edit = await screen.findByRole('dialog', { name: `Change the membership of ${stranger.name}` });
    await userEvent.selectOptions(within(edit).getByRole('combobox', { name: 'Role' }), second.name);
    await clickWhenEnabled(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(getDb().memberships.find((m) => m.publicId === added?.publicId)?.role).toEqual({
        publicId: second.publicId,
      }),
    );
    await waitFor(() => expect(row).toHaveTextContent(second.name));
  });

  it('without MANAGE_GROUPS the page is read-only: no adding, changing or removing', async () => {
    const { group, person } = seededGroup();
    mockControl.setPermissions('admin@acme.test', 'c-acme', ['MANAGE_GROUP_TYPES', 'INVITE_USER']);
    await openGroup(`/groups/${group.publicId}`);
    const table = await screen.findByRole('table', { name: `Members of ${group.name}` });
    await within(table).findByRole('rowheader', { name: new RegExp(person.name) });
    expect(screen.queryByRole('button', { name: 'Add member' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Devices' }));
    await screen.findByRole('table', { name: `Devices of ${group.name}` });
    expect(screen.queryByRole('button', { name: 'Add device' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Assets' }));
    const assets = await screen.findByRole('table', { name: `Assets of ${group.name}` });
    await within(assets).findAllByRole('link');
    expect(within(assets).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add asset' })).not.toBeInTheDocument();
  });

  it('a list that cannot be read shows the error with Try again', async () => {
    const { group } = seededGroup();
    mockControl.failRel('AssetMembershipList', 403, 1);
    await openGroup(`/groups/${group.publicId}?tab=assets`);
    expect(screen.getByRole('tab', { name: 'Assets' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await within(await screen.findByRole('table', { name: `Assets of ${group.name}` })).findAllByRole('link');
  });

  it('a group without devices says so', async () => {
    const { group } = seededGroup();
    for (const agent of getDb().agents)
      agent.memberships = agent.memberships.filter((m) => m.group.publicId !== group.publicId);
    await openGroup(`/groups/${group.publicId}?tab=devices`);
    expect(await screen.findByText('No devices in this group yet.')).toBeInTheDocument();
  });

  it('an unknown group shows not found with the way back', async () => {
    renderApp({ path: '/groups/g-nope', signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Group not found', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to groups' })).toHaveAttribute('href', '/groups');
  });
});
