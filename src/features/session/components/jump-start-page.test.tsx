import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { mockControl } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { encodeJumpStartToken } from '../model/jump-start-token';

setupMockBackend();
afterEach(() => sessionStorage.clear());

/** A link's token for the account, as another portal makes it, kept by the app as it arrives (the capture's storage). */
function arriveWithLinkFor(email: string, redirectUrl = '/roles') {
  const temporary = mockControl.issueToken(email, 60);
  sessionStorage.setItem(
    'portal.jump-start-pending',
    encodeJumpStartToken({ ...temporary, companyId: 'c-acme', redirectUrl }),
  );
  return temporary;
}

const liveToken = (publicId: string) => getDb().tokens.some((token) => token.publicId === publicId);

describe('JumpStartPage', () => {
  it('signed out, signs in at once and deletes the temporary token', async () => {
    const temporary = arriveWithLinkFor('admin@acme.test');
    const { router, store } = renderApp({ path: '/jump-start' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
    expect(store.getState().session.auth?.userId).toBe('u-admin');
    expect(liveToken(temporary.publicId)).toBe(false);
    expect(sessionStorage.getItem('portal.jump-start-pending')).toBeNull();
  });

  it('signed in as somebody else, asks first, naming both accounts', async () => {
    arriveWithLinkFor('admin@acme.test');
    const { store } = renderApp({ path: '/jump-start', signedInAs: 'user', companyId: 'c-acme' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Switch account?' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are signed in as Umar User (user@acme.test). This link signs you in as Ada Admin (admin@acme.test) instead.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue as Ada Admin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay as Umar User' })).toHaveFocus();
    expect(store.getState().session.auth?.publicId).toBe('demo-user-token');
    expect(mockControl.requestCount('AccessTokenList', 'POST')).toBe(0);
  });

  it('staying deletes nothing and keeps the session', async () => {
    const temporary = arriveWithLinkFor('admin@acme.test');
    const { router, store } = renderApp({ path: '/jump-start', signedInAs: 'user', companyId: 'c-acme' });
    await userEvent.click(await screen.findByRole('button', { name: 'Stay as Umar User' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
    expect(store.getState().session.auth?.publicId).toBe('demo-user-token');
    expect(mockControl.requestCount('AccessToken', 'DELETE')).toBe(0);
    expect(mockControl.requestCount('AccessTokenList', 'POST')).toBe(0);
    expect(liveToken('demo-user-token')).toBe(true);
    expect(liveToken(temporary.publicId)).toBe(true);
    expect(sessionStorage.getItem('portal.jump-start-pending')).toBeNull();
  });

  it('continuing deletes the old session on the server, then signs in as the link says', async () => {
    const temporary = arriveWithLinkFor('admin@acme.test');
    const { router, store } = renderApp({ path: '/jump-start', signedInAs: 'user', companyId: 'c-acme' });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue as Ada Admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
    expect(store.getState().session.auth?.userId).toBe('u-admin');
    expect(liveToken('demo-user-token')).toBe(false);
    expect(liveToken(temporary.publicId)).toBe(false);
  });

  it('signed in as the same person, asks nothing and replaces the old session', async () => {
    arriveWithLinkFor('user@acme.test', '/devices');
    const { router, store } = renderApp({ path: '/jump-start', signedInAs: 'user', companyId: 'c-acme' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/devices'));
    expect(screen.queryByRole('heading', { name: 'Switch account?' })).not.toBeInTheDocument();
    expect(store.getState().session.auth?.publicId).not.toBe('demo-user-token');
    expect(liveToken('demo-user-token')).toBe(false);
  });

  it('signed in, a link that no longer works says so and keeps the session', async () => {
    sessionStorage.setItem('portal.jump-start-pending', encodeJumpStartToken({ publicId: 'gone', secretId: 'gone' }));
    const { store } = renderApp({ path: '/jump-start', signedInAs: 'user', companyId: 'c-acme' });
    expect(await screen.findByText('This sign-in link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the portal' })).toHaveAttribute('href', '/');
    expect(store.getState().session.auth?.publicId).toBe('demo-user-token');
    expect(liveToken('demo-user-token')).toBe(true);
  });
});
