import * as v from '@/lib/validate';
import { POLICY_SETTINGS } from './policy-kind';

/** One policy (docs/API.md: Policy), with what the pages and the builders show. */
const languageSchema = v.object({
  publicId: v.string(),
  languageCode: v.string(),
  body: v.withDefault(v.string(), ''),
});
export const policySchema = v.object({
  publicId: v.string(),
  version: v.nullish(v.string()),
  publishedOn: v.nullish(v.string()),
  latest: v.nullish(v.boolean()),
  languages: v.withDefault(v.array(languageSchema), []),
});
export type Policy = v.Infer<typeof policySchema>;
export type PolicyLanguageRow = Policy['languages'][number];

export const POLICY_FIELDS = [
  'publicId',
  'version',
  'publishedOn',
  'latest',
  'languages.publicId',
  'languages.languageCode',
  'languages.body',
];

const ref = v.nullish(v.object({ publicId: v.string() }));
// An unknown setting reads as null: the pages then treat it as "not the company's".
const setting = v.fallback(v.nullish(v.literal(...POLICY_SETTINGS)), null);

/** MyCompany: the company's settings and latest policies of both kinds. */
export const companyLegalSchema = v.object({
  customTermsOfUse: setting,
  customPrivacyStatement: setting,
  latestTermsOfUse: ref,
  latestPrivacyStatement: ref,
});
export type CompanyLegal = v.Infer<typeof companyLegalSchema>;
export const COMPANY_LEGAL_FIELDS = [
  'customTermsOfUse',
  'customPrivacyStatement',
  'latestTermsOfUse.publicId',
  'latestPrivacyStatement.publicId',
];

/** MySector: whether companies may have their own policies. */
export const sectorLegalSchema = v.object({
  allowCustomTermsOfUse: v.withDefault(v.boolean(), false),
  allowCustomPrivacyStatement: v.withDefault(v.boolean(), false),
});
export type SectorLegal = v.Infer<typeof sectorLegalSchema>;

/** The latest of a list: the one flagged `latest`, else the newest published. */
export function latestPolicy(policies: readonly Policy[]): Policy | null {
  const published = policies.filter((policy) => policy.publishedOn);
  return (
    published.find((policy) => policy.latest === true) ??
    [...published].sort((a, b) => String(b.publishedOn).localeCompare(String(a.publishedOn)))[0] ??
    null
  );
}
