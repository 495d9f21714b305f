import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockControl } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('LoginPage', () => {
  it('signs the administrator in, stores the auth record and opens the first admin page', async () => {
    const { router, store } = renderApp({ path: '/login' });
    await submit('admin@acme.test', 'admin-demo-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(store.getState().session.auth?.secretId).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem('portal.auth') ?? '{}') as { secretId?: string };
    expect(stored.secretId).toBe(store.getState().session.auth?.secretId);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it('shows the wrong-credentials message', async () => {
    renderApp({ path: '/login' });
    await submit('admin@acme.test', 'wrong');
    expect(await screen.findByText('The email address or password is wrong.')).toBeInTheDocument();
  });

  it('validates the fields before calling the API', async () => {
    renderApp({ path: '/login' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(mockControl.requestCount('AccessTokenList', 'POST')).toBe(0);
  });

  it('checks the fields only on submit, focuses the first refused one, then re-checks each as it changes', async () => {
    renderApp({ path: '/login' });
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email address');
    const password = screen.getByLabelText('Password');
    await user.type(email, 'ada');
    await user.type(password, 'x');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(password).toHaveAttribute('aria-invalid', 'false');
    await user.type(email, '@acme.test');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
    await user.clear(password);
    expect(password).toHaveAccessibleDescription('Required');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(password).toHaveFocus();
    expect(mockControl.requestCount('AccessTokenList', 'POST')).toBe(0);
  });

  it('signs in with the address trimmed', async () => {
    const { router } = renderApp({ path: '/login' });
    await submit('  admin@acme.test ', 'admin-demo-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });

  it('shows what the API answered when signing in fails otherwise', async () => {
    mockControl.failRel('AccessTokenList', 403, 1);
    renderApp({ path: '/login' });
    await submit('admin@acme.test', 'admin-demo-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Signing in failed: .+/);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('sends a two-factor account to the one-time password step, keeping the way back and no credentials in the address', async () => {
    const { router, store } = renderApp({ path: '/login?returnTo=%2Fgroups' });
    await submit('secure@acme.test', 'secure-demo-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/two-factor-auth'));
    expect(router.state.location.search).toBe('?returnTo=%2Fgroups');
    expect(JSON.stringify(router.state.location)).not.toContain('secure-demo-1');
    expect(JSON.stringify(store.getState())).not.toContain('secure-demo-1');
    for (const storage of [localStorage, sessionStorage])
      expect(JSON.stringify({ ...storage })).not.toContain('secure-demo-1');
    expect(await screen.findByLabelText('One-time password')).toHaveFocus();
  });

  it('links to signing in through the company’s identity provider, keeping the way back', async () => {
    renderApp({ path: '/login?returnTo=%2Fgroups' });
    expect(
      await screen.findByRole('link', { name: "Sign in with your company's identity provider (SSO)" }),
    ).toHaveAttribute('href', '/sso-auth-required?returnTo=%2Fgroups');
  });

  it('returns to the requested page, but never to another origin', async () => {
    const { router } = renderApp({ path: '/login?returnTo=%2F%2Fevil.test%2Fx' });
    await submit('admin@acme.test', 'admin-demo-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });

  it('sends exactly one sign-in for a double click', async () => {
    const { router } = renderApp({ path: '/login' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'admin@acme.test');
    await user.type(screen.getByLabelText('Password'), 'admin-demo-1');
    await user.dblClick(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(mockControl.requestCount('AccessTokenList', 'POST')).toBe(1);
  });
});
