import { companyIdsOf } from '../db/access';
import { nextId } from '../db/store';
import type { Company, Db, PermissionId, Policy, Sector } from '../db/types';
import { itemResponse, listResponse } from './crud';
import {
  ApiError,
  badRequest,
  emptyAnswer,
  forbidden,
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

/**
 * Terms of use and privacy statements (docs/API.md, "Terms of use and privacy statement"): the sector's policies
 * (readable signed out: the public policy pages), a company's policies with their draft (the builders'), saving one
 * language of the draft, publishing the draft, and the accepts of the terms of use. Accepting adds an entry to the
 * signed-in person's `acceptedTermsOfUsePolicies` (MyUser) once.
 */

/** What differs between the two kinds of policy. */
interface Kind {
  policies: (db: Db) => Policy[];
  prefix: string;
  latestField: 'latestTermsOfUse' | 'latestPrivacyStatement';
  allowField: 'allowCustomTermsOfUse' | 'allowCustomPrivacyStatement';
  permission: PermissionId;
  label: string;
}

// A snapshot restored from before a table existed has none.
const TERMS: Kind = {
  policies: (db) => (db.termsOfUsePolicies ??= []),
  prefix: 'tou',
  latestField: 'latestTermsOfUse',
  allowField: 'allowCustomTermsOfUse',
  permission: 'MANAGE_CUSTOM_TERMS_OF_USE',
  label: 'terms of use',
};
const PRIVACY: Kind = {
  policies: (db) => (db.privacyStatements ??= []),
  prefix: 'ps',
  latestField: 'latestPrivacyStatement',
  allowField: 'allowCustomPrivacyStatement',
  permission: 'MANAGE_CUSTOM_PRIVACY_STATEMENT',
  label: 'privacy statement',
};

/** Every policy language a body may hold at most (docs/API.md: body(..65535)). */
export const MAX_POLICY_BODY = 65_535;

const latestOf = (
  holder: Pick<Sector | Company, 'latestTermsOfUse' | 'latestPrivacyStatement'> | undefined,
  kind: Kind,
): string | undefined => holder?.[kind.latestField]?.publicId;

/** The latest of its kind: the sector's `latest…`, or the company's. */
function isLatest(db: Db, kind: Kind, policy: Policy): boolean {
  const companyId = policy.company?.publicId;
  const holder = companyId ? db.companies.find((c) => c.publicId === companyId) : db.sector;
  return latestOf(holder, kind) === policy.publicId;
}

const view = (db: Db, kind: Kind, policy: Policy): Row => ({
  ...policy,
  downloadUrl: null,
  latest: isLatest(db, kind, policy),
});

const sectorPolicies = (ctx: Ctx, kind: Kind): Policy[] =>
  kind.policies(ctx.db).filter((p) => p.company === null && p.publishedOn !== null);

function sectorPolicy(ctx: Ctx, kind: Kind): Policy {
  const policy = sectorPolicies(ctx, kind).find((p) => p.publicId === param(ctx, 'publicId'));
  if (!policy) throw notFound();
  return policy;
}

function memberCompany(ctx: Ctx, companyId: string): string {
  if (!companyIdsOf(ctx.db, sessionOf(ctx).user.publicId).includes(companyId)) throw notFound();
  return companyId;
}

/** Adds the acceptance unless the person already accepted this policy; the answer is the platform's action answer. */
function accept(ctx: Ctx, rel: string, policy: Policy): Response {
  const { user } = sessionOf(ctx);
  if (!user.acceptedTermsOfUsePolicies.some((a) => a.policy.publicId === policy.publicId)) {
    user.acceptedTermsOfUsePolicies.push({
      publicId: nextId('acc'),
      policy: { publicId: policy.publicId },
      company: policy.company ? { publicId: policy.company.publicId } : null,
      acceptedOn: new Date().toISOString(),
    });
  }
  return emptyAnswer(rel, 201);
}

/** The builder's rights: the manage permission in the selected company, and the sector allowing custom policies of the kind. */
function builderCompany(ctx: Ctx, kind: Kind): Company {
  requirePermission(ctx, kind.permission);
  if (!ctx.db.sector[kind.allowField]) throw forbidden();
  const company = ctx.db.companies.find((c) => c.publicId === sessionOf(ctx).companyId);
  if (!company) throw notFound();
  return company;
}

const draftOf = (db: Db, kind: Kind, companyId: string): Policy | undefined =>
  kind.policies(db).find((p) => p.company?.publicId === companyId && p.publishedOn === null);

/** Saves one language of the selected company's draft: `{publicId (the language row), body}`. */
async function saveLanguage(ctx: Ctx, kind: Kind, rel: string): Promise<Response> {
  const company = builderCompany(ctx, kind);
  const body = await readJsonObject(ctx);
  if (typeof body.publicId !== 'string') throw badRequest('Required property', 'publicId');
  if (typeof body.body !== 'string') throw badRequest('Required property', 'body');
  if (body.body.length > MAX_POLICY_BODY) throw badRequest(`At most ${MAX_POLICY_BODY} characters`, 'body');
  const owner = kind
    .policies(ctx.db)
    .find((p) => p.company?.publicId === company.publicId && p.languages.some((l) => l.publicId === body.publicId));
  const language = owner?.languages.find((l) => l.publicId === body.publicId);
  if (!owner || !language) throw notFound();
  if (owner.publishedOn !== null) throw badRequest('Policy is published', 'publicId');
  language.body = body.body;
  return emptyAnswer(rel);
}

/** Publishes the selected company's draft (the next version, now), makes it the company's latest and starts a new draft from it. */
function publish(ctx: Ctx, kind: Kind, rel: string): Response {
  const company = builderCompany(ctx, kind);
  const draft = draftOf(ctx.db, kind, company.publicId);
  if (!draft) throw new ApiError(404, [{ message: `No draft ${kind.label}` }]);
  const versions = kind
    .policies(ctx.db)
    .filter((p) => p.company?.publicId === company.publicId && p.publishedOn !== null)
    .map((p) => Number(p.version) || 0);
  const version = Math.max(0, ...versions) + 1;
  draft.version = String(version);
  draft.publishedOn = new Date().toISOString();
  company[kind.latestField] = { publicId: draft.publicId };
  const next = { ...draft, publicId: nextId(kind.prefix), version: String(version + 1), publishedOn: null };
  next.languages = draft.languages.map((language) => ({
    ...language,
    publicId: nextId(`${kind.prefix}-lang`),
    policy: { publicId: next.publicId },
    updateSummary: null,
  }));
  kind.policies(ctx.db).push(next);
  return emptyAnswer(rel, 201);
}

/** A company's policies of the kind, its unpublished draft included (the builder's); members only. */
function companyList(ctx: Ctx, kind: Kind, rel: string): Response {
  const companyId = memberCompany(ctx, param(ctx, 'publicId'));
  const rows = kind
    .policies(ctx.db)
    .filter((p) => p.company?.publicId === companyId)
    .map((p) => view(ctx.db, kind, p));
  return listResponse(rel, rows, ctx, '-version');
}

export const legalRoutes: Route[] = [
  // The sector's policies need no session: the public /terms-of-use and /privacy-statement pages read them signed out.
  ...routesFor(
    'TermsOfUsePolicyList',
    '/terms-of-use-policies',
    {
      GET: (ctx) =>
        listResponse(
          'TermsOfUsePolicyList',
          sectorPolicies(ctx, TERMS).map((p) => view(ctx.db, TERMS, p)),
          ctx,
          '-publishedOn',
        ),
    },
    false,
  ),
  ...routesFor(
    'TermsOfUsePolicy',
    '/terms-of-use-policies/{publicId}',
    {
      GET: (ctx) => itemResponse('TermsOfUsePolicy', view(ctx.db, TERMS, sectorPolicy(ctx, TERMS)), ctx),
    },
    false,
  ),
  ...routesFor('TermsOfUsePolicyAccept', '/terms-of-use-policies/{publicId}/accept', {
    POST: (ctx) => accept(ctx, 'TermsOfUsePolicyAccept', sectorPolicy(ctx, TERMS)),
  }),
  ...routesFor(
    'PrivacyStatementList',
    '/privacy-statements',
    {
      GET: (ctx) =>
        listResponse(
          'PrivacyStatementList',
          sectorPolicies(ctx, PRIVACY).map((p) => view(ctx.db, PRIVACY, p)),
          ctx,
          '-publishedOn',
        ),
    },
    false,
  ),
  ...routesFor(
    'PrivacyStatement',
    '/privacy-statements/{publicId}',
    {
      GET: (ctx) => itemResponse('PrivacyStatement', view(ctx.db, PRIVACY, sectorPolicy(ctx, PRIVACY)), ctx),
    },
    false,
  ),
  ...routesFor('CompanyTermsOfUsePolicyList', '/companies/{publicId}/terms-of-use-policies', {
    GET: (ctx) => companyList(ctx, TERMS, 'CompanyTermsOfUsePolicyList'),
  }),
  ...routesFor('CompanyPrivacyStatementList', '/companies/{publicId}/privacy-statements', {
    GET: (ctx) => companyList(ctx, PRIVACY, 'CompanyPrivacyStatementList'),
  }),
  ...routesFor('CompanyTermsOfUsePolicyLanguage', '/companies/terms-of-use-policy-languages', {
    PATCH: (ctx) => saveLanguage(ctx, TERMS, 'CompanyTermsOfUsePolicyLanguage'),
  }),
  ...routesFor('CompanyPrivacyStatementLanguage', '/companies/privacy-statement-languages', {
    PATCH: (ctx) => saveLanguage(ctx, PRIVACY, 'CompanyPrivacyStatementLanguage'),
  }),
  ...routesFor('CompanyTermsOfUsePolicyPublish', '/companies/terms-of-use-policies/publish', {
    POST: (ctx) => publish(ctx, TERMS, 'CompanyTermsOfUsePolicyPublish'),
  }),
  ...routesFor('CompanyPrivacyStatementPublish', '/companies/privacy-statements/publish', {
    POST: (ctx) => publish(ctx, PRIVACY, 'CompanyPrivacyStatementPublish'),
  }),
  ...routesFor('CompanyTermsOfUsePolicyAccept', '/companies/terms-of-use-policies/{publicId}/accept', {
    POST: (ctx) => {
      const policy = TERMS.policies(ctx.db).find((p) => p.publicId === param(ctx, 'publicId') && p.company !== null);
      if (!policy?.company) throw notFound();
      memberCompany(ctx, policy.company.publicId);
      if (policy.publishedOn === null) throw new ApiError(400, [{ message: 'Policy is not published' }]);
      return accept(ctx, 'CompanyTermsOfUsePolicyAccept', policy);
    },
  }),
];

const SETTINGS = [
  ['customTermsOfUse', TERMS],
  ['customPrivacyStatement', PRIVACY],
] as const;
const SETTING_VALUES: readonly string[] = ['sector', 'company', 'disabled'];

/** Whether a MyCompany PATCH body holds only policy settings (then MANAGE_BRANDING is not needed). */
export const onlyLegalSettings = (body: Record<string, unknown>): boolean =>
  Object.keys(body).length > 0 && Object.keys(body).every((key) => SETTINGS.some(([field]) => field === key));

/**
 * MyCompany PATCH `customTermsOfUse` / `customPrivacyStatement` (`sector | company | disabled`): each needs its manage
 * permission; `company` needs the sector to allow custom policies of the kind. Checked before anything changes.
 */
export function applyLegalSettings(ctx: Ctx, company: Company, body: Record<string, unknown>): void {
  const changes: [(typeof SETTINGS)[number][0], Company['customTermsOfUse']][] = [];
  for (const [field, kind] of SETTINGS) {
    const value = body[field];
    if (value === undefined) continue;
    requirePermission(ctx, kind.permission);
    if (typeof value !== 'string' || !SETTING_VALUES.includes(value)) throw badRequest('Invalid value', field);
    if (value === 'company' && !ctx.db.sector[kind.allowField]) throw badRequest('Not allowed in this sector', field);
    changes.push([field, value as Company['customTermsOfUse']]);
  }
  for (const [field, value] of changes) company[field] = value;
}
