import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { defer, EMPTY, filter, map, of, startWith, switchMap, timer, type Observable } from 'rxjs';
import { sessionExpired } from '@/api';
import type { KeyValueStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage';
import { isExpired, readAuthRecord, type AuthRecord } from './model/auth-record';
import { signedIn, signedOutElsewhere, type WithSession } from './model/slice';
import { endsSession } from './persistence';

export interface SessionDependencies {
  storage: KeyValueStorage;
  /** Keys of localStorage changed by another tab. */
  storageChanges$: Observable<string | null>;
  now: () => number;
}

type SessionEpic = Epic<Action, Action, WithSession, SessionDependencies>;

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

/** The session's flows in time, started once someone is signed in. */
export const sessionEpics = [crossTabSignOutEpic, tokenExpiryEpic];
