import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { filter, from, switchMap, take, type Observable } from 'rxjs';
import { baseApi } from '@/api';
import type { MyAccessRequest } from '@/features/access-requests';
import type { KeyValueStorage } from '@/lib/storage';
import type { RemindersSourceState } from './sources';

export interface RemindersDependencies {
  now: () => number;
  storage: KeyValueStorage;
  /** Keys of localStorage changed by another tab: a mute there applies here too. */
  storageChanges$: Observable<string | null>;
}

export type RemindersEpic = Epic<Action, Action, RemindersSourceState, RemindersDependencies>;

interface Answer {
  type: string;
  payload?: unknown;
  meta?: { arg?: { endpointName?: string } };
}

/**
 * RTK Query's answer for one of the sources, matched by the endpoint's name (what `matchFulfilled` reads), so the shell
 * that loads this module carries none of the endpoints' code: they come with the reminders host and this epic's chunk.
 */
const answerOf = (action: Action, endpointName: 'myAccessRequests' | 'temporaryAccess'): unknown[] | null => {
  const { type, payload, meta } = action as Answer;
  return type === `${baseApi.reducerPath}/executeQuery/fulfilled` &&
    meta?.arg?.endpointName === endpointName &&
    Array.isArray(payload)
    ? payload
    : null;
};

/**
 * Starts the reminders epic (its own chunk) at the first answer that may remind: an approved request that ends later,
 * or a temporary membership. A page without either (an administrator's /users) never downloads it. The epic then reads
 * the sources from RTK Query's cache, so nothing that arrived while it downloaded is missed.
 */
export const remindersLoaderEpic: RemindersEpic = (action$, state$, dependencies) => {
  const mayRemind = (action: Action) =>
    Boolean(
      answerOf(action, 'myAccessRequests')?.some((item) => {
        const { request } = item as Pick<MyAccessRequest, 'request'>;
        return request.status === 'approved' && Date.parse(request.end) > dependencies.now();
      }) || answerOf(action, 'temporaryAccess')?.length,
    );
  return action$.pipe(
    filter(mayRemind),
    take(1),
    switchMap(() => from(import('./reminders-epic'))),
    switchMap(({ remindersEpic }) => remindersEpic(action$, state$, dependencies)),
  );
};

export const remindersEpics = [remindersLoaderEpic];
