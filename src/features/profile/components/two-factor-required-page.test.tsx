import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { totpAt } from '@mocks/handlers/profile-totp';
import { demoAccounts } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { returnPath } from './two-factor-required-page';

setupMockBackend();

const ORIGIN = 'http://localhost:3000';

describe('where the page goes afterwards', () => {
  it.each([
    ['/users?page=2#top', '/users?page=2#top'],
    [null, '/'],
    ['//evil.test', '/'],
    ['https://evil.test/users', '/'],
    ['javascript:alert(1)', '/'],
    ['/two-factor-auth-required?returnTo=/users', '/'],
  ])('returnTo %s → %s', (returnTo, path) => {
    expect(returnPath(returnTo, ORIGIN)).toBe(path);
  });
});

describe('/two-factor-auth-required', () => {
  it('explains why, sets two-factor up, then goes where the person was', async () => {
    const admin = getDb().users.find((user) => user.publicId === demoAccounts.admin.publicId);
    if (admin) admin.otpAuth.required = true;
    const { router } = renderApp({ path: '/two-factor-auth-required?returnTo=%2Fmy-companies', signedInAs: 'admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-factor authentication' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'A role you have in your company requires two-factor authentication. Set it up to continue to the portal.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');

    const scope = within(screen.getByRole('region', { name: 'Two-factor authentication' }));
    await userEvent.click(scope.getByRole('button', { name: 'Set up' }));
    const secret = ((await scope.findByLabelText('Key')).textContent ?? '').replace(/\s/g, '');
    await userEvent.type(scope.getByLabelText(/^Code/, { selector: 'input' }), await totpAt(secret, Date.now()));
    await userEvent.type(scope.getByLabelText(/^Device name/, { selector: 'input' }), 'Phone');
    await userEvent.click(scope.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-companies'));
  });

  it('someone who already has two-factor goes on at once', async () => {
    const { router } = renderApp({ path: '/two-factor-auth-required?returnTo=%2Fmy-profile', signedInAs: 'secure' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
  });
});
