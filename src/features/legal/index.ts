export { TermsOfUseHost } from './components/terms-of-use-host';
export { pickPolicyLanguage } from './model/policy-language';
/** The policy pages and their builders: each its own chunk (the builders carry the rich-text editor). */
export const loadTermsOfUsePage = () =>
  import('./components/pages/terms-of-use-page').then((module) => module.TermsOfUsePage);
export const loadPrivacyStatementPage = () =>
  import('./components/pages/privacy-statement-page').then((module) => module.PrivacyStatementPage);
export const loadCompanyTermsOfUsePage = () =>
  import('./components/pages/company-terms-of-use-page').then((module) => module.CompanyTermsOfUsePage);
export const loadCompanyPrivacyStatementPage = () =>
  import('./components/pages/company-privacy-statement-page').then((module) => module.CompanyPrivacyStatementPage);
export const loadTermsOfUseBuilderPage = () =>
  import('./components/pages/terms-of-use-builder-page').then((module) => module.TermsOfUseBuilderPage);
export const loadPrivacyStatementBuilderPage = () =>
  import('./components/pages/privacy-statement-builder-page').then((module) => module.PrivacyStatementBuilderPage);
