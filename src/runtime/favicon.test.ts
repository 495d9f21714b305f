// @vitest-environment jsdom
import { chooseFavicon, createFaviconService, faviconHref } from './favicon';

describe('favicon service', () => {
  it('chooses the highest priority, default 1, later requests winning ties', () => {
    expect(chooseFavicon([])).toBeUndefined();
    expect(
      chooseFavicon([
        { id: 'a', href: '/a.png' },
        { id: 'b', href: '/b.png' },
      ])?.id,
    ).toBe('b');
    expect(
      chooseFavicon([
        { id: 'vpn', href: '/v.png', priority: 10 },
        { id: 'brand', href: '/b.png' },
      ])?.id,
    ).toBe('vpn');
    expect(
      chooseFavicon([
        { id: 'low', href: '/l.png', priority: 0 },
        { id: 'brand', href: '/b.png' },
      ])?.id,
    ).toBe('brand');
  });

  it('adds a cache-busting timestamp unless a data URL', () => {
    expect(faviconHref('/icon.png', 42)).toBe('/icon.png?t=42');
    expect(faviconHref('/icon.png?v=2', 42)).toBe('/icon.png?v=2&t=42');
    expect(faviconHref('data:image/svg+xml,<svg/>', 42)).toBe('data:image/svg+xml,<svg/>');
  });

  it('replaces the icon link and restores the fallback when cleared', () => {
    const service = createFaviconService(document, () => 7, '/favicon.svg');
    service.set({ id: 'brand', href: '/brand.png' });
    const link = () => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href');
    expect(link()).toBe('/brand.png?t=7');
    service.set({ id: 'vpn', href: 'data:image/png;base64,AA', priority: 5 });
    expect(link()).toBe('data:image/png;base64,AA');
    service.clear('vpn');
    expect(link()).toBe('/brand.png?t=7');
    service.clear('brand');
    expect(link()).toBe('/favicon.svg');
  });
});
