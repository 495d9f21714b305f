export const API_VERSION = '2';

/** Rels that never carry the bearer token. */
export const NO_AUTH_RELS: ReadonlySet<string> = new Set(['BrandingList', 'SsoIdentityProviderList', 'PermissionList']);

/** Rels that are about the signed-in person rather than the selected company. */
const NOT_COMPANY_SCOPED_RELS: ReadonlySet<string> = new Set([
  'AccessTokenList',
  'AccessToken',
  'MyUser',
  // The person's companies: the list to choose from, never narrowed to the selected one.
  'CompanyList',
  'BrandingList',
  'SsoIdentityProviderList',
  // Signing in through an identity provider is about the person, not the selected company.
  'SsoAuthenticationRequestList',
  'SsoAccessTokenList',
  // The catalogue of permission ids is the platform's, not a company's.
  'PermissionList',
]);

/**
 * Calls that send e-mail carry the host in Api-Branding too (docs/API.md), so the mail has the host's branding:
 * the rel with the methods that send it (`*`: every method).
 */
const BRANDED_CALLS: Readonly<Record<string, readonly string[]>> = {
  InviteList: ['POST'],
  InviteResend: ['*'],
  AccessRecoverList: ['*'],
  MyAccessRecoverFinish: ['*'],
  MyUserPassword: ['*'],
  MyUserOtpAuthVerify: ['*'],
  MyUserOtpAuthDisable: ['*'],
  RegistrationList: ['*'],
};

/** Whether a call carries Api-Branding: the branding lookup, and the calls that send e-mail. */
export function sendsBranding(rel: string, method = 'GET'): boolean {
  if (rel === 'BrandingList') return true;
  const methods = BRANDED_CALLS[rel];
  return methods !== undefined && (methods.includes('*') || methods.includes(method.toUpperCase()));
}

export function baseHeaders(applicationId: string): Record<string, string> {
  return { 'Api-Version': API_VERSION, 'Api-Application': applicationId };
}

/** The branding lookup sends the host name, or `.localhost` on localhost. */
export function brandingHost(hostname: string): string {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' ? '.localhost' : hostname;
}

export type Authorization =
  { kind: 'session' } | { kind: 'none' } | { kind: 'bearer'; secret: string } | { kind: 'basic'; credentials: string };

export interface HeaderInput {
  rel: string;
  /** GET when absent. */
  method?: string;
  url: string;
  apiOrigin: string;
  applicationId: string;
  sessionToken?: string;
  companyId?: string;
  authorization?: Authorization;
  hasBody: boolean;
  pageHostname: string;
  extra?: Record<string, string>;
}

export function buildHeaders(input: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = { ...baseHeaders(input.applicationId), ...input.extra };
  const sameOrigin = new URL(input.url).origin === input.apiOrigin;
  if (input.hasBody) headers['Content-Type'] = 'application/json';

  if (sendsBranding(input.rel, input.method)) headers['Api-Branding'] = brandingHost(input.pageHostname);

  if (sameOrigin && input.companyId && !NOT_COMPANY_SCOPED_RELS.has(input.rel))
    headers['Api-Company'] = input.companyId;

  const authorization = input.authorization ?? { kind: 'session' };
  if (sameOrigin && !NO_AUTH_RELS.has(input.rel)) {
    if (authorization.kind === 'session' && input.sessionToken) headers.Authorization = `Bearer ${input.sessionToken}`;
    if (authorization.kind === 'bearer') headers.Authorization = `Bearer ${authorization.secret}`;
    if (authorization.kind === 'basic') headers.Authorization = `Basic ${authorization.credentials}`;
  }
  return headers;
}
