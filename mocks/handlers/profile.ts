import type { TrustedDevice } from '../db/types';
import { crudRoutes, stripInternal } from './crud';
import { sessionOf, type Ctx, type Route } from './http';

/** The signed-in person's own account (API-RESOURCES.md "Account"): trusted devices. */

const ownedBy = (row: { _userId: string }, ctx: Ctx): boolean => row._userId === sessionOf(ctx).user.publicId;

export const profileRoutes: Route[] = [
  ...crudRoutes<TrustedDevice>({
    listRel: 'TrustedDeviceList', itemRel: 'TrustedDevice', path: '/trusted-devices', idPrefix: 'td', table: (db) => db.trustedDevices,
    scope: ownedBy, listMethods: ['GET', 'DELETE'], itemMethods: ['DELETE'], defaultOrder: '-lastLogin',
    // Which browser asks (Api-Device-Identifier) is not tracked by the mock.
    view: (row) => ({ ...stripInternal(row), isCurrent: false }),
  }),
];
