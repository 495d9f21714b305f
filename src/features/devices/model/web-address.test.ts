import { describe, expect, it } from 'vitest';
import { webAddress } from './web-address';

describe('the address of an opened web service', () => {
  it('opens http and https addresses, relative ones against the page', () => {
    expect(webAddress('https://web.example.test/s/abc', 'http://portal.test/devices/ag-1')).toBe(
      'https://web.example.test/s/abc',
    );
    expect(webAddress('/mock/web-service.html?device=Kiln', 'http://portal.test/devices/ag-1')).toBe(
      'http://portal.test/mock/web-service.html?device=Kiln',
    );
  });

  it('never a script, data or empty address', () => {
    expect(webAddress('javascript:alert(1)', 'http://portal.test/')).toBeNull();
    expect(webAddress('data:text/html,<b>x</b>', 'http://portal.test/')).toBeNull();
    expect(webAddress('http://', 'http://portal.test/')).toBeNull();
  });
});
