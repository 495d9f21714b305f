import type { App } from '../db/types';
import { crudRoutes, itemResponse, stripInternal, type Resource } from './crud';
import {
  ApiError,
  badRequest,
  conflict,
  emptyAnswer,
  notFound,
  param,
  readJsonObject,
  requirePermission,
  routesFor,
  sessionOf,
  type Ctx,
  type Route,
} from './http';
import type { Row } from './query';

/** Installable apps: installed and enabled per company (the selected one, Api-Company). */

const isInstalled = (app: App, companyId: string): boolean => app._installedIn.includes(companyId);

const appView = (row: App, ctx: Ctx): Row => {
  const { companyId } = sessionOf(ctx);
  const installed = isInstalled(row, companyId);
  return { ...stripInternal(row), installed, enabled: installed && !row._disabledIn.includes(companyId) };
};

const apps: Resource<App> = {
  listRel: 'AppList',
  path: '/apps',
  idPrefix: 'app',
  table: (db) => db.apps,
  listMethods: ['GET'],
  itemMethods: [],
  view: appView,
  defaultOrder: 'name',
};

function findApp(ctx: Ctx, publicId: string = param(ctx, 'publicId')): App {
  const app = ctx.db.apps.find((a) => a.publicId === publicId);
  if (!app) throw notFound();
  return app;
}

/** docs/RULES.md#apps: installing an app also sets a company header. Without it the mock does not guess the company. */
function installingCompany(ctx: Ctx): string {
  if (!ctx.request.headers.get('Api-Company'))
    throw badRequest('The Api-Company header is required to install an app', 'Api-Company');
  return sessionOf(ctx).companyId;
}

/**
 * AppConfigUpdate's platform path (`/app-configs`) names no app and its body is only `{enabled}`: the mock takes the app
 * from a `{publicId}` in the path when its route has one, else from the `publicId` query parameter (*chosen here*).
 */
function configuredApp(ctx: Ctx): App {
  const publicId = ctx.params.publicId ?? ctx.url.searchParams.get('publicId');
  if (!publicId) throw badRequest('Required property', 'publicId');
  return findApp(ctx, publicId);
}

async function updateConfig(ctx: Ctx): Promise<Response> {
  requirePermission(ctx, 'MANAGE_APPS');
  const body = await readJsonObject(ctx);
  if (body.enabled === undefined) throw badRequest('Required property', 'enabled');
  if (typeof body.enabled !== 'boolean') throw badRequest('Invalid value', 'enabled');
  const app = configuredApp(ctx);
  const { companyId } = sessionOf(ctx);
  if (!isInstalled(app, companyId)) throw conflict('App is not installed');
  app._disabledIn = app._disabledIn.filter((id) => id !== companyId);
  if (!body.enabled) app._disabledIn.push(companyId);
  return emptyAnswer('AppConfigUpdate');
}

export const appRoutes: Route[] = [
  ...crudRoutes(apps),
  ...routesFor('AppInstall', '/apps/install/{publicId}', {
    GET: (ctx) => {
      const app = findApp(ctx);
      return itemResponse('AppInstall', { publicId: app.publicId, name: app.name }, ctx);
    },
    POST: async (ctx) => {
      requirePermission(ctx, 'MANAGE_APPS');
      if ((await ctx.body()) !== undefined) throw new ApiError(400, [{ message: 'An app install takes no body' }]);
      const companyId = installingCompany(ctx);
      const app = findApp(ctx);
      if (isInstalled(app, companyId)) throw conflict('App is already installed');
      app._installedIn.push(companyId);
      // A new install starts enabled.
      app._disabledIn = app._disabledIn.filter((id) => id !== companyId);
      return emptyAnswer('AppInstall', 201);
    },
  }),
  ...routesFor('AppUninstall', '/apps/uninstall/{publicId}', {
    DELETE: (ctx) => {
      requirePermission(ctx, 'MANAGE_APPS');
      const app = findApp(ctx);
      const { companyId } = sessionOf(ctx);
      if (!isInstalled(app, companyId)) throw conflict('App is not installed');
      app._installedIn = app._installedIn.filter((id) => id !== companyId);
      app._disabledIn = app._disabledIn.filter((id) => id !== companyId);
      return emptyAnswer('AppUninstall');
    },
  }),
  ...routesFor('AppConfigUpdate', '/app-configs', { PATCH: updateConfig }),
];
