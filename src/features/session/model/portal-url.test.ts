import { decodeBase64Url } from '../../../lib/base64url';
import { decodeJumpStartToken } from './jump-start-token';
import { jumpStartUrl, portalAddress, portalAvailable } from './portal-url';

const host = (fqdn: string | null | undefined) => ({ branding: fqdn === undefined ? null : { fqdn } });

describe('portal address', () => {
  it("takes the company's branding host first", () => {
    expect(portalAddress({ companies: [host('acme.portal.test'), host('parent.test')], sector: host('sector.test'), webRootUrl: 'https://root.test' })).toBe(
      'https://acme.portal.test/',
    );
  });

  it('falls back to the parent, then the grandparent company', () => {
    expect(portalAddress({ companies: [host(null), host('parent.test'), host('grand.test')], sector: host('sector.test') })).toBe('https://parent.test/');
    expect(portalAddress({ companies: [host(undefined), {}, host('grand.test')], sector: host('sector.test') })).toBe('https://grand.test/');
  });

  it('asks at most two parent companies, then the sector', () => {
    expect(portalAddress({ companies: [host(null), host(null), host(null), host('great-grand.test')], sector: host('sector.test') })).toBe(
      'https://sector.test/',
    );
  });

  it('falls back to the web root URL, and to nothing without one', () => {
    expect(portalAddress({ companies: [host(null)], sector: host(''), webRootUrl: 'https://root.test/portal' })).toBe('https://root.test/portal');
    expect(portalAddress({ companies: [undefined], sector: undefined })).toBeUndefined();
    expect(portalAddress({ companies: [], webRootUrl: '' })).toBeUndefined();
  });

  it.each(['evil.test/path', 'user@evil.test', 'evil.test:8443', 'localhost', '-bad.test', 'javascript:alert(1)', 'a b.test'])(
    'passes over %j, which is not a plain host name',
    (fqdn) => {
      expect(portalAddress({ companies: [host(fqdn)], sector: host('sector.test') })).toBe('https://sector.test/');
    },
  );

  it('trims and lower-cases the host', () => {
    expect(portalAddress({ companies: [host('  Acme.Portal.TEST ')] })).toBe('https://acme.portal.test/');
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
    expect(new URL(jumpStartUrl('https://root.test/portal', payload, 'https://admin.test')).pathname).toBe('/portal/jump-start');
    const url = new URL(jumpStartUrl('https://root.test/portal/?x=1#y', payload, 'https://admin.test'));
    expect(url.pathname).toBe('/portal/jump-start');
    expect([...url.searchParams.keys()]).toEqual(['token']);
    expect(url.hash).toBe('');
  });

  it('resolves a relative web root against the page origin', () => {
    expect(jumpStartUrl('/portal/', { publicId: 'a', secretId: 'b' }, 'https://admin.test')).toMatch(/^https:\/\/admin\.test\/portal\/jump-start\?token=/);
  });

  it('leaves out the company when there is none', () => {
    const token = new URL(jumpStartUrl('https://p.test/', { publicId: 'a', secretId: 'b' }, 'https://admin.test')).searchParams.get('token') ?? '';
    expect(JSON.parse(decodeBase64Url(token))).toEqual({ publicId: 'a', secretId: 'b' });
  });
});
