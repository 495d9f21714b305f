import * as v from '@/lib/validate';

/** The fields of MyUserInviteList the page shows (docs/API.md; the terms' languages from mocks/platform/resources.json). */
export const INVITE_FIELDS = [
  'publicId',
  'emailAddress',
  'expiresOn',
  'memberships.group.publicId',
  'memberships.role.publicId',
  'company.publicId',
  'company.name',
  'company.customTermsOfUse',
  'company.latestTermsOfUse.publicId',
  'company.latestTermsOfUse.languages.languageCode',
  'company.latestTermsOfUse.languages.body',
];

const policyLanguageSchema = v.object({ languageCode: v.string(), body: v.string() });

export const myInviteSchema = v.object({
  publicId: v.string(),
  emailAddress: v.string(),
  expiresOn: v.string(),
  memberships: v.withDefault(
    v.array(
      v.object({ group: v.object({ publicId: v.string() }), role: v.nullish(v.object({ publicId: v.string() })) }),
    ),
    [],
  ),
  company: v.object({
    publicId: v.string(),
    name: v.string(),
    customTermsOfUse: v.nullish(v.string()),
    latestTermsOfUse: v.nullish(
      v.object({ publicId: v.string(), languages: v.withDefault(v.array(policyLanguageSchema), []) }),
    ),
  }),
});
export type MyInvite = v.Infer<typeof myInviteSchema>;
export type PolicyLanguage = v.Infer<typeof policyLanguageSchema>;

/** An invitation whose `expiresOn` has passed (or is now) can no longer be accepted. */
export const isExpired = (invite: Pick<MyInvite, 'expiresOn'>, now: number): boolean =>
  Date.parse(invite.expiresOn) <= now;

/**
 * The terms the person must accept with the invitation: the company's latest policy when it decides its own terms
 * (`customTermsOfUse: company`), else null (sector terms or none: InviteFinish gets `{}`).
 */
export function requiredTerms(invite: MyInvite): { publicId: string; languages: PolicyLanguage[] } | null {
  const latest = invite.company.latestTermsOfUse;
  return invite.company.customTermsOfUse === 'company' && latest ? latest : null;
}

/** InviteFinish's body: the policy accepted with it, or `{}` when the company has no terms of its own. */
export function finishBody(invite: MyInvite): { termsOfUsePolicy?: { publicId: string } } {
  const terms = requiredTerms(invite);
  return terms ? { termsOfUsePolicy: { publicId: terms.publicId } } : {};
}

/**
 * What accepting gives: how many groups and roles. An invitee cannot read the inviting company's groups and roles, so
 * the page shows counts, not names.
 */
export function whatItGives(invite: Pick<MyInvite, 'memberships'>): { groups: number; roles: number } {
  const groups = new Set(invite.memberships.map((m) => m.group.publicId));
  const roles = new Set(invite.memberships.flatMap((m) => (m.role ? [m.role.publicId] : [])));
  return { groups: groups.size, roles: roles.size };
}
