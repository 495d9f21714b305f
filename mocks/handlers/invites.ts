import { nextId } from '../db/store';
import { DAY, iso } from '../db/prng';
import { INVITE_VALID_DAYS } from '../db/seed-invites';
import type { CompanyInvite, Db, UserMembership } from '../db/types';
import { crudRoutes, type Resource } from './crud';
import {
  ApiError,
  emptyAnswer,
  envelope,
  isRecord,
  notFound,
  param,
  requirePermission,
  routesFor,
  sessionOf,
  type Ctx,
  type ErrorItem,
  type Route,
} from './http';
import { membershipDeps, perRequest } from './memo';
import type { Row } from './query';

/**
 * The company's invitations (InviteList, Invite, InviteResend): an invitation is an e-mail address with memberships
 * (UserMembership rows whose `invite` is set) that become the person's when they accept. An address that already has an
 * account gets the memberships at once instead. The invitations to the signed-in person (MyUserInviteList, auth.ts)
 * are another view and another table.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MIN = 6;
const EMAIL_MAX = 254;
const MESSAGE_MAX = 1024;

/** A snapshot of the browser mock from before invitations existed has no table: start an empty one. */
const invitesOf = (db: Db): CompanyInvite[] => (db.companyInvites ??= []);

/** Memberships by invitation id (in table order), built once per request: the list reads it per invitation. */
const membershipsByInvite = perRequest(membershipDeps, (ctx): Map<string, UserMembership[]> => {
  const byInvite = new Map<string, UserMembership[]>();
  for (const m of ctx.db.memberships) {
    if (!m.invite) continue;
    const list = byInvite.get(m.invite.publicId);
    if (list) list.push(m);
    else byInvite.set(m.invite.publicId, [m]);
  }
  return byInvite;
});

const inviteView = (row: CompanyInvite, ctx: Ctx): Row => ({
  publicId: row.publicId,
  emailAddress: row.emailAddress,
  expiresOn: row.expiresOn,
  memberships: (membershipsByInvite(ctx).get(row.publicId) ?? []).map((m) => ({
    publicId: m.publicId,
    user: m.user,
    invite: m.invite,
    group: m.group,
    role: m.role,
    expiresOn: m.expiresOn,
  })),
});

const invites: Resource<CompanyInvite> = {
  listRel: 'InviteList',
  itemRel: 'Invite',
  path: '/invites',
  idPrefix: 'inv',
  table: invitesOf,
  defaultOrder: 'emailAddress',
  read: ['INVITE_USER'],
  write: ['INVITE_USER'],
  listMethods: ['GET', 'DELETE'],
  itemMethods: ['GET', 'DELETE'],
  view: inviteView,
  // Revoking removes the invitation and the memberships it carried.
  afterWrite: (row, ctx, kind) => {
    if (kind === 'delete') ctx.db.memberships = ctx.db.memberships.filter((m) => m.invite?.publicId !== row.publicId);
  },
};

/** The calls that send e-mail carry the host's branding (docs/API.md): refused without it, so the app cannot forget it. */
function requireBranding(ctx: Ctx): void {
  if (!ctx.request.headers.get('Api-Branding')?.trim())
    throw new ApiError(400, [{ message: 'Required header', propertyName: 'Api-Branding' }]);
}

const refId = (value: unknown): string | undefined =>
  isRecord(value) && typeof value.publicId === 'string' ? value.publicId : undefined;

interface GroupRole {
  group: { publicId: string };
  role: { publicId: string };
  expiresOn: string | null;
}

