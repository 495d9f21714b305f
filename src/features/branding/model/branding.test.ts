import { accountButtonNeedsWhiteBackground, browserTitle, chooseLogo, shouldLookUpBranding, supportedPlatforms } from './branding';

describe('branding rules', () => {
  it('takes the logo from the user, then the host, then the company', () => {
    expect(chooseLogo({ user: 'u.png', host: 'h.png', company: 'c.png' })).toBe('u.png');
    expect(chooseLogo({ user: null, host: 'h.png', company: 'c.png' })).toBe('h.png');
    expect(chooseLogo({ host: '', company: 'c.png' })).toBe('c.png');
    expect(chooseLogo({})).toBeUndefined();
  });

  it('titles the browser from the custom title, then the name, then the app name', () => {
    expect(browserTitle({ name: 'Brand', custom: { glbBrowserTitle: 'Custom' } }, 'App')).toBe('Custom');
    expect(browserTitle({ name: 'Brand', custom: { glbBrowserTitle: '  ' } }, 'App')).toBe('Brand');
    expect(browserTitle(null, 'App')).toBe('App');
  });

  it('gives the account button a white background by the three rules', () => {
    expect(accountButtonNeedsWhiteBackground({ logoBackgroundColor: '#123456' })).toBe(true);
    expect(accountButtonNeedsWhiteBackground({ headerLogoSpec: 'light-filled' })).toBe(true);
    expect(accountButtonNeedsWhiteBackground({ headerColor: '#FFFFFF' })).toBe(true);
    expect(accountButtonNeedsWhiteBackground({ headerColor: 'white' })).toBe(true);
    expect(accountButtonNeedsWhiteBackground({ headerColor: '#1565c0', headerLogoSpec: 'dark' })).toBe(false);
  });

  it('skips the lookup for the fixed list of hosts', () => {
    expect(shouldLookUpBranding('')).toBe(false);
    expect(shouldLookUpBranding('0.0.0.0')).toBe(false);
    expect(shouldLookUpBranding('portal.example.test')).toBe(true);
  });

  it('limits VPN client platforms to the branding list', () => {
    expect(supportedPlatforms({ custom: { glbSupportedPlatforms: ['linux', 'windows'] } })).toEqual(['windows', 'linux']);
    expect(supportedPlatforms(null)).toEqual(['windows', 'mac', 'linux']);
  });
});
