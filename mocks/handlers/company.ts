import { companyIdsOf } from '../db/access';
import type { PlatformServer } from '../db/types';
import { crudRoutes, itemResponse, stripInternal, type Resource } from './crud';
import { notFound, param, routesFor, sessionOf, type Ctx, type Route } from './http';
import type { Row } from './query';

/** Companies and platform servers, with the platform's shapes (licences, apps, the audit trail, VPN usage...: their own files). */

const platformServers: Resource<PlatformServer> = {
  listRel: 'MyCompanyPlatformServerList',
  path: '/platform-servers/me',
  idPrefix: 'ps',
  table: (db) => db.platformServers,
  listMethods: ['GET'],
  itemMethods: [],
  defaultOrder: 'name',
};

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
  ...crudRoutes(platformServers),
];
