const formatters = new Map<string, { time: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();

function formattersFor(language: string) {
  let found = formatters.get(language);
  if (!found) {
    found = {
      time: new Intl.DateTimeFormat(language, { timeStyle: 'short' }),
      dateTime: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
    };
    formatters.set(language, found);
  }
  return found;
}

/** When an access ends: the time alone when that is today, else the date and time, in the UI language. */
export function formatUntil(iso: string, now: number, language: string): string {
  const until = new Date(iso);
  const { time, dateTime } = formattersFor(language);
  return until.toDateString() === new Date(now).toDateString() ? time.format(until) : dateTime.format(until);
}

/** What is left of an access, as h:mm:ss (or m:ss under an hour); zero once ended. */
export function formatRemaining(untilMs: number, now: number): string {
  const total = Math.max(0, Math.floor((untilMs - now) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
