export { TermsOfUseHost } from './components/terms-of-use-host';
export { legalApi } from './api';
export { termsRequirement, type TermsRequirement, type RequiredTerms, type TermsSetting } from './model/terms-rule';
