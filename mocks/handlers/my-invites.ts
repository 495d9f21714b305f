import type { MyUserInvite } from '../db/types';
import { crudRoutes } from './crud';
import { sessionOf, type Ctx, type Route } from './http';

/** Invitations to the signed-in person, and leaving companies (API-RESOURCES.md "Users, invitations, memberships"). */

const ownedBy = (row: { _userId: string }, ctx: Ctx): boolean => row._userId === sessionOf(ctx).user.publicId;

export const myInviteRoutes: Route[] = [
  ...crudRoutes<MyUserInvite>({
    listRel: 'MyUserInviteList', itemRel: 'MyUserInvite', path: '/users/me/invites', idPrefix: 'inv', table: (db) => db.invites,
    scope: ownedBy, listMethods: ['GET'], itemMethods: ['GET', 'DELETE'],
  }),
];
