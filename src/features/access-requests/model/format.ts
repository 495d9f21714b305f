import { dateTimeFormat } from '@/lib/intl-formatters';

/** A request's window, its shared parts written once where Intl can ("27 Nov 2026, 14:00 – 14:30"). */
export function formatWindow(start: string, end: string, language: string): string {
  const from = Date.parse(start);
  const until = Date.parse(end);
  if (Number.isNaN(from) || Number.isNaN(until)) return `${start} – ${end}`;
  return dateTimeFormat(language).formatRange(from, until);
}
