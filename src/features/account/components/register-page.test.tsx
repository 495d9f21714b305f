import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { outboxOf, registrationsOf } from '@mocks/db/account-types';
import { getDb } from '@mocks/db/store';
import { mockControl, server } from '@mocks/node';
import { call } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, values: Record<string, string>) {
  // Pasted rather than typed key by key: the form is long and the values are not what is under test.
  for (const [label, value] of Object.entries(values)) {
    await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
    await user.paste(value);
  }
}

const DETAILS = {
  'Company name': 'Nova Robotics',
  'Your name': 'Nina Nova',
  'Email address': 'nina@nova.test',
  Password: 'nova-pass-1',
  'Confirm password': 'nova-pass-1',
};

async function registrationLink(): Promise<string> {
  await call('RegistrationList', {
    method: 'POST',
    headers: { 'Api-Branding': '.localhost' },
    body: {
      companyName: 'Nova Robotics',
      name: 'Nina Nova',
      emailAddress: 'nina@nova.test',
      password: 'nova-pass-1',
      termsOfUsePolicy: { publicId: 'tou-sector-2' },
    },
  });
  const url = new URL(outboxOf(getDb()).at(-1)?.link ?? '');
  return `${url.pathname}${url.search}`;
}

describe('the register page', () => {
  it('shows the sector terms safely and requires accepting them before it registers', async () => {
    const seen: Headers[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (/\/(registrations|terms-of-use-policies)$/.test(new URL(request.url).pathname)) seen.push(request.headers);
    };
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    const user = userEvent.setup();
    renderApp({ path: '/register', signedInAs: 'admin' });
    const terms = await screen.findByRole('region', { name: 'Terms of use' });
    expect(terms.textContent).not.toBe('');
    await fill(user, DETAILS);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Accept the terms of use to continue')).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: /I accept the terms of use/ });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('Accept the terms of use to continue');
    expect(registrationsOf(getDb())).toEqual([]);

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email to finish' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to nina@nova.test/)).toBeInTheDocument();
    expect(registrationsOf(getDb())).toMatchObject([
      {
        companyName: 'Nova Robotics',
        name: 'Nina Nova',
        emailAddress: 'nina@nova.test',
        termsOfUsePolicy: { publicId: 'tou-sector-2' },
      },
    ]);
    // Terms and registration go without the session's bearer; the registration names the host.
    expect(seen.map((h) => h.get('Authorization'))).toEqual([null, null]);
    expect(seen.at(-1)?.get('Api-Branding')).toBe('.localhost');
  });

  it("puts the server's refusal on its field: an address that has an account", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/register' });
    await screen.findByRole('region', { name: 'Terms of use' });
    await fill(user, { ...DETAILS, 'Email address': 'admin@acme.test' });
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText(/^Email address/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email address already in use'));
    expect(email).toHaveFocus();
  });

  it('hostile markup in the terms runs nothing', async () => {
    mockControl.scenario('terms-xss');
    const user = userEvent.setup();
    renderApp({ path: '/register' });
    const terms = await screen.findByRole('region', { name: 'Terms of use' });
    // The hostile body is there, only defused.
    expect(await within(terms).findByText('Point here')).toBeInTheDocument();
    expect(terms.querySelector('script, iframe, form, style, [onerror], [onmouseover]')).toBeNull();
    expect(terms.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(within(terms).getByText('A same-tab link')).not.toHaveAttribute('href');
    expect(terms.querySelector('[popover], p[class], p[id], p[name]')).toBeNull();
    await user.hover(terms);
    expect((window as { __termsXss?: unknown }).__termsXss).toBeUndefined();
  });

  it('from the link: shows what was registered and finishes it, after which the person can sign in', async () => {
    const path = await registrationLink();
    const user = userEvent.setup();
    const { router } = renderApp({ path });
    expect(await screen.findByText('Nova Robotics')).toBeInTheDocument();
    expect(screen.getByText('Nina Nova')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
    const signIn = await call('AccessTokenList', {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa('nina@nova.test::nova-pass-1')}` },
      body: {},
    });
    expect(signIn.status).toBe(201);
  });

  it('an unknown link says so and offers to register again', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/register?token=nope' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/The link has expired or was used already/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Register again' }));
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });
});

describe('the language of a new account', () => {
  it('is not set unless chosen; a chosen one is sent', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/register' });
    await screen.findByRole('region', { name: 'Terms of use' });
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveTextContent('Not set');
    await user.click(language);
    await user.click(await screen.findByRole('option', { name: 'German' }));
    await fill(user, DETAILS);
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Check your email to finish' });
    expect(registrationsOf(getDb())[0]?.language).toBe('de');
  });
});
