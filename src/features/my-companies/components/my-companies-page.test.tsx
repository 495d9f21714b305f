import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens, mockControl } from '@mocks/node';
import { call, rows } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const open = async (account: 'admin' | 'user' | 'translator' = 'user', companyId?: string) => {
  const view = renderApp({ path: '/my-companies', signedInAs: account, ...(companyId ? { companyId } : {}) });
  await screen.findByRole('heading', { level: 1, name: 'My companies' });
  return view;
};
const companies = () => within(screen.getByRole('list', { name: 'My companies' })).getAllByRole('listitem');
const companyNames = async () => {
  const list = await screen.findByRole('list', { name: 'My companies' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]?.textContent);
};
const invitations = async () =>
  within(await screen.findByRole('list', { name: 'Invitations to me' })).getAllByRole('listitem');
const invitation = async (name: string, expired = false) => {
  const found = (await invitations()).filter(
    (item) =>
      within(item).queryByRole('heading', { name }) && (within(item).queryByText('Expired') !== null) === expired,
  );
  expect(found).toHaveLength(1);
  return found[0] as HTMLElement;
};
const stored = async (token: string) =>
  rows(await call('MyUserInviteList', { token, query: { fields: 'publicId' } })).map((i) => i.publicId);

describe('the my companies page', () => {
  it('lists the companies with the current one marked, and the invitations with expiry, what they give and their terms', async () => {
    await open();
    expect(await companyNames()).toEqual(['Acme IndustrialCurrent company']);
    expect(within(companies()[0] as HTMLElement).getByRole('button', { name: /Acme Industrial/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await invitations()).toHaveLength(3);
    const helix = await invitation('Helix Automation GmbH');
    expect(helix).toHaveTextContent(/Expires .*Gives you 1 group and 2 roles/);
    expect(helix).toHaveTextContent('Helix Automation GmbH has its own terms of use');
    const northwind = await invitation('Northwind Controls');
    expect(northwind).toHaveTextContent('Gives you 1 group and 1 role');
    expect(northwind).not.toHaveTextContent('own terms');
    // An expired invitation cannot be accepted, only declined.
    const expired = await invitation('Northwind Controls', true);
    expect(expired).toHaveTextContent(/Expired .*can no longer be accepted/);
    expect(within(expired).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(within(expired).getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('accept without own terms: InviteFinish at once; the company joins the list and the invitation goes', async () => {
    await open();
    await userEvent.click(within(await invitation('Northwind Controls')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You joined Northwind Controls.')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await companyNames()).toEqual(['Acme IndustrialCurrent company', 'Northwind Controls']),
    );
    await waitFor(async () => expect(await invitations()).toHaveLength(2));
    expect(await stored(demoTokens.user.secretId)).toEqual(['inv-004', 'inv-003']);
  });

  it('accept with the company’s own terms: they are shown, and joining waits for the tick', async () => {
    await open();
    await userEvent.click(within(await invitation('Helix Automation GmbH')).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Helix Automation GmbH' });
    expect(within(dialog).getByRole('region', { name: 'Terms of use of Helix Automation GmbH' })).toHaveTextContent(
      'Every session is logged.',
    );
    const join = within(dialog).getByRole('button', { name: 'Accept and join' });
    expect(join).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'I accept the terms of use of Helix Automation GmbH' }),
    );
    await userEvent.click(join);
    expect(await screen.findByText('You joined Helix Automation GmbH.')).toBeInTheDocument();
    await waitFor(async () => expect(await companyNames()).toContain('Helix Automation GmbH'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await stored(demoTokens.user.secretId)).toEqual(['inv-004', 'inv-001']);
  });

  it('decline asks first, naming the company; cancel keeps the invitation', async () => {
    await open();
    const decline = () => userEvent.click(within(expiredItem).getByRole('button', { name: 'Decline' }));
    const expiredItem = await invitation('Northwind Controls', true);
    await decline();
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Decline the invitation of Northwind Controls?' })).getByRole(
        'button',
        { name: 'Cancel' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await stored(demoTokens.user.secretId)).toHaveLength(3);
    await decline();
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: /^Decline the invitation/ })).getByRole('button', {
        name: 'Decline',
      }),
    );
    expect(await screen.findByText('Invitation of Northwind Controls declined.')).toBeInTheDocument();
    await waitFor(async () => expect(await invitations()).toHaveLength(2));
    expect(await stored(demoTokens.user.secretId)).toEqual(['inv-003', 'inv-001']);
  });

  it('leaving the current company, after a confirmation naming it, switches to another one', async () => {
    const { store } = await open('admin', 'c-acme');
    expect(await companyNames()).toHaveLength(3);
    await userEvent.click(within(companies()[0] as HTMLElement).getByRole('button', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Acme Industrial?' });
    expect(dialog).toHaveTextContent('You will lose your access to Acme Industrial');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You left Acme Industrial.')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.companyId).toBe('c-north'));
    await waitFor(async () =>
      expect(await companyNames()).toEqual(['Northwind ControlsCurrent company', 'Helix Automation GmbH']),
    );
  });

  it('leaving the last company shows that the account belongs to none; a refused leave shows the server’s message', async () => {
    mockControl.failRel('MyUserLeaveCompanyList', 409, 1);
    await open();
    const leave = async () => {
      await userEvent.click(within(companies()[0] as HTMLElement).getByRole('button', { name: 'Leave' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Leave Acme Industrial?' })).getByRole('button', {
          name: 'Leave',
        }),
      );
    };
    await leave();
    expect(await screen.findByText('Conflict')).toBeInTheDocument();
    // The dialog stays for another try.
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Leave Acme Industrial?' })).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByText(/does not belong to any company/)).toBeInTheDocument();
  });

  it('without invitations says so; a failed load offers to try again', async () => {
    mockControl.malformRel('MyUserInviteList', 1, 'wrong-shape');
    await open('translator');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No invitations')).toBeInTheDocument();
  });

  it('shows that the invitations are loading until they come', async () => {
    mockControl.hold('MyUserInviteList', 'GET');
    await open();
    expect(await screen.findByRole('progressbar', { name: 'Loading invitations' })).toBeInTheDocument();
    mockControl.release();
    expect(await invitations()).toHaveLength(3);
  });
});
