import { encodeJumpStartToken, type JumpStartPayload } from './jump-start-token';

/** A resource carrying a branding host: Company, MyCompany and MySector all name it `branding.fqdn`. */
export interface BrandingHost {
  branding?: { fqdn?: string | null } | null;
}

/** Up to two parent companies are asked after the company itself (spec §7 "Access and portal"). */
export const MAX_PARENT_COMPANIES = 2;

// A host name with at least one dot (the platform's fqdn pattern), labels of letters, digits and inner hyphens.
const HOST_NAME = /^(?=.{4,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** Go to portal is offered only in production and when a web root URL exists (spec §2, error pages). */
export function portalAvailable(config: { production: boolean; webRootUrl?: string }): boolean {
  return config.production && Boolean(config.webRootUrl);
}

/**
 * The portal's address: the company's branding host, else its parent's, else its grandparent's, else the sector's; a value that is
 * not a plain host name is passed over. Without any, the configured web root URL (undefined when there is none).
 * `companies` is the company first, then its parents nearest first.
 */
export function portalAddress(sources: { companies: readonly (BrandingHost | undefined)[]; sector?: BrandingHost; webRootUrl?: string }): string | undefined {
  const candidates = [...sources.companies.slice(0, 1 + MAX_PARENT_COMPANIES), sources.sector];
  for (const candidate of candidates) {
    const fqdn = candidate?.branding?.fqdn?.trim();
    if (fqdn && HOST_NAME.test(fqdn)) return `https://${fqdn.toLowerCase()}/`;
  }
  return sources.webRootUrl || undefined;
}

/**
 * The portal's jump-start address: `{portal}/jump-start?token=` and the base64url (no padding) JSON payload of API-CONTRACT.md.
 * A relative portal address (a web root URL such as `/portal/`) resolves against the page's origin.
 */
export function jumpStartUrl(portal: string, payload: JumpStartPayload, pageOrigin: string): string {
  const base = new URL(portal, pageOrigin);
  if (!base.pathname.endsWith('/')) base.pathname = `${base.pathname}/`;
  base.search = '';
  base.hash = '';
  const url = new URL('jump-start', base);
  url.searchParams.set('token', encodeJumpStartToken(payload));
  return url.href;
}
