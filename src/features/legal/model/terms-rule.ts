/**
 * Which terms of use the signed-in person must accept before using the portal (docs/RULES.md#terms-of-use): with the company's terms
 * setting `company`, the company's latest terms when they are not in the person's accepted list; with `sector`, the
 * sector's latest terms when they are not accepted; nothing when the setting is `disabled` (or unknown), or when there are
 * no latest terms of that kind to accept.
 *
 * `updated`: the person had accepted an earlier policy of the same kind (a sector policy, or one of this company's), so
 * these are new terms rather than the first ones: the portal says the terms were updated (OK) before showing them.
 */

export interface AcceptedPolicy {
  policy: { publicId: string };
  /** The company whose terms were accepted; null or absent for the sector's. */
  company?: { publicId: string } | null;
}

export interface TermsFacts {
  companyId: string;
  /** MyCompany.customTermsOfUse: `sector`, `company` or `disabled`, or whatever else the server sends (treated as disabled). */
  setting: string | null | undefined;
  /** MyCompany.latestTermsOfUse.publicId */
  companyLatestId: string | null | undefined;
  /** MySector.latestTermsOfUse.publicId */
  sectorLatestId: string | null | undefined;
  /** MyUser.acceptedTermsOfUsePolicies */
  accepted: readonly AcceptedPolicy[];
}

export type RequiredTerms =
  | { kind: 'sector'; policyId: string; updated: boolean }
  | { kind: 'company'; policyId: string; companyId: string; updated: boolean };

export type TermsRequirement = { kind: 'none' } | RequiredTerms;

export const NO_TERMS_REQUIRED: TermsRequirement = { kind: 'none' };

export function termsRequirement({
  companyId,
  setting,
  companyLatestId,
  sectorLatestId,
  accepted,
}: TermsFacts): TermsRequirement {
  const isAccepted = (policyId: string) => accepted.some((entry) => entry.policy.publicId === policyId);
  if (setting === 'company') {
    if (!companyLatestId || isAccepted(companyLatestId)) return NO_TERMS_REQUIRED;
    const updated = accepted.some((entry) => entry.company?.publicId === companyId);
    return { kind: 'company', policyId: companyLatestId, companyId, updated };
  }
  if (setting === 'sector') {
    if (!sectorLatestId || isAccepted(sectorLatestId)) return NO_TERMS_REQUIRED;
    const updated = accepted.some((entry) => !entry.company);
    return { kind: 'sector', policyId: sectorLatestId, updated };
  }
  return NO_TERMS_REQUIRED;
}
