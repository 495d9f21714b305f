import type { App, AuditTrailEntry, CustomProperty, DataUsage, Licence, LicenceType, MqttBroker, PlatformServer } from '../db/types';
import { asBool, asNumber, asString, crudRoutes, itemResponse, requireText, requireUnique, stripInternal, type Resource } from './crud';
import { ApiError, noContent, notFound, param, requirePermission, routesFor, sessionOf, type Ctx, type Route } from './http';
import type { Row } from './query';

/** Licences, apps, custom properties, MQTT brokers, platform servers, audit trail and data usage. */

const licenceTypes: Resource<LicenceType> = {
  listRel: 'LicenceTypeList', path: '/licence-types', idPrefix: 'lt', table: (db) => db.licenceTypes, listMethods: ['GET'], defaultOrder: 'name',
};

const licences: Resource<Licence> = {
  listRel: 'LicenceList', itemRel: 'Licence', path: '/licences', idPrefix: 'li', table: (db) => db.licences, listMethods: ['GET'],
  itemMethods: ['GET', 'PATCH'], write: ['MANAGE_LICENCES'], readOnly: ['licenceType', 'validFrom', 'seats', 'used'],
};

const appView = (row: App, ctx: Ctx): Row => ({ ...stripInternal(row), installed: row._installedIn.includes(sessionOf(ctx).companyId) });

const apps: Resource<App> = {
  listRel: 'AppList', itemRel: 'App', path: '/apps', idPrefix: 'app', table: (db) => db.apps, listMethods: ['GET'], itemMethods: ['GET'],
  view: appView, defaultOrder: 'name',
};

function findApp(ctx: Ctx): App {
  const app = ctx.db.apps.find((a) => a.publicId === param(ctx, 'publicId'));
  if (!app) throw notFound();
  return app;
}

const TYPES: readonly CustomProperty['type'][] = ['string', 'number', 'boolean', 'date'];
const TARGETS: readonly CustomProperty['target'][] = ['agent', 'asset', 'user'];

const customPropertyBase = {
  idPrefix: 'cp', table: (db: { customProperties: CustomProperty[] }) => db.customProperties, defaultOrder: 'name',
} as const;

const myCustomProperties: Resource<CustomProperty> = {
  ...customPropertyBase, listRel: 'MyCompanyCustomPropertyList', itemRel: 'MyCompanyCustomProperty', path: '/my/company/custom-properties',
  write: ['MANAGE_CUSTOM_FIELDS'],
  create: (body, ctx, publicId) => ({
    publicId, _companyId: sessionOf(ctx).companyId, name: asString(body.name), key: asString(body.key), type: asString(body.type, 'string') as CustomProperty['type'],
    target: asString(body.target, 'agent') as CustomProperty['target'], required: asBool(body.required), defaultValue: typeof body.defaultValue === 'string' ? body.defaultValue : null,
  }),
  validate: (row, _ctx, others) => {
    requireText(row.name, 'name', 255);
    requireText(row.key, 'key', 100);
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(row.key)) throw new ApiError(400, [{ message: 'Value does not match regex expression', propertyName: 'key' }]);
    requireUnique(others, row.key, (r) => r.key, 'key', 'Key already in use');
    if (!TYPES.includes(row.type)) throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'type' }]);
    if (!TARGETS.includes(row.target)) throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'target' }]);
  },
};

const customProperties: Resource<CustomProperty> = {
  ...customPropertyBase, listRel: 'CustomPropertyList', itemRel: 'CustomProperty', path: '/custom-properties', listMethods: ['GET'], itemMethods: [],
};

const mqttBrokers: Resource<MqttBroker> = {
  listRel: 'MqttBrokerList', path: '/mqtt-brokers', idPrefix: 'mq', table: (db) => db.mqttBrokers, defaultOrder: 'name', write: ['MANAGE_MQTT_BROKERS'],
  create: (body, ctx, publicId) => ({
    publicId, _companyId: sessionOf(ctx).companyId, name: asString(body.name), host: asString(body.host), port: asNumber(body.port, 8883),
    useTls: asBool(body.useTls, true), username: asString(body.username), clientId: asString(body.clientId, publicId),
  }),
  validate: (row, _ctx, others) => {
    requireText(row.name, 'name', 255);
    requireUnique(others, row.name, (r) => r.name, 'name', 'Name already in use');
    requireText(row.host, 'host', 255);
    if (!Number.isInteger(row.port) || row.port < 1 || row.port > 65535) throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'port' }]);
  },
};

const platformServers: Resource<PlatformServer> = {
  listRel: 'MyCompanyPlatformServerList', path: '/my/company/platform-servers', idPrefix: 'ps', table: (db) => db.platformServers,
  listMethods: ['GET'], itemMethods: [], defaultOrder: 'name',
};

const auditTrail: Resource<AuditTrailEntry> = {
  listRel: 'AuditTrailList', path: '/audit-trail', idPrefix: 'ev', table: (db) => db.auditTrail, listMethods: ['GET'], itemMethods: [],
  read: ['USE_AUDIT_LOGS'], defaultOrder: '-created',
};

const dataUsage: Resource<DataUsage> = {
  listRel: 'DataUsageList', path: '/data-usage', idPrefix: 'du', table: (db) => db.dataUsage, listMethods: ['GET'], itemMethods: [],
  read: ['USE_DATA_USAGE'], defaultOrder: '-month',
};

/** Company: one of the caller's companies, as the platform has it (the portal address reads its `branding.fqdn`). */
function companyView(ctx: Ctx): Row {
  const publicId = param(ctx, 'publicId');
  const member = ctx.db.memberships.some((m) => m.user.publicId === sessionOf(ctx).user.publicId && m._companyId === publicId);
  const company = member ? ctx.db.companies.find((c) => c.publicId === publicId) : undefined;
  if (!company) throw notFound();
  return { publicId: company.publicId, name: company.name, branding: company.branding };
}

export const companyRoutes: Route[] = [
  ...routesFor('Company', '/companies/{publicId}', { GET: (ctx) => itemResponse('Company', companyView(ctx), ctx) }),
  ...crudRoutes(licenceTypes),
  ...crudRoutes(licences),
  ...crudRoutes(apps),
  ...routesFor('AppInstall', '/apps/{publicId}/install', {
    GET: (ctx) => itemResponse('AppInstall', appView(findApp(ctx), ctx), ctx),
    POST: (ctx) => {
      requirePermission(ctx, 'MANAGE_APPS');
      const app = findApp(ctx);
      const { companyId } = sessionOf(ctx);
      if (!app._installedIn.includes(companyId)) app._installedIn.push(companyId);
      return itemResponse('AppInstall', appView(app, ctx), ctx, 201);
    },
    DELETE: (ctx) => {
      requirePermission(ctx, 'MANAGE_APPS');
      const app = findApp(ctx);
      app._installedIn = app._installedIn.filter((id) => id !== sessionOf(ctx).companyId);
      return noContent();
    },
  }),
  ...crudRoutes(customProperties),
  ...crudRoutes(myCustomProperties),
  ...crudRoutes(mqttBrokers),
  ...crudRoutes(platformServers),
  ...crudRoutes(auditTrail),
  ...crudRoutes(dataUsage),
];
