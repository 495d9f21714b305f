/**
 * Drift: an API answer that does not have the shape the app reads (a number where a string was described, an unknown
 * enum value, an item without its publicId). The tolerant reader (lib/validate's `readAnswer`) reports each fallback here
 * once per rel and field path, and counts the list items it had to leave out per cached query, so that the page showing
 * that query can say how many entries it could not show.
 */

export interface DriftReport {
  /** The rel whose answer drifted, e.g. `AuditLogList`. */
  rel: string;
  /** The field path inside one item (list answers) or inside the answer, e.g. `request.geoLocation`. */
  path: string;
  /** What was done: the value fell back to its empty value, kept an unknown enum value, or the item was left out. */
  kind: 'fallback' | 'unknown-value' | 'left-out';
  /** Why the value did not fit, e.g. `Expected a string`. */
  message: string;
}

type DriftSink = (report: DriftReport) => void;

const developmentSink: DriftSink = (report) => {
  console.warn(`API drift in ${report.rel} at ${report.path || '(item)'}: ${report.message} (${report.kind})`);
};

const isDevelopment = (): boolean => {
  try {
    return Boolean(import.meta.env?.DEV) && import.meta.env?.MODE !== 'test';
  } catch {
    return false;
  }
};

let sink: DriftSink | null = null;
const reported = new Set<string>();

/** Where drift goes besides the development console: a deployment wires its monitoring here. */
export function setDriftSink(next: DriftSink | null): void {
  sink = next;
}

/** Reports a drift once per rel, field path and kind. */
export function reportDrift(report: DriftReport): void {
  const key = `${report.rel}\u0000${report.path}\u0000${report.kind}`;
  if (reported.has(key)) return;
  reported.add(key);
  if (isDevelopment()) developmentSink(report);
  sink?.(report);
}

/** Test seam: report everything again. */
export function forgetReportedDrift(): void {
  reported.clear();
}

/** Which rel (and cached query) an answer's data came from: the API layer tags each answer as it reads it. */
export interface AnswerTag {
  rel: string;
  cacheKey?: string;
}

const tags = new WeakMap<object, AnswerTag>();

export function tagAnswer<T>(data: T, tag: AnswerTag): T {
  if (typeof data === 'object' && data !== null) tags.set(data, tag);
  return data;
}

export const answerTag = (data: unknown): AnswerTag | undefined =>
  typeof data === 'object' && data !== null ? tags.get(data) : undefined;

const unshown = new Map<string, number>();
const listeners = new Set<() => void>();
let version = 0;

/** The number of items the last read of a cached query left out (0 clears it). */
export function recordUnshown(cacheKey: string, count: number): void {
  if ((unshown.get(cacheKey) ?? 0) === count) return;
  if (count === 0) unshown.delete(cacheKey);
  else unshown.set(cacheKey, count);
  version += 1;
  for (const listener of listeners) listener();
}

/** How many items the given cached queries left out, together. */
export const unshownCount = (cacheKeys: Iterable<string>): number => {
  let total = 0;
  for (const key of cacheKeys) total += unshown.get(key) ?? 0;
  return total;
};

export const unshownVersion = (): number => version;

export function subscribeUnshown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Test seam. */
export function resetUnshown(): void {
  unshown.clear();
  version += 1;
  for (const listener of listeners) listener();
}
