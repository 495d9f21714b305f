export { sessionReducer, initialSessionState, signedOut, signedOutElsewhere, companySelected } from './model/slice';
export { selectCompanyId, selectIsSignedIn, type SessionState } from './model/slice';
export { readAuthRecord, readRememberedCompany } from './model/auth-record';
export { captureJumpStartToken } from './model/jump-start-capture';
export { decodeJumpStartToken } from './model/jump-start-token';
export { portalAvailable } from './model/portal-url';
export { useCreatePortalUrl } from './portal';
export * from './model/permissions';
export { sessionEpics, type SessionDependencies } from './epics';
export { sessionPersistenceMiddleware } from './persistence';
export { useCurrentSession, usePermissions, usePersonLanguage } from './hooks';
export { sessionApi, type Company } from './api';
export { LoginPage } from './components/login-page';
export { LogoutPage } from './components/logout-page';
/** The jump-start page is its own chunk: only arrivals through a jump-start link download it. */
export const loadJumpStartPage = () => import('./components/jump-start-page').then((module) => module.JumpStartPage);
export { SessionGate } from './components/session-gate';
export { loginPathFor } from './model/login-path';
export { FullPageSpinner } from './components/full-page-spinner';
/** The one-time password step of signing in: its own chunk. */
export const loadTwoFactorAuthPage = () =>
  import('./components/two-factor-auth-page').then((module) => module.TwoFactorAuthPage);
/** /sso-auth-required: the identity providers to sign in with; its own chunk. */
export const loadSsoRequiredPage = () =>
  import('./components/sso-required-page').then((module) => module.SsoRequiredPage);
