import { combineReducers, configureStore, type Action } from '@reduxjs/toolkit';
import { createEpicMiddleware, StateObservable } from 'redux-observable';
import { NEVER, share, Subject, tap, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { sessionExpired } from '@/api';
import { STORAGE_KEYS } from '@/lib/storage';
import { crossTabSignOutEpic, tokenExpiryEpic, type SessionDependencies } from './epics';
import type { AuthRecord } from './model/auth-record';
import {
  companySelected,
  initialSessionState,
  sessionReducer,
  signedIn,
  signedOut,
  signedOutElsewhere,
  type SessionState,
  type WithSession,
} from './model/slice';
import { memoryStorage } from '@/testing/memory-storage';

const BASE = Date.parse('2026-06-01T12:00:00Z');
const at = (ms: number) => new Date(BASE + ms).toISOString();
const authExpiringAt = (ms: number, secretId = 's1'): AuthRecord => ({
  publicId: `p-${secretId}`,
  secretId,
  expiresOn: at(ms),
  userId: 'u1',
});

const expired = sessionExpired();

/**
 * Mimics redux-observable: every action goes through the reducer first, so the epic sees the state after it.
 */
function sessionHarness(initial: SessionState) {
  const states = new Subject<WithSession>();
  const state$ = new StateObservable<WithSession>(states, { session: initial });
  const through = (source$: Observable<Action>): Observable<Action> =>
    source$.pipe(
      tap((action) => states.next({ session: sessionReducer(state$.value.session, action) })),
      share(),
    );
  return { state$, through };
}

const createScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('crossTabSignOutEpic', () => {
  const signedInState: SessionState = { auth: authExpiringAt(60_000), companyId: 'c1', endedBy: null };

  it('signs out when another tab removed the record', () => {
    const { storage } = memoryStorage();
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$ } = sessionHarness(signedInState);
      const storageChanges$ = hot<string | null>('-k', { k: STORAGE_KEYS.auth });
      expectObservable(crossTabSignOutEpic(NEVER, state$, { storage, storageChanges$, now: () => BASE })).toBe('-o', {
        o: signedOutElsewhere(),
      });
    });
  });

  it('signs out when another tab cleared the whole storage (key null)', () => {
    const { storage } = memoryStorage();
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$ } = sessionHarness(signedInState);
      const storageChanges$ = hot<string | null>('-n', { n: null });
      expectObservable(crossTabSignOutEpic(NEVER, state$, { storage, storageChanges$, now: () => BASE })).toBe('-o', {
        o: signedOutElsewhere(),
      });
    });
  });

  it('signs out when the stored record became corrupt, and removes it', () => {
    const { storage, map } = memoryStorage({ [STORAGE_KEYS.auth]: '{"publicId":' });
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$ } = sessionHarness(signedInState);
      const storageChanges$ = hot<string | null>('-k', { k: STORAGE_KEYS.auth });
      expectObservable(crossTabSignOutEpic(NEVER, state$, { storage, storageChanges$, now: () => BASE })).toBe('-o', {
        o: signedOutElsewhere(),
      });
    });
    expect(map.has(STORAGE_KEYS.auth)).toBe(false);
  });

  it('stays signed in while a valid record is stored (another tab signed in or refreshed it)', () => {
    const { storage } = memoryStorage({ [STORAGE_KEYS.auth]: JSON.stringify(authExpiringAt(120_000, 's2')) });
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$ } = sessionHarness(signedInState);
      const storageChanges$ = hot<string | null>('-k-n', { k: STORAGE_KEYS.auth, n: null });
      expectObservable(crossTabSignOutEpic(NEVER, state$, { storage, storageChanges$, now: () => BASE })).toBe('');
    });
  });

  it('ignores changes of other keys', () => {
    const { storage } = memoryStorage();
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$ } = sessionHarness(signedInState);
      const storageChanges$ = hot<string | null>('-a-b', { a: STORAGE_KEYS.company, b: STORAGE_KEYS.drawer });
      expectObservable(crossTabSignOutEpic(NEVER, state$, { storage, storageChanges$, now: () => BASE })).toBe('');
    });
  });

  it('does nothing when this tab is not signed in', () => {
    const { storage } = memoryStorage();
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$ } = sessionHarness(initialSessionState);
      const storageChanges$ = hot<string | null>('-k-n', { k: STORAGE_KEYS.auth, n: null });
      expectObservable(crossTabSignOutEpic(NEVER, state$, { storage, storageChanges$, now: () => BASE })).toBe('');
    });
  });

  it('reads the state at the time of the change', () => {
    const { storage } = memoryStorage();
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$, through } = sessionHarness(signedInState);
      // This tab signs out itself at frame 2; the storage event of frame 4 must not add a second sign-out.
      through(hot<Action>('--s', { s: signedOut() })).subscribe();
      const storageChanges$ = hot<string | null>('k---k', { k: STORAGE_KEYS.auth });
      expectObservable(crossTabSignOutEpic(NEVER, state$, { storage, storageChanges$, now: () => BASE })).toBe('o', {
        o: signedOutElsewhere(),
      });
    });
  });
});

