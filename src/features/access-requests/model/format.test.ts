import { describe, expect, it } from 'vitest';
import { formatAgo, formatDateTime, formatWindow } from './format';

const NOW = Date.parse('2026-11-23T10:00:00Z');

describe('request times', () => {
  it('how long a request has waited, in the largest whole unit up to days', () => {
    expect(formatAgo('2026-11-23T09:55:00Z', NOW, 'en')).toBe('5 minutes ago');
    expect(formatAgo('2026-11-23T09:59:40Z', NOW, 'en')).toBe('this minute');
    expect(formatAgo('2026-11-23T07:00:00Z', NOW, 'en')).toBe('3 hours ago');
    expect(formatAgo('2026-11-21T09:00:00Z', NOW, 'en')).toBe('2 days ago');
    expect(formatAgo('not a date', NOW, 'en')).toBe('');
  });

  it('a time in the language, an unreadable one as it came', () => {
    expect(formatDateTime('2026-11-23T10:00:00Z', 'en')).toMatch(/Nov 23, 2026/);
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });

  it('a window writes its shared date once; an unreadable one as it came', () => {
    const window = formatWindow('2026-11-23T10:00:00Z', '2026-11-23T10:30:00Z', 'en');
    expect(window.match(/2026/g)).toHaveLength(1);
    expect(window).toMatch(/Nov 23, 2026.*–/);
    expect(formatWindow('soon', '2026-11-23T10:30:00Z', 'en')).toBe('soon – 2026-11-23T10:30:00Z');
  });
});
