import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { server } from '@mocks/node';
import { baseApi } from '@/api';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { AppStoreBanner } from './app-store-banner';
import { bannerHeight, mobilePlatform, useAppStoreBanner } from './app-store-banner-state';

setupMockBackend();

describe('app-store banner', () => {
  it('recognises mobile web', () => {
    expect(mobilePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(mobilePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(mobilePlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/156')).toBeNull();
  });

  it('is 80 px with a store link, 50 px generic, hidden off mobile or once closed', () => {
    expect(bannerHeight('ios', 'https://apps.apple.com/app/id1', false)).toBe(80);
    expect(bannerHeight('android', null, false)).toBe(50);
    expect(bannerHeight(null, 'https://apps.apple.com/app/id1', false)).toBe(0);
    expect(bannerHeight('ios', 'https://apps.apple.com/app/id1', true)).toBe(0);
  });

  function Probe() {
    const banner = useAppStoreBanner();
    return (
      <AppStoreBanner
        height={banner.height}
        storeLink={banner.storeLink}
        appleAppStoreLink={banner.appleAppStoreLink}
        onClose={banner.close}
      />
    );
  }
  const routes: RouteObject[] = [{ path: '/', element: <Probe /> }];

  it("shows the app's store name and icon from the public lookup, sent without credentials", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    const lookups: Request[] = [];
    server.use(
      http.get('https://itunes.apple.com/lookup', ({ request }) => {
        lookups.push(request);
        return HttpResponse.json({
          resultCount: 1,
          results: [{ trackName: 'Acme Remote', artworkUrl512: 'https://is1.example.test/icon-512.png' }],
        });
      }),
    );
    renderApp({ path: '/', signedInAs: 'admin', routes });
    expect(await screen.findByText('Acme Remote')).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'Get the app' });
    expect(banner.querySelector('img')).toHaveAttribute('src', 'https://is1.example.test/icon-512.png');
    expect(screen.getByRole('link', { name: 'Get' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/id0000000001',
    );
    expect(lookups).toHaveLength(1);
    expect(new URL(lookups[0]?.url ?? '').searchParams.get('id')).toBe('0000000001');
    expect(lookups[0]?.headers.get('Authorization')).toBeNull();
    expect(lookups[0]?.headers.get('Api-Company')).toBeNull();
  });

  it('keeps the plain store banner when the lookup fails', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8)');
    let asked = false;
    server.use(
      http.get('https://itunes.apple.com/lookup', () => {
        asked = true;
        return HttpResponse.error();
      }),
    );
    renderApp({ path: '/', signedInAs: 'admin', routes });
    expect(await screen.findByRole('link', { name: 'Get' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=test.example.portal',
    );
    await vi.waitFor(() => expect(asked).toBe(true));
    expect(screen.getByText('Get the app for the best experience on your phone.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('asks no store off mobile web', async () => {
    let asked = false;
    server.use(
      http.get('https://itunes.apple.com/lookup', () => {
        asked = true;
        return HttpResponse.json({ results: [] });
      }),
    );
    const { store } = renderApp({ path: '/', signedInAs: 'admin', routes });
    const brandingLoaded = () =>
      Object.values(store.getState()[baseApi.reducerPath].queries).some(
        (query) => query?.endpointName === 'hostBranding' && query.data !== undefined,
      );
    await vi.waitFor(() => expect(brandingLoaded()).toBe(true));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(asked).toBe(false);
  });
});
