import * as v from '../lib/validate';
import { getRuntimeConfig } from './config';
import { baseHeaders } from './headers';

const discoverySchema = v.object({
  data: v.array(v.object({ rel: v.string(), href: v.string() })),
});

export type Links = ReadonlyMap<string, string>;

export class UnknownRelError extends Error {
  override name = 'UnknownRelError';
  constructor(readonly rel: string) {
    super(`The API does not offer the link "${rel}".`);
  }
}

export class MissingPathParamError extends Error {
  override name = 'MissingPathParamError';
}

/** A path parameter that could move the request to another path (see `isUnsafePathParam`). */
export class UnsafePathParamError extends Error {
  override name = 'UnsafePathParamError';
}

/**
 * A path parameter holding `/`, `\`, `..` (or being `.` alone) is refused rather than encoded. Encoding turns `/` into
 * `%2F`, but proxies and servers that decode it before routing (and every one that treats `\` as `/`) would read
 * `agents/..%2Fusers` as another resource, with this person's credentials; `..` and `.` need no decoding at all, the
 * URL parser itself resolves a `..` or `.` segment. Every path parameter of the platform is an id, which never holds these.
 */
export function isUnsafePathParam(value: string): boolean {
  return value === '.' || value.includes('..') || /[/\\]/.test(value);
}

/** Discovery is cached for the session and refreshed after 10 hours. */
export const DISCOVERY_MAX_AGE_MS = 10 * 60 * 60 * 1000;

let cache: { links: Promise<Links>; loadedAt: number } | undefined;

export function parseDiscovery(body: unknown, apiBase: string): Links {
  const parsed = discoverySchema.parse(body);
  const base = `${apiBase}/`;
  return new Map(
    parsed.data.map(({ rel, href }) => [rel, new URL(href, base).href.replace(/%7B/gi, '{').replace(/%7D/gi, '}')]),
  );
}

async function fetchDiscovery(fetchFn: typeof fetch): Promise<Links> {
  const config = getRuntimeConfig();
  const response = await fetchFn(`${config.apiBase}/`, { headers: baseHeaders(config.applicationId) });
  if (!response.ok) throw new Error(`Discovery failed with status ${response.status}`);
  return parseDiscovery(await response.json(), config.apiBase);
}

/** Loads the links once; every call awaits the same promise. A failed load is forgotten so the next call tries again. */
export function loadDiscovery(fetchFn: typeof fetch = fetch, now: () => number = Date.now): Promise<Links> {
  if (cache && now() - cache.loadedAt < DISCOVERY_MAX_AGE_MS) return cache.links;
  const links = fetchDiscovery(fetchFn);
  const entry = { links, loadedAt: now() };
  cache = entry;
  links.catch(() => {
    if (cache === entry) cache = undefined;
  });
  return links;
}

export function resetDiscovery(): void {
  cache = undefined;
}

export type PathParams = Record<string, string | number>;

/** Resolves a rel and its path parameters ({publicId}, {agentId}, {assetId}, {contextId}) to an absolute URL. */
export function resolveLink(links: Links, rel: string, params: PathParams = {}): string {
  const template = links.get(rel);
  if (template === undefined) throw new UnknownRelError(rel);
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new MissingPathParamError(`The link "${rel}" needs the parameter "${name}".`);
    if (isUnsafePathParam(String(value)))
      throw new UnsafePathParamError(
        `The link "${rel}" was given a parameter "${name}" holding /, \\ or .., which no id holds.`,
      );
    return encodeURIComponent(String(value));
  });
}
