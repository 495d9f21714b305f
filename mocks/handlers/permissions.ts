import { PERMISSION_IDS } from '../db/types';
import { listResponse } from './crud';
import { routesFor, type Route } from './http';

/**
 * PermissionList: the catalogue of permission ids (the app's own: docs/API.md), the same for every company. No bearer
 * (docs/API.md, conventions): the catalogue is public.
 */
export const permissionRoutes: Route[] = routesFor(
  'PermissionList',
  '/permissions',
  {
    GET: (ctx) =>
      listResponse(
        'PermissionList',
        PERMISSION_IDS.map((publicId) => ({ publicId })),
        ctx,
      ),
  },
  false,
);
