export { formatMoment as formatUntil } from '@/lib/intl-formatters';

/** What is left of an access, as h:mm:ss (or m:ss under an hour); zero once ended. */
export function formatRemaining(untilMs: number, now: number): string {
  const total = Math.max(0, Math.floor((untilMs - now) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
