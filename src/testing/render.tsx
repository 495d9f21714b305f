import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { demoAccounts, type DemoAccountKey } from '@mocks/node';
import { AppProviders } from '../app/providers';
import { publicRoutes, signedInRoutePatcher } from '../app/router';
import { startSignedInRuntime } from '../app/signed-in/runtime';
import type { AppDependencies, RootState } from '../app/store';
import { initialSessionState } from '../features/session';
import { createTestStore } from './test-store';

export interface RenderOptions {
  path?: string;
  /** Start signed in as a demo account of the mock backend. */
  signedInAs?: DemoAccountKey;
  companyId?: string;
  routes?: RouteObject[];
  dependencies?: Partial<AppDependencies>;
}

export function sessionFor(account: DemoAccountKey, companyId?: string): RootState['session'] {
  const { token } = demoAccounts[account];
  return {
    ...initialSessionState,
    auth: { publicId: token.publicId, secretId: token.secretId, expiresOn: '2099-01-01T00:00:00Z' },
    companyId: companyId ?? null,
  };
}

/** Renders the app's routes (or given ones) at a path with a fresh store against the mock backend. */
export function renderApp({ path = '/', signedInAs, companyId, routes, dependencies }: RenderOptions = {}) {
  const store = createTestStore(
    { session: signedInAs ? sessionFor(signedInAs, companyId) : initialSessionState },
    { fetchDeployedVersion: () => Promise.resolve('test'), ...dependencies },
  );
  // Signed in, the signed-in slices and epics run from the start, as when the app patches in its signed-in routes.
  if (signedInAs) startSignedInRuntime(store);
  const router = routes
    ? createMemoryRouter(routes, { initialEntries: [path] })
    : createMemoryRouter(publicRoutes, {
        initialEntries: [path],
        patchRoutesOnNavigation: signedInRoutePatcher(store),
      });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router };
}
