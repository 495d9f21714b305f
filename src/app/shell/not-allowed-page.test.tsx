import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { mockControl, server } from '@mocks/node';
import { setRuntimeConfig } from '@/api';
import { decodeJumpStartToken } from '@/features/session';
import { setupMockBackend, TEST_CONFIG } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { portalNavigation } from './use-go-to-portal';

setupMockBackend();

const PRODUCTION = { ...TEST_CONFIG, production: true, webRootUrl: 'https://root.example.test/' };

/** The URL-token requests (POST AccessTokenList) as the app sent them. */
function watchTokenRequests() {
  const sent: { fields: string | null; body: Promise<unknown> }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname.endsWith('/access-tokens')) {
      sent.push({ fields: url.searchParams.get('fields'), body: request.clone().json() });
    }
  };
  server.events.on('request:start', listener);
  return sent;
}

describe('not-allowed page', () => {
  it('offers the end user a Devices action that opens the devices list', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/users', signedInAs: 'user', companyId: 'c-acme' });
    expect(await screen.findByRole('heading', { name: 'Page not allowed' })).toBeInTheDocument();
    const devices = within(screen.getByRole('main')).getByRole('link', { name: 'Devices' });
    expect(devices).toHaveAttribute('href', '/devices');
    await user.click(devices);
    expect(await screen.findByRole('link', { name: 'Bottling PLC Rotterdam 01' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Devices' })).toBeInTheDocument();
  });

  it('offers Go to portal only in production with a web root URL', async () => {
    renderApp({ path: '/users', signedInAs: 'user', companyId: 'c-acme' });
    expect(await screen.findByRole('heading', { name: 'Page not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to portal' })).not.toBeInTheDocument();
  });

  it('opens the company portal signed in, with a 60-second token created on the click', async () => {
    setRuntimeConfig(PRODUCTION);
    const open = vi.spyOn(portalNavigation, 'open').mockImplementation(() => undefined);
    const sent = watchTokenRequests();
    const user = userEvent.setup();
    renderApp({ path: '/users', signedInAs: 'user', companyId: 'c-acme' });
    const button = await screen.findByRole('button', { name: 'Go to portal' });
    expect(mockControl.requestCount('AccessTokenList', 'POST')).toBe(0);

    await user.click(button);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.fields).toBe('publicId,secretId');
    expect(await sent[0]?.body).toEqual({ expiresIn: 60 });

    const url = new URL(open.mock.calls[0]?.[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://portal.example.test/jump-start');
    const payload = decodeJumpStartToken(url.searchParams.get('token') ?? '');
    expect(payload).toEqual({
      publicId: expect.any(String) as unknown,
      secretId: expect.any(String) as unknown,
      companyId: 'c-acme',
    });
    const token = getDb().tokens.find((candidate) => candidate.publicId === payload?.publicId);
    expect(token?.secretId).toBe(payload?.secretId);
    const lifetime = Date.parse(token?.expiresOn ?? '') - Date.now();
    expect(lifetime).toBeGreaterThan(50_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);
  });

  it("uses the sector's branding host when the company has none", async () => {
    setRuntimeConfig(PRODUCTION);
    const open = vi.spyOn(portalNavigation, 'open').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp({ path: '/error/not-allowed', signedInAs: 'admin', companyId: 'c-north' });
    await user.click(await screen.findByRole('button', { name: 'Go to portal' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const url = new URL(open.mock.calls[0]?.[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://industrial.portal.example.test/jump-start');
    expect(decodeJumpStartToken(url.searchParams.get('token') ?? '')?.companyId).toBe('c-north');
  });

  it('falls back to the web root URL without any branding host', async () => {
    setRuntimeConfig(PRODUCTION);
    Object.assign(getDb().sector, { branding: null });
    const open = vi.spyOn(portalNavigation, 'open').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp({ path: '/error/not-allowed', signedInAs: 'admin', companyId: 'c-north' });
    await user.click(await screen.findByRole('button', { name: 'Go to portal' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]?.[0]).toMatch(/^https:\/\/root\.example\.test\/jump-start\?token=[\w-]+$/);
  });

  it.each(['evil.example.test', 'portal.example.test.evil.test'])(
    'sends no token to the branding host %s, outside the cloud domain and the web root: the web root URL instead',
    async (fqdn) => {
      setRuntimeConfig(PRODUCTION);
      const acme = getDb().companies.find((company) => company.publicId === 'c-acme');
      Object.assign(acme ?? {}, { branding: { fqdn, logo: null } });
      const open = vi.spyOn(portalNavigation, 'open').mockImplementation(() => undefined);
      const user = userEvent.setup();
      renderApp({ path: '/users', signedInAs: 'user', companyId: 'c-acme' });
      await user.click(await screen.findByRole('button', { name: 'Go to portal' }));
      await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
      const url = new URL(open.mock.calls[0]?.[0] ?? '');
      expect(url.hostname).toBe('root.example.test');
      expect(open.mock.calls[0]?.[0]).not.toContain(fqdn);
    },
  );

  it('says so when the token cannot be created, and stays', async () => {
    setRuntimeConfig(PRODUCTION);
    mockControl.failRel('AccessTokenList', 403, 1, 'POST');
    const open = vi.spyOn(portalNavigation, 'open').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp({ path: '/users', signedInAs: 'user', companyId: 'c-acme' });
    await user.click(await screen.findByRole('button', { name: 'Go to portal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Go to portal' })).toBeEnabled();
  });
});
