import type { AnswerTag, DriftReport } from '../lib/answer-tag';

/**
 * Drift: an API answer that does not have the shape the app reads (a number where a string was described, an unknown
 * enum value, an item without its publicId). The tolerant reader (lib/validate's `readAnswer`) is pure: it calls the
 * answer's tag (lib/answer-tag.ts), and the tags the API layer builds here (`driftTag`, used by base-query, read-all and
 * parse-answer) report each fallback to this registry, once per rel, field path and kind, and hand on how many list
 * items a read left out per cached query to the left-out sink (runtime/unshown.ts, wired by the signed-in shell), so
 * that the page showing that query can say how many entries it could not show. A registry of the page's run, so it
 * lives here and not in lib/.
 */

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

type LeftOutSink = (cacheKey: string, count: number) => void;
let leftOutSink: LeftOutSink | null = null;

/**
 * Where the number of items a list read left out goes (runtime/unshown.ts, which the signed-in shell wires here): the
 * sign-in page, which shows no lists, does not download that store.
 */
export function setLeftOutSink(next: LeftOutSink | null): void {
  leftOutSink = next;
}

/** The tag of an answer of this rel (and cached query): drift goes to this registry, the left-out count to its sink. */
export function driftTag(rel: string, cacheKey?: string): AnswerTag {
  if (!cacheKey) return { rel, report: reportDrift };
  // The number of items the last read of the cached query left out (0 clears it).
  return { rel, cacheKey, report: reportDrift, leftOut: (count) => leftOutSink?.(cacheKey, count) };
}
