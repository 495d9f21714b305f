/**
 * An alarm occurrence's state. The platform gives none: it is derived from the occurrence and its rule, here only.
 *
 * | rtnOn | acknowledged | state                   |
 * | ----- | ------------ | ----------------------- |
 * | null  | false        | active-unacknowledged   |
 * | null  | true         | active-acknowledged     |
 * | set   | false        | returned-unacknowledged |
 * | set   | true         | normal                  |
 *
 * Beside the state: `silenced` (its notifications muted), `outOfService` (its rule switched off) and `rateLimited`
 * (a chattering alarm held back until `rateLimitTill`).
 */
export type AlarmState = 'active-unacknowledged' | 'active-acknowledged' | 'returned-unacknowledged' | 'normal';

/** The fields of an occurrence the state is derived from. */
export interface OccurrenceFacts {
  occurredOn: string;
  rtnOn: string | null;
  acknowledged: boolean;
  silenced: boolean;
  rateLimitTill: string | null;
}

export interface AlarmStatus {
  state: AlarmState;
  active: boolean;
  /** Still wants a person: active or not, nobody has acknowledged it. */
  needsAcknowledging: boolean;
  silenced: boolean;
  outOfService: boolean;
  rateLimited: boolean;
}

export function alarmStatus(
  occurrence: OccurrenceFacts,
  rule: { outOfService?: boolean | null } | null,
  now: number,
): AlarmStatus {
  const active = occurrence.rtnOn === null;
  const state: AlarmState = active
    ? occurrence.acknowledged
      ? 'active-acknowledged'
      : 'active-unacknowledged'
    : occurrence.acknowledged
      ? 'normal'
      : 'returned-unacknowledged';
  const limit = occurrence.rateLimitTill === null ? Number.NaN : Date.parse(occurrence.rateLimitTill);
  return {
    state,
    active,
    needsAcknowledging: !occurrence.acknowledged,
    silenced: occurrence.silenced,
    outOfService: rule?.outOfService === true,
    rateLimited: Number.isFinite(limit) && limit > now,
  };
}

/** How long it has been (or was) active, in ms: from `occurredOn` to `rtnOn`, or to `now` while active. */
export function activeFor(occurrence: Pick<OccurrenceFacts, 'occurredOn' | 'rtnOn'>, now: number): number {
  const start = Date.parse(occurrence.occurredOn);
  const end = occurrence.rtnOn === null ? now : Date.parse(occurrence.rtnOn);
  return Number.isFinite(start) && Number.isFinite(end) ? Math.max(0, end - start) : 0;
}
