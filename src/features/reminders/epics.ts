import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { concat, defer, filter, from, ignoreElements, merge, of, switchMap, take, tap, type Observable } from 'rxjs';
import type { KeyValueStorage } from '@/lib/storage';
import { accessRequestsChanged, temporaryAccessChanged } from './model/slice';

export interface RemindersDependencies {
  now: () => number;
  storage: KeyValueStorage;
  /** Keys of localStorage changed by another tab: a mute there applies here too. */
  storageChanges$: Observable<string | null>;
}

export type RemindersEpic = Epic<Action, Action, unknown, RemindersDependencies>;

/**
 * Starts the reminders epic (its own chunk) at the first source that may remind: an approved request that ends later,
 * or a temporary membership. A page without either (an administrator's /users) never downloads it. The latest source
 * of each kind is replayed to it, so nothing that arrived while it downloaded is missed.
 */
export const remindersLoaderEpic: RemindersEpic = (action$, state$, dependencies) =>
  defer(() => {
    const latest = new Map<string, Action>();
    const isSource = (action: Action) => accessRequestsChanged.match(action) || temporaryAccessChanged.match(action);
    const mayRemind = (action: Action) =>
      (accessRequestsChanged.match(action) &&
        action.payload.some(
          ({ request }) => request.status === 'approved' && Date.parse(request.end) > dependencies.now(),
        )) ||
      (temporaryAccessChanged.match(action) && action.payload.memberships.length > 0);
    const remember$ = action$.pipe(
      tap((action) => isSource(action) && latest.set(action.type, action)),
      ignoreElements(),
    );
    const start$ = action$.pipe(
      filter(mayRemind),
      take(1),
      switchMap(() => from(import('./reminders-epic'))),
      switchMap(({ remindersEpic }) =>
        remindersEpic(
          defer(() => concat(of(...latest.values()), action$)),
          state$,
          dependencies,
        ),
      ),
    );
    return merge(remember$, start$);
  });

export const remindersEpics = [remindersLoaderEpic];
