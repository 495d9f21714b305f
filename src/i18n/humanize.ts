/**
 * A value turned into words for people: `PURGE` → "Purge", `sparkplug_protobuf` → "Sparkplug protobuf",
 * `remoteAccess` → "Remote access". Used for values the catalogue has no text for.
 */
export function humanize(value: string): string {
  const text = value
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[\s_\-.:/]+/g, ' ')
    .trim()
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The last segment of a key (`auditTrail.action.PURGE` → "Purge"), for a key the catalogue lacks. */
export const humanizeKey = (key: string): string => humanize(key.slice(key.lastIndexOf('.') + 1));
