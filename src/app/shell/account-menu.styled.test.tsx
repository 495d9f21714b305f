import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { server } from '@mocks/node';
import { baseApi } from '@/api';
import type { BrandingTheme } from '@/features/branding';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { AccountMenu } from './account-menu';

setupMockBackend();

const routes: RouteObject[] = [{ path: '/', element: <AccountMenu onLogout={() => undefined} /> }];

function serveBranding(theme: Partial<BrandingTheme> | null) {
  server.use(
    http.get('*/api/brandings', () =>
      HttpResponse.json({
        type: 'BrandingList',
        data: [{ publicId: 'br-test', name: 'Test brand', theme }],
        moreAfter: null,
        status: 'success',
      }),
    ),
  );
}

async function accountButtonOnceBranded(companyId?: string) {
  const { store } = renderApp({ path: '/', signedInAs: 'admin', companyId, routes });
  await waitFor(() =>
    expect(
      Object.values(store.getState()[baseApi.reducerPath].queries).some(
        (query) => query?.endpointName === 'hostBranding' && query.data !== undefined,
      ),
    ).toBe(true),
  );
  return screen.getByRole('button', { name: 'Account' });
}

const WHITE = 'rgb(255, 255, 255)';

describe('account button background', () => {
  it.each([
    ['the logo has a background colour', { logoHasBackgroundColor: true, headerColor: '#102030' }],
    [
      'the header logo spec is light-filled',
      { logoOnHeaderColorSpec: 'light-filled', headerColor: '#102030', logoHasBackgroundColor: false },
    ],
    ['the header colour is white', { headerColor: 'ffffff', logoHasBackgroundColor: false }],
  ])('is white when %s', async (_rule, theme) => {
    serveBranding(theme);
    const button = await accountButtonOnceBranded();
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).toBe(WHITE));
  });

  it('keeps the header colour otherwise', async () => {
    serveBranding({ headerColor: '#102030', logoHasBackgroundColor: false, logoOnHeaderColorSpec: 'dark' });
    const button = await accountButtonOnceBranded();
    expect(getComputedStyle(button).backgroundColor).not.toBe(WHITE);
  });

  it('keeps the header colour without a branding theme', async () => {
    serveBranding(null);
    const button = await accountButtonOnceBranded();
    expect(getComputedStyle(button).backgroundColor).not.toBe(WHITE);
  });
});

describe('account button logo', () => {
  function serveBrandingLogo(logo: string | null) {
    server.use(
      http.get('*/api/brandings', () =>
        HttpResponse.json({
          type: 'BrandingList',
          data: [{ publicId: 'br-test', name: 'Test brand', logo, theme: null }],
          moreAfter: null,
          status: 'success',
        }),
      ),
    );
  }
  const logoOf = (button: HTMLElement) => button.querySelector('img')?.getAttribute('src');

  it("shows the selected company's logo when the host branding has none", async () => {
    serveBrandingLogo(null);
    const button = await accountButtonOnceBranded('c-acme');
    // Acme's own branding (mocks/db/seed-identity.ts) has a logo.
    await waitFor(() => expect(logoOf(button)).toMatch(/^data:image\/svg\+xml/));
  });

  it("prefers the host branding's logo", async () => {
    serveBrandingLogo('https://cdn.example.test/host-logo.png');
    const button = await accountButtonOnceBranded('c-acme');
    await waitFor(() => expect(logoOf(button)).toBe('https://cdn.example.test/host-logo.png'));
  });
});

describe('theme in the account menu', () => {
  afterEach(() => localStorage.clear());

  it('offers System, Light and Dark; Dark is applied at once, kept on this browser and checked next time', async () => {
    const user = userEvent.setup();
    const button = await accountButtonOnceBranded();
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark'));
    expect(localStorage.getItem('portal.color-scheme')).toBe('dark');
    // The page turns to the dark scheme's surface (the default branding's dark page).
    await waitFor(() =>
      expect(
        getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-background-default').trim(),
      ).toBe('#0f161f'),
    );
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(button);
    expect(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'System' }));
    expect(localStorage.getItem('portal.color-scheme')).toBeNull();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-color-scheme', 'light'));
  });
});
