import { HttpResponse } from 'msw';
import {
  OPERATORS,
  POST_AGGRS,
  STRING_AGGRS,
  pointCount,
  runQuery,
  type Operator,
  type PostAggr,
  type Query,
  type Range,
} from '@mocks/db/machine-data/aggregate';
import { agentOfSource, sourceIdOf, sourceView, tagView, variableView } from '@mocks/db/machine-data/catalogue';
import { loggedMinutes, seriesOf, type Value } from '@mocks/db/machine-data/generator';
import { deviceTagSpecs, loggingSeeded, type TagSpec } from '@mocks/db/machine-data/tags';
import type { Agent, Db } from '@mocks/db/types';
import { agentVisible } from './agents';
import { listResponse } from './crud';
import { ApiError, envelope, isRecord, notFound, param, routesFor, type Ctx, type Route } from './http';
import { isTimeZone } from './page-actions';

/**
 * Logged data (docs/API.md, "Logged data"; docs/MACHINE-DATA.md): a logging device's data source, tags and
 * variables, and DataList / DataExport over the values of mocks/db/machine-data (a function of time, the last 90
 * days before now). `step` is in seconds.
 */

/** The most points (or buckets) one query may give. */
export const MAX_POINTS = 5000;
const DAY_MS = 86_400_000;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The logging app is on: seeded so (loggingSeeded) or activated with a licence. */
export function loggingOn(agent: Agent, db: Db): boolean {
  return (
    loggingSeeded(agent.publicId) ||
    db.agentApps.some((app) => app._agentId === agent.publicId && app.app === 'logging')
  );
}

function visibleAgent(ctx: Ctx, agentId: string): Agent {
  const agent = ctx.db.agents.find((a) => a.publicId === agentId);
  if (!agent || !agentVisible(agent, ctx)) throw notFound();
  return agent;
}

const loggedTags = (ctx: Ctx, agentId: string): TagSpec[] => {
  const agent = visibleAgent(ctx, agentId);
  return loggingOn(agent, ctx.db) ? deviceTagSpecs(agent.publicId) : [];
};

interface Where {
  listIndex: number | undefined;
}

const fail = (where: Where, message: string, propertyName: string): ApiError =>
  new ApiError(400, [
    { message, propertyName, ...(where.listIndex === undefined ? {} : { listIndex: where.listIndex }) },
  ]);

function instant(value: unknown, fallback: number, where: Where, name: string): number {
  if (value === undefined || value === null) return fallback;
  const ms = typeof value === 'string' && ISO_DATE_TIME.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw fail(where, 'Invalid date and time', name);
  return ms;
}

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

interface PlannedQuery {
  ref: string;
  tag: TagSpec;
  query: Query;
}

interface PlannedItem {
  agentId: string;
  range: Range;
  timeZone: string;
  queries: PlannedQuery[];
}

