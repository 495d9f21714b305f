import { dateTimeFormat, relativeTimeFormat } from '../../../lib/intl-formatters';

/** A request time (ISO UTC) in the person's language and time zone; an unreadable one as it came. */
export function formatDateTime(iso: string, language: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : dateTimeFormat(language).format(ms);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `iso` was, in the largest whole unit up to days ("5 minutes ago", "3 hours ago", "2 days ago"). */
export function formatAgo(iso: string, now: number, language: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const elapsed = Math.max(0, now - ms);
  const relative = relativeTimeFormat(language);
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  return relative.format(-Math.floor(elapsed / DAY), 'day');
}

/** A request's window, its shared parts written once where Intl can ("27 Nov 2026, 14:00 – 14:30"). */
export function formatWindow(start: string, end: string, language: string): string {
  const from = Date.parse(start);
  const until = Date.parse(end);
  if (Number.isNaN(from) || Number.isNaN(until)) return `${start} – ${end}`;
  return dateTimeFormat(language).formatRange(from, until);
}
