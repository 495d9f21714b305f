/**
 * A value turned into words for people: `PURGE` → "Purge", `sparkplug_protobuf` → "Sparkplug protobuf",
 * `remoteAccess` → "Remote access". Used for values the catalogue has no text for.
 */
export function humanize(value: string): string {
  const words = value
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.:/]+/)
    .filter(Boolean)
    .map((word) => (word === word.toUpperCase() ? word.toLowerCase() : word.charAt(0).toLowerCase() + word.slice(1)));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The last segment of a key (`auditTrail.action.PURGE` → "Purge"), for a key the catalogue lacks. */
export function humanizeKey(key: string): string {
  const last = key.slice(key.lastIndexOf('.') + 1);
  return humanize(last);
}
