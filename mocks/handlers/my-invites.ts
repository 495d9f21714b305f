import { companyIdsOf } from '../db/access';
import { nextId } from '../db/store';
import type { Db, MyUserInvite, UserMembership } from '../db/types';
import { atItem, bodyItems, crudRoutes, listResponse } from './crud';
import {
  ApiError,
  badRequest,
  emptyAnswer,
  isRecord,
  notFound,
  param,
  routesFor,
  sessionOf,
  type Ctx,
  type Route,
} from './http';
import type { Row } from './query';

/**
 * Invitations to the signed-in person and leaving companies (docs/API.md):
 * MyUserInviteList (the inviting company joined from `companies`, its latest terms from `termsOfUsePolicies`),
 * MyUserInvite DELETE (decline), InviteFinish (accept: the invitation's memberships become the person's, and the
 * company's own terms, when it has them, must be accepted with it) and MyUserLeaveCompanyList.
 */

const ownedBy = (row: { _userId: string }, ctx: Ctx): boolean => row._userId === sessionOf(ctx).user.publicId;

/** A snapshot restored from before the policies table existed has none. */
const policiesOf = (db: Db) => (db.termsOfUsePolicies ??= []);

/** The company's own latest terms when it decides them itself (`customTermsOfUse: company`), else null. */
function ownTermsOf(db: Db, companyId: string): { publicId: string } | null {
  const company = db.companies.find((c) => c.publicId === companyId);
  return company?.customTermsOfUse === 'company' && company.latestTermsOfUse ? company.latestTermsOfUse : null;
}

function companyView(db: Db, invite: MyUserInvite): Row {
  const company = db.companies.find((c) => c.publicId === invite.company.publicId);
  if (!company) return { ...invite.company };
  const policy = company.latestTermsOfUse
    ? policiesOf(db).find((p) => p.publicId === company.latestTermsOfUse?.publicId)
    : undefined;
  return {
    publicId: company.publicId,
    name: company.name,
    customTermsOfUse: company.customTermsOfUse,
    customPrivacyStatement: company.customPrivacyStatement,
    latestTermsOfUse: policy ? { ...policy, downloadUrl: null, latest: true } : null,
  };
}

function inviteView(invite: MyUserInvite, ctx: Ctx): Row {
  return {
    publicId: invite.publicId,
    emailAddress: invite.emailAddress,
    expiresOn: invite.expiresOn,
    memberships: invite.memberships.map((m) => ({ ...m, invite: { publicId: invite.publicId }, user: null })),
    company: companyView(ctx.db, invite),
  };
}

const isExpired = (invite: MyUserInvite, now = Date.now()): boolean => Date.parse(invite.expiresOn) <= now;

async function finish(ctx: Ctx): Promise<Response> {
  const { user } = sessionOf(ctx);
  const invite = ctx.db.invites.find((i) => i.publicId === param(ctx, 'publicId') && i._userId === user.publicId);
  if (!invite) throw notFound();
  const body: unknown = await ctx.body();
  const policy = isRecord(body) && isRecord(body.termsOfUsePolicy) ? body.termsOfUsePolicy.publicId : undefined;
  if (isExpired(invite)) throw badRequest('Invitation has expired');
  const companyId = invite.company.publicId;
  const terms = ownTermsOf(ctx.db, companyId);
  if (terms && policy !== terms.publicId) {
    throw badRequest('Accept the latest terms of use of the company to join it', 'termsOfUsePolicy');
  }
  const memberships = ctx.db.memberships;
  for (const m of invite.memberships) {
    const has = memberships.some(
      (own) =>
        own.user?.publicId === user.publicId &&
        own.group.publicId === m.group.publicId &&
        own.role?.publicId === m.role?.publicId,
    );
    if (has) continue;
    const membership: UserMembership = {
      publicId: nextId('m'),
      _companyId: companyId,
      user: { publicId: user.publicId },
      invite: null,
      group: { ...m.group },
      role: m.role ? { ...m.role } : null,
      expiresOn: m.expiresOn,
    };
    memberships.push(membership);
  }
  if (terms && !user.acceptedTermsOfUsePolicies.some((a) => a.policy.publicId === terms.publicId)) {
    user.acceptedTermsOfUsePolicies.push({
      publicId: nextId('acc'),
      policy: { publicId: terms.publicId },
      company: { publicId: companyId },
      acceptedOn: new Date().toISOString(),
    });
  }
  ctx.db.invites.splice(ctx.db.invites.indexOf(invite), 1);
  return emptyAnswer('InviteFinish', 201);
}

/** All or nothing: a company the person is not in is a 404 item with its listIndex; then every membership there goes. */
async function leave(ctx: Ctx): Promise<Response> {
  const { user } = sessionOf(ctx);
  const mine = companyIdsOf(ctx.db, user.publicId);
  const items = await bodyItems(ctx);
  const companyIds = items.map((item, index) =>
    atItem(index, () => {
      if (typeof item.publicId !== 'string')
        throw new ApiError(400, [{ message: 'Required property', propertyName: 'publicId' }]);
      if (!mine.includes(item.publicId)) throw notFound();
      return item.publicId;
    }),
  );
  const memberships = ctx.db.memberships;
  for (let index = memberships.length - 1; index >= 0; index -= 1) {
    const m = memberships[index];
    if (m?.user?.publicId === user.publicId && companyIds.includes(m._companyId)) memberships.splice(index, 1);
  }
  return emptyAnswer('MyUserLeaveCompanyList');
}

export const myInviteRoutes: Route[] = [
  ...routesFor('MyUserInviteList', '/users/me/invites', {
    GET: (ctx) =>
      listResponse(
        'MyUserInviteList',
        ctx.db.invites.filter((i) => ownedBy(i, ctx)).map((i) => inviteView(i, ctx)),
        ctx,
        'expiresOn',
      ),
  }),
  ...crudRoutes<MyUserInvite>({
    listRel: 'MyUserInviteList',
    itemRel: 'MyUserInvite',
    path: '/users/me/invites',
    idPrefix: 'inv',
    table: (db) => db.invites,
    scope: ownedBy,
    view: inviteView,
    listMethods: [],
    itemMethods: ['GET', 'DELETE'],
  }),
  ...routesFor('InviteFinish', '/invites/{publicId}/finish', { POST: finish }),
  ...routesFor('MyUserLeaveCompanyList', '/users/me/leave-companies', { DELETE: leave }),
];
