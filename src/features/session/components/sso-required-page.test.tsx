import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockControl, server } from '@mocks/node';
import { call } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { leaveApp, SSO_RETURN_KEY } from '../model/sso-return';
import { beginSsoAttempt, rememberProviderAddress, SSO_ATTEMPT_KEY, SSO_ATTEMPT_PARAM } from '../model/sso-state';

setupMockBackend();
afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** The Authorization header of each call to a path of the API. */
function authorizationOf(path: string): (string | null)[] {
  const seen: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === `/api${path}`) seen.push(request.headers.get('Authorization'));
  });
  return seen;
}

/** The address the provider comes back to, for an attempt this tab started as the page does. */
async function providerReturn(): Promise<string> {
  const redirectUrl = beginSsoAttempt(sessionStorage, 'http://localhost:3000/sso-auth-required');
  const answer = await call('SsoAuthenticationRequestList', {
    method: 'POST',
    body: { identityProvider: { publicId: 'sso-google' }, redirectUrl },
  });
  const url = new URL(String((answer.json?.data as { url: string }).url));
  rememberProviderAddress(sessionStorage, url.href);
  return `${url.pathname}${url.search}`;
}

describe('SsoRequiredPage', () => {
  it('lists every identity provider, fetched without a bearer, each with its decorative logo', async () => {
    const sent = authorizationOf('/sso/identity-providers');
    renderApp({ path: '/sso-auth-required' });
    expect(await screen.findByRole('heading', { name: 'Sign in through your company' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Identity providers' });
    const buttons = await within(list).findAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Acme Entra ID', 'Google Workspace']);
    expect(buttons[0]?.querySelector('img')).toHaveAttribute('alt', '');
    expect(sent).toEqual([null]);
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
  });

  it('offers the selected company’s providers and goes to the chosen one, keeping the way back', async () => {
    const leave = vi.spyOn(leaveApp, 'to').mockImplementation(() => undefined);
    renderApp({ path: '/sso-auth-required?returnTo=%2Fgroups', signedInAs: 'sso', companyId: 'c-north' });
    const list = await screen.findByRole('list', { name: 'Identity providers' });
    const buttons = await within(list).findAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Google Workspace']);
    await userEvent.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const url = new URL(String(leave.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe(`${location.origin}/sso-auth-required`);
    expect(url.searchParams.get('code')).toBeTruthy();
    expect(sessionStorage.getItem(SSO_RETURN_KEY)).toBe('/groups');
    // The tab's value goes with the return address and stays in this tab.
    expect(url.searchParams.get(SSO_ATTEMPT_PARAM)).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem(SSO_ATTEMPT_KEY)).toContain(url.searchParams.get(SSO_ATTEMPT_PARAM));
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
  });

  it('signs in with the code the provider came back with, as an SSO session, and returns where the person was going', async () => {
    const path = await providerReturn();
    const sent = authorizationOf('/sso/access-token');
    sessionStorage.setItem(SSO_RETURN_KEY, '/groups');
    const { router, store } = renderApp({ path });
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups'));
    expect(store.getState().session.auth).toMatchObject({ userId: 'u-sso', ssoProviderId: 'sso-google' });
    expect(JSON.parse(localStorage.getItem('portal.auth') ?? '{}')).toMatchObject({ ssoProviderId: 'sso-google' });
    expect(sent).toEqual([null]);
    expect(sessionStorage.getItem(SSO_RETURN_KEY)).toBeNull();
    // Northwind enforces SSO for this person: an SSO session goes through the portal's gate.
    expect(await screen.findByRole('heading', { name: 'Groups' })).toBeInTheDocument();
  });

  it('says so when the code is refused, and starts over', async () => {
    const attempt =
      new URL(beginSsoAttempt(sessionStorage, 'http://localhost:3000/sso-auth-required')).searchParams.get(
        SSO_ATTEMPT_PARAM,
      ) ?? '';
    sessionStorage.setItem(SSO_RETURN_KEY, '/groups');
    const { router } = renderApp({ path: `/sso-auth-required?${SSO_ATTEMPT_PARAM}=${attempt}&code=used&state=nope` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Signing in through the identity provider failed: SSO authentication failed/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Identity providers' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?returnTo=%2Fgroups');
  });

  it.each([
    ['with no attempt started in this tab', () => undefined],
    [
      'with another attempt than this tab started',
      () => void beginSsoAttempt(sessionStorage, 'http://localhost:3000/sso-auth-required'),
    ],
  ])('refuses a return %s: nothing is exchanged and the session is kept', async (_case, before) => {
    before();
    const { code, state } = await (async () => {
      const answer = await call('SsoAuthenticationRequestList', {
        method: 'POST',
        body: {
          identityProvider: { publicId: 'sso-google' },
          redirectUrl: 'http://localhost:3000/sso-auth-required?attempt=forged',
        },
      });
      const url = new URL(String((answer.json?.data as { url: string }).url));
      return { code: url.searchParams.get('code') ?? '', state: url.searchParams.get('state') ?? '' };
    })();
    const exchanges = authorizationOf('/sso/access-token');
    const { store } = renderApp({
      path: `/sso-auth-required?${SSO_ATTEMPT_PARAM}=forged&code=${code}&state=${state}`,
      signedInAs: 'admin',
      companyId: 'c-acme',
    });
    const before_ = store.getState().session.auth;
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in was not started in this tab');
    expect(exchanges).toEqual([]);
    expect(mockControl.requestCount('SsoAccessTokenList', 'POST')).toBe(0);
    expect(mockControl.requestCount('AccessToken', 'DELETE')).toBe(0);
    expect(store.getState().session.auth).toEqual(before_);
    expect(store.getState().session.auth).toMatchObject({ publicId: 'demo-admin-token' });
  });

  it('after a refused return, Try again starts a new sign-in from the provider list', async () => {
    const user = userEvent.setup();
    renderApp({ path: `/sso-auth-required?${SSO_ATTEMPT_PARAM}=forged&code=c&state=s` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This sign-in was not started in this tab');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Identity providers' })).toBeInTheDocument();
    expect(mockControl.requestCount('SsoAccessTokenList', 'POST')).toBe(0);
  });

  it('shows a failed provider list with a retry', async () => {
    mockControl.failRel('SsoIdentityProviderList', 500, 1);
    renderApp({ path: '/sso-auth-required' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/could not be loaded/);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Identity providers' })).toBeInTheDocument();
  });
});
