import { decodeBase64Url } from '@/lib/base64url';
import { decodeJumpStartToken } from './jump-start-token';
import { isTrustedPortalHost, jumpStartUrl, portalAddress, portalAvailable } from './portal-url';

const host = (fqdn: string | null | undefined) => ({ branding: fqdn === undefined ? null : { fqdn } });

const trust = { cloudDomain: 'portal.test', pageOrigin: 'https://admin.portal.test' };

describe('portal address', () => {
  it("takes the company's branding host first", () => {
    expect(
      portalAddress({
        ...trust,
        companies: [host('acme.portal.test'), host('parent.portal.test')],
        sector: host('sector.portal.test'),
        webRootUrl: 'https://root.test',
      }),
    ).toBe('https://acme.portal.test/');
  });

  it('falls back to the parent, then the grandparent company', () => {
    expect(
      portalAddress({
        ...trust,
        companies: [host(null), host('parent.portal.test'), host('grand.portal.test')],
        sector: host('sector.portal.test'),
      }),
    ).toBe('https://parent.portal.test/');
    expect(
      portalAddress({
        ...trust,
        companies: [host(undefined), {}, host('grand.portal.test')],
        sector: host('sector.portal.test'),
      }),
    ).toBe('https://grand.portal.test/');
  });

  it('asks at most two parent companies, then the sector', () => {
    expect(
      portalAddress({
        ...trust,
        companies: [host(null), host(null), host(null), host('great-grand.portal.test')],
        sector: host('sector.portal.test'),
      }),
    ).toBe('https://sector.portal.test/');
  });

  it('falls back to the web root URL, and to nothing without one', () => {
    expect(
      portalAddress({ ...trust, companies: [host(null)], sector: host(''), webRootUrl: 'https://root.test/portal' }),
    ).toBe('https://root.test/portal');
    expect(portalAddress({ ...trust, companies: [undefined], sector: undefined })).toBeUndefined();
    expect(portalAddress({ ...trust, companies: [], webRootUrl: '' })).toBeUndefined();
  });

  it.each([
    'evil.test/path',
    'user@evil.test',
    'evil.test:8443',
    'localhost',
    '-bad.test',
    'javascript:alert(1)',
    'a b.test',
  ])('passes over %j, which is not a plain host name', (fqdn) => {
    expect(portalAddress({ ...trust, companies: [host(fqdn)], sector: host('sector.portal.test') })).toBe(
      'https://sector.portal.test/',
    );
  });

  it('trims and lower-cases the host', () => {
    expect(portalAddress({ ...trust, companies: [host('  Acme.Portal.TEST ')] })).toBe('https://acme.portal.test/');
  });

  it.each(['evil.test', 'portal.test.evil.test', 'evilportal.test', 'portal-test.evil.test'])(
    'sends no token to %j, a branding host neither under the cloud domain nor the web root: the web root URL instead',
    (fqdn) => {
      expect(
        portalAddress({
          ...trust,
          companies: [host(fqdn)],
          sector: host('sector.portal.test'),
          webRootUrl: 'https://root.test/',
        }),
      ).toBe('https://root.test/');
      expect(portalAddress({ ...trust, companies: [host(fqdn)], sector: host('sector.portal.test') })).toBeUndefined();
    },
  );

  it("trusts the web root URL's own host, also given as a branding host", () => {
    expect(portalAddress({ ...trust, companies: [host('root.test')], webRootUrl: 'https://root.test/portal/' })).toBe(
      'https://root.test/',
    );
  });

  it('trusts nothing by domain without a cloud domain', () => {
    expect(
      portalAddress({
        pageOrigin: 'https://admin.test',
        companies: [host('acme.portal.test')],
        webRootUrl: 'https://root.test/',
      }),
    ).toBe('https://root.test/');
  });
});

describe('trusted portal host', () => {
  const sources = { webRootUrl: '/portal/', cloudDomain: '.Portal.Test', pageOrigin: 'https://admin.example.test' };
  it.each([
    ['portal.test', true],
    ['acme.portal.test', true],
    ['a.b.portal.test', true],
    ['admin.example.test', true],
    ['evil.test', false],
    ['xportal.test', false],
    ['portal.test.evil.test', false],
    ['example.test', false],
  ])('%s → %s', (name, trusted) => {
    expect(isTrustedPortalHost(name, sources)).toBe(trusted);
  });

  it('ignores a cloud domain that is not a host name', () => {
    expect(isTrustedPortalHost('acme.test', { cloudDomain: 'test', pageOrigin: 'https://a.b' })).toBe(false);
    expect(isTrustedPortalHost('evil.test', { cloudDomain: '*', pageOrigin: 'https://a.b' })).toBe(false);
  });
});

describe('go to portal availability', () => {
  it('needs production and a web root URL', () => {
    expect(portalAvailable({ production: true, webRootUrl: 'https://root.test' })).toBe(true);
    expect(portalAvailable({ production: false, webRootUrl: 'https://root.test' })).toBe(false);
    expect(portalAvailable({ production: true, webRootUrl: undefined })).toBe(false);
    expect(portalAvailable({ production: true, webRootUrl: '' })).toBe(false);
  });
});

describe('jump-start URL', () => {
  const payload = { publicId: 'at-1', secretId: 'sé/+=', companyId: 'c-acme' };

  it("opens the portal's jump-start page with the base64url (unpadded) JSON payload as token", () => {
    const url = new URL(jumpStartUrl('https://acme.portal.test/', payload, 'https://admin.test'));
    expect(url.origin + url.pathname).toBe('https://acme.portal.test/jump-start');
    const token = url.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(decodeBase64Url(token))).toEqual(payload);
    expect(decodeJumpStartToken(token)).toEqual(payload);
  });

  it('keeps a web root path and drops its query and fragment', () => {
    expect(new URL(jumpStartUrl('https://root.test/portal', payload, 'https://admin.test')).pathname).toBe(
      '/portal/jump-start',
    );
    const url = new URL(jumpStartUrl('https://root.test/portal/?x=1#y', payload, 'https://admin.test'));
    expect(url.pathname).toBe('/portal/jump-start');
    expect([...url.searchParams.keys()]).toEqual(['token']);
    expect(url.hash).toBe('');
  });

  it('resolves a relative web root against the page origin', () => {
    expect(jumpStartUrl('/portal/', { publicId: 'a', secretId: 'b' }, 'https://admin.test')).toMatch(
      /^https:\/\/admin\.test\/portal\/jump-start\?token=/,
    );
  });

  it('leaves out the company when there is none', () => {
    const token =
      new URL(jumpStartUrl('https://p.test/', { publicId: 'a', secretId: 'b' }, 'https://admin.test')).searchParams.get(
        'token',
      ) ?? '';
    expect(JSON.parse(decodeBase64Url(token))).toEqual({ publicId: 'a', secretId: 'b' });
  });
});
