import { nextId } from '../db/store';
import { PERMISSION_IDS, type Audience, type Db, type PermissionId, type Role, type User, type UserMembership } from '../db/types';
import { asString, crudRoutes, requireText, requireUnique, stripInternal, type Resource } from './crud';
import { ApiError, conflict, isRecord, noContent, notFound, param, requirePermission, routesFor, sessionOf, type Ctx, type Route } from './http';
import type { Row } from './query';

/** Users, memberships, roles and audiences (access categories) of the selected company. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const membershipOf = (db: Db, userId: string, companyId: string): UserMembership | undefined =>
  db.memberships.find((m) => m.user.publicId === userId && m._companyId === companyId);

const permissionsOfRoles = (roles: Role[]): PermissionId[] => [...new Set(roles.flatMap((r) => r.permissions.map((p) => p.publicId)))];

/** Role refs of a body value, checked against the company's roles. */
function rolesFrom(ctx: Ctx, value: unknown): Role[] {
  if (!Array.isArray(value)) throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'roles' }]);
  const companyRoles = ctx.db.roles.filter((r) => r._companyId === sessionOf(ctx).companyId);
  return (value as unknown[]).map((v) => {
    const role = companyRoles.find((r) => isRecord(v) && r.publicId === v.publicId);
    if (!role) throw new ApiError(400, [{ message: 'Unknown role', propertyName: 'roles' }]);
    return role;
  });
}

function setRoles(membership: UserMembership, roles: Role[]): void {
  membership.roles = roles.map((r) => ({ publicId: r.publicId, name: r.name }));
  membership._permissions = permissionsOfRoles(roles);
}

function addMembership(ctx: Ctx, user: User, roles: Role[]): UserMembership {
  const companyId = sessionOf(ctx).companyId;
  const company = ctx.db.companies.find((c) => c.publicId === companyId);
  const membership: UserMembership = {
    publicId: nextId('m'), _companyId: companyId, user: { publicId: user.publicId, name: user.name, emailAddress: user.emailAddress },
    company: { publicId: companyId, name: company?.name ?? '' }, roles: [], created: new Date().toISOString(), _permissions: [],
  };
  setRoles(membership, roles);
  ctx.db.memberships.push(membership);
  return membership;
}

/** Roles sent with a user create or patch, applied to the membership once the row is written (by user publicId). */
const pendingRoles = new Map<string, Role[]>();

const users: Resource<User> = {
  listRel: 'UserList', path: '/users', idPrefix: 'u', table: (db) => db.users, defaultOrder: 'name', write: ['INVITE_USER'],
  readOnly: ['created', 'lastLogin', 'support', 'twoFactorAuthentication', 'acceptedTermsOfUsePolicies'],
  scope: (row, ctx) => membershipOf(ctx.db, row.publicId, sessionOf(ctx).companyId) !== undefined,
  view: (row, ctx) => ({ ...stripInternal(row), roles: membershipOf(ctx.db, row.publicId, sessionOf(ctx).companyId)?.roles ?? [] }),
  create: (body, ctx, publicId) => {
    const user: User = {
      publicId, name: asString(body.name), emailAddress: asString(body.emailAddress).trim(), language: asString(body.language, 'en'), support: false,
      twoFactorAuthentication: false, created: new Date().toISOString(), lastLogin: null, acceptedTermsOfUsePolicies: [],
      _password: 'invited-user-1', _otp: null,
    };
    pendingRoles.set(publicId, body.roles !== undefined ? rolesFrom(ctx, body.roles) : []);
    return user;
  },
  validate: (row, ctx) => {
    requireText(row.name, 'name', 255);
    if (typeof row.emailAddress !== 'string' || !EMAIL.test(row.emailAddress)) {
      throw new ApiError(400, [{ message: 'Invalid email address', propertyName: 'emailAddress' }]);
    }
    const others = ctx.db.users.filter((u) => u.publicId !== row.publicId);
    requireUnique(others, row.emailAddress, (u) => u.emailAddress, 'emailAddress', 'Email address already in use');
    const withRoles = row as User & { roles?: unknown };
    if (withRoles.roles !== undefined) {
      pendingRoles.set(row.publicId, rolesFrom(ctx, withRoles.roles));
      delete withRoles.roles;
    }
  },
  afterWrite: (row, ctx, kind) => {
    const roles = pendingRoles.get(row.publicId);
    pendingRoles.delete(row.publicId);
    const companyId = sessionOf(ctx).companyId;
    if (kind === 'create') addMembership(ctx, row, roles ?? []);
    else if (kind === 'update') {
      const membership = membershipOf(ctx.db, row.publicId, companyId);
      if (membership && roles) setRoles(membership, roles);
      ctx.db.memberships.filter((m) => m.user.publicId === row.publicId).forEach((m) => Object.assign(m.user, { name: row.name, emailAddress: row.emailAddress }));
    }
  },
  /** Removing a user from the list removes them from the selected company only. */
  remove: (row, ctx) => {
    ctx.db.memberships = ctx.db.memberships.filter((m) => !(m.user.publicId === row.publicId && m._companyId === sessionOf(ctx).companyId));
  },
};

