/**
 * Drift: an API answer that does not have the shape the app reads (a number where a string was described, an unknown
 * enum value, an item without its publicId). The tolerant reader (lib/validate's `readAnswer`) reports each fallback here
 * once per rel and field path, and hands on how many list items it had to leave out per cached query (lib/unshown.ts),
 * so that the page showing that query can say how many entries it could not show.
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
  // Development builds say so in the console (a production build leaves this out); tests read the sink instead.
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
    console.warn(`API drift in ${report.rel} at ${report.path || '(item)'}: ${report.message} (${report.kind})`);
  }
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

type LeftOutSink = (cacheKey: string, count: number) => void;
let leftOutSink: LeftOutSink | null = null;

/**
 * Where the number of items a list read left out goes (lib/unshown.ts, which the signed-in shell loads): the sign-in
 * page, which shows no lists, does not download that store.
 */
export function setLeftOutSink(next: LeftOutSink | null): void {
  leftOutSink = next;
}

/** The number of items the last read of a cached query left out (0 clears it). */
export function recordLeftOut(cacheKey: string, count: number): void {
  leftOutSink?.(cacheKey, count);
}
