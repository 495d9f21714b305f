import type { RouteObject } from 'react-router-dom';
import { ROUTE_VISITS } from '@e2e/support/routes';
import { publicRoutes } from './router';
import { signedInRoutes } from './signed-in/routes';

/** The path of every route that renders a page, nested paths joined; index routes take their parent's path. */
function pagePatterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : [parent, route.path].filter(Boolean).join('/');
    const children = route.children ?? [];
    const self = route.index || (route.path !== undefined && children.length === 0) ? [own] : [];
    return [...self, ...pagePatterns(children, own)];
  });
}

it('the dev-server smoke test visits every route of the routing table', () => {
  // The signed-in routes join the root route's children once someone signs in.
  const table = [...new Set([...pagePatterns(publicRoutes), ...pagePatterns(signedInRoutes)])].sort();
  expect(table.length).toBeGreaterThan(30);
  expect([...new Set(ROUTE_VISITS.map((visit) => visit.pattern))].sort()).toEqual(table);
});