function readQuery(raw: unknown, tag: TagSpec, at: string, where: Where, range: Range): Omit<PlannedQuery, 'ref'> {
  if (!isRecord(raw)) throw fail(where, 'Invalid value', at);
  const prop = (name: string): string => `${at}.${name}`;
  const postAggr = (raw.postAggr ?? 'raw') as PostAggr;
  if (!POST_AGGRS.includes(postAggr)) throw fail(where, 'Invalid value', prop('postAggr'));
  if (tag.type === 'str' && !STRING_AGGRS.includes(postAggr)) throw fail(where, 'Invalid value', prop('postAggr'));
  const transform = raw.postTransform ?? null;
  if (transform !== null && transform !== 'difference') throw fail(where, 'Invalid value', prop('postTransform'));
  const difference = transform === 'difference';
  if (difference && (tag.type === 'bool' || tag.type === 'str'))
    throw fail(where, 'Invalid value', prop('postTransform'));
  const stepValue = raw.step ?? null;
  const step = typeof stepValue === 'string' && stepValue.trim() !== '' ? Number(stepValue) : stepValue;
  if (step !== null && (typeof step !== 'number' || !Number.isFinite(step) || step <= 0))
    throw fail(where, 'Invalid value', prop('step'));
  const order = raw.order ?? 'asc';
  if (order !== 'asc' && order !== 'desc') throw fail(where, 'Invalid value', prop('order'));
  const limit = raw.limit ?? null;
  if (limit !== null && (!isInteger(limit) || limit < 1 || limit > MAX_POINTS))
    throw fail(where, 'Invalid value', prop('limit'));
  const offset = raw.offset ?? 0;
  if (!isInteger(offset) || offset < 0) throw fail(where, 'Invalid value', prop('offset'));
  const decimals = raw.decimals ?? null;
  if (decimals !== null && (!isInteger(decimals) || decimals < 0 || decimals > 15))
    throw fail(where, 'Invalid value', prop('decimals'));
  const factorValue = raw.factor ?? null;
  const factor =
    factorValue === null
      ? null
      : typeof factorValue === 'string' && factorValue.trim() !== ''
        ? Number(factorValue)
        : NaN;
  if (factor !== null && !Number.isFinite(factor)) throw fail(where, 'Invalid value', prop('factor'));
  const operator = (raw.operator ?? '*') as Operator;
  if (!OPERATORS.includes(operator)) throw fail(where, 'Invalid value', prop('operator'));
  const extendedBoundary = raw.extendedBoundary ?? false;
  if (typeof extendedBoundary !== 'boolean') throw fail(where, 'Invalid value', prop('extendedBoundary'));
  const query: Query = {
    postAggr,
    difference,
    stepMs: step === null ? null : step * 1000,
    order,
    offset,
    limit,
    decimals,
    factor,
    operator,
    extendedBoundary,
  };
  // Buckets over the span, or the minutes of raw without a step and without a limit.
  const count = pointCount(range, query);
  if ((query.stepMs !== null || limit === null) && count > MAX_POINTS)
    throw fail(where, `Too many data points (at most ${MAX_POINTS})`, prop('step'));
  return { tag, query };
}

function readItem(ctx: Ctx, raw: unknown, where: Where, now: number): PlannedItem {
  if (!isRecord(raw)) throw fail(where, 'Invalid value', 'source');
  const sourceId = isRecord(raw.source) ? raw.source.publicId : undefined;
  if (typeof sourceId !== 'string') throw fail(where, 'Required property', 'source.publicId');
  const agentId = agentOfSource(sourceId);
  const agent = agentId === null ? undefined : ctx.db.agents.find((a) => a.publicId === agentId);
  if (!agent || !agentVisible(agent, ctx) || !loggingOn(agent, ctx.db))
    throw fail(where, 'Invalid value', 'source.publicId');
  const end = instant(raw.end, now, where, 'end');
  const start = instant(raw.start, end - DAY_MS, where, 'start');
  if (start > end) throw fail(where, 'Invalid date and time', 'end');
  if (raw.timeZone !== undefined && raw.timeZone !== null && !isTimeZone(raw.timeZone))
    throw fail(where, 'Invalid value', 'timeZone');
  const timeZone = typeof raw.timeZone === 'string' ? raw.timeZone : (agent.timeZone ?? 'UTC');
  const range: Range = { startMs: start, endMs: end, ...loggedMinutes(now) };
  if (!Array.isArray(raw.tags) || raw.tags.length === 0) throw fail(where, 'Required property', 'tags');
  const specs = deviceTagSpecs(agent.publicId);
  const queries: PlannedQuery[] = [];
  const refs = new Set<string>();
  (raw.tags as unknown[]).forEach((rawTag, tagIndex) => {
    const at = `tags.${tagIndex}`;
    if (!isRecord(rawTag)) throw fail(where, 'Invalid value', at);
    const { id, slug } = rawTag;
    if (id === undefined && slug === undefined) throw fail(where, 'Required property', `${at}.slug`);
    if (id !== undefined && !isInteger(id)) throw fail(where, 'Invalid value', `${at}.id`);
    if (slug !== undefined && typeof slug !== 'string') throw fail(where, 'Invalid value', `${at}.slug`);
    const tag = specs.find((t) => (id === undefined || t.tagId === id) && (slug === undefined || t.slug === slug));
    if (!tag) throw fail(where, 'Invalid value', slug === undefined ? `${at}.id` : `${at}.slug`);
    if (!Array.isArray(rawTag.queries) || rawTag.queries.length === 0)
      throw fail(where, 'Required property', `${at}.queries`);
    (rawTag.queries as unknown[]).forEach((rawQuery, queryIndex) => {
      const queryAt = `${at}.queries.${queryIndex}`;
      const planned = readQuery(rawQuery, tag, queryAt, where, range);
      const givenRef = isRecord(rawQuery) ? rawQuery.ref : undefined;
      if (givenRef !== undefined && (typeof givenRef !== 'string' || givenRef === ''))
        throw fail(where, 'Invalid value', `${queryAt}.ref`);
      const ref = givenRef ?? (queryIndex === 0 ? tag.slug : `${tag.slug}-${queryIndex}`);
      if (refs.has(ref)) throw fail(where, 'Duplicate', `${queryAt}.ref`);
      refs.add(ref);
      queries.push({ ...planned, ref });
    });
  });
  return { agentId: agent.publicId, range, timeZone, queries };
}

