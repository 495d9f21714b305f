import { nextId } from '../db/store';
import { PERMISSION_IDS, type Audience, type Db, type Role, type User, type UserMembership } from '../db/types';
import { asString, crudRoutes, requireText, requireUnique, type Resource } from './crud';
import {
  ApiError,
  conflict,
  emptyAnswer,
  envelope,
  isRecord,
  notFound,
  param,
  requirePermission,
  routesFor,
  sessionOf,
  type Ctx,
  type Route,
} from './http';
import { membershipDeps, perRequest } from './memo';
import type { Row } from './query';

/**
 * Users, memberships, roles and audiences (access categories) of the selected company, as the platform has them:
 * a membership is a user (or an invitation) in one group with one role (docs/API.md).
 */

/** The selected company's memberships by user id (in table order), built once per request: scope and view read it per row. */
const membersOfCompany = perRequest(membershipDeps, (ctx): Map<string, UserMembership[]> => {
  const { companyId } = sessionOf(ctx);
  const byUser = new Map<string, UserMembership[]>();
  for (const m of ctx.db.memberships) {
    if (m._companyId !== companyId || !m.user) continue;
    const list = byUser.get(m.user.publicId);
    if (list) list.push(m);
    else byUser.set(m.user.publicId, [m]);
  }
  return byUser;
});

/** A membership on the wire: the platform's fields only. */
const membershipView = (m: UserMembership): Row => ({
  publicId: m.publicId,
  user: m.user,
  invite: m.invite,
  group: m.group,
  role: m.role,
  expiresOn: m.expiresOn,
});

const userView = (row: User, ctx: Ctx): Row => ({
  publicId: row.publicId,
  type: row.type,
  name: row.name,
  emailAddress: row.emailAddress,
  support: row.support,
  registeredOn: row.registeredOn,
  lastSeenOn: row.lastSeenOn,
  otpauthRequired: row.otpAuth.required,
  memberships: (membersOfCompany(ctx).get(row.publicId) ?? []).map(membershipView),
  custom: row.custom ?? {},
});

/** UserList DELETE and User DELETE remove people from the selected company (all their memberships there). */
const users: Resource<User> = {
  listRel: 'UserList',
  path: '/users',
  idPrefix: 'u',
  table: (db) => db.users,
  defaultOrder: 'name',
  write: ['INVITE_USER'],
  listMethods: ['GET', 'DELETE'],
  itemMethods: ['GET', 'DELETE'],
  scope: (row, ctx) => membersOfCompany(ctx).has(row.publicId),
  view: userView,
  remove: (row, ctx) => {
    const { companyId } = sessionOf(ctx);
    ctx.db.memberships = ctx.db.memberships.filter(
      (m) => !(m.user?.publicId === row.publicId && m._companyId === companyId),
    );
  },
};

const refId = (value: unknown): string | undefined =>
  isRecord(value) && typeof value.publicId === 'string' ? value.publicId : undefined;

/** The group and role of a membership body, both of the selected company; `role` may be null where the platform allows it. */
function groupAndRole(ctx: Ctx, body: Row, roleRequired: boolean): Pick<UserMembership, 'group' | 'role'> {
  const { companyId } = sessionOf(ctx);
  const groupId = refId(body.group);
  if (!ctx.db.groups.some((g) => g.publicId === groupId && g._companyId === companyId))
    throw new ApiError(400, [{ message: 'Required property', propertyName: 'group' }]);
  const roleId = refId(body.role);
  if (roleId === undefined && !roleRequired && (body.role === null || body.role === undefined))
    return { group: { publicId: groupId ?? '' }, role: null };
  if (!ctx.db.roles.some((r) => r.publicId === roleId && r._companyId === companyId))
    throw new ApiError(400, [{ message: 'Required property', propertyName: 'role' }]);
  return { group: { publicId: groupId ?? '' }, role: { publicId: roleId ?? '' } };
}

function expiresOnOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
    throw new ApiError(400, [{ message: 'Invalid date and time', propertyName: 'expiresOn' }]);
  return value;
}

