import { act, renderHook } from '@testing-library/react';
import { chooseColorScheme, readColorSchemeChoice, resolveColorScheme, useColorSchemeChoice } from './color-scheme';

afterEach(() => localStorage.clear());

describe('colour scheme choice', () => {
  it('follows the system unless Light or Dark was chosen', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });

  it('is remembered on this browser under the key public/color-scheme.js reads; System is no entry', () => {
    expect(readColorSchemeChoice()).toBe('system');
    chooseColorScheme('dark');
    expect(localStorage.getItem('portal.color-scheme')).toBe('dark');
    expect(readColorSchemeChoice()).toBe('dark');
    chooseColorScheme('system');
    expect(localStorage.getItem('portal.color-scheme')).toBeNull();
    localStorage.setItem('portal.color-scheme', 'purple');
    expect(readColorSchemeChoice()).toBe('system');
  });

  it('tells every user of the choice when it changes, here or in another tab', () => {
    const { result } = renderHook(() => useColorSchemeChoice());
    expect(result.current).toBe('system');
    act(() => chooseColorScheme('light'));
    expect(result.current).toBe('light');
    act(() => {
      localStorage.setItem('portal.color-scheme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'portal.color-scheme' }));
    });
    expect(result.current).toBe('dark');
  });

  it('public/color-scheme.js names the remembered scheme on <html> before the app runs', async () => {
    const { readFile } = await import('node:fs/promises');
    const script = await readFile(`${process.cwd()}/public/color-scheme.js`, 'utf8');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the shipped file itself, as the browser would
    const runScript = new Function(script) as () => void;
    localStorage.setItem('portal.color-scheme', 'dark');
    runScript();
    expect(document.documentElement.getAttribute('data-color-scheme')).toBe('dark');
    localStorage.setItem('portal.color-scheme', 'light');
    runScript();
    expect(document.documentElement.getAttribute('data-color-scheme')).toBe('light');
  });
});
