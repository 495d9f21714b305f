/**
 * What an API answer's data carries for the tolerant reader (lib/validate's `readAnswer`): the rel it came from, its
 * cached query, and where to report what did not fit. The API layer tags each answer as it reads it (api/drift.ts
 * builds the tag); the tag travels with the data, as a non-enumerable property under a symbol of this module, so this
 * module holds no state and Redux sees nothing of it (JSON, immer's copies and RTK's serializability check read
 * enumerable keys only).
 */

/** Drift: an API answer that does not have the shape the app reads, and what the reader did instead. */
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

/** Which rel (and cached query) an answer's data came from, and what the reader calls with what it let through. */
export interface AnswerTag {
  rel: string;
  cacheKey?: string;
  /** Each fallback, unknown value and left-out item of the read. */
  report: (drift: DriftReport) => void;
  /** How many items a list read left out (0 when it showed them all). */
  leftOut?: (count: number) => void;
}

const TAG = Symbol('answerTag');

/** The data, tagged (an object or list only; a frozen one stays as it is). */
export function tagAnswer<T>(data: T, tag: AnswerTag): T {
  if (typeof data === 'object' && data !== null && Object.isExtensible(data))
    Object.defineProperty(data, TAG, { value: tag, enumerable: false, configurable: true, writable: false });
  return data;
}

export const answerTag = (data: unknown): AnswerTag | undefined =>
  typeof data === 'object' && data !== null ? (data as { [TAG]?: AnswerTag })[TAG] : undefined;
