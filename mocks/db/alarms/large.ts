import type { AlarmOccurrence } from '../alarm-types';
import { createRng, DAY, iso, MINUTE, pad } from '../prng';
import type { Db } from '../types';
import { alarmMessages } from './messages';
import { RULE_TEMPLATES, seedRule } from './rules';
import { acknowledgers } from './seed';

/**
 * The `large` scenario's alarms: the first 300 of its bulk devices get the alarming app (an alarming licence each,
 * `li-l-alm-<n>`), three rules (oven, pressure, motor) and together 2 000 occurrences over the last 30 days, each
 * mirrored as messages. Volume only: the occurrences are drawn (prng), not read from the bulk devices' data, and all
 * have returned to normal.
 */
export const LARGE_ALARMING_DEVICES = 300;
export const LARGE_OCCURRENCES = 2000;

export function addLargeAlarms(db: Db, now: number = Date.now()): void {
  const rng = createRng(909);
  const agents = db.agents.filter((a) => /^ag-l\d+$/.test(a.publicId)).slice(0, LARGE_ALARMING_DEVICES);
  const rules = agents.flatMap((agent, index) => {
    const n = pad(index + 1, 5);
    db.licences.push({
      publicId: `li-l-alm-${n}`,
      _companyId: agent._companyId,
      type: { publicId: 'lt-alarm', usageType: 'alarming' },
      serialNumber: `ALM-${n}`,
      expiresOn: iso(now + 365 * DAY),
      activated: true,
      trial: false,
      _agentId: agent.publicId,
      _bundleId: null,
    });
    db.agentApps.push({
      publicId: `aap-l${n}`,
      _companyId: agent._companyId,
      _agentId: agent.publicId,
      app: 'alarming',
      via: 'licence',
      _licenceId: `li-l-alm-${n}`,
    });
    return RULE_TEMPLATES.slice(0, 3).flatMap((template) => seedRule(template, agent, 'au-acme-2') ?? []);
  });
  db.dataAlarms.push(...rules);
  const people = acknowledgers(db, now).get('c-acme') ?? [];
  const occurrences: AlarmOccurrence[] = [];
  for (let i = 0; i < LARGE_OCCURRENCES && rules.length > 0; i += 1) {
    const rule = rules[i % rules.length];
    if (!rule) break;
    const start = now - rng.int(60, 30 * 24 * 60) * MINUTE;
    const acknowledged = people.length > 0 && rng.chance(0.7);
    occurrences.push({
      publicId: `ao-l${pad(i + 1, 5)}`,
      _companyId: rule._companyId,
      _agentId: rule._agentId,
      _alarmId: rule.publicId,
      occurredOn: iso(start),
      rtnOn: iso(start + rng.int(5, 55) * MINUTE),
      stillActiveOn: null,
      acknowledged,
      acknowledgedBy: acknowledged ? { publicId: rng.pick(people) } : null,
      acknowledgedOn: acknowledged ? iso(start + rng.int(1, 59) * MINUTE) : null,
      comment: null,
      silenced: false,
      rateLimitTill: null,
    });
  }
  db.alarmOccurrences.push(...occurrences);
  db.messages.push(...alarmMessages(db, rules, occurrences, now));
}
