/**
 * The two kinds of policy (docs/API.md, "Terms of use and privacy statement"): the same wire shape, the same pages
 * and builders, each with its own rels, MyCompany / MySector fields and addresses.
 */
export type PolicyKind = 'termsOfUse' | 'privacyStatement';

export interface PolicyKindInfo {
  sectorListRel: 'TermsOfUsePolicyList' | 'PrivacyStatementList';
  companyListRel: 'CompanyTermsOfUsePolicyList' | 'CompanyPrivacyStatementList';
  languageRel: 'CompanyTermsOfUsePolicyLanguage' | 'CompanyPrivacyStatementLanguage';
  publishRel: 'CompanyTermsOfUsePolicyPublish' | 'CompanyPrivacyStatementPublish';
  /** MyCompany: `sector | company | disabled`. */
  settingField: 'customTermsOfUse' | 'customPrivacyStatement';
  /** MyCompany and MySector. */
  latestField: 'latestTermsOfUse' | 'latestPrivacyStatement';
  /** MySector. */
  allowField: 'allowCustomTermsOfUse' | 'allowCustomPrivacyStatement';
  sectorPath: string;
  companyPath: string;
}

export const POLICY_KINDS: Readonly<Record<PolicyKind, PolicyKindInfo>> = {
  termsOfUse: {
    sectorListRel: 'TermsOfUsePolicyList',
    companyListRel: 'CompanyTermsOfUsePolicyList',
    languageRel: 'CompanyTermsOfUsePolicyLanguage',
    publishRel: 'CompanyTermsOfUsePolicyPublish',
    settingField: 'customTermsOfUse',
    latestField: 'latestTermsOfUse',
    allowField: 'allowCustomTermsOfUse',
    sectorPath: '/terms-of-use',
    companyPath: '/my-company/terms-of-use',
  },
  privacyStatement: {
    sectorListRel: 'PrivacyStatementList',
    companyListRel: 'CompanyPrivacyStatementList',
    languageRel: 'CompanyPrivacyStatementLanguage',
    publishRel: 'CompanyPrivacyStatementPublish',
    settingField: 'customPrivacyStatement',
    latestField: 'latestPrivacyStatement',
    allowField: 'allowCustomPrivacyStatement',
    sectorPath: '/privacy-statement',
    companyPath: '/my-company/privacy-statement',
  },
};

export const POLICY_SETTINGS = ['sector', 'company', 'disabled'] as const;
export type PolicySetting = (typeof POLICY_SETTINGS)[number];