const memberships: Resource<UserMembership> = {
  listRel: 'UserMembershipList', itemRel: 'UserMembership', path: '/user-memberships', idPrefix: 'm', table: (db) => db.memberships,
  write: ['INVITE_USER'], readOnly: ['user', 'company', 'created'], itemMethods: ['GET'],
  create: (body, ctx, publicId) => {
    const userId = isRecord(body.user) ? body.user.publicId : undefined;
    const user = ctx.db.users.find((u) => u.publicId === userId);
    if (!user) throw new ApiError(400, [{ message: 'Required property', propertyName: 'user' }]);
    if (membershipOf(ctx.db, user.publicId, sessionOf(ctx).companyId)) throw conflict('Already a member', 'user');
    const companyId = sessionOf(ctx).companyId;
    const membership: UserMembership = {
      publicId, _companyId: companyId, user: { publicId: user.publicId, name: user.name, emailAddress: user.emailAddress },
      company: { publicId: companyId, name: ctx.db.companies.find((c) => c.publicId === companyId)?.name ?? '' }, roles: [],
      created: new Date().toISOString(), _permissions: [],
    };
    setRoles(membership, body.roles === undefined ? [] : rolesFrom(ctx, body.roles));
    return membership;
  },
  validate: (row, ctx) => setRoles(row, rolesFrom(ctx, row.roles)),
};

const roleView = (row: Role, ctx: Ctx): Row => ({
  ...stripInternal(row), userCount: ctx.db.memberships.filter((m) => m.roles.some((r) => r.publicId === row.publicId)).length,
});

const roles: Resource<Role> = {
  listRel: 'RoleList', path: '/roles', idPrefix: 'r', table: (db) => db.roles, defaultOrder: 'name', write: ['MANAGE_ROLES'], view: roleView,
  readOnly: ['userCount'],
  create: (body, ctx, publicId) => ({
    publicId, _companyId: sessionOf(ctx).companyId, name: asString(body.name), description: asString(body.description),
    permissions: Array.isArray(body.permissions) ? (body.permissions as Role['permissions']) : [],
  }),
  validate: (row, _ctx, others) => {
    requireText(row.name, 'name', 255);
    requireUnique(others, row.name, (r) => r.name, 'name', 'Name already in use');
    const valid = Array.isArray(row.permissions) && row.permissions.every((p) => isRecord(p) && PERMISSION_IDS.includes(p.publicId));
    if (!valid) throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'permissions' }]);
    row.permissions = row.permissions.map((p) => ({ publicId: p.publicId }));
  },
  beforeDelete: (row, ctx) => {
    if (ctx.db.memberships.some((m) => m.roles.some((r) => r.publicId === row.publicId))) throw conflict('Role is still in use');
  },
  afterWrite: (row, ctx, kind) => {
    if (kind !== 'update') return;
    for (const membership of ctx.db.memberships.filter((m) => m.roles.some((r) => r.publicId === row.publicId))) {
      setRoles(membership, membership.roles.flatMap((r) => ctx.db.roles.filter((x) => x.publicId === r.publicId)));
    }
  },
};

const audiences: Resource<Audience> = {
  listRel: 'AudienceList', path: '/audiences', idPrefix: 'au', table: (db) => db.audiences, defaultOrder: 'name', write: ['MANAGE_ROLES'],
  readOnly: ['default', 'userCount'],
  create: (body, ctx, publicId) => ({
    publicId, _companyId: sessionOf(ctx).companyId, name: asString(body.name), description: asString(body.description), default: false, userCount: 0,
  }),
  validate: (row, _ctx, others) => {
    requireText(row.name, 'name', 255);
    requireUnique(others, row.name, (r) => r.name, 'name', 'Name already in use');
  },
  beforeDelete: (row) => {
    if (row.userCount > 0 || row.default) throw conflict('Audience is still in use');
  },
};

function setDefault(ctx: Ctx, on: boolean): Response {
  requirePermission(ctx, 'MANAGE_ROLES');
  const companyId = sessionOf(ctx).companyId;
  const audience = ctx.db.audiences.find((a) => a.publicId === param(ctx, 'publicId') && a._companyId === companyId);
  if (!audience) throw notFound();
  if (on) ctx.db.audiences.filter((a) => a._companyId === companyId).forEach((a) => (a.default = false));
  audience.default = on;
  return noContent();
}

export const userRoutes: Route[] = [
  ...crudRoutes(users),
  ...crudRoutes(memberships),
  ...crudRoutes(roles),
  ...crudRoutes(audiences),
  ...routesFor('AudienceDefault', '/audiences/{publicId}/default', { POST: (ctx) => setDefault(ctx, true), DELETE: (ctx) => setDefault(ctx, false) }),
];
