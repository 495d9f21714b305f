import { alarmStatus, type AlarmState, type OccurrenceFacts } from './state';

/** What the Alarms page sorts: an occurrence with its rule's severity. */
export interface RankedOccurrence extends OccurrenceFacts {
  publicId: string;
  /** `high`, `medium` or `low`; a severity the portal does not know is kept, and sorted last. */
  severity: string;
}

const STATE_RANK: Record<AlarmState, number> = {
  'active-unacknowledged': 0,
  'active-acknowledged': 1,
  'returned-unacknowledged': 2,
  normal: 3,
};
const SEVERITY_RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };
const severityRank = (severity: string) => SEVERITY_RANK[severity] ?? 3;

/**
 * The Alarms page's order: active and unacknowledged first, then active and acknowledged, then returned but
 * unacknowledged, then the rest; within a state high before medium before low (an unknown severity last), then the
 * newest first; the id breaks ties, so the order is the same on every read.
 */
export function compareOccurrences(a: RankedOccurrence, b: RankedOccurrence): number {
  const rank = (occurrence: RankedOccurrence) => STATE_RANK[alarmStatus(occurrence, null, 0).state];
  return (
    rank(a) - rank(b) ||
    severityRank(a.severity) - severityRank(b.severity) ||
    Date.parse(b.occurredOn) - Date.parse(a.occurredOn) ||
    a.publicId.localeCompare(b.publicId)
  );
}

/**
 * The top bar's number: occurrences active and not acknowledged. Silenced ones count: silencing mutes the
 * notifications, but the alarm still waits for a person.
 */
export function countNeedingAction(occurrences: readonly OccurrenceFacts[]): number {
  return occurrences.filter((occurrence) => occurrence.rtnOn === null && !occurrence.acknowledged).length;
}
