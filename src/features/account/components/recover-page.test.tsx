import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { outboxOf } from '@mocks/db/account-types';
import { getDb } from '@mocks/db/store';
import { server } from '@mocks/node';
import { call } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

/** Every AccessRecoverList / MyAccessRecoverFinish request's headers, as the server saw them. */
function recordHeaders(): Headers[] {
  const seen: Headers[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (/\/access-recover(\/me\/finish)?$/.test(new URL(request.url).pathname)) seen.push(request.headers);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

async function recoveryLink(email = 'user@acme.test'): Promise<string> {
  await call('AccessRecoverList', {
    method: 'POST',
    body: { emailAddress: email },
    headers: { 'Api-Branding': '.localhost' },
  });
  const link = outboxOf(getDb()).at(-1)?.link ?? '';
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe('the recover page', () => {
  it('asks for the address and answers the same whether or not it has an account, with no bearer and the host', async () => {
    const headers = recordHeaders();
    const user = userEvent.setup();
    renderApp({ path: '/recover', signedInAs: 'admin' });
    const field = await screen.findByRole('textbox', { name: 'Email address' });
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.type(field, 'nobody@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(/If an account exists for nobody@acme.test, we sent it a link/)).toBeInTheDocument();
    expect(outboxOf(getDb())).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'user@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(/If an account exists for user@acme.test, we sent it a link/)).toBeInTheDocument();
    expect(outboxOf(getDb()).map((mail) => mail.to)).toEqual(['user@acme.test']);
    // Signed in or not, the request goes without the session's bearer.
    expect(headers.map((h) => [h.get('Authorization'), h.get('Api-Branding')])).toEqual([
      [null, '.localhost'],
      [null, '.localhost'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('from the link: shows the address, takes the token out of the address, sets the new password and may end every session', async () => {
    const headers = recordHeaders();
    const path = await recoveryLink();
    const token = new URLSearchParams(path.split('?')[1]).get('token') ?? '';
    const user = userEvent.setup();
    const { router } = renderApp({ path });
    expect(await screen.findByText('Choose a new password for user@acme.test.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/recover');

    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('At least 8 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'brand-new-pass');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'brand-new-pass');
    await user.click(screen.getByRole('checkbox', { name: /Sign out everywhere/ }));
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');

    const person = getDb().users.find((u) => u.emailAddress === 'user@acme.test');
    expect(person?._password).toBe('brand-new-pass');
    expect(getDb().tokens.some((t) => t._userId === person?.publicId)).toBe(false);
    expect(headers.at(-1)?.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.at(-1)?.get('Api-Branding')).toBe('.localhost');
  });

  it('a used or unknown link says so and offers a new one', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/recover?token=not-a-real-token' });
    expect(await screen.findByRole('heading', { name: 'This link is no longer valid' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('button', { name: 'Send link' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/recover');
  });

  it('a link that expires while the form is open says so on sending', async () => {
    const path = await recoveryLink();
    const user = userEvent.setup();
    renderApp({ path });
    await screen.findByText('Choose a new password for user@acme.test.');
    server.use(
      http.post('*/api/access-recover/me/finish', () =>
        HttpResponse.json({ type: 'Error', data: [{ message: 'Unauthorized' }], status: 'error' }, { status: 401 }),
      ),
    );
    await user.type(screen.getByLabelText(/^New password/), 'brand-new-pass');
    await user.type(screen.getByLabelText(/^Confirm password/), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'This link is no longer valid' })).toBeInTheDocument();
  });
});

describe('a refused new password', () => {
  it("lands under the password field (the platform's newPassword), not twice", async () => {
    const path = await recoveryLink();
    const user = userEvent.setup();
    renderApp({ path });
    await screen.findByText('Choose a new password for user@acme.test.');
    server.use(
      http.post('*/api/access-recover/me/finish', () =>
        HttpResponse.json(
          {
            type: 'Error',
            data: [{ message: 'Password is too common', propertyName: 'newPassword' }],
            status: 'error',
          },
          { status: 400 },
        ),
      ),
    );
    await user.type(screen.getByLabelText(/^New password/), 'password1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'password1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('Password is too common'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
