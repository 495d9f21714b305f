import type { RouteObject } from 'react-router-dom';
import { routes } from './router';

function allRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('route error boundaries', () => {
  it('give every page inside the shell its own boundary, so a failing page keeps the top bar and drawer', () => {
    const shell = allRoutes(routes).find((route) => route.children?.some((child) => child.path === 'users'));
    expect(shell).toBeDefined();
    const pages = (shell?.children ?? []).filter((child) => !child.index && child.path !== 'home');
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((page) => !page.errorElement).map((page) => page.path)).toEqual([]);
  });

  it('catch everything else at the root', () => {
    expect(routes[0]?.errorElement).toBeTruthy();
  });
});
