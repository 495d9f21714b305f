import { describe, expect, it } from 'vitest';
import { formatWindow } from './format';

describe('request times', () => {
  it('a window writes its shared date once; an unreadable one as it came', () => {
    const window = formatWindow('2026-11-23T10:00:00Z', '2026-11-23T10:30:00Z', 'en');
    expect(window.match(/2026/g)).toHaveLength(1);
    expect(window).toMatch(/Nov 23, 2026.*–/);
    expect(formatWindow('soon', '2026-11-23T10:30:00Z', 'en')).toBe('soon – 2026-11-23T10:30:00Z');
  });
});
