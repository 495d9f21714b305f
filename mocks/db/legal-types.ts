import type { Entity } from './base-types';
import type { PolicyLanguage, TermsOfUsePolicy } from './content-types';

/**
 * A privacy statement (PrivacyStatementList, CompanyPrivacyStatementList): the sector's when `company` is null, else a
 * company's; the unpublished one (`publishedOn: null`) is a company's draft, as with the terms of use.
 */
export interface PrivacyStatement extends Entity {
  company: { publicId: string } | null;
  version: string | null;
  publishedOn: string | null;
  type: 'privacystatement';
  languages: PolicyLanguage[];
}

/** Either kind of policy: both share the wire shape (docs/API.md). */
export type Policy = TermsOfUsePolicy | PrivacyStatement;

export interface LegalTables {
  /** The sector's and the companies' privacy statements (seed-legal.ts); a snapshot from before the table has none. */
  privacyStatements: PrivacyStatement[];
}
