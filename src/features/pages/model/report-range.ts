import type { ReportRequest } from '../api';

/** A date and time as a `datetime-local` input holds it: `YYYY-MM-DDTHH:mm`, in the browser's time zone. */
export type LocalDateTime = string;

export interface ReportRange {
  start: LocalDateTime;
  end: LocalDateTime;
}

export type RangeProblem = 'required' | 'invalid' | 'endNotAfterStart';

const pad = (value: number) => String(value).padStart(2, '0');

/** `date` as a `datetime-local` value, to the minute, in the browser's time zone. */
export function toLocalDateTime(date: Date): LocalDateTime {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant a `datetime-local` value names in the browser's time zone, or null when it is no real date and time. */
export function parseLocalDateTime(value: LocalDateTime): Date | null {
  const match = LOCAL.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // 2026-02-30 rolls over into March: not a date anyone meant.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** docs/RULES.md#pages: the default period is today, so a report covers today from 00:00 until now. */
export function defaultReportRange(now: Date): ReportRange {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return { start: toLocalDateTime(midnight), end: toLocalDateTime(now) };
}

/** What is wrong with each end of the range: both are needed, real date-times, and the end comes after the start. */
export function rangeProblems(range: ReportRange): Partial<Record<keyof ReportRange, RangeProblem>> {
  const problems: Partial<Record<keyof ReportRange, RangeProblem>> = {};
  const start = parseLocalDateTime(range.start);
  const end = parseLocalDateTime(range.end);
  if (range.start.trim() === '') problems.start = 'required';
  else if (!start) problems.start = 'invalid';
  if (range.end.trim() === '') problems.end = 'required';
  else if (!end) problems.end = 'invalid';
  else if (start && end.getTime() <= start.getTime()) problems.end = 'endNotAfterStart';
  return problems;
}

/** The browser's IANA time zone (`Europe/Amsterdam`), sent with the report so its days are the person's days. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export type ReportTarget = ReportRequest['target'];

/**
 * The report request (the payload of docs/RULES.md#pages): the device or asset, the report, and the range as ISO date-times (UTC) with
 * the time zone it was picked in. Null while the range has a problem.
 */
export function reportRequest(
  target: ReportTarget,
  reportId: string,
  range: ReportRange,
  timeZone: string,
): ReportRequest | null {
  if (Object.keys(rangeProblems(range)).length > 0) return null;
  const start = parseLocalDateTime(range.start);
  const end = parseLocalDateTime(range.end);
  if (!start || !end || reportId === '') return null;
  return { target, reportId, start: start.toISOString(), end: end.toISOString(), timeZone };
}
