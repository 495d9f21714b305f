import { permissionsIn } from '../access';
import type { AlarmOccurrence, AlarmTables, DataAlarm } from '../alarm-types';
import type { Message } from '../content-types';
import { MINUTE_MS, minuteOf, valueAt } from '../machine-data/generator';
import { deviceTagSpecs } from '../machine-data/tags';
import { createRng, HOUR, iso, type Rng } from '../prng';
import type { Agent, Db } from '../types';
import { alarmMessages } from './messages';
import { memoPeriods, occurrenceRow, type Period } from './occurrences';
import { CHATTER_TEMPLATE, RULE_TEMPLATES, alarmingSeeded, seedRule, type RuleTemplate } from './rules';

/**
 * The seeded alarms (docs/API.md, "Alarms"): every device with the alarming app gets 3 to 5 rules and the
 * occurrences of the last 30 days that its logged data gives (occurrences.ts). Across Acme's devices 3 to 6 are
 * active at `now`: a rule is left out when it would make more, and "Zone 2 temperature above …" rules set just below
 * the value at `now` (added 6 hours before it: their occurrences start then) are added when there are fewer. About half are acknowledged, by people who manage the device;
 * one active occurrence is silenced; one device's door rule chatters (every opening, over the last 2 days, each
 * within an hour of the one before rate-limited for an hour).
 */

const WINDOW_DAYS = 30;
const CHATTER_DAYS = 2;
/** The "Zone 2" rules that make enough active now were added this many hours before `now`: their occurrences start then. */
const ZONE2_HOURS = 6;
const ACTIVE = { min: 3, max: 6, fill: 4 };
const COMMENTS = [
  'Checked on site, no damage.',
  'Door left open during cleaning.',
  'Thermocouple replaced.',
  'Batch quarantined for inspection.',
];
/** The access category a seeded rule notifies, per company. */
const AUDIENCE: Record<string, string> = { 'c-acme': 'au-acme-2', 'c-north': 'au-north-2' };

type SeedDb = Pick<Db, 'agents' | 'users' | 'memberships' | 'roles' | 'groups' | 'agentApps'>;

interface Planned {
  rule: DataAlarm;
  periods: Period[];
}

const activeCount = (plans: readonly Planned[]): number =>
  plans.reduce((sum, plan) => sum + plan.periods.filter((p) => p.end === null).length, 0);

/** Devices with the alarming app at seeding: seeded so, or on a seeded licence. */
const alarmingAgents = (db: SeedDb): Agent[] =>
  db.agents.filter(
    (agent) =>
      AUDIENCE[agent._companyId] !== undefined &&
      (alarmingSeeded(agent.publicId) ||
        db.agentApps.some((app) => app._agentId === agent.publicId && app.app === 'alarming')),
  );

function planDevice(agent: Agent, templates: readonly RuleTemplate[], window: { from: number; to: number }) {
  const audience = AUDIENCE[agent._companyId] ?? '';
  return templates.flatMap((template): Planned[] => {
    const rule = seedRule(template, agent, audience);
    if (!rule) return [];
    const recent = { chatter: CHATTER_DAYS * 24, zone2: ZONE2_HOURS }[template.key];
    const from = recent === undefined ? window.from : window.to - recent * 60;
    return [{ rule, periods: memoPeriods(rule, from, window.to, template.key === 'zone2') }];
  });
}

/** A "Zone 2 temperature above T" rule active now: T the highest whole degree that has held since onDelay before now. */
function activeZone2Rule(agent: Agent, window: { from: number; to: number }): Planned | null {
  const now = window.to - 1;
  const value = valueAt(agent.publicId, 'temp_zone2', now);
  if (typeof value !== 'number') return null;
  for (let limit = Math.floor(value) - 1; limit > value - 8; limit -= 1) {
    const template: RuleTemplate = {
      key: 'zone2',
      slug: 'temp_zone2',
      name: `Zone 2 temperature above ${limit} °C`,
      type: 'threshold',
      severity: 'low',
      limit,
      onDelay: 1200,
      offDelay: 600,
    };
    const [plan] = planDevice(agent, [template], window);
    if (plan?.periods.some((p) => p.end === null)) return plan;
  }
  return null;
}

