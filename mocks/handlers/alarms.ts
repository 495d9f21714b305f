import { alarmingSeeded, formulaTagIds } from '@mocks/db/alarms/rules';
import { ALARM_SEVERITIES, ALARM_TYPES, type AlarmOccurrence, type DataAlarm } from '@mocks/db/alarm-types';
import { sourceIdOf } from '@mocks/db/machine-data/catalogue';
import { deviceTagSpecs } from '@mocks/db/machine-data/tags';
import type { Agent, Db } from '@mocks/db/types';
import { agentPermissions, agentVisible } from './agents';
import { asBool, crudRoutes, defaultScope, listResponse, requireText, stripInternal, type Resource } from './crud';
import { badRequest, forbidden, isRecord, notFound, param, routesFor, sessionOf, type Ctx, type Route } from './http';
import { perRequest } from './memo';
import type { Row } from './query';

/**
 * Alarms (docs/API.md, "Alarms"): a device's alarm rules (AgentDataAlarmList) and their occurrences
 * (AgentDataAlarmOccurrenceList, …LatestList), on the shared list machinery (crud.ts, query.ts). Every call names a
 * device of the selected company (else 404) that the caller sees (else 403); rules are written with the device's
 * MANAGE_AGENT, occurrences acknowledged and silenced with any right on the device (the Agent's `permissions`).
 */

/** The alarming app is on: seeded so (alarmingSeeded) or activated with a licence. */
export function alarmingOn(agentId: string, db: Db): boolean {
  return alarmingSeeded(agentId) || db.agentApps.some((app) => app._agentId === agentId && app.app === 'alarming');
}

/** The path's device: another company's or an unknown one is 404, one the caller does not see 403. */
function pathAgent(ctx: Ctx): Agent {
  const agent = ctx.db.agents.find((a) => a.publicId === param(ctx, 'agentId'));
  if (!agent || !defaultScope(agent, ctx)) throw notFound();
  if (!agentVisible(agent, ctx)) throw forbidden();
  return agent;
}

/** Runs the device check (and, for writes, the right) before each route's own handler. */
function guarded(routes: Route[], writeRight: (agent: Agent, ctx: Ctx) => boolean): Route[] {
  return routes.map((route) => ({
    ...route,
    handle: (ctx: Ctx) => {
      const agent = pathAgent(ctx);
      if (route.method !== 'GET' && !writeRight(agent, ctx)) throw forbidden();
      return route.handle(ctx);
    },
  }));
}

const ruleView = (rule: DataAlarm): Row => ({ ...stripInternal(rule), agent: { publicId: rule._agentId } });

const ofPathAgent = (row: { _agentId: string }, ctx: Ctx): boolean =>
  row._agentId === ctx.params.agentId && defaultScope(row, ctx) && alarmingOn(row._agentId, ctx.db);

const DELAYS = ['onDelay', 'offDelay', 'onResetDelay', 'offResetDelay'] as const;
const FLAGS = ['autoAcknowledge', 'booleanNormalValue', 'outOfService'] as const;

/** A rule's rules, on a new or patched row (the platform's enums, the device's tags, the company's audiences). */
function validateRule(rule: DataAlarm, ctx: Ctx): void {
  requireText(rule.name, 'name');
  if (!ALARM_TYPES.includes(rule.type)) throw badRequest('Invalid value', 'type');
  if (!ALARM_SEVERITIES.includes(rule.severity)) throw badRequest('Invalid value', 'severity');
  const formula = requireText(rule.formula, 'formula');
  if (formula.trim().length < 2) throw badRequest('Value is shorter than 2 characters', 'formula');
  const tagIds = new Set(deviceTagSpecs(rule._agentId).map((tag) => tag.tagId));
  if (!formulaTagIds(formula).every((id) => tagIds.has(id))) throw badRequest('Invalid value', 'formula');
  const audienceId = isRecord(rule.audience) ? rule.audience.publicId : undefined;
  if (audienceId === undefined) throw badRequest('Required property', 'audience');
  if (!ctx.db.audiences.some((a) => a.publicId === audienceId && defaultScope(a, ctx)))
    throw badRequest('Invalid value', 'audience.publicId');
  for (const key of DELAYS) if (!Number.isInteger(rule[key]) || rule[key] < 0) throw badRequest('Invalid value', key);
  for (const key of FLAGS) if (typeof rule[key] !== 'boolean') throw badRequest('Invalid value', key);
  const instruction = rule.operatorInstructionRtn;
  if (instruction !== null && (typeof instruction !== 'string' || instruction.length > 1024))
    throw badRequest('Invalid value', 'operatorInstructionRtn');
}

