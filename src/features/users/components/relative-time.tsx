import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelative } from '@/lib/relative-time';

/**
 * A moment said relative to now ("3 days ago"), its full date and time in the tooltip (the element's title) and in
 * `dateTime` for machines. Nothing for a value that is not a date. `now` is when it was first shown unless given.
 */
export function RelativeTime({ value, now }: { value: string; now?: number }) {
  const { i18n } = useTranslation();
  const [shownAt] = useState(() => Date.now());
  const { relative, full } = formatRelative(value, now ?? shownAt, i18n.language);
  if (!relative) return null;
  return (
    <time dateTime={new Date(value).toISOString()} title={full}>
      {relative}
    </time>
  );
}
