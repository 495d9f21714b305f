import { combineReducers, configureStore, type Action } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { createEpicMiddleware } from 'redux-observable';
import { fromEvent, map, merge, NEVER, type Observable } from 'rxjs';
import { baseApi, fetchDeployedVersion, registerCredentialsSelector } from '../api';
import { noticesReducer, type NoticesDependencies } from '../features/notices';
import { searchReducer } from '../features/search';
import { initialSessionState, readAuthRecord, readRememberedCompany, sessionReducer, type SessionDependencies } from '../features/session';
import { vpnBrowserDependencies, vpnReducer, type VpnDependencies } from '../features/vpn';
import { safeLocalStorage } from '../lib/storage';
import { createRootEpic } from './root-epic';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionReducer,
  notices: noticesReducer,
  search: searchReducer,
  vpn: vpnReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDependencies = SessionDependencies & NoticesDependencies & VpnDependencies;

registerCredentialsSelector((state) => {
  const { session } = state as RootState;
  return {
    token: session.auth?.secretId,
    expiresOn: session.auth?.expiresOn,
    companyId: session.companyId ?? undefined,
  };
});

function browserDependencies(): AppDependencies {
  const storageChanges$: Observable<string | null> =
    typeof window === 'undefined' ? NEVER : fromEvent<StorageEvent>(window, 'storage').pipe(map((event) => event.key));
  const online$: Observable<boolean> =
    typeof window === 'undefined'
      ? NEVER
      : merge(fromEvent(window, 'online').pipe(map(() => true)), fromEvent(window, 'offline').pipe(map(() => false)));
  return {
    ...vpnBrowserDependencies(),
    storage: safeLocalStorage(),
    storageChanges$,
    now: Date.now,
    online$,
    fetchDeployedVersion: () => fetchDeployedVersion(),
    reload: () => window.location.reload(),
  };
}

/** The session restored from storage: a malformed or expired record means signed out. */
export function restoredState(dependencies: AppDependencies): Partial<RootState> {
  const auth = readAuthRecord(dependencies.storage, dependencies.now()) ?? null;
  const companyId = auth ? (readRememberedCompany(dependencies.storage) ?? null) : null;
  return { session: { ...initialSessionState, auth, companyId } };
}

export function createAppStore(options: { dependencies?: Partial<AppDependencies>; preloadedState?: Partial<RootState> } = {}) {
  const dependencies: AppDependencies = { ...browserDependencies(), ...options.dependencies };
  const epicMiddleware = createEpicMiddleware<Action, Action, RootState, AppDependencies>({ dependencies });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState ?? restoredState(dependencies),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware, epicMiddleware),
    devTools: import.meta.env.DEV ? { maxAge: 50 } : false,
  });
  epicMiddleware.run(createRootEpic());
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
