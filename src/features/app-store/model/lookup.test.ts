import { appleAppId, appStoreLookupUrl, parseLookup } from './lookup';

describe('app-store lookup', () => {
  it('reads the app id from an Apple store link', () => {
    expect(appleAppId('https://apps.apple.com/nl/app/device-portal/id1234567890?mt=8')).toBe('1234567890');
    expect(appleAppId('https://apps.apple.com/app/id0000000001')).toBe('0000000001');
    expect(appleAppId('https://itunes.apple.com/us/app/id42')).toBe('42');
  });

  it('finds no id in other links', () => {
    expect(appleAppId(null)).toBeNull();
    expect(appleAppId('')).toBeNull();
    expect(appleAppId('not a url')).toBeNull();
    expect(appleAppId('https://play.google.com/store/apps/details?id=test.example.portal')).toBeNull();
    expect(appleAppId('https://apple.com.evil.test/app/id123')).toBeNull();
    expect(appleAppId('http://apps.apple.com/app/id123')).toBeNull();
    expect(appleAppId('https://apps.apple.com/app/identity')).toBeNull();
  });

  it('asks the public lookup for that id', () => {
    expect(appStoreLookupUrl('1234567890')).toBe('https://itunes.apple.com/lookup?id=1234567890');
  });

  it('reads trackName and artworkUrl512 of the first result', () => {
    const body = {
      resultCount: 1,
      results: [{ trackName: ' Device Portal ', artworkUrl512: 'https://is1.example.test/512x512bb.jpg', price: 0 }],
    };
    expect(parseLookup(body)).toEqual({ name: 'Device Portal', artworkUrl: 'https://is1.example.test/512x512bb.jpg' });
  });

  it('keeps only https artwork', () => {
    expect(parseLookup({ results: [{ trackName: 'App', artworkUrl512: 'javascript:alert(1)' }] })).toEqual({
      name: 'App',
      artworkUrl: null,
    });
    expect(parseLookup({ results: [{ trackName: 'App', artworkUrl512: null }] })).toEqual({
      name: 'App',
      artworkUrl: null,
    });
  });

  it('is null without a usable result', () => {
    expect(parseLookup({ resultCount: 0, results: [] })).toBeNull();
    expect(parseLookup({ results: [{ trackName: '' }] })).toBeNull();
    expect(parseLookup('<html>')).toBeNull();
    expect(parseLookup(undefined)).toBeNull();
  });
});
