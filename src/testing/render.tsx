import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { NEVER } from 'rxjs';
import { demoAccounts, type DemoAccountKey } from '../../mocks/node';
import { AppProviders } from '../app/providers';
import { routes as appRoutes } from '../app/router';
import { createAppStore, type AppDependencies, type RootState } from '../app/store';
import { initialSessionState } from '../features/session';

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
export function renderApp({ path = '/', signedInAs, companyId, routes = appRoutes, dependencies }: RenderOptions = {}) {
  const store = createAppStore({
    dependencies: {
      storage: localStorage,
      storageChanges$: NEVER,
      now: Date.now,
      online$: NEVER,
      fetchDeployedVersion: () => Promise.resolve('test'),
      reload: () => undefined,
      ...dependencies,
    },
    preloadedState: { session: signedInAs ? sessionFor(signedInAs, companyId) : initialSessionState },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router };
}
