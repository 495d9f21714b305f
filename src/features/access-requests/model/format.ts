interface Formatters {
  dateTime: Intl.DateTimeFormat;
  relative: Intl.RelativeTimeFormat;
}

/** Made once per language: creating an Intl formatter costs far more than formatting with it. */
const formatters = new Map<string, Formatters>();
function formattersOf(language: string): Formatters {
  let found = formatters.get(language);
  if (!found) {
    found = {
      dateTime: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
      relative: new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
    };
    formatters.set(language, found);
  }
  return found;
}

/** A request time (ISO UTC) in the person's language and time zone; an unreadable one as it came. */
export function formatDateTime(iso: string, language: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formattersOf(language).dateTime.format(ms);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `iso` was, in the largest whole unit up to days ("5 minutes ago", "3 hours ago", "2 days ago"). */
export function formatAgo(iso: string, now: number, language: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const elapsed = Math.max(0, now - ms);
  const { relative } = formattersOf(language);
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  return relative.format(-Math.floor(elapsed / DAY), 'day');
}
