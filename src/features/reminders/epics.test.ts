import { combineReducers, configureStore, type Action } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import { firstValueFrom, filter, NEVER, Subject, tap, timeout } from 'rxjs';
import { baseApi } from '@/api';
import type { MyAccessRequest } from '@/features/access-requests';
import { sessionReducer } from '@/features/session';
import type { KeyValueStorage } from '@/lib/storage';
import { remindersApi } from './api';
import { remindersLoaderEpic, type RemindersDependencies } from './epics';
import type { TemporaryAccess } from './model/reminder';
import { visibleChanged } from './model/slice';
import type { RemindersSourceState } from './sources';
// The endpoints the sources read (myAccessRequests among them) are injected with it, as the epic's chunk does.
import './sources';
import { signedInState } from './test-sources';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const MIN = 60_000;
const at = (ms: number) => new Date(ms).toISOString();

const request = (publicId: string, status: string, end: number): MyAccessRequest => ({
  publicId: `my-${publicId}`,
  request: {
    publicId,
    status,
    start: at(end - 60 * MIN),
    end: at(end),
    vpn: true,
    servers: [],
    user: { publicId: 'u-1' },
  },
  user: { publicId: 'u-1', name: 'Umar' },
  agent: { publicId: 'ag-1', name: 'Pump 03' },
  asset: null,
});

/** The loader in a real store: RTK Query's own answers (upsertQueryData sends its pending and fulfilled actions). */
function start() {
  const map = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
  const output: Action[] = [];
  const outputs = new Subject<Action>();
  const epicMiddleware = createEpicMiddleware<Action, Action, RemindersSourceState, RemindersDependencies>({
    dependencies: { now: () => NOW, storage, storageChanges$: NEVER },
  });
  const store = configureStore({
    reducer: combineReducers({ [baseApi.reducerPath]: baseApi.reducer, session: sessionReducer }),
    preloadedState: signedInState(),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, epicMiddleware),
  });
  // The epic's own actions, as the store receives them.
  epicMiddleware.run((action$, state$, dependencies) =>
    remindersLoaderEpic(action$, state$, dependencies).pipe(
      tap((action) => {
        output.push(action);
        outputs.next(action);
      }),
    ),
  );
  const answerRequests = (requests: MyAccessRequest[]) =>
    store.dispatch(baseApi.util.upsertQueryData('myAccessRequests' as never, undefined as never, requests as never));
  const answerMemberships = (memberships: TemporaryAccess[]) =>
    store.dispatch(remindersApi.util.upsertQueryData('temporaryAccess', 'u-1', memberships));
  return { output, output$: outputs.asObservable(), answerRequests, answerMemberships };
}

describe('the reminders epic loads when a source may remind', () => {
  it('stays unloaded (emits nothing) for sources that cannot remind: none, pending, ended', async () => {
    const { output, answerRequests, answerMemberships } = start();
    await answerMemberships([]);
    await answerRequests([request('ar-1', 'pending', NOW + 5 * MIN), request('ar-2', 'approved', NOW - MIN)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(output).toEqual([]);
  });

  it('loads at the first that may, then reads the latest of each source, even one that arrived while it loaded', async () => {
    const { output$, answerRequests, answerMemberships } = start();
    const both = firstValueFrom(
      output$.pipe(
        filter(visibleChanged.match),
        filter((action) => action.payload.length === 2),
        timeout(5000),
      ),
    );
    await answerRequests([request('ar-old', 'approved', NOW + 3 * MIN)]);
    await answerRequests([request('ar-1', 'approved', NOW + 5 * MIN)]);
    await answerMemberships([{ publicId: 'm-1', expiresOn: at(NOW + 3 * 24 * 60 * MIN) }]);
    const { payload } = await both;
    expect(payload.map((r) => r.id)).toEqual(['access-request:ar-1', 'temporary-access:m-1']);
  });
});