/** One invitation of the POST body, or the error items of its faults (each with its `listIndex`). */
function readInvite(
  ctx: Ctx,
  item: unknown,
  listIndex: number,
  seen: Set<string>,
): { emailAddress: string; groupRoles: GroupRole[]; message: string | null; language: string | null } | ErrorItem[] {
  const fail = (message: string, propertyName: string): ErrorItem => ({ message, propertyName, listIndex });
  if (!isRecord(item)) return [{ message: 'Invalid body', listIndex }];
  const { companyId } = sessionOf(ctx);
  const errors: ErrorItem[] = [];
  const emailAddress = typeof item.emailAddress === 'string' ? item.emailAddress.trim() : '';
  const key = emailAddress.toLowerCase();
  if (emailAddress === '') errors.push(fail('Required property', 'emailAddress'));
  else if (emailAddress.length < EMAIL_MIN || emailAddress.length > EMAIL_MAX)
    errors.push(fail(`Length must be between ${EMAIL_MIN} and ${EMAIL_MAX} characters`, 'emailAddress'));
  else if (!EMAIL.test(emailAddress)) errors.push(fail('Invalid email address', 'emailAddress'));
  else if (seen.has(key)) errors.push(fail('Duplicate email address', 'emailAddress'));
  else if (invitesOf(ctx.db).some((i) => i._companyId === companyId && i.emailAddress.toLowerCase() === key))
    errors.push(fail('Email address already invited', 'emailAddress'));
  seen.add(key);

  const groupRoles: GroupRole[] = [];
  if (!Array.isArray(item.groupRoles) || item.groupRoles.length === 0)
    errors.push(fail('Required property', 'groupRoles'));
  else {
    for (const entry of item.groupRoles as unknown[]) {
      const groupId = isRecord(entry) ? refId(entry.group) : undefined;
      const roleId = isRecord(entry) ? refId(entry.role) : undefined;
      const expiresOn = isRecord(entry) ? entry.expiresOn : undefined;
      if (!ctx.db.groups.some((g) => g.publicId === groupId && g._companyId === companyId))
        errors.push(fail('Invalid value', 'groupRoles.group'));
      else if (!ctx.db.roles.some((r) => r.publicId === roleId && r._companyId === companyId))
        errors.push(fail('Invalid value', 'groupRoles.role'));
      else if (
        expiresOn !== undefined &&
        expiresOn !== null &&
        (typeof expiresOn !== 'string' || Number.isNaN(Date.parse(expiresOn)))
      ) {
        errors.push(fail('Invalid date and time', 'groupRoles.expiresOn'));
      } else
        groupRoles.push({
          group: { publicId: groupId ?? '' },
          role: { publicId: roleId ?? '' },
          expiresOn: typeof expiresOn === 'string' ? expiresOn : null,
        });
    }
  }
  const message = item.message === undefined || item.message === null ? null : item.message;
  if (message !== null && (typeof message !== 'string' || message.length > MESSAGE_MAX))
    errors.push(fail(`Value is longer than ${MESSAGE_MAX} characters`, 'message'));
  const language = typeof item.language === 'string' ? item.language : null;
  return errors.length > 0
    ? errors
    : { emailAddress, groupRoles, message: typeof message === 'string' ? message : null, language };
}

/** InviteList POST: one object or an array; all or nothing, every fault reported with the index of its invitation. */
async function createInvites(ctx: Ctx): Promise<Response> {
  requirePermission(ctx, 'INVITE_USER');
  requireBranding(ctx);
  const body = await ctx.body();
  const items = Array.isArray(body) ? (body as unknown[]) : [body];
  if (items.length === 0) throw new ApiError(400, [{ message: 'Invalid body' }]);
  const seen = new Set<string>();
  const read = items.map((item, listIndex) => readInvite(ctx, item, listIndex, seen));
  const errors = read.flatMap((entry) => (Array.isArray(entry) ? entry : []));
  if (errors.length > 0) throw new ApiError(400, errors);

  const { companyId } = sessionOf(ctx);
  const created: string[] = [];
  const given: string[] = [];
  for (const entry of read) {
    if (Array.isArray(entry)) continue;
    const user = ctx.db.users.find((u) => u.emailAddress.toLowerCase() === entry.emailAddress.toLowerCase());
    let inviteId: string | null = null;
    if (!user) {
      inviteId = nextId('inv');
      invitesOf(ctx.db).push({
        publicId: inviteId,
        _companyId: companyId,
        emailAddress: entry.emailAddress,
        expiresOn: iso(Date.now() + INVITE_VALID_DAYS * DAY),
        message: entry.message,
        language: entry.language,
        _sent: 1,
      });
      created.push(inviteId);
    }
    for (const groupRole of entry.groupRoles) {
      const already =
        user &&
        ctx.db.memberships.some(
          (m) =>
            m.user?.publicId === user.publicId &&
            m.group.publicId === groupRole.group.publicId &&
            m.role?.publicId === groupRole.role.publicId,
        );
      if (already) continue;
      const publicId = nextId('m');
      ctx.db.memberships.push({
        publicId,
        _companyId: companyId,
        user: user ? { publicId: user.publicId } : null,
        invite: inviteId ? { publicId: inviteId } : null,
        ...groupRole,
      });
      if (user) given.push(publicId);
    }
  }
  const ids = (list: string[]) => list.map((publicId) => ({ publicId }));
  return envelope('InviteList', { invites: ids(created), userMemberships: ids(given) }, { status: 201 });
}

/** InviteResend: the e-mail goes out again and the invitation is valid for another period. */
function resendInvite(ctx: Ctx): Response {
  requirePermission(ctx, 'INVITE_USER');
  requireBranding(ctx);
  const invite = invitesOf(ctx.db).find(
    (i) => i.publicId === param(ctx, 'publicId') && i._companyId === sessionOf(ctx).companyId,
  );
  if (!invite) throw notFound();
  invite._sent += 1;
  invite.expiresOn = iso(Date.now() + INVITE_VALID_DAYS * DAY);
  return emptyAnswer('InviteResend', 201);
}

export const inviteRoutes: Route[] = [
  ...routesFor('InviteList', '/invites', { POST: createInvites }),
  ...crudRoutes(invites),
  ...routesFor('InviteResend', '/invites/{publicId}/resend', { POST: resendInvite }),
];
