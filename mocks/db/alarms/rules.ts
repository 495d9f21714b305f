import type { DataAlarm } from '../alarm-types';
import { sourceIdOf } from '../machine-data/catalogue';
import type { Value } from '../machine-data/generator';
import { TAG_SPECS, agentNumber, deviceTagSpecs, loggingSeeded, type TagSpec } from '../machine-data/tags';

/**
 * Alarm rules (AgentDataAlarmList): which devices have the alarming app in the seed, the seeded rules and what their
 * formulas mean. A formula is postfix over the device's tags, each `#<tagId>` (machine-data/tags.ts): `#3 250 >` is
 * "tag 3 above 250"; a `boolean` rule's formula is the tag alone (`#11`), active while the tag is not its
 * `booleanNormalValue`.
 */

/**
 * Whether the seed has the alarming app on for a device without a licence of it: the logging devices up to `ag-054`
 * (Acme's and Northwind's) but every seventh (`ag-014`, `ag-021`, …). `ag-002` and `ag-004` run it on their seeded
 * licences (seed-licences.ts) instead, so deactivating it there turns it off.
 */
export function alarmingSeeded(agentId: string): boolean {
  const n = agentNumber(agentId);
  return loggingSeeded(agentId) && n <= 54 && n % 7 !== 0 && n !== 2 && n !== 4;
}

const OPERATORS = ['>', '>=', '<', '<=', '==', '!='] as const;
type Operator = (typeof OPERATORS)[number];

/** The tag ids a formula names (`#3` → 3), in order. */
export const formulaTagIds = (formula: string): number[] =>
  [...formula.matchAll(/#(\d+)/g)].map((match) => Number(match[1]));

/**
 * What a seeded-style formula asks of its one tag's value: `#n` alone (boolean: not the normal value) or
 * `#n <number> <operator>`. Null for any other formula (the mock stores it as sent and evaluates nothing).
 */
export function conditionOf(rule: Pick<DataAlarm, 'formula' | 'type' | 'booleanNormalValue'>): {
  tag: TagSpec;
  holds: (value: Value) => boolean;
} | null {
  const tokens = rule.formula.trim().split(/\s+/);
  const tag = TAG_SPECS.find((spec) => `#${spec.tagId}` === tokens[0]);
  if (!tag) return null;
  if (tokens.length === 1 && rule.type === 'boolean')
    return { tag, holds: (value) => Boolean(value) !== rule.booleanNormalValue };
  const limit = Number(tokens[1]);
  const operator = tokens[2] as Operator;
  if (tokens.length !== 3 || !Number.isFinite(limit) || !OPERATORS.includes(operator)) return null;
  const compare: Record<Operator, (a: number) => boolean> = {
    '>': (a) => a > limit,
    '>=': (a) => a >= limit,
    '<': (a) => a < limit,
    '<=': (a) => a <= limit,
    '==': (a) => a === limit,
    '!=': (a) => a !== limit,
  };
  return { tag, holds: (value) => typeof value === 'number' && compare[operator](value) };
}

/** A seeded rule before it is given to a device. */
export interface RuleTemplate {
  key: string;
  slug: string;
  name: string;
  type: 'threshold' | 'boolean';
  severity: DataAlarm['severity'];
  /** `> limit` for a threshold. */
  limit?: number;
  onDelay: number;
  offDelay: number;
  operatorInstructionRtn?: string;
}

/** The rules an alarming device gets when it has the tag (seed.ts decides which, the door's only on some). */
export const RULE_TEMPLATES: readonly RuleTemplate[] = [
  {
    key: 'oven',
    slug: 'temp_oven',
    name: 'Oven temperature above 250 °C',
    type: 'threshold',
    severity: 'high',
    limit: 250,
    onDelay: 1800,
    offDelay: 120,
    operatorInstructionRtn: 'The oven is back below 250 °C: check the last batch before releasing it.',
  },
  {
    key: 'pressure',
    slug: 'pressure',
    name: 'Pressure above 8 bar',
    type: 'threshold',
    severity: 'medium',
    limit: 8,
    onDelay: 60,
    offDelay: 60,
  },
  {
    key: 'motor',
    slug: 'motor_current',
    name: 'Motor current above 32 A',
    type: 'threshold',
    severity: 'high',
    limit: 32,
    onDelay: 120,
    offDelay: 60,
  },
  {
    key: 'zone1',
    slug: 'temp_zone1',
    name: 'Zone 1 temperature above 210 °C',
    type: 'threshold',
    severity: 'medium',
    limit: 210,
    onDelay: 300,
    offDelay: 120,
  },
  {
    key: 'door',
    slug: 'door_open',
    name: 'Door open for 90 minutes',
    type: 'boolean',
    severity: 'low',
    onDelay: 5400,
    offDelay: 0,
  },
];

/** The chattering rule: the door's every opening, on one device. */
export const CHATTER_TEMPLATE: RuleTemplate = {
  key: 'chatter',
  slug: 'door_open',
  name: 'Door opened',
  type: 'boolean',
  severity: 'low',
  onDelay: 0,
  offDelay: 0,
};

/** A rule of `template` on a device, `da-<agent>-<key>`. */
export function seedRule(
  template: RuleTemplate,
  agent: { publicId: string; _companyId: string },
  audienceId: string,
): DataAlarm | null {
  const tag = deviceTagSpecs(agent.publicId).find((spec) => spec.slug === template.slug);
  if (!tag) return null;
  const formula = template.type === 'boolean' ? `#${tag.tagId}` : `#${tag.tagId} ${template.limit ?? 0} >`;
  return {
    publicId: `da-${agent.publicId}-${template.key}`,
    _companyId: agent._companyId,
    _agentId: agent.publicId,
    name: template.name,
    type: template.type,
    severity: template.severity,
    formula,
    source: { publicId: sourceIdOf(agent.publicId) },
    audience: { publicId: audienceId },
    onDelay: template.onDelay,
    offDelay: template.offDelay,
    onResetDelay: 0,
    offResetDelay: 0,
    autoAcknowledge: false,
    booleanNormalValue: false,
    outOfService: false,
    operatorInstructionRtn: template.operatorInstructionRtn ?? null,
  };
}
