import type { AuditLog } from '../db/types';
import { crudRoutes, type Resource } from './crud';
import type { Route } from './http';

/** The audit trail (AuditLogList) and its export (AuditLogExport). */

const auditLogs: Resource<AuditLog> = {
  listRel: 'AuditLogList', path: '/audit-logs', idPrefix: 'ev', table: (db) => db.auditLogs, listMethods: ['GET'], itemMethods: [],
  read: ['USE_AUDIT_LOGS'], defaultOrder: '-time',
};

export const auditLogRoutes: Route[] = [
  ...crudRoutes(auditLogs),
];
