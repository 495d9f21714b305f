import { envelope, routesFor, type Route } from './http';

export const DISCOVERY_REL = 'Discovery';

/** `{ rel, href }` for every rel, absolute from the request's origin; templates keep `{publicId}`, `{agentId}`. */
export function discoveryLinks(routes: readonly Route[], origin: string): { rel: string; href: string }[] {
  const seen = new Map<string, string>();
  for (const route of routes) if (!seen.has(route.rel) && route.rel !== DISCOVERY_REL) seen.set(route.rel, `${origin}/api${route.path}`);
  return [...seen.entries()].map(([rel, href]) => ({ rel, href }));
}

export function discoveryRoutes(routes: readonly Route[]): Route[] {
  const handle = (ctx: { url: URL }): Response => envelope(DISCOVERY_REL, discoveryLinks(routes, ctx.url.origin));
  return [...routesFor(DISCOVERY_REL, '', { GET: handle }, false), ...routesFor(DISCOVERY_REL, '/', { GET: handle }, false)];
}
