import { statusPageLink } from './error-pages';

describe('api-unavailable status page rule', () => {
  const url = 'https://status.example.test';
  it.each([
    ['portal.example.test', 'portal.example.test', url],
    ['acme.portal.example.test', 'portal.example.test', url],
    ['ACME.Portal.Example.Test', '.portal.example.test', url],
    ['evilportal.example.test', 'portal.example.test', null],
    ['localhost', 'portal.example.test', null],
    ['portal.example.test.evil.test', 'portal.example.test', null],
  ])('host %s with cloud domain %s', (host, domain, expected) => {
    expect(statusPageLink(host, domain, url)).toBe(expected);
  });

  it('shows no link without a cloud domain or status page', () => {
    expect(statusPageLink('portal.example.test', undefined, url)).toBeNull();
    expect(statusPageLink('portal.example.test', 'portal.example.test', undefined)).toBeNull();
  });
});