const memberships: Resource<UserMembership> = {
  listRel: 'UserMembershipList',
  itemRel: 'UserMembership',
  path: '/users/memberships',
  idPrefix: 'm',
  table: (db) => db.memberships,
  write: ['INVITE_USER'],
  readOnly: ['user', 'invite'],
  view: membershipView,
  create: (body, ctx, publicId) => {
    const userId = refId(body.user);
    const inviteId = refId(body.invite);
    if (userId !== undefined && !ctx.db.users.some((u) => u.publicId === userId))
      throw new ApiError(400, [{ message: 'Required property', propertyName: 'user' }]);
    if (userId === undefined && inviteId === undefined)
      throw new ApiError(400, [{ message: 'Required property', propertyName: 'user' }]);
    return {
      publicId,
      _companyId: sessionOf(ctx).companyId,
      user: userId ? { publicId: userId } : null,
      invite: !userId && inviteId ? { publicId: inviteId } : null,
      ...groupAndRole(ctx, body, true),
      expiresOn: expiresOnOf(body.expiresOn),
    };
  },
  validate: (row, ctx) => {
    Object.assign(row, groupAndRole(ctx, row as unknown as Row, true), { expiresOn: expiresOnOf(row.expiresOn) });
  },
};

/** UserMembershipUserList PUT: `[{group, role|null, expiresOn|null}]` replaces all memberships of one user in the company. */
async function replaceUserMemberships(ctx: Ctx): Promise<Response> {
  requirePermission(ctx, 'INVITE_USER');
  const userId = param(ctx, 'publicId');
  if (!ctx.db.users.some((u) => u.publicId === userId)) throw notFound();
  const body = await ctx.body();
  if (!Array.isArray(body)) throw new ApiError(400, [{ message: 'Invalid body' }]);
  const { companyId } = sessionOf(ctx);
  const next = (body as unknown[]).map((item, listIndex): UserMembership => {
    if (!isRecord(item)) throw new ApiError(400, [{ message: 'Invalid body', listIndex }]);
    try {
      return {
        publicId: nextId('m'),
        _companyId: companyId,
        user: { publicId: userId },
        invite: null,
        ...groupAndRole(ctx, item, false),
        expiresOn: expiresOnOf(item.expiresOn),
      };
    } catch (error) {
      if (error instanceof ApiError)
        throw new ApiError(
          error.status,
          error.items.map((e) => ({ ...e, listIndex })),
        );
      throw error;
    }
  });
  ctx.db.memberships = [
    ...ctx.db.memberships.filter((m) => !(m.user?.publicId === userId && m._companyId === companyId)),
    ...next,
  ];
  return envelope(
    'UserMembershipUserList',
    next.map((m) => ({ publicId: m.publicId })),
  );
}

const roleInUse = (db: Db, roleId: string): boolean => db.memberships.some((m) => m.role?.publicId === roleId);

const companyAudiences = (ctx: Ctx, value: unknown, propertyName: string): Role['audiences'] => {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new ApiError(400, [{ message: 'Invalid value', propertyName }]);
  return (value as unknown[]).map((v) => {
    const audience = ctx.db.audiences.find((a) => a.publicId === refId(v) && a._companyId === sessionOf(ctx).companyId);
    if (!audience) throw new ApiError(400, [{ message: 'Invalid value', propertyName }]);
    return { publicId: audience.publicId, name: audience.name };
  });
};

const validPermissions = (value: unknown): Role['permissions'] => {
  const valid = Array.isArray(value) && (value as unknown[]).every((p) => PERMISSION_IDS.some((id) => id === refId(p)));
  if (!valid) throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'permissions' }]);
  return [...new Set((value as Row[]).map((p) => refId(p) ?? ''))].map((publicId) => ({
    publicId: publicId as Role['permissions'][number]['publicId'],
  }));
};

const roles: Resource<Role> = {
  listRel: 'RoleList',
  path: '/roles',
  idPrefix: 'r',
  table: (db) => db.roles,
  defaultOrder: 'name',
  write: ['MANAGE_ROLES'],
  // PATCH changes name, description, enforce2fa and enforceSso only; permissions and audiences have their own rels.
  readOnly: ['permissions', 'audiences'],
  create: (body, ctx, publicId) => ({
    publicId,
    _companyId: sessionOf(ctx).companyId,
    name: asString(body.name),
    description: typeof body.description === 'string' ? body.description : null,
    enforce2fa: body.enforce2fa === true,
    enforceSso: body.enforceSso === true,
    permissions: body.permissions === undefined ? [] : validPermissions(body.permissions),
    audiences: companyAudiences(ctx, body.audiences, 'audiences'),
  }),
  validate: (row, _ctx, others) => {
    requireText(row.name, 'name', 255);
    requireUnique(others, row.name, (r) => r.name, 'name', 'Name already in use');
  },
  beforeDelete: (row, ctx) => {
    if (roleInUse(ctx.db, row.publicId)) throw conflict('Role is still in use');
  },
};