/** Acme's rules, kept to 3–6 active occurrences now. */
function planCompany(agents: Agent[], window: { from: number; to: number }, rng: Rng): Planned[] {
  const withDoor = agents.filter((a) => deviceTagSpecs(a.publicId).some((tag) => tag.slug === 'door_open'));
  const chatter = withDoor[0];
  const doors = new Set(rng.sample(withDoor.slice(1), 3).map((a) => a.publicId));
  const plans: Planned[] = [];
  for (const agent of agents) {
    const templates = RULE_TEMPLATES.filter((t) => t.key !== 'door' || doors.has(agent.publicId));
    const own = planDevice(agent, agent === chatter ? [...templates, CHATTER_TEMPLATE] : templates, window);
    const kept: Planned[] = [];
    own.forEach((plan, index) => {
      const tooMany = activeCount(plans) + activeCount(kept) + activeCount([plan]) > ACTIVE.max;
      if (tooMany && kept.length + own.length - index > 3) return;
      kept.push(plan);
    });
    plans.push(...kept);
  }
  for (const agent of rng.sample(agents, agents.length)) {
    if (activeCount(plans) >= ACTIVE.fill) break;
    if (plans.filter((p) => p.rule._agentId === agent.publicId).length >= 5) continue;
    const plan = activeZone2Rule(agent, window);
    if (plan) plans.push(plan);
  }
  return plans;
}

/** Acknowledgements, comments, the silenced one and the chattering rule's rate limits. */
function decorate(rows: AlarmOccurrence[], ackers: Map<string, string[]>, nowMs: number, rng: Rng): void {
  let activeSeen = 0;
  let silenced = false;
  for (const row of rows) {
    const active = row.rtnOn === null;
    const acknowledged = active ? activeSeen++ % 2 === 1 : rng.chance(0.5);
    const people = ackers.get(row._companyId) ?? [];
    if (acknowledged && people.length > 0) {
      const after = Date.parse(row.occurredOn) + rng.int(3, 120) * MINUTE_MS;
      row.acknowledged = true;
      row.acknowledgedBy = { publicId: rng.pick(people) };
      row.acknowledgedOn = iso(Math.min(after, nowMs - MINUTE_MS));
      row.comment = rng.chance(0.35) ? rng.pick(COMMENTS) : null;
    }
    if (active && !row.acknowledged && !silenced && row._companyId === 'c-acme' && !row._alarmId.endsWith('chatter')) {
      row.silenced = true;
      silenced = true;
    }
  }
  const chatter = rows.filter((row) => row._alarmId.endsWith('-chatter'));
  chatter.forEach((row, index) => {
    const before = chatter[index - 1];
    if (before && Date.parse(row.occurredOn) - Date.parse(before.occurredOn) < HOUR)
      row.rateLimitTill = iso(Date.parse(row.occurredOn) + HOUR);
  });
  const last = chatter[chatter.length - 1];
  if (last && !chatter.some((row) => row.rateLimitTill)) last.rateLimitTill = iso(Date.parse(last.occurredOn) + HOUR);
}

/** People who may acknowledge in each company: those whose role there manages devices (MANAGE_GROUPS). */
export function acknowledgers(db: SeedDb, now: number): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const companyId of Object.keys(AUDIENCE))
    out.set(
      companyId,
      db.users
        .filter((u) => permissionsIn(db, u.publicId, companyId, now).includes('MANAGE_GROUPS'))
        .map((u) => u.publicId),
    );
  return out;
}

export function seedAlarms(now: number, db: SeedDb): AlarmTables & { alarmMessages: Message[] } {
  const rng = createRng(707);
  const nowMinute = minuteOf(now);
  const window = { from: nowMinute - WINDOW_DAYS * 1440, to: nowMinute + 1 };
  const agents = alarmingAgents(db);
  const acme = agents.filter((a) => a._companyId === 'c-acme');
  const others = agents.filter((a) => a._companyId !== 'c-acme');
  const plans = [
    ...planCompany(acme, window, rng),
    ...others.flatMap((a) => planDevice(a, RULE_TEMPLATES.slice(0, 4), window)),
  ];
  const occurrences = plans
    .flatMap(({ rule, periods }) => periods.map((period, index) => occurrenceRow(rule, period, index, nowMinute)))
    .sort((a, b) => a.occurredOn.localeCompare(b.occurredOn) || a.publicId.localeCompare(b.publicId));
  decorate(occurrences, acknowledgers(db, now), now, rng);
  const dataAlarms = plans.map((plan) => plan.rule);
  return {
    dataAlarms,
    alarmOccurrences: occurrences,
    alarmMessages: alarmMessages(db, dataAlarms, occurrences, now),
  };
}
