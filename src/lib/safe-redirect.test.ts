// @vitest-environment jsdom
import { safeRedirectPath } from './safe-redirect';

const ORIGIN = 'http://localhost:3000';

describe('safeRedirectPath', () => {
  it('runs on the jsdom origin used below', () => {
    expect(location.origin).toBe(ORIGIN);
  });

  describe('hostile targets give the fallback', () => {
    it.each([
      '//evil.test',
      '//evil.test/groups',
      '/\\evil.test',
      '\\\\evil.test',
      '\\/evil.test',
      '%2F%2Fevil.test',
      '%2f%2fevil.test',
      '/%2Fevil.test',
      '/%5Cevil.test',
      '%5C%5Cevil.test',
      'https://app.evil.test',
      'https://app.evil.test/groups',
      'http://evil.test@localhost:3000.evil.test/',
      'https://localhost:3000.evil.test/',
      'http://localhost:3001/users',
      'https://localhost:3000/users',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      '  javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/\t/evil.test',
      '\t//evil.test',
      '/.//evil.test',
      '%E0%A4%A',
    ])('%j', (target) => {
      expect(safeRedirectPath(target, ORIGIN, '/home')).toBe('/home');
    });

    it.each([[''], [null], [undefined]])('%j', (target) => {
      expect(safeRedirectPath(target, ORIGIN, '/home')).toBe('/home');
    });

    it('defaults the fallback to /', () => {
      expect(safeRedirectPath('//evil.test', ORIGIN)).toBe('/');
      expect(safeRedirectPath(null, ORIGIN)).toBe('/');
    });
  });

  describe('targets on the own origin give path + search + hash', () => {
    it.each([
      ['/groups?x=1#h', '/groups?x=1#h'],
      ['/groups', '/groups'],
      ['/', '/'],
      ['http://localhost:3000/users', '/users'],
      ['http://localhost:3000/users?page=2#top', '/users?page=2#top'],
      ['HTTP://LOCALHOST:3000/users', '/users'],
      ['groups/1', '/groups/1'],
      ['/a/../users', '/users'],
      ['/search?q=%2F%2Fevil.test', '/search?q=%2F%2Fevil.test'],
      ['/users/J%C3%BCrgen', '/users/J%C3%BCrgen'],
    ])('%j → %j', (target, expected) => {
      expect(safeRedirectPath(target, ORIGIN, '/home')).toBe(expected);
    });

    it('never returns anything that leaves the origin when resolved by the browser', () => {
      for (const target of [
        '/groups?x=1#h',
        'http://localhost:3000/users',
        '//evil.test',
        '/\\evil.test',
        '/.//evil.test',
      ]) {
        const path = safeRedirectPath(target, ORIGIN, '/home');
        expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
      }
    });
  });
});
