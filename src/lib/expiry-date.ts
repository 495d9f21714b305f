/**
 * An end of access as a date field holds it (yyyy-mm-dd) and as the platform stores it (`expiresOn`, an ISO instant):
 * access lasts until the end of the chosen day where the administrator is.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** A date field's day as the end of that local day; null for none; the text itself when it is no date. */
export function expiryFromDate(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date.trim() === '' ? null : date;
  const [, y, m, d] = match;
  return new Date(Number(y), Number(m) - 1, Number(d), 23, 59, 59).toISOString();
}

/** The local day an expiry falls on, as a date field shows it; '' for none. */
export function dateOfExpiry(expiresOn: string | null | undefined): string {
  if (!expiresOn) return '';
  const at = new Date(expiresOn);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
