import { companyIdsOf } from '../db/access';
import { nextId } from '../db/store';
import type { Db, TermsOfUsePolicy } from '../db/types';
import { itemResponse, listResponse } from './crud';
import { ApiError, emptyAnswer, notFound, param, routesFor, sessionOf, type Ctx, type Route } from './http';
import type { Row } from './query';

/**
 * Terms of use (API-RESOURCES.md, "Terms of use and privacy statement"): the sector's policies and their accept, a
 * company's policies and their accept (the spec's approve-terms). Accepting adds an entry to the signed-in person's
 * `acceptedTermsOfUsePolicies` (MyUser) once.
 */

/** A snapshot restored from before the table existed has none. */
const policiesOf = (db: Db): TermsOfUsePolicy[] => (db.termsOfUsePolicies ??= []);

/** The latest of its kind: the sector's `latestTermsOfUse`, or the company's. */
function isLatest(db: Db, policy: TermsOfUsePolicy): boolean {
  if (!policy.company) return db.sector.latestTermsOfUse.publicId === policy.publicId;
  const companyId = policy.company.publicId;
  return db.companies.find((c) => c.publicId === companyId)?.latestTermsOfUse?.publicId === policy.publicId;
}

const view = (db: Db, policy: TermsOfUsePolicy): Row => ({ ...policy, downloadUrl: null, latest: isLatest(db, policy) });

const sectorPolicies = (ctx: Ctx): TermsOfUsePolicy[] => policiesOf(ctx.db).filter((p) => p.company === null && p.publishedOn !== null);

function sectorPolicy(ctx: Ctx): TermsOfUsePolicy {
  const policy = sectorPolicies(ctx).find((p) => p.publicId === param(ctx, 'publicId'));
  if (!policy) throw notFound();
  return policy;
}

function memberCompany(ctx: Ctx, companyId: string): string {
  if (!companyIdsOf(ctx.db, sessionOf(ctx).user.publicId).includes(companyId)) throw notFound();
  return companyId;
}

/** Adds the acceptance unless the person already accepted this policy; the answer is the platform's action answer. */
function accept(ctx: Ctx, rel: string, policy: TermsOfUsePolicy): Response {
  const { user } = sessionOf(ctx);
  if (!user.acceptedTermsOfUsePolicies.some((a) => a.policy.publicId === policy.publicId)) {
    user.acceptedTermsOfUsePolicies.push({
      publicId: nextId('acc'), policy: { publicId: policy.publicId }, company: policy.company ? { publicId: policy.company.publicId } : null,
      acceptedOn: new Date().toISOString(),
    });
  }
  return emptyAnswer(rel, 201);
}

export const legalRoutes: Route[] = [
  ...routesFor('TermsOfUsePolicyList', '/terms-of-use-policies', {
    GET: (ctx) => listResponse('TermsOfUsePolicyList', sectorPolicies(ctx).map((p) => view(ctx.db, p)), ctx, '-publishedOn'),
  }),
  ...routesFor('TermsOfUsePolicy', '/terms-of-use-policies/{publicId}', {
    GET: (ctx) => itemResponse('TermsOfUsePolicy', view(ctx.db, sectorPolicy(ctx)), ctx),
  }),
  ...routesFor('TermsOfUsePolicyAccept', '/terms-of-use-policies/{publicId}/accept', {
    POST: (ctx) => accept(ctx, 'TermsOfUsePolicyAccept', sectorPolicy(ctx)),
  }),
  // A company's policies, its unpublished draft included (the builder's).
  ...routesFor('CompanyTermsOfUsePolicyList', '/companies/{publicId}/terms-of-use-policies', {
    GET: (ctx) => {
      const companyId = memberCompany(ctx, param(ctx, 'publicId'));
      const rows = policiesOf(ctx.db).filter((p) => p.company?.publicId === companyId).map((p) => view(ctx.db, p));
      return listResponse('CompanyTermsOfUsePolicyList', rows, ctx, '-version');
    },
  }),
  ...routesFor('CompanyTermsOfUsePolicyAccept', '/companies/terms-of-use-policies/{publicId}/accept', {
    POST: (ctx) => {
      const policy = policiesOf(ctx.db).find((p) => p.publicId === param(ctx, 'publicId') && p.company !== null);
      if (!policy?.company) throw notFound();
      memberCompany(ctx, policy.company.publicId);
      if (policy.publishedOn === null) throw new ApiError(400, [{ message: 'Policy is not published' }]);
      return accept(ctx, 'CompanyTermsOfUsePolicyAccept', policy);
    },
  }),
];
