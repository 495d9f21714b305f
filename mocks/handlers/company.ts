import { companyIdsOf } from '../db/access';
import { nextId } from '../db/store';
import type { App, AuditLog, Licence, LicenceType, PlatformServer, VpnUsage } from '../db/types';
import { asString, crudRoutes, itemResponse, stripInternal, type Resource } from './crud';
import { ApiError, emptyAnswer, envelope, isRecord, notFound, param, readJsonObject, requirePermission, routesFor, sessionOf, type Ctx, type Route } from './http';
import type { Row } from './query';

/** Licences, apps, platform servers, the audit trail and VPN usage, with the platform's shapes (custom properties and MQTT: their own files). */

const licenceTypes: Resource<LicenceType> = {
  listRel: 'LicenceTypeList', path: '/licence-types', idPrefix: 'lt', table: (db) => db.licenceTypes, listMethods: ['GET'], itemMethods: ['GET'],
  defaultOrder: 'usageType',
};

const COUPON = /^[A-Z]{3}-\d{3}-[A-Z]{3}-\d{3}$/;

/** LicenceList POST `[{couponCode}]` adds a licence per coupon (`BCD-123-FGH-456`); it answers the new licences. */
async function redeemCoupons(ctx: Ctx): Promise<Response> {
  requirePermission(ctx, 'MANAGE_LICENCES');
  const body = await ctx.body();
  const items = Array.isArray(body) ? (body as unknown[]) : [];
  if (items.length === 0) throw new ApiError(400, [{ message: 'Invalid body' }]);
  const type = ctx.db.licenceTypes[0];
  const added = items.map((item, listIndex): Licence => {
    const code = isRecord(item) ? asString(item.couponCode).trim().toUpperCase() : '';
    if (!COUPON.test(code)) throw new ApiError(400, [{ message: 'Invalid coupon code', propertyName: 'couponCode', listIndex }]);
    return {
      publicId: nextId('li'), _companyId: sessionOf(ctx).companyId, type: { publicId: type?.publicId ?? 'lt-vpn', usageType: type?.usageType ?? 'remote-access' },
      serialNumber: code, expiresOn: new Date(Date.now() + 365 * 86_400_000).toISOString(), activated: false, trial: false, agent: null, bundle: null,
    };
  });
  ctx.db.licences.push(...added);
  return envelope('LicenceList', added.map(stripInternal), { status: 201 });
}

const licences: Resource<Licence> = {
  listRel: 'LicenceList', itemRel: 'Licence', path: '/licences', idPrefix: 'li', table: (db) => db.licences, listMethods: ['GET'],
  itemMethods: ['GET'], defaultOrder: 'expiresOn',
};

const appView = (row: App, ctx: Ctx): Row => ({ ...stripInternal(row), installed: row._installedIn.includes(sessionOf(ctx).companyId) });

const apps: Resource<App> = {
  listRel: 'AppList', path: '/apps', idPrefix: 'app', table: (db) => db.apps, listMethods: ['GET'], itemMethods: [],
  view: appView, defaultOrder: 'name',
};

function findApp(ctx: Ctx): App {
  const app = ctx.db.apps.find((a) => a.publicId === param(ctx, 'publicId'));
  if (!app) throw notFound();
  return app;
}

const platformServers: Resource<PlatformServer> = {
  listRel: 'MyCompanyPlatformServerList', path: '/platform-servers/me', idPrefix: 'ps', table: (db) => db.platformServers,
  listMethods: ['GET'], itemMethods: [], defaultOrder: 'name',
};

const auditLogs: Resource<AuditLog> = {
  listRel: 'AuditLogList', path: '/audit-logs', idPrefix: 'ev', table: (db) => db.auditLogs, listMethods: ['GET'], itemMethods: [],
  read: ['USE_AUDIT_LOGS'], defaultOrder: '-time',
};

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

/** Company: one of the caller's companies, as the platform has it (the portal address reads its `branding.fqdn`). */
function companyView(ctx: Ctx): Row {
  const publicId = param(ctx, 'publicId');
  const member = companyIdsOf(ctx.db, sessionOf(ctx).user.publicId).includes(publicId);
  const company = member ? ctx.db.companies.find((c) => c.publicId === publicId) : undefined;
  if (!company) throw notFound();
  return stripInternal(company);
}

export const companyRoutes: Route[] = [
  ...routesFor('Company', '/companies/{publicId}', { GET: (ctx) => itemResponse('Company', companyView(ctx), ctx) }),
  ...crudRoutes(licenceTypes),
  ...crudRoutes(licences),
  ...routesFor('LicenceList', '/licences', { POST: redeemCoupons }),
  ...crudRoutes(apps),
  ...routesFor('AppInstall', '/apps/install/{publicId}', {
    GET: (ctx) => itemResponse('AppInstall', { publicId: findApp(ctx).publicId, name: findApp(ctx).name }, ctx),
    POST: (ctx) => {
      requirePermission(ctx, 'MANAGE_APPS');
      const app = findApp(ctx);
      const { companyId } = sessionOf(ctx);
      if (!app._installedIn.includes(companyId)) app._installedIn.push(companyId);
      return emptyAnswer('AppInstall', 201);
    },
  }),
  ...routesFor('AppUninstall', '/apps/uninstall/{publicId}', {
    DELETE: (ctx) => {
      requirePermission(ctx, 'MANAGE_APPS');
      const app = findApp(ctx);
      app._installedIn = app._installedIn.filter((id) => id !== sessionOf(ctx).companyId);
      return emptyAnswer('AppUninstall');
    },
  }),
  ...crudRoutes(platformServers),
  ...crudRoutes(auditLogs),
  ...routesFor('VpnUsageList', '/vpn-usage', { POST: (ctx) => vpnUsage(ctx) }),
  ...routesFor('AgentVpnUsageList', '/agents/{agentId}/vpn-usage', { POST: (ctx) => vpnUsage(ctx, param(ctx, 'agentId')) }),
];
