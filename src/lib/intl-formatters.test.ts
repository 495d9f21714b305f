import { describe, expect, it } from 'vitest';
import { dateTimeFormat, relativeTimeFormat } from './intl-formatters';

describe('intl formatters', () => {
  it('makes one formatter per language and options', () => {
    expect(dateTimeFormat('en-GB')).toBe(dateTimeFormat('en-GB'));
    expect(dateTimeFormat('en-GB', { timeStyle: 'short' })).not.toBe(dateTimeFormat('en-GB'));
    expect(dateTimeFormat('en-GB', { timeStyle: 'short' }).format(new Date(2026, 10, 23, 9, 5))).toBe('09:05');
    expect(relativeTimeFormat('en')).toBe(relativeTimeFormat('en'));
    expect(relativeTimeFormat('en').format(-1, 'day')).toBe('yesterday');
  });
});
