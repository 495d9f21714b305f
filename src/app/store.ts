import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, fetchDeployedVersion, registerCredentialsSelector } from '../api';
import {
  browserOnlineWatcher,
  noticesReducer,
  reloadMiddleware,
  startNoticeWatchers,
  type NoticesDependencies,
} from '../features/notices';
import type { AccessRequestsState } from '../features/access-requests';
import type { RemindersState } from '../features/reminders';
import type { SearchState } from '../features/search';
import {
  initialSessionState,
  readAuthRecord,
  readRememberedCompany,
  sessionPersistenceMiddleware,
  sessionReducer,
  type SessionDependencies,
} from '../features/session';
import type { VpnDependencies, VpnState } from '../features/vpn';
import { createLateMiddleware } from '../lib/late-middleware';
import { safeLocalStorage, type KeyValueStorage } from '../lib/storage';
import type { AppDispatch as FeatureDispatch, AppState } from '@/store';

/** The slices of a signed-in page, injected with the epics after sign-in (app/signed-in/runtime.ts). */
export interface SignedInSlices {
  vpn: VpnState;
  search: SearchState;
  accessRequests: AccessRequestsState;
  reminders: RemindersState;
}

export const rootReducer = combineSlices(baseApi, {
  session: sessionReducer,
  notices: noticesReducer,
}).withLazyLoadedSlices<SignedInSlices>();

/**
 * The state of a signed-in page. The signed-in slices exist before any signed-in route renders (the route table
 * gains those routes only once they are injected), so the app's hooks type them as present.
 */
export type RootState = ReturnType<typeof rootReducer> & SignedInSlices;

// Features type their hooks against AppState (src/store/app-state.ts), which each slice extends with its own part: the
// two must describe the same state, or this fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const rootStateIsAppState: Same<RootState, AppState> = true;
void rootStateIsAppState;

/** What the sign-in page already needs: storage, the clock and the notices. */
export interface StartupDependencies extends NoticesDependencies {
  storage: KeyValueStorage;
  now: () => number;
}

/** Every side effect of the app; the signed-in ones are built from the browser when the signed-in runtime starts. */
export type AppDependencies = StartupDependencies & SessionDependencies & VpnDependencies;

registerCredentialsSelector((state) => {
  const { session } = state as RootState;
  return {
    token: session.auth?.secretId,
    expiresOn: session.auth?.expiresOn,
    companyId: session.companyId ?? undefined,
  };
});

function browserStartupDependencies(): StartupDependencies {
  return {
    storage: safeLocalStorage(),
    now: Date.now,
    watchOnline: browserOnlineWatcher,
    fetchDeployedVersion: () => fetchDeployedVersion(),
    reload: () => window.location.reload(),
  };
}

/** The session restored from storage: a malformed or expired record means signed out. */
export function restoredState(dependencies: Pick<StartupDependencies, 'storage' | 'now'>) {
  const auth = readAuthRecord(dependencies.storage, dependencies.now()) ?? null;
  const companyId = auth ? (readRememberedCompany(dependencies.storage) ?? null) : null;
  return { session: { ...initialSessionState, auth, companyId } };
}

export function createAppStore(
  options: { dependencies?: Partial<AppDependencies>; preloadedState?: Partial<RootState> } = {},
) {
  const overrides = options.dependencies ?? {};
  const startup: StartupDependencies = { ...browserStartupDependencies(), ...overrides };
  // The signed-in runtime adds the epic middleware here once someone signs in.
  const signedInMiddleware = createLateMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState ?? restoredState(startup),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(
        baseApi.middleware,
        sessionPersistenceMiddleware(startup.storage),
        reloadMiddleware(startup),
        signedInMiddleware.middleware,
      ),
    // RTK Query's actions notify the store's subscribers once their burst's microtasks are done, in the same task:
    // batching them to the next animation frame (the default) asks the browser for one more frame per request.
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'tick' } }),
    devTools: import.meta.env.DEV ? { maxAge: 50 } : false,
  });
  setupListeners(store.dispatch);
  startNoticeWatchers(store.dispatch, startup);
  // Typed as signed in: see RootState.
  const typedStore = store as Omit<typeof store, 'getState'> & { getState: () => RootState };
  return Object.assign(typedStore, {
    signedIn: {
      /** Test doubles and the start-up dependencies, for the signed-in runtime's epics. */
      dependencies: { ...overrides, ...startup },
      addMiddleware: (middleware: Middleware) => signedInMiddleware.add(middleware),
    },
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

// What features dispatch through useAppDispatch (src/store/hooks.ts) must be what the store dispatches.
const featureDispatch = (dispatch: AppDispatch): FeatureDispatch => dispatch;
void featureDispatch;
