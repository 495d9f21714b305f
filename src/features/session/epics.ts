import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { defer, distinctUntilChanged, EMPTY, filter, ignoreElements, map, merge, of, pairwise, startWith, switchMap, tap, timer, type Observable } from 'rxjs';
import { baseApi, sessionExpired } from '../../api';
import type { KeyValueStorage } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage';
import { clearAuthRecord, isExpired, readAuthRecord, rememberCompany, writeAuthRecord, type AuthRecord } from './model/auth-record';
import { companySelected, signedIn, signedOut, signedOutElsewhere, type WithSession } from './model/slice';

export interface SessionDependencies {
  storage: KeyValueStorage;
  /** Keys of localStorage changed by another tab. */
  storageChanges$: Observable<string | null>;
  now: () => number;
}

type SessionEpic = Epic<Action, Action, WithSession, SessionDependencies>;

const endsSession = (action: Action) => signedOut.match(action) || sessionExpired.match(action) || signedOutElsewhere.match(action);

/** The auth record follows the session; a session that ends forgets all server data. */
export const persistAuthEpic: SessionEpic = (action$, _state$, { storage }) =>
  merge(
    action$.pipe(
      filter(signedIn.match),
      tap(({ payload }) => {
        writeAuthRecord(storage, payload.auth);
        if (payload.companyId) rememberCompany(storage, payload.companyId);
      }),
      ignoreElements(),
    ),
    action$.pipe(
      filter(endsSession),
      tap(() => clearAuthRecord(storage)),
      map(() => baseApi.util.resetApiState()),
    ),
  );

/** Signing out in one tab signs out the others. */
export const crossTabSignOutEpic: SessionEpic = (_action$, state$, { storageChanges$, storage, now }) =>
  storageChanges$.pipe(
    filter((key) => key === STORAGE_KEYS.auth || key === null),
    filter(() => state$.value.session.auth !== null && readAuthRecord(storage, now()) === undefined),
    map(() => signedOutElsewhere()),
  );

/** setTimeout's limit: a 30-day token is waited for in steps. */
const MAX_TIMER_MS = 2_147_000_000;

/** The session ends when its token expires, before a request could go out with it; also for a restored session. */
export const tokenExpiryEpic: SessionEpic = (action$, state$, { now }) => {
  const expiryOf = (auth: AuthRecord): Observable<Action> =>
    defer(() =>
      isExpired(auth, now())
        ? of(sessionExpired())
        : timer(Math.min(Date.parse(auth.expiresOn) - now(), MAX_TIMER_MS)).pipe(switchMap(() => expiryOf(auth))),
    );
  return action$.pipe(
    filter((action) => signedIn.match(action) || endsSession(action)),
    startWith(undefined),
    // switchMap: a new sign-in replaces the old timer, a sign-out cancels it.
    switchMap(() => {
      const auth = state$.value.session.auth;
      return auth ? expiryOf(auth) : EMPTY;
    }),
  );
};

/** Company data never leaks across a switch: the cache is dropped and the choice remembered. */
export const companySwitchEpic: SessionEpic = (action$, state$, { storage }) =>
  merge(
    action$.pipe(
      filter(companySelected.match),
      tap(({ payload }) => rememberCompany(storage, payload)),
      ignoreElements(),
    ),
    state$.pipe(
      map((state) => state.session.companyId),
      distinctUntilChanged(),
      pairwise(),
      filter(([before, after]) => before !== null && after !== null),
      map(() => baseApi.util.resetApiState()),
    ),
  );

export const sessionEpics = [persistAuthEpic, crossTabSignOutEpic, tokenExpiryEpic, companySwitchEpic];