describe('tokenExpiryEpic', () => {
  const deps = (scheduler: TestScheduler): SessionDependencies => ({
    storage: memoryStorage().storage,
    storageChanges$: NEVER,
    now: () => BASE + scheduler.now(),
  });

  it('emits session/expired exactly at expiresOn', () => {
    const scheduler = createScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { state$, through } = sessionHarness(initialSessionState);
      const action$ = through(hot<Action>('a', { a: signedIn({ auth: authExpiringAt(5000) }) }));
      expectObservable(tokenExpiryEpic(action$, state$, deps(scheduler))).toBe('5000ms e', { e: expired });
    });
  });

  it('counts from the sign-in time to the absolute expiry', () => {
    const scheduler = createScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { state$, through } = sessionHarness(initialSessionState);
      const action$ = through(hot<Action>('1000ms a', { a: signedIn({ auth: authExpiringAt(5000) }) }));
      expectObservable(tokenExpiryEpic(action$, state$, deps(scheduler))).toBe('5000ms e', { e: expired });
    });
  });

  it('emits nothing when the session ends before expiry', () => {
    for (const end of [signedOut(), signedOutElsewhere(), sessionExpired()]) {
      const scheduler = createScheduler();
      scheduler.run(({ hot, expectObservable }) => {
        const { state$, through } = sessionHarness(initialSessionState);
        const action$ = through(hot<Action>('a 999ms b', { a: signedIn({ auth: authExpiringAt(5000) }), b: end }));
        expectObservable(tokenExpiryEpic(action$, state$, deps(scheduler))).toBe('');
      });
    }
  });

  it('replaces the timer on a new sign-in', () => {
    const scheduler = createScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { state$, through } = sessionHarness(initialSessionState);
      const action$ = through(
        hot<Action>('a 999ms b', {
          a: signedIn({ auth: authExpiringAt(5000, 's1') }),
          b: signedIn({ auth: authExpiringAt(9000, 's2') }),
        }),
      );
      expectObservable(tokenExpiryEpic(action$, state$, deps(scheduler))).toBe('9000ms e', { e: expired });
    });
  });

  it('emits at once for a token that is already expired at sign-in', () => {
    const scheduler = createScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { state$, through } = sessionHarness(initialSessionState);
      const action$ = through(hot<Action>('10ms a', { a: signedIn({ auth: authExpiringAt(5) }) }));
      expectObservable(tokenExpiryEpic(action$, state$, deps(scheduler))).toBe('10ms e', { e: expired });
    });
  });

  it('ignores unrelated actions', () => {
    const scheduler = createScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { state$, through } = sessionHarness(initialSessionState);
      const action$ = through(hot<Action>('a-b', { a: companySelected('c1'), b: { type: 'test/unrelated' } }));
      expectObservable(tokenExpiryEpic(action$, state$, deps(scheduler))).toBe('');
    });
  });

  it('waits out a 30-day token past the setTimeout limit', () => {
    const scheduler = createScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { state$, through } = sessionHarness(initialSessionState);
      const action$ = through(hot<Action>('a', { a: signedIn({ auth: authExpiringAt(2_592_000_000) }) }));
      expectObservable(tokenExpiryEpic(action$, state$, deps(scheduler))).toBe('2592000000ms e', { e: expired });
    });
  });

  it('ends a session restored from storage at its expiry without any action', () => {
    const scheduler = createScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const { state$, through } = sessionHarness({ ...initialSessionState, auth: authExpiringAt(5000) });
      const action$ = through(hot<Action>(''));
      expectObservable(tokenExpiryEpic(action$, state$, deps(scheduler))).toBe('5000ms e', { e: expired });
    });
  });

  it('ends the session of a real store at expiresOn (fake timers)', () => {
    vi.useFakeTimers({ now: BASE });
    try {
      const { storage } = memoryStorage();
      const epicMiddleware = createEpicMiddleware<Action, Action, WithSession, SessionDependencies>({
        dependencies: { storage, storageChanges$: NEVER, now: () => Date.now() },
      });
      const store = configureStore({
        reducer: combineReducers({ session: sessionReducer }),
        middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(epicMiddleware),
      });
      epicMiddleware.run(tokenExpiryEpic);
      store.dispatch(signedIn({ auth: authExpiringAt(60_000) }));
      vi.advanceTimersByTime(59_999);
      expect(store.getState().session.auth).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(store.getState().session).toEqual({ auth: null, companyId: null, endedBy: 'expiry' });
    } finally {
      vi.useRealTimers();
    }
  });
});