function ownRole(ctx: Ctx): Role {
  requirePermission(ctx, 'MANAGE_ROLES');
  const role = ctx.db.roles.find(
    (r) => r.publicId === param(ctx, 'publicId') && r._companyId === sessionOf(ctx).companyId,
  );
  if (!role) throw notFound();
  return role;
}

/** RolePermissionList and RoleAudienceList: POST adds, PUT replaces, DELETE removes `[{publicId}]`. */
function roleSetRoutes(rel: string, path: string, key: 'permissions' | 'audiences'): Route[] {
  const change =
    (mode: 'add' | 'replace' | 'remove') =>
    async (ctx: Ctx): Promise<Response> => {
      const role = ownRole(ctx);
      const body = await ctx.body();
      const given = key === 'permissions' ? validPermissions(body) : companyAudiences(ctx, body, key);
      const ids = new Set(given.map((g) => g.publicId));
      const current: { publicId: string }[] = role[key];
      const next =
        mode === 'replace'
          ? given
          : mode === 'add'
            ? [...current.filter((c) => !ids.has(c.publicId)), ...given]
            : current.filter((c) => !ids.has(c.publicId));
      Object.assign(role, { [key]: next });
      return emptyAnswer(rel, mode === 'add' ? 201 : 200);
    };
  return routesFor(rel, path, { POST: change('add'), PUT: change('replace'), DELETE: change('remove') });
}

const AUDIENCE_TYPES: readonly Audience['type'][] = ['alarm', 'page', 'service', null];

const audiences: Resource<Audience> = {
  listRel: 'AudienceList',
  path: '/audiences',
  idPrefix: 'au',
  table: (db) => db.audiences,
  defaultOrder: 'name',
  write: ['MANAGE_ROLES'],
  // The type is fixed at creation; the default flag has its own rel.
  readOnly: ['default', 'type'],
  create: (body, ctx, publicId) => ({
    publicId,
    _companyId: sessionOf(ctx).companyId,
    name: asString(body.name),
    description: typeof body.description === 'string' ? body.description : null,
    default: false,
    type: AUDIENCE_TYPES.find((t) => t === body.type) ?? null,
    custom: isRecord(body.custom) ? body.custom : {},
  }),
  validate: (row, _ctx, others) => {
    requireText(row.name, 'name', 255);
    requireUnique(others, row.name, (r) => r.name, 'name', 'Name already in use');
  },
  beforeDelete: (row, ctx) => {
    if (row.default || ctx.db.roles.some((r) => r.audiences.some((a) => a.publicId === row.publicId)))
      throw conflict('Audience is still in use');
  },
};

function setDefault(ctx: Ctx, on: boolean): Response {
  requirePermission(ctx, 'MANAGE_ROLES');
  const companyId = sessionOf(ctx).companyId;
  const audience = ctx.db.audiences.find((a) => a.publicId === param(ctx, 'publicId') && a._companyId === companyId);
  if (!audience) throw notFound();
  if (on) ctx.db.audiences.filter((a) => a._companyId === companyId).forEach((a) => (a.default = false));
  audience.default = on;
  return on ? emptyAnswer('AudienceDefault', 201) : emptyAnswer('AudienceDefault');
}

export const userRoutes: Route[] = [
  // Before the users: `memberships` is not a user id.
  ...crudRoutes(memberships),
  ...routesFor('UserMembershipUserList', '/users/memberships/user/{publicId}', { PUT: replaceUserMemberships }),
  ...crudRoutes(users),
  ...crudRoutes(roles),
  ...roleSetRoutes('RolePermissionList', '/roles/{publicId}/permissions', 'permissions'),
  ...roleSetRoutes('RoleAudienceList', '/roles/{publicId}/audiences', 'audiences'),
  ...crudRoutes(audiences),
  ...routesFor('AudienceDefault', '/audiences/{publicId}/default', {
    POST: (ctx) => setDefault(ctx, true),
    DELETE: (ctx) => setDefault(ctx, false),
  }),
];
