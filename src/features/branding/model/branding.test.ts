import {
  accountButtonNeedsWhiteBackground,
  accountButtonNeedsWhiteBackgroundFor,
  brandingSchema,
  browserTitle,
  chooseLogo,
  shouldLookUpBranding,
  supportedPlatforms,
} from './branding';

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
    expect(accountButtonNeedsWhiteBackground({ logoHasBackgroundColor: true })).toBe(true);
    expect(accountButtonNeedsWhiteBackground({ logoOnHeaderColorSpec: 'light-filled' })).toBe(true);
    expect(accountButtonNeedsWhiteBackground({ logoOnHeaderColorSpec: ' Light-Filled ' })).toBe(true);
    expect(accountButtonNeedsWhiteBackground({ headerColor: '#FFFFFF' })).toBe(true);
    expect(accountButtonNeedsWhiteBackground({ headerColor: 'ffffff' })).toBe(true);
    expect(accountButtonNeedsWhiteBackground({ headerColor: 'white' })).toBe(true);
    expect(
      accountButtonNeedsWhiteBackground({
        headerColor: '#1565c0',
        logoOnHeaderColorSpec: 'dark',
        logoHasBackgroundColor: false,
      }),
    ).toBe(false);
    expect(accountButtonNeedsWhiteBackground({})).toBe(false);
  });

  it('reads the account button rule from the branding theme', () => {
    expect(accountButtonNeedsWhiteBackgroundFor({ theme: { logoHasBackgroundColor: true } })).toBe(true);
    expect(accountButtonNeedsWhiteBackgroundFor({ theme: { logoOnHeaderColorSpec: 'light-filled' } })).toBe(true);
    expect(accountButtonNeedsWhiteBackgroundFor({ theme: { headerColor: '#fff' } })).toBe(true);
    expect(
      accountButtonNeedsWhiteBackgroundFor({ theme: { headerColor: '#102030', logoHasBackgroundColor: false } }),
    ).toBe(false);
    expect(accountButtonNeedsWhiteBackgroundFor({ theme: null })).toBe(false);
    expect(accountButtonNeedsWhiteBackgroundFor(null)).toBe(false);
  });

  it('keeps the branding when a theme value has the wrong type, dropping only that value', () => {
    const parsed = brandingSchema.parse({
      name: 'Brand',
      theme: { pageColor: 42, cardColor: '#ffffff', logoHasBackgroundColor: 'yes' },
    });
    expect(parsed.name).toBe('Brand');
    expect(parsed.theme?.pageColor).toBeNull();
    expect(parsed.theme?.cardColor).toBe('#ffffff');
    expect(parsed.theme?.logoHasBackgroundColor).toBeNull();
    expect(brandingSchema.parse({ name: 'Brand', theme: 'dark' }).theme).toBeNull();
  });

  it('skips the lookup for the fixed list of hosts', () => {
    expect(shouldLookUpBranding('')).toBe(false);
    expect(shouldLookUpBranding('0.0.0.0')).toBe(false);
    expect(shouldLookUpBranding('portal.example.test')).toBe(true);
  });

  it('limits VPN client platforms to the branding list', () => {
    expect(supportedPlatforms({ custom: { glbSupportedPlatforms: ['linux', 'windows'] } })).toEqual([
      'windows',
      'linux',
    ]);
    expect(supportedPlatforms(null)).toEqual(['windows', 'mac', 'linux']);
  });
});
