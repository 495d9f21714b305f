import { bannerHeight, mobilePlatform } from './app-store-banner';

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
});
