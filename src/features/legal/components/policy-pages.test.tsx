import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { mockControl, server } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { CompanyPrivacyStatementPage } from './pages/company-privacy-statement-page';
import { CompanyTermsOfUsePage } from './pages/company-terms-of-use-page';

setupMockBackend();

const article = () => screen.findByRole('article', { name: /Terms of use|Privacy statement/ });

describe('the sector’s policy pages', () => {
  it('signed out: the latest terms without a bearer, in the browser’s language, with a language switch, the version and a way to sign in', async () => {
    const authorizations: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/terms-of-use-policies')) authorizations.push(request.headers.get('Authorization'));
    });
    renderApp({ path: '/terms-of-use' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(await article()).toHaveTextContent('These terms govern remote access');
    expect(await article()).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/^Version 2 · published /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'full terms' })).toHaveAttribute('rel', 'noopener noreferrer');

    await userEvent.click(
      within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'Deutsch' }),
    );
    expect(await article()).toHaveTextContent('Diese Bedingungen regeln');
    expect(authorizations.length).toBeGreaterThan(0);
    expect(authorizations.every((value) => value === null)).toBe(true);
    server.events.removeAllListeners();
  });

  it('signed in: the person’s own language first (MyUser.language), and a way back to the portal', async () => {
    const admin = getDb().users.find((u) => u.publicId === 'u-admin');
    if (admin) admin.language = 'de';
    renderApp({ path: '/privacy-statement', signedInAs: 'admin', companyId: 'c-acme', routes: undefined });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy statement' })).toBeInTheDocument();
    await waitFor(async () => expect(await article()).toHaveTextContent('Dieses Portal speichert'));
    expect(screen.getByRole('link', { name: 'Back to the portal' })).toHaveAttribute('href', '/');
  });

  it('a failed load shows an error with retry; retrying shows the policy', async () => {
    // A 5xx opens the api-unavailable page; a client error stays on the page.
    mockControl.failRel('PrivacyStatementList', 404, 1);
    renderApp({ path: '/privacy-statement' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The policy could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: /retry|try again/i }));
    expect(await article()).toHaveTextContent('This portal keeps your name');
  });

  it('says so when the sector has published no policy', async () => {
    getDb().privacyStatements = [];
    renderApp({ path: '/privacy-statement' });
    expect(await screen.findByText('No policy has been published yet.')).toBeInTheDocument();
  });
});

describe('the company’s policy pages', () => {
  const routes = [
    { path: '/my-company/terms-of-use', element: <CompanyTermsOfUsePage /> },
    { path: '/my-company/privacy-statement', element: <CompanyPrivacyStatementPage /> },
    { path: '/terms-of-use', element: <p>The sector’s terms</p> },
    { path: '/privacy-statement', element: <p>The sector’s statement</p> },
  ];

  it('shows the company’s latest published policy when its setting is company (Helix), not its draft', async () => {
    renderApp({ path: '/my-company/terms-of-use', signedInAs: 'admin', companyId: 'c-helix', routes });
    expect(await article()).toHaveTextContent('These terms apply to everyone who services Helix');
    expect(screen.getByText(/^Version 2 · published /)).toBeInTheDocument();
  });

  it.each([
    ['terms of use', '/my-company/terms-of-use', 'The sector’s terms'],
    ['privacy statement', '/my-company/privacy-statement', 'The sector’s statement'],
  ])(
    'sends to the sector’s %s when the company’s setting is not company (Acme: sector)',
    async (_name, path, sectorText) => {
      const { router } = renderApp({ path, signedInAs: 'admin', companyId: 'c-acme', routes });
      expect(await screen.findByText(sectorText)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path.replace('/my-company', ''));
    },
  );

  it('disabled also sends to the sector’s page', async () => {
    const helix = getDb().companies.find((c) => c.publicId === 'c-helix');
    if (helix) helix.customPrivacyStatement = 'disabled';
    renderApp({ path: '/my-company/privacy-statement', signedInAs: 'admin', companyId: 'c-helix', routes });
    expect(await screen.findByText('The sector’s statement')).toBeInTheDocument();
  });
});