interface Answer {
  start: string;
  end: string;
  timeZone: string;
  source: { publicId: string };
  points: { time: string; values: Record<string, Value> }[];
}

/** Every query of the item, its points merged by time, in the first query's order. */
function answerItem(item: PlannedItem): Answer {
  const byTime = new Map<number, Record<string, Value>>();
  for (const { ref, tag, query } of item.queries) {
    const series = seriesOf(item.agentId, tag.slug);
    if (!series) continue;
    for (const point of runQuery(series.at, tag.type, item.range, query)) {
      const values = byTime.get(point.time) ?? {};
      values[ref] = point.value;
      byTime.set(point.time, values);
    }
  }
  const descending = item.queries[0]?.query.order === 'desc';
  const times = [...byTime.keys()].sort((a, b) => (descending ? b - a : a - b));
  return {
    start: new Date(item.range.startMs).toISOString(),
    end: new Date(item.range.endMs).toISOString(),
    timeZone: item.timeZone,
    source: { publicId: sourceIdOf(item.agentId) },
    points: times.map((time) => ({ time: new Date(time).toISOString(), values: byTime.get(time) ?? {} })),
  };
}

/** DataList POST: one object or a list of them, all checked before any is read → 201 with one item per body item. */
async function dataList(ctx: Ctx): Promise<Response> {
  const body = await ctx.body();
  const now = Date.now();
  const items = Array.isArray(body)
    ? body.map((raw, listIndex) => readItem(ctx, raw, { listIndex }, now))
    : [readItem(ctx, body, { listIndex: undefined }, now)];
  if (items.length === 0) throw new ApiError(400, [{ message: 'Invalid body' }]);
  return envelope('DataList', items.map(answerItem), { status: 201 });
}

const csvCell = (value: Value | undefined): string => {
  if (value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** DataExport POST: the same body as one object → a CSV file, `time,<ref>,…`, one row per point. */
async function dataExport(ctx: Ctx): Promise<Response> {
  const body = await ctx.body();
  if (!isRecord(body)) throw new ApiError(400, [{ message: 'Invalid body' }]);
  const item = readItem(ctx, body, { listIndex: undefined }, Date.now());
  const answer = answerItem(item);
  const refs = item.queries.map((q) => q.ref);
  const lines = [['time', ...refs].map((cell) => csvCell(cell)).join(',')];
  for (const point of answer.points)
    lines.push([point.time, ...refs.map((ref) => csvCell(point.values[ref]))].join(','));
  return new HttpResponse(`${lines.join('\r\n')}\r\n`, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${sourceIdOf(item.agentId)}.csv"`,
    },
  });
}

export const dataRoutes: Route[] = [
  ...routesFor('AgentDataSourceList', '/agents/{agentId}/data-sources', {
    GET: (ctx) => {
      const agentId = param(ctx, 'agentId');
      const rows = loggedTags(ctx, agentId).length > 0 ? [sourceView(agentId)] : [];
      return listResponse('AgentDataSourceList', rows, ctx, 'name');
    },
  }),
  ...routesFor('AgentDataTagList', '/agents/{agentId}/data-tags', {
    GET: (ctx) => {
      const agentId = param(ctx, 'agentId');
      const rows = loggedTags(ctx, agentId).map((tag) => tagView(agentId, tag));
      return listResponse('AgentDataTagList', rows, ctx, 'tagId');
    },
  }),
  ...routesFor('AgentDataVariableList', '/agents/{agentId}/data-variables', {
    GET: (ctx) => {
      const agentId = param(ctx, 'agentId');
      const rows = loggedTags(ctx, agentId).map((tag) => variableView(agentId, tag));
      return listResponse('AgentDataVariableList', rows, ctx, 'variableId');
    },
  }),
  ...routesFor('DataList', '/data', { POST: dataList }),
  ...routesFor('DataExport', '/data-export', { POST: dataExport }),
];
