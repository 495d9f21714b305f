import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockControl, server } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

describe('SessionGate', () => {
  it('sends a signed-out person to sign in, remembering where they were going', async () => {
    const { router } = renderApp({ path: '/roles?tab=2' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/roles?tab=2')}`);
  });

  it('selects the first company when none is remembered and shows the page', async () => {
    const { store } = renderApp({ path: '/roles', signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Roles' })).toBeInTheDocument();
    expect(store.getState().session.companyId).toBe('c-acme');
  });

  it('prefers the remembered company', async () => {
    localStorage.setItem('portal.company', 'c-north');
    const { store } = renderApp({ path: '/roles', signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Roles' })).toBeInTheDocument();
    expect(store.getState().session.companyId).toBe('c-north');
  });

  it('says so, with a way out, when the account belongs to no company', async () => {
    // The user's companies come from CompanyList (the platform has no MyCompanyList).
    server.use(
      http.get('*/api/companies', () =>
        HttpResponse.json({ type: 'CompanyList', data: [], moreAfter: null, status: 'success' }),
      ),
    );
    renderApp({ path: '/users', signedInAs: 'user' });
    expect(await screen.findByText(/does not belong to any company/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
  });

  it('sends a person whose role enforces two-factor, not set up yet, to set it up first, then back', async () => {
    const { router } = renderApp({ path: '/groups?tab=1', signedInAs: 'twofactor' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/two-factor-auth-required'));
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/groups?tab=1')}`);
    expect(screen.queryByRole('heading', { name: 'Groups' })).not.toBeInTheDocument();
  });

  it('sends a password session to the identity provider when the company enforces SSO', async () => {
    const { router } = renderApp({ path: '/groups', signedInAs: 'sso' });
    expect(await screen.findByRole('heading', { name: 'Sign in through your company' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sso-auth-required');
    expect(router.state.location.search).toBe('?returnTo=%2Fgroups');
    expect(mockControl.requestCount('RoleList', 'GET')).toBe(1);
  });

  it('requires nothing when the roles cannot be read', async () => {
    mockControl.failRel('RoleList', 403);
    const { router } = renderApp({ path: '/groups', signedInAs: 'sso' });
    expect(await screen.findByRole('heading', { name: 'Groups' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/groups');
  });

  it('requires nothing of a person whose roles enforce neither', async () => {
    const { router } = renderApp({ path: '/groups', signedInAs: 'secure' });
    expect(await screen.findByRole('heading', { name: 'Groups' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/groups');
  });
});
