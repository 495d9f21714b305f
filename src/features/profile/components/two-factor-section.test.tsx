import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens } from '@mocks/node';
import { totpAt } from '@mocks/handlers/profile-totp';
import { call, item } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { closeNotice } from '@/testing/notices';
import { renderApp } from '@/testing/render';

setupMockBackend();

const otpAuth = async () =>
  item(await call('MyUser', { token: demoTokens.admin.secretId, query: { fields: 'otpAuth' } })).otpAuth;
const section = async () => within(await screen.findByRole('region', { name: 'Two-factor authentication' }));
type Scope = Awaited<ReturnType<typeof section>>;
const field = (scope: Scope, name: string) => scope.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

/** Sets up two-factor from the page: the key shown as text gives the code, as an authenticator app would. */
async function setUp(scope: Scope, code?: string) {
  await userEvent.click(scope.getByRole('button', { name: 'Set up' }));
  expect(
    await scope.findByRole('img', { name: 'QR code with the key for your authenticator app' }),
  ).toBeInTheDocument();
  const secret = (scope.getByLabelText('Key').textContent ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await userEvent.type(field(scope, 'Code'), code ?? (await totpAt(secret, Date.now())));
  await userEvent.type(field(scope, 'Device name'), 'Pixel 9');
  await userEvent.click(scope.getByRole('button', { name: 'Turn on' }));
  return secret;
}

describe('two-factor authentication on the profile', () => {
  it("off: set up with the QR code's key and a code; then on with its device, and removable after confirming", async () => {
    renderApp({ path: '/my-profile', signedInAs: 'admin' });
    const scope = await section();
    expect(scope.getByText('Off')).toBeInTheDocument();
    await setUp(scope);
    expect(await scope.findByText('On')).toBeInTheDocument();
    await closeNotice('Two-factor authentication is on.');
    expect(scope.getByText('Pixel 9')).toBeInTheDocument();
    expect(scope.getByText('Authenticator app')).toBeInTheDocument();
    expect(await otpAuth()).toMatchObject({ type: 'app', deviceName: 'Pixel 9' });

    await userEvent.click(scope.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove two-factor authentication?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await scope.findByText('Off')).toBeInTheDocument();
    expect(await screen.findByText('Two-factor authentication has been removed.')).toBeInTheDocument();
    expect(await otpAuth()).toMatchObject({ registeredOn: null });
  });

  it("a wrong code is refused with the server's message; the form asks for six digits first", async () => {
    renderApp({ path: '/my-profile', signedInAs: 'admin' });
    const scope = await section();
    await userEvent.click(scope.getByRole('button', { name: 'Set up' }));
    await userEvent.type(await scope.findByLabelText(/^Code/, { selector: 'input' }), '12a');
    expect(await scope.findByText('Enter the 6 digits from the app.')).toBeInTheDocument();
    await userEvent.click(scope.getByRole('button', { name: 'Cancel' }));
    await setUp(scope, '000000');
    expect(await scope.findByText('One-Time Password failed')).toBeInTheDocument();
    expect(scope.getByText('Off')).toBeInTheDocument();
  });

  it('copies the key', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/my-profile', signedInAs: 'admin' });
    const scope = await section();
    await user.click(scope.getByRole('button', { name: 'Set up' }));
    await user.click(await scope.findByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(
      (scope.getByLabelText('Key').textContent ?? '').replace(/\s/g, ''),
    );
    expect(await screen.findByText('Key copied.')).toBeInTheDocument();
  });

  it('when a role requires it, removal is refused with the reason', async () => {
    renderApp({ path: '/my-profile', signedInAs: 'secure' });
    const scope = await section();
    expect(scope.getByText('On')).toBeInTheDocument();
    expect(
      scope.getByText('A role of your company requires two-factor authentication, so it cannot be removed.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(scope.getByRole('button', { name: 'Remove' })).toBeDisabled());
  });
});
