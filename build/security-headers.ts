import { parseRuntimeConfig } from '../src/api/config.ts';
import { APP_STORE_LOOKUP_URL } from '../src/features/app-store/model/lookup.ts';
import { connectorBaseUrl } from '../src/features/vpn/model/platform.ts';
import { ALTERNATIVE_PAGE_PORT } from '../src/features/vpn/model/constants.ts';

/**
 * The one source of the portal's response headers: the Content Security Policy and the other security headers, built
 * from a deployment's config.json. `vite preview` sends them (vite.config.ts, from the build's config.json) and the nginx
 * example includes them (deploy/device-portal-headers.conf, written by build/write-nginx-headers.mjs from
 * deploy/config.example.json), so the browser tests run under the headers production sends.
 *
 * Every source a directive names is something the app loads; anything else is refused, and the browser tests fail on
 * any violation.
 */

/** What the headers are built from: config.json as the app reads it, and two lists the app itself never reads. */
export interface HeaderConfig {
  /** config.json's `apiUrl`: absolute, or relative to the page (then the page's own origin). */
  apiUrl: string;
  /** config.json's `connectorUrl`: the local VPN client's base; unset, the app's default ports. */
  connectorUrl: string | undefined;
  /** config.json's `helpCenterUrl`: the page the help panel frames; unset, no help panel. */
  helpCenterUrl: string | undefined;
  /**
   * `contentSecurityPolicy.releaseManifestUrls`: the VPN client release manifests the host brandings point at
   * (`custom.glbVpnClientReleaseNotesUrl`). They are branding data, not configuration, so the deployment names them here.
   */
  releaseManifestUrls: readonly string[];
  /**
   * `contentSecurityPolicy.imageOrigins`: where branding images (logo, favicon) and SSO provider logos are served when
   * that is not the API origin, for example a CDN.
   */
  imageOrigins: readonly string[];
}

/** Stands for the page's own origin while reading addresses: whatever resolves to it is `'self'`. */
const PAGE_ORIGIN = 'https://portal.invalid';

/**
 * The icons of the public app-store lookup (its `artworkUrl512`), drawn by the mobile app banner. Apple serves them from
 * numbered hosts (is1-ssl … is5-ssl).
 */
export const APP_STORE_ARTWORK_ORIGIN = 'https://*.mzstatic.com';
/** The public app-store lookup behind the mobile app banner (no credential is sent there). */
export const APP_STORE_LOOKUP_ORIGIN = new URL(APP_STORE_LOOKUP_URL).origin;

/**
 * Two years, subdomains included. Not part of `securityHeaders`: it belongs on answers over TLS only (deploy/nginx.conf's
 * TLS server block sets it; the preview serves plain HTTP).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Powerful features the portal never uses, denied to the page and to any frame in it (the help center). Not listed, and
 * so left at the browser's default (this origin only): `clipboard-write`, for Copy of the VPN address and the
 * two-factor key, which Chromium grants a focused same-origin page without asking; `local-network-access` (and its
 * successors `local-network`, `loopback-network`), which the page needs to reach the VPN client on localhost. Only
 * features Chromium knows: it logs an error for any other (`bluetooth` is one), which the preview journey fails on.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export class HeaderConfigError extends Error {
  override name = 'HeaderConfigError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringList(value: unknown, path: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((item): item is string => typeof item === 'string')) {
    throw new HeaderConfigError(`config.json: ${path} must be a list of addresses`);
  }
  return value.map((item) => item.trim()).filter((item) => item !== '');
}

/**
 * Reads a config.json's content. The app's own reader checks the fields the app uses, with the same meaning (an absent,
 * null or empty optional field is not set); `contentSecurityPolicy` is read here only (the app drops keys it does not
 * know).
 */
export function readHeaderConfig(raw: unknown): HeaderConfig {
  let config: ReturnType<typeof parseRuntimeConfig>;
  try {
    config = parseRuntimeConfig(raw, PAGE_ORIGIN);
  } catch (error) {
    throw new HeaderConfigError(error instanceof Error ? error.message : String(error));
  }
  const extra = isRecord(raw) ? raw.contentSecurityPolicy : undefined;
  if (extra !== undefined && extra !== null && !isRecord(extra))
    throw new HeaderConfigError('config.json: contentSecurityPolicy must be an object');
  return {
    apiUrl: config.apiUrl,
    connectorUrl: config.connectorUrl,
    helpCenterUrl: config.helpCenterUrl,
    releaseManifestUrls: stringList(extra?.releaseManifestUrls, 'contentSecurityPolicy.releaseManifestUrls'),
    imageOrigins: stringList(extra?.imageOrigins, 'contentSecurityPolicy.imageOrigins'),
  };
}

/**
 * An origin as a CSP source: scheme, host (a leading `*.` allowed) and port only. Nothing else reaches a header or the
 * nginx file, so no value can close the directive, the header or nginx's quoted string.
 */
const SOURCE = /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;

function checkedSource(source: string, what: string): string {
  if (!SOURCE.test(source)) throw new HeaderConfigError(`config.json: ${what} is not an http(s) origin: ${source}`);
  return source;
}

/**
 * The origin an address of the app is on, or `'self'` when it is relative or on the page's own origin (`apiUrl: "/api"`,
 * `helpCenterUrl: "/help/"`, a manifest at `/vpn-client/releases.json`).
 */
