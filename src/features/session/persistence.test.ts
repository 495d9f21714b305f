import { combineReducers, configureStore, type Action, type Middleware } from '@reduxjs/toolkit';
import { baseApi, sessionExpired } from '@/api';
import { STORAGE_KEYS, type KeyValueStorage } from '@/lib/storage';
import type { AuthRecord } from './model/auth-record';
import {
  companySelected,
  initialSessionState,
  sessionReducer,
  signedIn,
  signedOut,
  signedOutElsewhere,
  type SessionState,
} from './model/slice';
import { sessionPersistenceMiddleware } from './persistence';
import { memoryStorage } from '@/testing/memory-storage';

const auth: AuthRecord = { publicId: 'p-1', secretId: 's1', expiresOn: '2099-01-01T00:00:00Z', userId: 'u1' };
const RESET = baseApi.util.resetApiState().type;

/** A store with the session slice and the middleware; `dispatched` lists every action that reached the reducers. */
function harness(session: SessionState, storage: KeyValueStorage) {
  const dispatched: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    dispatched.push((action as Action).type);
    return next(action);
  };
  const store = configureStore({
    reducer: combineReducers({ session: sessionReducer }),
    preloadedState: { session },
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false }).prepend(record).concat(sessionPersistenceMiddleware(storage)),
  });
  const resets = () => dispatched.filter((type) => type === RESET).length;
  return { store, resets };
}

const signedInAt = (companyId: string | null): SessionState => ({ auth, companyId, endedBy: null });

describe('session persistence', () => {
  it('writes the record on sign-in, clears it on sign-out and resets the API state', () => {
    const { storage, map, log } = memoryStorage();
    const { store, resets } = harness(initialSessionState, storage);
    store.dispatch(signedIn({ auth }));
    expect(JSON.parse(map.get(STORAGE_KEYS.auth) ?? 'null')).toEqual(auth);
    expect(resets()).toBe(0);
    store.dispatch(signedOut());
    expect(log).toEqual([`set ${STORAGE_KEYS.auth}`, `remove ${STORAGE_KEYS.auth}`]);
    expect(map.has(STORAGE_KEYS.auth)).toBe(false);
    expect(resets()).toBe(1);
  });

  it.each([
    ['keeps the remembered company on a sign-in without one', undefined, 'c0'],
    ['remembers the company a sign-in names (jump-start)', 'c9', 'c9'],
  ])('%s', (_name, companyId, expected) => {
    const { storage, map } = memoryStorage({ [STORAGE_KEYS.company]: 'c0' });
    harness(initialSessionState, storage).store.dispatch(signedIn({ auth, companyId }));
    expect(map.get(STORAGE_KEYS.company)).toBe(expected);
  });

  it.each([
    ['expiry', sessionExpired()],
    ['sign-out elsewhere', signedOutElsewhere()],
  ])('clears the record and resets on %s too', (_name, action) => {
    const { storage, log } = memoryStorage({ [STORAGE_KEYS.auth]: '{}' });
    const { store, resets } = harness(signedInAt('c1'), storage);
    store.dispatch(action);
    expect(log).toEqual([`remove ${STORAGE_KEYS.auth}`]);
    expect(resets()).toBe(1);
  });

  it('ignores other actions', () => {
    const { storage, log } = memoryStorage();
    const { store, resets } = harness(signedInAt('c1'), storage);
    store.dispatch({ type: 'test/unrelated' });
    expect(log).toEqual([]);
    expect(resets()).toBe(0);
  });

  it('remembers the first company without resetting the API', () => {
    const { storage, map } = memoryStorage();
    const { store, resets } = harness(signedInAt(null), storage);
    store.dispatch(companySelected('c1'));
    expect(map.get(STORAGE_KEYS.company)).toBe('c1');
    expect(resets()).toBe(0);
  });

  it('resets the API on a real switch only, and remembers every choice', () => {
    const { storage, map, log } = memoryStorage();
    const { store, resets } = harness(signedInAt(null), storage);
    for (const id of ['c1', 'c1', 'c2', 'c2', 'c1']) store.dispatch(companySelected(id));
    expect(resets()).toBe(2);
    expect(map.get(STORAGE_KEYS.company)).toBe('c1');
    expect(log.filter((entry) => entry === `set ${STORAGE_KEYS.company}`)).toHaveLength(5);
  });

  it('resets the API when leaving a company that was restored or chosen at sign-in', () => {
    const { store, resets } = harness(signedInAt('c1'), memoryStorage().storage);
    store.dispatch(companySelected('c2'));
    expect(resets()).toBe(1);
  });

  it('resets the API when a new sign-in names another company', () => {
    const { store, resets } = harness(signedInAt('c1'), memoryStorage().storage);
    store.dispatch(signedIn({ auth, companyId: 'c9' }));
    expect(resets()).toBe(1);
  });
});
