import { encodeJumpStartToken, type JumpStartPayload } from './jump-start-token';

/** A resource carrying a branding host: Company, MyCompany and MySector all name it `branding.fqdn`. */
export interface BrandingHost {
  branding?: { fqdn?: string | null } | null;
}

/** Up to two parent companies are asked after the company itself (docs/RULES.md#shell). */
export const MAX_PARENT_COMPANIES = 2;

// A host name with at least one dot (the platform's fqdn pattern), labels of letters, digits and inner hyphens.
const HOST_NAME = /^(?=.{4,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** Go to portal is offered only in production and when a web root URL exists (docs/RULES.md#shell, error pages). */
export function portalAvailable(config: { production: boolean; webRootUrl?: string }): boolean {
  return config.production && Boolean(config.webRootUrl);
}

/** What the portal address is chosen from: `companies` is the company first, then its parents nearest first. */
export interface PortalSources {
  companies: readonly (BrandingHost | undefined)[];
  sector?: BrandingHost;
  webRootUrl?: string;
  /** The platform's own domain: branding hosts under it are served by the platform. */
  cloudDomain?: string;
  /** The page's origin, against which a relative web root URL resolves. */
  pageOrigin: string;
}

function hostOf(url: string | undefined, pageOrigin: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, pageOrigin).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * A branding host receives a URL token (which can be exchanged for a 30-day session) only when the platform serves it for
 * this portal: the configured web root URL's host, or a host under the platform's cloud domain, whose DNS the platform
 * holds. A branding host is company data: a host outside those could belong to whoever edits the company's branding.
 */
export function isTrustedPortalHost(
  host: string,
  sources: Pick<PortalSources, 'webRootUrl' | 'cloudDomain' | 'pageOrigin'>,
): boolean {
  const name = host.toLowerCase();
  if (name === hostOf(sources.webRootUrl, sources.pageOrigin)) return true;
  const domain = sources.cloudDomain?.trim().replace(/^\.+/, '').toLowerCase();
  return Boolean(domain && HOST_NAME.test(domain) && (name === domain || name.endsWith(`.${domain}`)));
}

/**
 * The portal's address: the company's branding host, else its parent's, else its grandparent's, else the sector's; a value that is
 * not a plain host name is passed over. The first branding host found is used only when it is trusted
 * (`isTrustedPortalHost`); any other falls back to the configured web root URL, as does having none (undefined without one).
 */
export function portalAddress(sources: PortalSources): string | undefined {
  const candidates = [...sources.companies.slice(0, 1 + MAX_PARENT_COMPANIES), sources.sector];
  for (const candidate of candidates) {
    const fqdn = candidate?.branding?.fqdn?.trim().toLowerCase();
    if (!fqdn || !HOST_NAME.test(fqdn)) continue;
    if (isTrustedPortalHost(fqdn, sources)) return `https://${fqdn}/`;
    break;
  }
  return sources.webRootUrl || undefined;
}

/**
 * The portal's jump-start address: `{portal}/jump-start?token=` and the base64url (no padding) JSON payload of docs/API.md (Jump-start token).
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
