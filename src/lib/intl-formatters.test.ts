import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatBytes, relativeTimeFormat } from './intl-formatters';

describe('intl formatters', () => {
  it('makes one formatter per language and options', () => {
    expect(dateTimeFormat('en-GB')).toBe(dateTimeFormat('en-GB'));
    expect(dateTimeFormat('en-GB', { timeStyle: 'short' })).not.toBe(dateTimeFormat('en-GB'));
    expect(dateTimeFormat('en-GB', { timeStyle: 'short' }).format(new Date(2026, 10, 23, 9, 5))).toBe('09:05');
    expect(relativeTimeFormat('en')).toBe(relativeTimeFormat('en'));
    expect(relativeTimeFormat('en').format(-1, 'day')).toBe('yesterday');
  });

  it('formats bytes in decimal units with one decimal at most, the number in the language’s own way', () => {
    const bytes = (language: string, value: number) => formatBytes(language, value).replace('\u00a0', ' ');
    expect(bytes('en', 0)).toBe('0 B');
    expect(bytes('en', 999)).toBe('999 B');
    expect(bytes('en', 1000)).toBe('1 KB');
    expect(bytes('en', 1536)).toBe('1.5 KB');
    expect(bytes('en', 999_960)).toBe('1 MB');
    expect(bytes('en', 12_345_678)).toBe('12.3 MB');
    expect(bytes('de', 3_450_000_000)).toBe('3,5 GB');
    expect(bytes('en', 2.5e12)).toBe('2.5 TB');
    expect(bytes('en', 7e18)).toBe('7,000 PB');
  });
});

describe('a date that is not one', () => {
  it('formats as nothing instead of throwing (a date the server sent in another form)', () => {
    expect(dateTimeFormat('en').format(Date.parse(''))).toBe('');
    expect(dateTimeFormat('en').format(new Date('not a date'))).toBe('');
    expect(dateTimeFormat('en', { dateStyle: 'short' }).format(Date.UTC(2026, 0, 2))).toMatch(/26/);
  });
});
