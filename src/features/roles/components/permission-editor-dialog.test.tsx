import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db/store';
import { mockControl, server } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const permissionsOf = (name: string) =>
  getDb()
    .roles.find((role) => role._companyId === 'c-acme' && role.name === name)
    ?.permissions.map((p) => p.publicId);

async function openEditor(role: string) {
  renderApp({ path: '/roles', signedInAs: 'admin' });
  await screen.findByRole('table', { name: 'Roles' });
  await userEvent.click(screen.getByRole('button', { name: `Permissions of ${role}` }));
  const dialog = await screen.findByRole('dialog', { name: `Permissions of ${role}` });
  await within(dialog).findAllByRole('group');
  return dialog;
}
const section = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });

describe('the permission editor', () => {
  it('groups the catalogue, explains each permission, and counts "n of m" per group', async () => {
    const dialog = await openEditor('Device manager');
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['People', 'Company', 'Devices']);
    const people = section(dialog, 'People');
    expect(
      within(people)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Invite and manage users', 'Manage roles', 'Manage groups', 'Manage group types', 'Manage subgroups']);
    const groups = within(people).getByRole('checkbox', { name: 'Manage groups' });
    expect(groups).toBeChecked();
    expect(groups).toHaveAccessibleDescription(
      'Create, rename and delete groups, and choose which devices belong to them.',
    );
    // People: groups, group types, subgroups; devices: asset types and both access-request rights.
    expect(
      within(dialog)
        .getAllByText(/^\d+ of \d+$/)
        .map((count) => count.textContent),
    ).toEqual(['3 of 5', '0 of 10', '3 of 5']);
    const peopleToggle = within(dialog).getByRole('checkbox', { name: 'All of People' });
    expect(peopleToggle).toHaveAttribute('data-indeterminate', 'true');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('the group toggle chooses a whole group, then none; Save replaces the set with RolePermissionList PUT', async () => {
    const dialog = await openEditor('Operator');
    const companyToggle = within(dialog).getByRole('checkbox', { name: 'All of Company' });
    await userEvent.click(companyToggle);
    expect(
      within(section(dialog, 'Company'))
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    expect(within(dialog).getByText('10 of 10')).toBeInTheDocument();
    await userEvent.click(companyToggle);
    expect(within(dialog).getByText('0 of 10')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'See the audit trail' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Request access' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Invite and manage users' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockControl.requestCount('RolePermissionList', 'PUT')).toBe(1);
    expect(permissionsOf('Operator')).toEqual(['INVITE_USER', 'USE_AUDIT_LOGS']);
    const row = within(screen.getByRole('table', { name: 'Roles' }))
      .getByRole('rowheader', { name: 'Operator' })
      .closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(/^2$/));
  });

  it('a failed save shows the first message and keeps the changes; Escape asks before discarding them', async () => {
    mockControl.failRel('RolePermissionList', 403, 1, 'PUT');
    const dialog = await openEditor('Translator');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Manage pages' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Forbidden')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Manage pages' })).toBeChecked();
    expect(permissionsOf('Translator')).toEqual(['MANAGE_TRANSLATIONS']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(permissionsOf('Translator')).toEqual(['MANAGE_TRANSLATIONS']);
  });

  it('shows ids the portal does not know by id, and saves them like any other', async () => {
    let sent: unknown;
    let authorization: string | null = 'not asked';
    server.use(
      http.get('*/api/permissions', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({
          type: 'PermissionList',
          status: 'success',
          moreAfter: null,
          data: [{ publicId: 'USE_ACCESS_REQUESTS' }, { publicId: 'MANAGE_ROBOTS' }],
        });
      }),
      http.put('*/api/roles/:publicId/permissions', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ type: 'RolePermissionList', status: 'success', moreAfter: null, data: null });
      }),
    );
    const dialog = await openEditor('Operator');
    // The catalogue is public: PermissionList goes without the bearer (docs/API.md).
    expect(authorization).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'People' })).not.toBeInTheDocument();
    const robots = within(section(dialog, 'Other')).getByRole('checkbox', { name: 'MANAGE_ROBOTS' });
    expect(robots).toHaveAccessibleDescription('A permission this portal does not describe yet.');
    await userEvent.click(robots);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ publicId: 'USE_ACCESS_REQUESTS' }, { publicId: 'MANAGE_ROBOTS' }]));
  });

  it('a catalogue that cannot be loaded says so and can be tried again', async () => {
    mockControl.failRel('PermissionList', 403, 1);
    renderApp({ path: '/roles', signedInAs: 'admin' });
    await screen.findByRole('table', { name: 'Roles' });
    await userEvent.click(screen.getByRole('button', { name: 'Permissions of Operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Operator' });
    expect(await within(dialog).findByText('The list of permissions could not be loaded.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('group', { name: 'Devices' })).toBeInTheDocument();
  });
});
