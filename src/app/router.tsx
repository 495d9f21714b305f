import { useSelector } from 'react-redux';
import {
  createBrowserRouter,
  Navigate,
  useLocation,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { getRuntimeConfig } from '../api';
import { awaitPersonLanguage, withTexts } from '../i18n';
import type { ComponentType } from 'react';
import { loadRecoverPage, loadRegisterPage } from '../features/account';
import { loadPrivacyStatementPage, loadTermsOfUsePage } from '../features/legal';
import {
  FullPageSpinner,
  loadJumpStartPage,
  loadSsoRequiredPage,
  loadTwoFactorAuthPage,
  LoginPage,
  LogoutPage,
  loginPathFor,
  selectIsSignedIn,
  sessionApi,
} from '../features/session';
import { RouteChunkError, RouteErrorPage, withChunkErrors } from './route-errors';
import { exposeRouterForTests, RenderedLocation } from './router-handle';
import { RootLayout } from './routes/root-layout';
import { ApiUnavailablePage, GenericErrorPage } from './shell/error-pages';
import type { AppStore } from './store';

export const ROOT_ROUTE_ID = 'root';

/** A page outside the shell that needs no session: its own small chunk. */
function publicPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

/**
 * An address of no known route. Signed out, every signed-in address lands here too (the route table does not have
 * them yet): it sends the person to sign in and back here afterwards. Signed in, an unknown address goes home.
 */
function UnknownAddress() {
  const signedIn = useSelector(selectIsSignedIn);
  const { pathname, search, hash } = useLocation();
  return <Navigate to={signedIn ? '/' : loginPathFor(`${pathname}${search}${hash}`)} replace />;
}

/** The routes of the sign-in page and of the pages that need no session: all that loads before sign-in. */
export const publicRoutes: RouteObject[] = withChunkErrors([
  {
    id: ROOT_ROUTE_ID,
    element: (
      <>
        <RenderedLocation />
        <RootLayout />
      </>
    ),
    errorElement: <RouteErrorPage />,
    // The root view shows a spinner until the first routed view (possibly a lazy chunk) is active.
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'jump-start', lazy: async () => ({ Component: await loadJumpStartPage() }) },
      { path: 'loading', element: <FullPageSpinner /> },
      publicPage('recover', loadRecoverPage),
      publicPage('register', loadRegisterPage),
      publicPage('privacy-statement', loadPrivacyStatementPage),
      publicPage('terms-of-use', loadTermsOfUsePage),
      publicPage('two-factor-auth', loadTwoFactorAuthPage),
      publicPage('sso-auth-required', loadSsoRequiredPage),
      {
        path: 'error',
        children: [
          { index: true, element: <GenericErrorPage /> },
          { path: 'api-unavailable', element: <ApiUnavailablePage /> },
        ],
      },
      { path: '*', element: <UnknownAddress /> },
    ],
  },
]);

interface SignedInModule {
  signedInRoutes: RouteObject[];
  startSignedInRuntime: (store: AppStore) => void;
}

/** The signed-in person's language (MyUser), read once for the signed-in code's texts; SessionGate reads the same answer. */
function personLanguage(store: AppStore): Promise<string | undefined> {
  const request = store.dispatch(sessionApi.endpoints.myUser.initiate());
  return request
    .unwrap()
    .then((user) => user.language ?? undefined)
    .finally(() => request.unsubscribe());
}

/**
 * Adds the signed-in routes to the route table at the first navigation made with a session (on start-up with a
 * restored session, or right after sign-in), and starts the signed-in runtime with them. Signed out it adds nothing,
 * so nothing of the admin area downloads before sign-in. One patcher per router.
 */
export function signedInRoutePatcher(store: AppStore): PatchRoutesOnNavigationFunction {
  let module: Promise<SignedInModule> | undefined;
  let patched = false;
  return async ({ patch, signal }) => {
    if (patched || !selectIsSignedIn(store.getState())) return;
    if (!module) awaitPersonLanguage(personLanguage(store));
    module ??= import('./signed-in/routes').then(withTexts).catch((error: unknown) => {
      module = undefined;
      throw new RouteChunkError(error);
    });
    const { signedInRoutes, startSignedInRuntime } = await module;
    if (patched || signal.aborted) return;
    startSignedInRuntime(store);
    patch(ROOT_ROUTE_ID, signedInRoutes);
    patched = true;
  };
}

export function createAppRouter(store: AppStore) {
  const router = createBrowserRouter(publicRoutes, { patchRoutesOnNavigation: signedInRoutePatcher(store) });
  exposeRouterForTests(router, getRuntimeConfig().mock);
  return router;
}
