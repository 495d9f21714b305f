import { combineReducers, type Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { share, Subject, tap, type Observable } from 'rxjs';
import { baseApi } from '@/api';
import type { MyAccessRequest } from '@/features/access-requests';
import { initialSessionState, sessionApi, sessionReducer, type SessionState } from '@/features/session';
import { remindersApi } from './api';
import type { TemporaryAccess } from './model/reminder';
import type { RemindersSourceState } from './sources';

/** Test-only: the reminders' sources as RTK Query's cache holds them, and a state that follows the actions. */
const reducer = combineReducers({ [baseApi.reducerPath]: baseApi.reducer, session: sessionReducer });

const SIGNED_IN: SessionState = {
  ...initialSessionState,
  auth: { publicId: 'p-1', secretId: 'secret-1', expiresOn: '2099-01-01T00:00:00Z', userId: 'u-1' },
  companyId: 'c-1',
};

/** Signed in to Acme (c-1) as u-1, who may use access requests. */
export function signedInState(): RemindersSourceState {
  const cached = sessionApi.util.upsertQueryEntries([
    { endpointName: 'myUser', arg: undefined, value: { publicId: 'u-1', name: 'Umar' } },
    { endpointName: 'myCompanies', arg: undefined, value: [{ publicId: 'c-1', name: 'Acme' }] },
    { endpointName: 'myPermissions', arg: 'c-1', value: ['USE_ACCESS_REQUESTS'] },
  ]);
  return reducer(reducer({ session: SIGNED_IN }, { type: '@@init' }), cached);
}

/** The user's access requests answered (MyUserAccessRequestList). */
export const requestsAnswered = (requests: MyAccessRequest[]) =>
  baseApi.util.upsertQueryEntries([{ endpointName: 'myAccessRequests', arg: undefined, value: requests }] as never);

/** The user's temporary memberships answered (UserMembershipList). */
export const membershipsAnswered = (memberships: TemporaryAccess[]) =>
  remindersApi.util.upsertQueryEntries([{ endpointName: 'temporaryAccess', arg: 'u-1', value: memberships }]);

/** Runs every action through the reducers before the epic sees it, as redux-observable does. */
export function followingState(initial: RemindersSourceState = signedInState()) {
  const states = new Subject<RemindersSourceState>();
  const state$ = new StateObservable<RemindersSourceState>(states, initial);
  const through = (source$: Observable<Action>): Observable<Action> =>
    source$.pipe(
      tap((action) => states.next(reducer(state$.value, action) as RemindersSourceState)),
      share(),
    );
  return { state$, through };
}
