export const API_VERSION = '2';

/** Rels that never carry the bearer token. */
export const NO_AUTH_RELS: ReadonlySet<string> = new Set(['BrandingList', 'SsoIdentityProviderList']);

/** Rels that are about the signed-in person rather than the selected company. */
const NOT_COMPANY_SCOPED_RELS: ReadonlySet<string> = new Set([
  'AccessTokenList',
  'AccessToken',
  'MyUser',
  // The person's companies: the list to choose from, never narrowed to the selected one.
  'CompanyList',
  'BrandingList',
  'SsoIdentityProviderList',
]);

export function baseHeaders(applicationId: string): Record<string, string> {
  return { 'Api-Version': API_VERSION, 'Api-Application': applicationId };
}

/** The branding lookup sends the host name, or `.localhost` on localhost. */
export function brandingHost(hostname: string): string {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' ? '.localhost' : hostname;
}

export type Authorization = { kind: 'session' } | { kind: 'none' } | { kind: 'bearer'; secret: string } | { kind: 'basic'; credentials: string };

export interface HeaderInput {
  rel: string;
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

  if (input.rel === 'BrandingList') headers['Api-Branding'] = brandingHost(input.pageHostname);

  if (sameOrigin && input.companyId && !NOT_COMPANY_SCOPED_RELS.has(input.rel)) headers['Api-Company'] = input.companyId;

  const authorization = input.authorization ?? { kind: 'session' };
  if (sameOrigin && !NO_AUTH_RELS.has(input.rel)) {
    if (authorization.kind === 'session' && input.sessionToken) headers.Authorization = `Bearer ${input.sessionToken}`;
    if (authorization.kind === 'bearer') headers.Authorization = `Bearer ${authorization.secret}`;
    if (authorization.kind === 'basic') headers.Authorization = `Basic ${authorization.credentials}`;
  }
  return headers;
}
