import { envelope, routesFor, type Route } from './http';

export const DISCOVERY_REL = 'Discovery';

/** `{ rel, href }` for every rel, absolute under the API base; templates keep `{publicId}`, `{agentId}`. */
export function discoveryLinks(routes: readonly Route[], apiBase: string): { rel: string; href: string }[] {
  const seen = new Map<string, string>();
  for (const route of routes)
    if (!seen.has(route.rel) && route.rel !== DISCOVERY_REL) seen.set(route.rel, `${apiBase}${route.path}`);
  return [...seen.entries()].map(([rel, href]) => ({ rel, href }));
}

export function discoveryRoutes(routes: readonly Route[]): Route[] {
  // Discovery is the API base itself (with or without a trailing slash), so the request names the base.
  const handle = (ctx: { url: URL }): Response =>
    envelope(DISCOVERY_REL, discoveryLinks(routes, `${ctx.url.origin}${ctx.url.pathname.replace(/\/+$/, '')}`));
  return [
    ...routesFor(DISCOVERY_REL, '', { GET: handle }, false),
    ...routesFor(DISCOVERY_REL, '/', { GET: handle }, false),
  ];
}
