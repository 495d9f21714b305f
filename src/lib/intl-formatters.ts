/**
 * Intl formatters made once per language and options: creating one costs far more than formatting with it, and
 * lists format many dates at a time.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** A date and time as the person reads them: `medium` date and `short` time unless other options are given. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(language, options)));
  return format;
}

/** "yesterday", "in 3 days", "5 minutes ago" (numeric: auto). */
export function relativeTimeFormat(language: string): Intl.RelativeTimeFormat {
  let format = relativeTimeFormats.get(language);
  if (!format) relativeTimeFormats.set(language, (format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })));
  return format;
}