function originOf(address: string, what: string): string {
  let url: URL;
  try {
    url = new URL(address, PAGE_ORIGIN);
  } catch {
    throw new HeaderConfigError(`config.json: ${what} is not an address: ${address}`);
  }
  if (url.origin === PAGE_ORIGIN) return "'self'";
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new HeaderConfigError(`config.json: ${what} is not an http(s) address: ${address}`);
  return checkedSource(url.origin, what);
}

/** A configured origin (`imageOrigins`): written as an origin, a trailing slash tolerated. */
function configuredOrigin(origin: string, what: string): string {
  return checkedSource(origin.replace(/\/+$/, '').toLowerCase(), what);
}

/** The status web socket of the VPN client is on its base's host: wss beside https (ws beside http). */
const socketOrigin = (origin: string): string => origin.replace(/^http/, 'ws');

/**
 * The VPN client's origins the app may call: the configured `connectorUrl`, else the default and, for a page on port
 * 9875, the alternative port (the app's own rule, `connectorBaseUrl`), each over HTTPS and its web socket.
 */
export function connectorOrigins(config: Pick<HeaderConfig, 'connectorUrl'>): string[] {
  const bases = [
    connectorBaseUrl(config.connectorUrl, ''),
    connectorBaseUrl(config.connectorUrl, ALTERNATIVE_PAGE_PORT),
  ];
  const origins = bases.map((base) => originOf(base, 'connectorUrl')).filter((origin) => origin !== "'self'");
  return unique(origins.flatMap((origin) => [origin, socketOrigin(origin)]));
}

const unique = (values: readonly string[]): string[] => [...new Set(values)];
const directive = (name: string, sources: readonly string[]): string => [name, ...unique(sources)].join(' ');

/** The Content Security Policy for a deployment. */
export function contentSecurityPolicy(config: HeaderConfig): string {
  const api = originOf(config.apiUrl, 'apiUrl');
  const manifests = config.releaseManifestUrls.map((address) =>
    originOf(address, 'contentSecurityPolicy.releaseManifestUrls'),
  );
  const images = config.imageOrigins.map((origin) => configuredOrigin(origin, 'contentSecurityPolicy.imageOrigins'));
  const help = config.helpCenterUrl ? originOf(config.helpCenterUrl, 'helpCenterUrl') : undefined;
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', ["'self'"]),
    // emotion (MUI's styles) writes <style> elements at run time.
    directive('style-src', ["'self'", "'unsafe-inline'"]),
    // data: for inline images (the VPN-connected favicon, branding images stored inline as the mock backend does); blob:
    // for images read from the API (the router screensaver) or chosen before upload. Branding images and SSO provider
    // logos are the addresses the platform gave their upload: its API origin, or the origins listed in imageOrigins.
    directive('img-src', ["'self'", 'data:', 'blob:', api, ...images, APP_STORE_ARTWORK_ORIGIN]),
    // The page's own files (config.json, info.json), the API, the VPN client, the release manifests, the app store.
    directive('connect-src', ["'self'", api, ...connectorOrigins(config), ...manifests, APP_STORE_LOOKUP_ORIGIN]),
    // The help center is the one frame the app draws.
    directive('frame-src', help ? [help] : ["'none'"]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'none'"]),
    directive('form-action', ["'self'"]),
    // The app may frame its own pages (a help center under /help/); no other site may frame the portal.
    directive('frame-ancestors', ["'self'"]),
  ].join('; ');
}

/** The Permissions-Policy header: every feature of DENIED_FEATURES allowed to no one. */
export function permissionsPolicy(): string {
  return DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');
}

/**
 * The security headers of every answer, by name. Caching and HSTS are the server's: they depend on the path and the
 * transport.
 */
export function securityHeaders(config: HeaderConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'Permissions-Policy': permissionsPolicy(),
    // A site that opens the portal in a window keeps no handle on it, and a page the portal opens none on the portal.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** The nginx variable deploy/nginx.conf's TLS server block sets to STRICT_TRANSPORT_SECURITY; empty, no header is sent. */
export const HSTS_VARIABLE = '$device_portal_hsts';

/**
 * The nginx form of `securityHeaders`: deploy/device-portal-headers.conf, included by every location of
 * deploy/device-portal-site.conf (a location with add_header lines of its own inherits none of its server's).
 * `source` names the config.json it was written from.
 */
export function nginxHeadersFile(config: HeaderConfig, source: string): string {
  const quote = (value: string): string => {
    // The values are built from checked origins and fixed text; a quote, backslash or `$` would change nginx's reading.
    if (/["\\$\n]/.test(value)) throw new HeaderConfigError(`A header value nginx cannot quote as it is: ${value}`);
    return `"${value}"`;
  };
  return [
    `# Written by \`npm run deploy:headers\` (build/write-nginx-headers.mjs) from ${source}: edit that file and run`,
    '# it again, never this one. build/security-headers.ts builds these headers; `vite preview` sends the same ones.',
    ...Object.entries(securityHeaders(config)).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    `# HSTS only where the server block sets ${HSTS_VARIABLE} (the TLS server block of nginx.conf); nginx sends no header`,
    '# with an empty value, and device-portal-site.conf sets it empty for every other server block.',
    `add_header Strict-Transport-Security ${HSTS_VARIABLE} always;`,
    '',
  ].join('\n');
}
