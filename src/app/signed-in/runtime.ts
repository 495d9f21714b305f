import { createAction, type Action } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import { fromEvent, map, NEVER, type Observable } from 'rxjs';
import { accessRequestsReducer } from '@/features/access-requests';
import { remindersReducer } from '@/features/reminders';
import { searchReducer } from '@/features/search';
import { vpnBrowserDependencies, vpnReducer } from '@/features/vpn';
import { rootReducer, type AppDependencies, type AppStore, type RootState } from '../store';
import { createRootEpic } from './root-epic';

/** Dispatched once the signed-in slices and middleware are added: it gives the slices their initial state. */
export const signedInRuntimeStarted = createAction('app/signedInRuntimeStarted');

const started = new WeakSet<AppStore>();

function browserStorageChanges(): Observable<string | null> {
  return typeof window === 'undefined'
    ? NEVER
    : fromEvent<StorageEvent>(window, 'storage').pipe(map((event) => event.key));
}

/**
 * What only a signed-in page needs: the VPN and search slices and the epics (connector, status socket, token expiry,
 * sign-out in another tab). Loaded with the signed-in routes, so the sign-in page carries neither the stream library
 * nor these features. Starts once per store.
 */
export function startSignedInRuntime(store: AppStore): void {
  if (started.has(store)) return;
  started.add(store);
  rootReducer.inject({ reducerPath: 'vpn', reducer: vpnReducer });
  rootReducer.inject({ reducerPath: 'search', reducer: searchReducer });
  rootReducer.inject({ reducerPath: 'accessRequests', reducer: accessRequestsReducer });
  rootReducer.inject({ reducerPath: 'reminders', reducer: remindersReducer });
  const dependencies: AppDependencies = {
    ...vpnBrowserDependencies(),
    storageChanges$: browserStorageChanges(),
    ...store.signedIn.dependencies,
  };
  const epicMiddleware = createEpicMiddleware<Action, Action, RootState, AppDependencies>({ dependencies });
  store.signedIn.addMiddleware(epicMiddleware);
  // The next action gives the injected slices their initial state and sets the added middleware up; then the epics run.
  store.dispatch(signedInRuntimeStarted());
  epicMiddleware.run(createRootEpic());
}
