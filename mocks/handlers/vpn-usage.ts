import type { VpnUsage } from '../db/types';
import {
  ApiError,
  envelope,
  notFound,
  param,
  readJsonObject,
  requirePermission,
  routesFor,
  sessionOf,
  type Ctx,
  type Route,
} from './http';

const AGGREGATORS = ['hourly', 'daily', 'monthly', 'yearly'] as const;
type Aggregator = (typeof AGGREGATORS)[number];

interface Bucket {
  year: number;
  month: number | null;
  day: number | null;
  hour: number | null;
  bytesSent: number;
  bytesReceived: number;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** An ISO 8601 date, or date and time with an optional offset, as the platform takes it. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function instant(value: unknown, propertyName: string): number {
  const ms = typeof value === 'string' && ISO_DATE_TIME.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw new ApiError(400, [{ message: 'Invalid date and time', propertyName }]);
  return ms;
}

/**
 * VpnUsageList / AgentVpnUsageList: a read with a body `{aggregator, after, before}` → 201 with one row per bucket that
 * had traffic in [after, before), in calendar order; buckets without traffic are left out (the portal fills them).
 * The mock keeps monthly totals and splits a month into days (weekdays busier, a steady per-device jitter) and a day
 * into hours (working hours busier), in whole bytes that add up to the month's total.
 */
async function vpnUsage(ctx: Ctx, agentId?: string): Promise<Response> {
  requirePermission(ctx, 'USE_DATA_USAGE');
  const body = await readJsonObject(ctx);
  const aggregator = AGGREGATORS.find((a) => a === body.aggregator);
  if (!aggregator) throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'aggregator' }]);
  const after = instant(body.after, 'after');
  const before = instant(body.before, 'before');
  if (before <= after) throw new ApiError(400, [{ message: 'Invalid date and time', propertyName: 'before' }]);
  const { companyId } = sessionOf(ctx);
  if (agentId !== undefined && !ctx.db.agents.some((a) => a.publicId === agentId && a._companyId === companyId))
    throw notFound();
  const rows = ctx.db.vpnUsage.filter(
    (u) => u._companyId === companyId && (agentId === undefined || u._agentId === agentId),
  );
  const type = agentId === undefined ? 'VpnUsageList' : 'AgentVpnUsageList';
  return envelope(type, aggregateUsage(rows, aggregator, after, before), { status: 201 });
}

/** Whole parts of `total` in proportion to `weights`, adding up to `total` exactly. */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  let running = 0;
  let given = 0;
  return weights.map((weight) => {
    running += weight;
    const upTo = Math.round((total * running) / sum);
    const part = upTo - given;
    given = upTo;
    return part;
  });
}

/** A steady number in [0, 1) for a text (FNV-1a), so a device's busy and quiet days stay the same between calls. */
function jitter(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1)
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash / 4294967296;
}

const HOUR_WEIGHTS = Array.from({ length: 24 }, (_, hour) => (hour >= 7 && hour < 19 ? 3 : 1));

function dayWeights(usage: VpnUsage, days: number): number[] {
  return Array.from({ length: days }, (_, index) => {
    const weekday = new Date(Date.UTC(usage.year, usage.month - 1, index + 1)).getUTCDay();
    const base = weekday === 0 || weekday === 6 ? 0.35 : 1;
    return base * (0.7 + 0.6 * jitter(`${usage._agentId}:${usage.year}-${usage.month}-${index + 1}`));
  });
}

function bucketKey(at: number, aggregator: Aggregator): Omit<Bucket, 'bytesSent' | 'bytesReceived'> {
  const date = new Date(at);
  return {
    year: date.getUTCFullYear(),
    month: aggregator === 'yearly' ? null : date.getUTCMonth() + 1,
    day: aggregator === 'daily' || aggregator === 'hourly' ? date.getUTCDate() : null,
    hour: aggregator === 'hourly' ? date.getUTCHours() : null,
  };
}

export function aggregateUsage(
  rows: readonly VpnUsage[],
  aggregator: Aggregator,
  after: number,
  before: number,
): Bucket[] {
  const buckets = new Map<string, Bucket>();
  const add = (at: number, bytesSent: number, bytesReceived: number): void => {
    const key = bucketKey(at, aggregator);
    const id = `${key.year}-${key.month}-${key.day}-${key.hour}`;
    const bucket = buckets.get(id) ?? { ...key, bytesSent: 0, bytesReceived: 0 };
    bucket.bytesSent += bytesSent;
    bucket.bytesReceived += bytesReceived;
    buckets.set(id, bucket);
  };
  const inside = (start: number, end: number): boolean => start >= after && end <= before;
  const outside = (start: number, end: number): boolean => end <= after || start >= before;
  for (const usage of rows) {
    const days = usage._lastDay ?? new Date(Date.UTC(usage.year, usage.month, 0)).getUTCDate();
    const monthStart = Date.UTC(usage.year, usage.month - 1, 1);
    const monthEnd = monthStart + days * DAY;
    if (outside(monthStart, monthEnd)) continue;
    if (inside(monthStart, monthEnd) && (aggregator === 'monthly' || aggregator === 'yearly')) {
      add(monthStart, usage.bytesSent, usage.bytesReceived);
      continue;
    }
    const weights = dayWeights(usage, days);
    const sentByDay = split(usage.bytesSent, weights);
    const receivedByDay = split(usage.bytesReceived, weights);
    for (let index = 0; index < days; index += 1) {
      const dayStart = monthStart + index * DAY;
      if (outside(dayStart, dayStart + DAY)) continue;
      const sent = sentByDay[index] ?? 0;
      const received = receivedByDay[index] ?? 0;
      if (inside(dayStart, dayStart + DAY) && aggregator !== 'hourly') {
        add(dayStart, sent, received);
        continue;
      }
      const sentByHour = split(sent, HOUR_WEIGHTS);
      const receivedByHour = split(received, HOUR_WEIGHTS);
      for (let hour = 0; hour < 24; hour += 1) {
        const hourStart = dayStart + hour * HOUR;
        if (!outside(hourStart, hourStart + HOUR)) add(hourStart, sentByHour[hour] ?? 0, receivedByHour[hour] ?? 0);
      }
    }
  }
  const order = (b: Bucket): number => Date.UTC(b.year, (b.month ?? 1) - 1, b.day ?? 1, b.hour ?? 0);
  return [...buckets.values()]
    .filter((b) => b.bytesSent > 0 || b.bytesReceived > 0)
    .sort((a, b) => order(a) - order(b));
}

export const vpnUsageRoutes: Route[] = [
  ...routesFor('VpnUsageList', '/vpn-usage', { POST: (ctx) => vpnUsage(ctx) }),
  ...routesFor('AgentVpnUsageList', '/agents/{agentId}/vpn-usage', {
    POST: (ctx) => vpnUsage(ctx, param(ctx, 'agentId')),
  }),
];
