import type { AlarmOccurrence, DataAlarm } from '../alarm-types';
import { MINUTE_MS, seriesOf } from '../machine-data/generator';
import { iso } from '../prng';
import { conditionOf } from './rules';

/**
 * When a rule was active, read from the device's logged values (machine-data/generator.ts), so every seeded
 * occurrence agrees with DataList: the rule's condition must hold `onDelay` seconds before the occurrence starts
 * (`occurredOn` = the condition's first minute + onDelay) and stop `offDelay` seconds before it returns to normal
 * (`rtnOn` = the condition's end + offDelay; a new start within offDelay continues the same occurrence). Minutes are
 * Unix ms / 60 000; a tag's value holds for its whole minute.
 */

export interface Period {
  start: number;
  /** Exclusive; the occurrence's return to normal, or null while it is active. */
  end: number | null;
}

/** The minutes in [from, to) where the rule's condition holds, as periods (end exclusive). */
export function conditionPeriods(rule: DataAlarm, from: number, to: number): { start: number; end: number }[] {
  const condition = conditionOf(rule);
  const series = condition ? seriesOf(rule._agentId, condition.tag.slug) : null;
  if (!condition || !series) return [];
  const periods: { start: number; end: number }[] = [];
  let open: number | null = null;
  for (let minute = from; minute < to; minute += 1) {
    const holds = condition.holds(series.at(minute));
    if (holds && open === null) open = minute;
    if (!holds && open !== null) {
      periods.push({ start: open, end: minute });
      open = null;
    }
  }
  if (open !== null) periods.push({ start: open, end: to });
  return periods;
}

const delayMinutes = (seconds: number): number => Math.ceil(seconds / 60);

/**
 * The rule's occurrences in [from, to), `to` being the minute after now: a condition already holding at `from` began
 * before the window and is left out, unless the rule was added at `from` (`added`: it goes active onDelay after);
 * one still holding at `to` (or whose off delay runs past now) is active.
 */
export function occurrencePeriods(rule: DataAlarm, from: number, to: number, added = false): Period[] {
  const on = delayMinutes(rule.onDelay);
  const off = delayMinutes(rule.offDelay);
  const out: Period[] = [];
  let current: { start: number; until: number } | null = null;
  const close = (): void => {
    if (!current) return;
    const end = current.until + off;
    out.push({ start: current.start, end: current.until >= to || end >= to ? null : end });
    current = null;
  };
  for (const period of conditionPeriods(rule, from, to)) {
    if (period.start === from && !added) continue;
    if (current && period.start - current.until < off) {
      current.until = period.end;
      continue;
    }
    close();
    if (period.end - period.start >= on && period.start + on < to)
      current = { start: period.start + on, until: period.end };
  }
  close();
  return out;
}

/** Seeding computes the same periods for every reset within a minute: kept per rule and window, for one `to`. */
const memo = { to: Number.NaN, byRule: new Map<string, Period[]>() };

export function memoPeriods(rule: DataAlarm, from: number, to: number, added = false): Period[] {
  if (memo.to !== to) memo.byRule.clear();
  memo.to = to;
  const key = `${rule.publicId}|${rule.formula}|${rule.type}|${rule.booleanNormalValue}|${rule.onDelay}|${rule.offDelay}|${from}|${added}`;
  const known = memo.byRule.get(key);
  if (known) return known;
  const periods = occurrencePeriods(rule, from, to, added);
  memo.byRule.set(key, periods);
  return periods;
}

/** An occurrence row of `rule` over `period`, not acknowledged; `nowMinute` is when an active one was last seen. */
export function occurrenceRow(rule: DataAlarm, period: Period, index: number, nowMinute: number): AlarmOccurrence {
  return {
    publicId: `ao-${rule.publicId.slice(3)}-${index + 1}`,
    _companyId: rule._companyId,
    _agentId: rule._agentId,
    _alarmId: rule.publicId,
    occurredOn: iso(period.start * MINUTE_MS),
    rtnOn: period.end === null ? null : iso(period.end * MINUTE_MS),
    stillActiveOn: period.end === null ? iso(nowMinute * MINUTE_MS) : null,
    acknowledged: false,
    acknowledgedBy: null,
    acknowledgedOn: null,
    comment: null,
    silenced: false,
    rateLimitTill: null,
  };
}
