import { intlFormat, intlFormatDistance } from 'date-fns';
import { formatDate, formatDateTime } from './intl-formatters';
import { formatRelative } from './relative-time';

const NOW = new Date('2026-03-18T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('formatRelative', () => {
  it.each([
    ['seconds', ago(20)],
    ['minutes', ago(5 * 60)],
    ['hours', ago(3 * 3600)],
    ['yesterday', ago(26 * 3600)],
    ['days', ago(4 * 86400)],
    ['weeks', ago(16 * 86400)],
    ['months', ago(50 * 86400)],
    ['quarters', ago(200 * 86400)],
    ['years', ago(800 * 86400)],
    ['the future', ago(-3 * 86400)],
  ])('says %s as date-fns’ intlFormatDistance does, with the full date and time beside it', (_, date) => {
    for (const language of ['en', 'de']) {
      expect(formatRelative(date, NOW, language)).toEqual({
        relative: intlFormatDistance(date, NOW, { locale: language }),
        full: intlFormat(date, { dateStyle: 'medium', timeStyle: 'short' }, { locale: language }),
      });
    }
  });
});

describe('the date formats', () => {
  const moment = '2026-11-27T14:05:09Z';
  it('one date, one date and time (no seconds), from the language; nothing for what is not a date', () => {
    expect(formatDate(moment, 'en')).toBe(intlFormat(new Date(moment), { dateStyle: 'medium' }, { locale: 'en' }));
    expect(formatDateTime(moment, 'en')).toBe(
      intlFormat(new Date(moment), { dateStyle: 'medium', timeStyle: 'short' }, { locale: 'en' }),
    );
    expect(formatDateTime(moment, 'en')).not.toMatch(/:09/);
    expect(formatDate(moment, 'de')).toBe(intlFormat(new Date(moment), { dateStyle: 'medium' }, { locale: 'de' }));
    expect(formatDate('soon', 'en')).toBe('');
    expect(formatDateTime('soon', 'en')).toBe('');
    expect(formatRelative('soon', NOW, 'en')).toEqual({ relative: '', full: '' });
  });
});
