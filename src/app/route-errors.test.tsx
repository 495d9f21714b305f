import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router-dom';
import { setupMockBackend } from '../testing/mock-server';
import { renderApp } from '../testing/render';
import { isChunkLoadError, RouteChunkError, RouteErrorPage, withChunkErrors } from './route-errors';
import { publicRoutes, ROOT_ROUTE_ID } from './router';
import { signedInRoutes } from './signed-in/routes';

setupMockBackend();

function allRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('route error boundaries', () => {
  it('give every page inside the shell its own boundary, so a failing page keeps the top bar and drawer', () => {
    const shell = allRoutes(signedInRoutes).find((route) => route.children?.some((child) => child.path === 'users'));
    expect(shell).toBeDefined();
    const pages = (shell?.children ?? []).filter((child) => !child.index && child.path !== 'home');
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((page) => !page.errorElement).map((page) => page.path)).toEqual([]);
  });

  it('catch everything else at the root, where the signed-in routes are added', () => {
    expect(publicRoutes[0]?.errorElement).toBeTruthy();
    expect(publicRoutes[0]?.id).toBe(ROOT_ROUTE_ID);
  });
});

describe('a page whose code cannot be loaded', () => {
  it('is recognised by the route wrapper and by the browsers’ wording', () => {
    expect(isChunkLoadError(new RouteChunkError(new Error('boom')))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('every lazy of the route tree, nested too, resolves into a loader that throws a RouteChunkError with the cause', async () => {
    const cause = new Error('network down');
    const [wrapped] = withChunkErrors([{ path: '/', children: [{ path: 'a', lazy: () => Promise.reject(cause) }] }]);
    const lazy = wrapped?.children?.[0]?.lazy;
    expect(typeof lazy).toBe('function');
    const { loader } = await (lazy as () => Promise<{ loader: () => never }>)();
    let failure: unknown;
    try {
      loader();
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(RouteChunkError);
    expect((failure as RouteChunkError).cause).toBe(cause);
  });

  const pageRoutes = (lazy: () => Promise<never>): RouteObject[] =>
    withChunkErrors([
      { path: '/', element: <Outlet />, children: [{ path: 'page', errorElement: <RouteErrorPage />, lazy }] },
    ]);

  it('shows the page-not-loaded error with Reload, which reloads the app', async () => {
    const reload = vi.fn();
    renderApp({
      path: '/page',
      routes: pageRoutes(() => Promise.reject(new TypeError('Failed to fetch'))),
      dependencies: { reload },
    });
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText(/The portal may have been updated/)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('any other route error keeps the generic error page, with no Reload', async () => {
    const Broken = () => {
      throw new TypeError('a bug in the page');
    };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({
      path: '/page',
      routes: withChunkErrors([
        {
          path: '/',
          element: <Outlet />,
          children: [{ path: 'page', errorElement: <RouteErrorPage />, element: <Broken /> }],
        },
      ]),
    });
    expect(await screen.findByRole('heading', { name: 'Whoops…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    // A development or test build names the error, so a failing test's page says what broke.
    expect(screen.getByText(/TypeError: a bug in the page/)).toBeInTheDocument();
    // A way out: a full load of the start page.
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
    spy.mockRestore();
  });
});
