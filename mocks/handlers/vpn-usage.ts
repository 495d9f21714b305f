import type { VpnUsage } from '../db/types';
import { asString } from './crud';
import { ApiError, envelope, param, readJsonObject, requirePermission, routesFor, sessionOf, type Ctx, type Route } from './http';
import type { Row } from './query';

const AGGREGATORS = ['hourly', 'daily', 'monthly', 'yearly'] as const;
type Aggregator = (typeof AGGREGATORS)[number];

/**
 * VpnUsageList / AgentVpnUsageList: a read with a body `{aggregator, after, before}`. The mock keeps monthly totals;
 * a day is a month's share, an hour a day's.
 */
async function vpnUsage(ctx: Ctx, agentId?: string): Promise<Response> {
  requirePermission(ctx, 'USE_DATA_USAGE');
  const body = await readJsonObject(ctx);
  const aggregator = AGGREGATORS.find((a) => a === body.aggregator);
  if (!aggregator) throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'aggregator' }]);
  const after = Date.parse(asString(body.after));
  const before = Date.parse(asString(body.before));
  if (Number.isNaN(after)) throw new ApiError(400, [{ message: 'Invalid date and time', propertyName: 'after' }]);
  if (Number.isNaN(before) || before <= after) throw new ApiError(400, [{ message: 'Invalid date and time', propertyName: 'before' }]);
  const { companyId } = sessionOf(ctx);
  const rows = ctx.db.vpnUsage.filter((u) => u._companyId === companyId && (agentId === undefined || u._agentId === agentId));
  const type = agentId === undefined ? 'VpnUsageList' : 'AgentVpnUsageList';
  return envelope(type, aggregateUsage(rows, aggregator, after, before), { status: 201 });
}

function aggregateUsage(rows: readonly VpnUsage[], aggregator: Aggregator, after: number, before: number): Row[] {
  const buckets = new Map<string, Row & { bytesSent: number; bytesReceived: number }>();
  const add = (at: Date, share: number, usage: VpnUsage): void => {
    if (at.getTime() < after || at.getTime() >= before) return;
    const key = { year: at.getUTCFullYear(), month: null as number | null, day: null as number | null, hour: null as number | null };
    if (aggregator !== 'yearly') key.month = at.getUTCMonth() + 1;
    if (aggregator === 'daily' || aggregator === 'hourly') key.day = at.getUTCDate();
    if (aggregator === 'hourly') key.hour = at.getUTCHours();
    const id = JSON.stringify(key);
    const bucket = buckets.get(id) ?? { ...key, bytesSent: 0, bytesReceived: 0 };
    bucket.bytesSent += Math.round(usage.bytesSent * share);
    bucket.bytesReceived += Math.round(usage.bytesReceived * share);
    buckets.set(id, bucket);
  };
  for (const usage of rows) {
    const days = new Date(Date.UTC(usage.year, usage.month, 0)).getUTCDate();
    for (let day = 1; day <= days; day += 1) {
      for (let hour = 0; hour < 24; hour += 1) add(new Date(Date.UTC(usage.year, usage.month - 1, day, hour)), 1 / (days * 24), usage);
    }
  }
  return [...buckets.values()];
}

export const vpnUsageRoutes: Route[] = [
  ...routesFor('VpnUsageList', '/vpn-usage', { POST: (ctx) => vpnUsage(ctx) }),
  ...routesFor('AgentVpnUsageList', '/agents/{agentId}/vpn-usage', { POST: (ctx) => vpnUsage(ctx, param(ctx, 'agentId')) }),
];
