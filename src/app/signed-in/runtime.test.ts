// @vitest-environment jsdom
import { createTestStore } from '@/testing/test-store';
import { signedInRuntimeStarted, startSignedInRuntime } from './runtime';

describe('the signed-in runtime', () => {
  it('adds the VPN and search slices and the epics once per store', () => {
    const store = createTestStore();
    const addMiddleware = vi.spyOn(store.signedIn, 'addMiddleware');
    const dispatch = vi.spyOn(store, 'dispatch');
    startSignedInRuntime(store);
    startSignedInRuntime(store);
    expect(addMiddleware).toHaveBeenCalledTimes(1);
    expect(dispatch.mock.calls.filter(([action]) => signedInRuntimeStarted.match(action))).toHaveLength(1);
    expect(store.getState().vpn.connector.status).toBeDefined();
    expect(store.getState().search).toEqual({ context: null, query: '' });
  });
});
