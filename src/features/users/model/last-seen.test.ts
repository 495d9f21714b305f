import { intlFormat, intlFormatDistance } from 'date-fns';
import { formatLastSeen } from './last-seen';

const NOW = new Date('2026-03-18T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('formatLastSeen', () => {
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
      expect(formatLastSeen(date, NOW, language)).toEqual({
        relative: intlFormatDistance(date, NOW, { locale: language }),
        full: intlFormat(date, { dateStyle: 'medium', timeStyle: 'short' }, { locale: language }),
      });
    }
  });
});
