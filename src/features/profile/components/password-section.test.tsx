import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoAccounts } from '@mocks/node';
import { call } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const basic = (email: string, password: string) => `Basic ${btoa(`${email}::${password}`)}`;
const signInStatus = async (password: string) =>
  (
    await call('AccessTokenList', {
      method: 'POST',
      headers: { Authorization: basic(demoAccounts.admin.email, password) },
      body: { expiresIn: 60 },
    })
  ).status;

async function openSection() {
  const view = renderApp({ path: '/my-profile', signedInAs: 'admin' });
  const section = within(await screen.findByRole('region', { name: 'Password' }));
  const field = (name: string) => section.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });
  return { ...view, section, field };
}

describe('changing the password', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the strength of the new password as a labelled meter with hints', async () => {
    const { section, field } = await openSection();
    expect(section.queryByRole('progressbar', { name: 'Password strength' })).not.toBeInTheDocument();
    await userEvent.type(field('New password'), 'password');
    const meter = section.getByRole('progressbar', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    expect(section.getByText('Strength: Weak')).toBeInTheDocument();
    expect(section.getByText('Avoid common passwords.')).toBeInTheDocument();
    await userEvent.clear(field('New password'));
    await userEvent.type(field('New password'), 'Tr0mbone-river');
    expect(section.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Strong');
    expect(section.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("a wrong current password shows the server's message on the form and changes nothing", async () => {
    const { section, field } = await openSection();
    await userEvent.type(field('Current password'), 'not-my-password');
    await userEvent.type(field('New password'), 'Tr0mbone-river');
    await userEvent.type(field('Repeat the new password'), 'Tr0mbone-river');
    await userEvent.click(section.getByRole('button', { name: 'Change password' }));
    expect(await section.findByText('Invalid password')).toBeInTheDocument();
    expect(field('Current password')).toHaveFocus();
    expect(await signInStatus(demoAccounts.admin.password)).toBe(201);
  });

  it('the repeat must match, and submit stays off until the form is valid', async () => {
    const { section, field } = await openSection();
    const submit = section.getByRole('button', { name: 'Change password' });
    expect(submit).toBeDisabled();
    await userEvent.type(field('Current password'), demoAccounts.admin.password);
    await userEvent.type(field('New password'), 'Tr0mbone-river');
    await userEvent.type(field('Repeat the new password'), 'Tr0mbone-rivet');
    expect(await section.findByText('The passwords are not the same.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('success: PASSWORD_CHANGED for 3 seconds, the form empties, the new password signs in', async () => {
    const { section, field, store } = await openSection();
    await userEvent.type(field('Current password'), demoAccounts.admin.password);
    await userEvent.type(field('New password'), 'Tr0mbone-river');
    await userEvent.type(field('Repeat the new password'), 'Tr0mbone-river');
    await userEvent.click(section.getByRole('checkbox', { name: 'Sign out my other sessions' }));
    // A clock the test moves on (and that runs on by itself): the notice's 3 s are its, not real seconds.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(section.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(store.getState().notices.queue).toEqual([
      expect.objectContaining({ messageKey: 'profile.password.PASSWORD_CHANGED', duration: 3000 }),
    ]);
    await waitFor(() => expect(field('Current password')).toHaveValue(''));
    expect(field('New password')).toHaveValue('');
    expect(section.getByRole('checkbox', { name: 'Sign out my other sessions' })).not.toBeChecked();
    expect(await signInStatus('Tr0mbone-river')).toBe(201);
    expect(await signInStatus(demoAccounts.admin.password)).toBe(401);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3100);
    });
    await waitFor(() => expect(screen.queryByText('Your password has been changed.')).not.toBeInTheDocument());
  });
});