function createRule(body: Row, ctx: Ctx, publicId: string): DataAlarm {
  const agent = pathAgent(ctx);
  if (!alarmingOn(agent.publicId, ctx.db)) throw badRequest('The alarming app is not active on this agent');
  const sourceId = isRecord(body.source) ? body.source.publicId : sourceIdOf(agent.publicId);
  if (sourceId !== sourceIdOf(agent.publicId)) throw badRequest('Invalid value', 'source.publicId');
  const number = (key: (typeof DELAYS)[number]): number => (body[key] === undefined ? 0 : (body[key] as number));
  return {
    publicId,
    _companyId: agent._companyId,
    _agentId: agent.publicId,
    name: body.name as string,
    type: body.type as DataAlarm['type'],
    severity: (body.severity ?? 'medium') as DataAlarm['severity'],
    formula: body.formula as string,
    source: { publicId: sourceId },
    audience: body.audience as DataAlarm['audience'],
    onDelay: number('onDelay'),
    offDelay: number('offDelay'),
    onResetDelay: number('onResetDelay'),
    offResetDelay: number('offResetDelay'),
    autoAcknowledge: body.autoAcknowledge === undefined ? false : (body.autoAcknowledge as boolean),
    booleanNormalValue: body.booleanNormalValue === undefined ? false : (body.booleanNormalValue as boolean),
    outOfService: body.outOfService === undefined ? false : (body.outOfService as boolean),
    operatorInstructionRtn: (body.operatorInstructionRtn ?? null) as string | null,
  };
}

const rules: Resource<DataAlarm> = {
  listRel: 'AgentDataAlarmList',
  itemRel: 'AgentDataAlarm',
  path: '/agents/{agentId}/data-alarms',
  idPrefix: 'da',
  table: (db) => db.dataAlarms,
  defaultOrder: 'name',
  scope: ofPathAgent,
  view: ruleView,
  create: createRule,
  validate: (row, ctx) => validateRule(row, ctx),
  readOnly: ['source', 'agent', 'device'],
  afterWrite: (row, ctx, kind) => {
    if (kind === 'delete') ctx.db.alarmOccurrences = ctx.db.alarmOccurrences.filter((o) => o._alarmId !== row.publicId);
  },
};

const rulesById = perRequest(
  (ctx) => [ctx.db.dataAlarms, ctx.db.dataAlarms.length],
  (ctx) => new Map(ctx.db.dataAlarms.map((rule) => [rule.publicId, rule])),
);

function occurrenceView(row: AlarmOccurrence, ctx: Ctx): Row {
  const rule = rulesById(ctx).get(row._alarmId);
  return { ...stripInternal(row), alarm: rule ? ruleView(rule) : null };
}

/**
 * PATCH `{acknowledged, comment, silenced}`: acknowledging records who and when (the server's own), once; an
 * acknowledged occurrence is not unacknowledged (400 on `acknowledged`).
 */
function patchOccurrence(row: AlarmOccurrence, changes: Row, ctx: Ctx): Row {
  const out: Row = {};
  if ('acknowledged' in changes) {
    const acknowledged = changes.acknowledged;
    if (typeof acknowledged !== 'boolean') throw badRequest('Invalid value', 'acknowledged');
    if (!acknowledged && row.acknowledged) throw badRequest('Invalid value', 'acknowledged');
    if (acknowledged && !row.acknowledged)
      Object.assign(out, {
        acknowledged: true,
        acknowledgedBy: { publicId: sessionOf(ctx).user.publicId },
        acknowledgedOn: new Date().toISOString(),
      });
  }
  if ('comment' in changes) {
    const { comment } = changes;
    if (comment !== null && (typeof comment !== 'string' || comment.length > 1024))
      throw badRequest('Invalid value', 'comment');
    out.comment = comment;
  }
  if ('silenced' in changes) {
    if (typeof changes.silenced !== 'boolean') throw badRequest('Invalid value', 'silenced');
    out.silenced = asBool(changes.silenced);
  }
  return out;
}

const occurrences: Resource<AlarmOccurrence> = {
  listRel: 'AgentDataAlarmOccurrenceList',
  itemRel: 'AgentDataAlarmOccurrence',
  path: '/agents/{agentId}/alarm-occurrences',
  idPrefix: 'ao',
  table: (db) => db.alarmOccurrences,
  defaultOrder: '-occurredOn',
  listMethods: ['GET', 'PATCH'],
  itemMethods: ['GET', 'PATCH'],
  scope: ofPathAgent,
  view: occurrenceView,
  patch: patchOccurrence,
};

/** The latest occurrence of each of the device's rules. */
function latestOccurrences(ctx: Ctx): Response {
  const latest = new Map<string, AlarmOccurrence>();
  for (const row of ctx.db.alarmOccurrences) {
    if (!ofPathAgent(row, ctx)) continue;
    const known = latest.get(row._alarmId);
    if (!known || row.occurredOn > known.occurredOn) latest.set(row._alarmId, row);
  }
  const rows = [...latest.values()].map((row) => occurrenceView(row, ctx));
  return listResponse('AgentDataAlarmOccurrenceLatestList', rows, ctx, '-occurredOn');
}

const manages = (agent: Agent, ctx: Ctx): boolean => agentPermissions(agent, ctx).includes('MANAGE_AGENT');
const anyRight = (agent: Agent, ctx: Ctx): boolean => agentPermissions(agent, ctx).length > 0;

export const alarmRoutes: Route[] = [
  ...guarded(crudRoutes(rules), manages),
  ...guarded(crudRoutes(occurrences), anyRight),
  ...guarded(
    routesFor('AgentDataAlarmOccurrenceLatestList', '/agents/{agentId}/latest-alarm-occurrences', {
      GET: latestOccurrences,
    }),
    anyRight,
  ),
];
