import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoAccounts, mockControl, server } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { clearPendingSignIn, peekPendingSignIn } from '../model/pending-sign-in';

setupMockBackend();
afterEach(() => clearPendingSignIn());

/** Signs in with a password on the sign-in page, which hands over to the one-time password step. */
async function toCodeStep(path = '/login?returnTo=%2Fgroups') {
  const rendered = renderApp({ path });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), demoAccounts.secure.email);
  await user.type(screen.getByLabelText('Password'), demoAccounts.secure.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  const code = await screen.findByLabelText('One-time password');
  return { ...rendered, user, code };
}

describe('TwoFactorAuthPage', () => {
  it('sends a visit without a pending sign-in to the sign-in page', async () => {
    const { router } = renderApp({ path: '/two-factor-auth?returnTo=%2Fgroups' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnTo=%2Fgroups');
  });

  it('asks for the code with a numeric one-time-code field and refuses a wrong one on the field', async () => {
    const { user, code } = await toCodeStep();
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(/for secure@acme\.test/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(code).toHaveAccessibleDescription('Required');
    expect(mockControl.requestCount('AccessTokenList', 'POST')).toBe(1);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The one-time password is wrong. Try again.'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs in trusting this device under its name, with the browser-id, and returns where the person was going', async () => {
    const sent: { headers: Headers; body: unknown }[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/access-tokens') {
        void request
          .clone()
          .json()
          .then((body: unknown) => sent.push({ headers: request.headers, body }));
      }
    });
    const { user, code, router, store } = await toCodeStep();
    await user.type(code, demoAccounts.secure.otp ?? '');
    await user.click(screen.getByRole('checkbox', { name: 'Trust this device' }));
    const name = screen.getByLabelText('Device name');
    expect((name as HTMLInputElement).value).not.toBe('');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(name).toHaveAccessibleDescription('Name this device');
    await user.type(name, 'Lab laptop');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups'));
    expect(store.getState().session.auth?.secretId).toBeTruthy();
    const trusting = sent.at(-1);
    expect(trusting?.body).toEqual({ expiresIn: 2592000, trustedDeviceName: 'Lab laptop' });
    expect(trusting?.headers.get('Api-Device-Identifier')).toBe(localStorage.getItem('portal.browser-id'));
    expect(localStorage.getItem('portal.browser-id')).toBeTruthy();
    expect(peekPendingSignIn()).toBeNull();
  });

  it('goes back to the sign-in page with another account and forgets the credentials', async () => {
    const { user, router } = await toCodeStep();
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fgroups');
    expect(peekPendingSignIn()).toBeNull();
    expect(await screen.findByLabelText('Email address')).toHaveValue('');
    // Coming back to the step (history) finds nothing to sign in with.
    await router.navigate('/two-factor-auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
