import { HttpResponse } from 'msw';
import type { AuditLog } from '../db/types';
import { defaultScope, listResponse, stripInternal } from './crud';
import { agentVisible } from './agents';
import { forbidden, notFound, param, requirePermission, routesFor, sessionOf, type Ctx, type Route } from './http';
import { parseListQuery, sortRows, type Row } from './query';

/**
 * The audit trail (AuditLogList) and its export (AuditLogExport, a CSV file of every entry the same filters keep).
 * The platform's topic names its user, device and asset by id (a string), so a device filter is `eq(topic.agent,…)`.
 */

const visibleRows = (ctx: Ctx): Row[] => {
  requirePermission(ctx, 'USE_AUDIT_LOGS');
  return ctx.db.auditLogs.filter((row) => defaultScope(row, ctx)).map((row) => stripInternal(row));
};

const CSV_COLUMNS: [string, (row: AuditLog) => string | null | undefined][] = [
  ['time', (r) => r.time],
  ['action', (r) => r.action],
  ['actorType', (r) => r.actor.type],
  ['actor', (r) => r.actor.resource.name],
  ['target', (r) => r.target],
  ['user', (r) => r.topic.user],
  ['agent', (r) => r.topic.agent],
  ['asset', (r) => r.topic.asset],
  ['ipAddress', (r) => r.request.ipAddress],
  ['application', (r) => r.application?.name],
  ['before', (r) => (r.before === null ? '' : JSON.stringify(r.before))],
  ['after', (r) => (r.after === null ? '' : JSON.stringify(r.after))],
];

const csvCell = (value: string | null | undefined): string => {
  const text = value ?? '';
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Every entry the filters keep, newest first, as CSV (no paging: the export is the whole filtered trail). */
export function auditCsv(rows: readonly AuditLog[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map(([, read]) => csvCell(read(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A device's history (AgentAuditLogList): the entries about it, for whoever sees the device and reads audit logs or
 * manages devices (chosen here; the platform's rule is not described).
 */
const deviceRows = (ctx: Ctx): Row[] => {
  const agentId = param(ctx, 'agentId');
  const agent = ctx.db.agents.find((a) => a.publicId === agentId);
  if (!agent || !agentVisible(agent, ctx)) throw notFound();
  const { permissions } = sessionOf(ctx);
  if (!permissions.includes('USE_AUDIT_LOGS') && !permissions.includes('MANAGE_GROUPS')) throw forbidden();
  return ctx.db.auditLogs
    .filter((row) => row.topic.agent === agentId && defaultScope(row, ctx))
    .map((row) => stripInternal(row));
};

export const auditLogRoutes: Route[] = [
  ...routesFor('AgentAuditLogList', '/agents/{agentId}/audit-logs', {
    GET: (ctx) => listResponse('AgentAuditLogList', deviceRows(ctx), ctx, '-time'),
  }),
  ...routesFor('AuditLogList', '/audit-logs', {
    GET: (ctx) => listResponse('AuditLogList', visibleRows(ctx), ctx, '-time'),
  }),
  ...routesFor('AuditLogExport', '/audit-logs-export', {
    GET: (ctx) => {
      const query = parseListQuery(ctx.url);
      const kept = visibleRows(ctx).filter((row) => query.filters.every((p) => p(row)));
      const rows = sortRows(kept, query.orderBy ?? '-time') as unknown as AuditLog[];
      return new HttpResponse(auditCsv(rows), { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    },
  }),
];
