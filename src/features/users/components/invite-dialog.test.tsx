import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { mockControl } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { closeNotice } from '@/testing/notices';
import { renderApp } from '@/testing/render';
import { localDate } from '../model/invite-form';

setupMockBackend();

async function openInvite() {
  renderApp({ path: '/users', signedInAs: 'admin' });
  await userEvent.click(await screen.findByRole('button', { name: 'Invite users' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite users' });
  await within(dialog).findByRole('textbox', { name: /E-mail addresses/ });
  return dialog;
}
const emailsField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /E-mail addresses/ });
const row = (dialog: HTMLElement, index: number) =>
  within(dialog).getByRole('group', { name: `Group and role ${index}` });
const addresses = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Addresses to invite' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
/** Pastes the text into a field (typing every character is slow and tests nothing more). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Invite \d+ address/ });

describe('the invite dialog', () => {
  it('lists the typed or pasted addresses with what is wrong with each; submit waits for valid addresses and a role', async () => {
    const dialog = await openInvite();
    // The company group is chosen already; the role is not.
    expect(within(row(dialog, 1)).getByRole('combobox', { name: /Group/ })).toHaveDisplayValue(
      'Acme Industrial (whole company)',
    );
    expect(within(row(dialog, 1)).getByRole('combobox', { name: /Role/ })).toHaveValue('');
    await fill(emailsField(dialog), 'ann@example.test, bad\nANN@example.test x@y.z not-an@address');
    expect(addresses(dialog)).toEqual([
      'ann@example.test — ready',
      'bad — shorter than 6 characters',
      'ANN@example.test — listed twice',
      'x@y.z — shorter than 6 characters',
      'not-an@address — not a valid e-mail address',
    ]);
    expect(await within(dialog).findByText('Correct the addresses marked below.')).toBeInTheDocument();
    expect(submit(dialog)).toBeDisabled();
    await userEvent.clear(emailsField(dialog));
    expect(await within(dialog).findByText('Enter at least one e-mail address.')).toBeInTheDocument();
    await fill(emailsField(dialog), 'ann@example.test');
    expect(submit(dialog)).toBeDisabled();
    await userEvent.selectOptions(within(row(dialog, 1)).getByRole('combobox', { name: /Role/ }), 'Operator');
    await waitFor(() => expect(submit(dialog)).toBeEnabled());
    expect(submit(dialog)).toHaveTextContent('Invite 1 address');
  });

  it('checks each group row (group, role, a group only once, expiry not in the past) and the message length', async () => {
    const dialog = await openInvite();
    await fill(emailsField(dialog), 'ann@example.test');
    await userEvent.selectOptions(within(row(dialog, 1)).getByRole('combobox', { name: /Role/ }), 'Operator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a group' }));
    const second = row(dialog, 2);
    await userEvent.selectOptions(
      within(second).getByRole('combobox', { name: /Group/ }),
      'Acme Industrial (whole company)',
    );
    expect(await within(second).findByText('This group is already listed.')).toBeInTheDocument();
    expect(within(second).getByText('Choose a role.')).toBeInTheDocument();
    await userEvent.selectOptions(within(second).getByRole('combobox', { name: /Group/ }), 'Rotterdam plant');
    await userEvent.selectOptions(within(second).getByRole('combobox', { name: /Role/ }), 'Approver');
    fireEvent.change(within(second).getByLabelText(/Access until/), { target: { value: '2000-01-01' } });
    expect(await within(second).findByText('Choose today or a later date.')).toBeInTheDocument();
    expect(submit(dialog)).toBeDisabled();
    fireEvent.change(within(second).getByLabelText(/Access until/), { target: { value: localDate(new Date()) } });
    await waitFor(() => expect(submit(dialog)).toBeEnabled());

    const message = within(dialog).getByRole('textbox', { name: 'Message (optional)' });
    await fill(message, 'm'.repeat(1025));
    expect(await within(dialog).findByText('At most 1024 characters.')).toBeInTheDocument();
    expect(submit(dialog)).toBeDisabled();
    await userEvent.type(message, '{backspace}');
    expect(await within(dialog).findByText('1024 / 1024')).toBeInTheDocument();
    expect(submit(dialog)).toBeEnabled();
    // One row stays: its remove button is off.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove group and role 2' }));
    expect(within(dialog).getByRole('button', { name: 'Remove group and role 1' })).toBeDisabled();
  });

  it('invites several addresses in one InviteList POST: new ones appear as pending, an existing account as a member at once', async () => {
    const existing = getDb().users.find((u) => u.name === 'Tia Translator');
    const dialog = await openInvite();
    await fill(emailsField(dialog), `new.one@example.test, ${existing?.emailAddress ?? ''}`);
    await userEvent.selectOptions(within(row(dialog, 1)).getByRole('combobox', { name: /Role/ }), 'Operator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a group' }));
    await userEvent.selectOptions(within(row(dialog, 2)).getByRole('combobox', { name: /Group/ }), 'Kiln hall');
    await userEvent.selectOptions(within(row(dialog, 2)).getByRole('combobox', { name: /Role/ }), 'Approver');
    await fill(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), 'Welcome aboard');
    await waitFor(() => expect(submit(dialog)).toBeEnabled());
    await userEvent.click(submit(dialog));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite users' })).not.toBeInTheDocument());
    expect(await screen.findByText('1 invitation sent.')).toBeInTheDocument();
    expect(mockControl.requestCount('InviteList', 'POST')).toBe(1);
    const invitations = await screen.findByRole('table', { name: 'Pending invitations' });
    const invited = await within(invitations).findByRole('rowheader', { name: 'new.one@example.test' });
    const invitedRow = invited.closest('tr') as HTMLElement;
    expect(within(invitedRow).getByText('Operator in Acme Industrial')).toBeInTheDocument();
    expect(within(invitedRow).getByText('Approver in Kiln hall')).toBeInTheDocument();
    expect(getDb().companyInvites.find((i) => i.emailAddress === 'new.one@example.test')?.message).toBe(
      'Welcome aboard',
    );
    // Tia already had an account: she is a member of Kiln hall at once, and the user list shows it.
    const users = screen.getByRole('table', { name: 'Users' });
    const tia = within(users).getByRole('rowheader', { name: 'Tia Translator' }).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(tia).getByText(/Kiln hall/)).toBeInTheDocument());
    expect(within(invitations).queryByRole('rowheader', { name: existing?.emailAddress })).not.toBeInTheDocument();
  });

  it('shows the server’s faults against the address of their listIndex and keeps the dialog open', async () => {
    const dialog = await openInvite();
    await fill(emailsField(dialog), 'fresh@example.test dana.kowalski@partner.test');
    await userEvent.selectOptions(within(row(dialog, 1)).getByRole('combobox', { name: /Role/ }), 'Operator');
    await waitFor(() => expect(submit(dialog)).toBeEnabled());
    await userEvent.click(submit(dialog));
    expect(
      await within(dialog).findByText('The server refused some addresses: see the list below.'),
    ).toBeInTheDocument();
    expect(addresses(dialog)).toEqual([
      'fresh@example.test — ready',
      'dana.kowalski@partner.test — Email address already invited',
    ]);
    expect(getDb().companyInvites.some((i) => i.emailAddress === 'fresh@example.test')).toBe(false);
  });

  it('a failure without items shows the first message in the dialog', async () => {
    mockControl.failRel('InviteList', 403, 1, 'POST');
    const dialog = await openInvite();
    await fill(emailsField(dialog), 'fresh@example.test');
    await userEvent.selectOptions(within(row(dialog, 1)).getByRole('combobox', { name: /Role/ }), 'Operator');
    await waitFor(() => expect(submit(dialog)).toBeEnabled());
    await userEvent.click(submit(dialog));
    expect(await within(dialog).findByText('Forbidden')).toBeInTheDocument();
  });
});

describe('pending invitations', () => {
  it('lists e-mail, roles and expiry; resend says so; revoke asks first, then removes the invitation', async () => {
    renderApp({ path: '/users', signedInAs: 'admin' });
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['dana.kowalski@partner.test', 'e.garcia@acme.test', 'service@contractor.test']);
    const service = within(table)
      .getByRole('rowheader', { name: 'service@contractor.test' })
      .closest('tr') as HTMLElement;
    expect(within(service).getByText(/^Device manager in Field service north until /)).toBeInTheDocument();

    await userEvent.click(
      within(table).getByRole('button', { name: 'Resend the invitation to dana.kowalski@partner.test' }),
    );
    await closeNotice('The invitation to dana.kowalski@partner.test was sent again.');
    expect(mockControl.requestCount('InviteResend', 'POST')).toBe(1);

    await userEvent.click(within(table).getByRole('button', { name: 'Revoke the invitation to e.garcia@acme.test' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the invitation' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Revoke the invitation' })).not.toBeInTheDocument(),
    );
    expect(within(table).getByRole('rowheader', { name: 'e.garcia@acme.test' })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Revoke the invitation to e.garcia@acme.test' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Revoke the invitation' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    await waitFor(() =>
      expect(within(table).queryByRole('rowheader', { name: 'e.garcia@acme.test' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('The invitation to e.garcia@acme.test was revoked.')).toBeInTheDocument();
  });

  it('a failed resend shows the server’s first message', async () => {
    mockControl.failRel('InviteResend', 403, 1);
    renderApp({ path: '/users', signedInAs: 'admin' });
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Resend the invitation to dana.kowalski@partner.test' }),
    );
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
  });
});
