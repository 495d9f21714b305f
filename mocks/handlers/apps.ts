import type { App } from '../db/types';
import { crudRoutes, itemResponse, stripInternal, type Resource } from './crud';
import { emptyAnswer, notFound, param, requirePermission, routesFor, sessionOf, type Ctx, type Route } from './http';
import type { Row } from './query';

/** Installable apps, and the cloud functions (backend component templates, their configs, shares and message subscriptions). */

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

export const appRoutes: Route[] = [
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
];
