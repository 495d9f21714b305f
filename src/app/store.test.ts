// @vitest-environment jsdom
import { SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import { createTestStore } from '../testing/test-store';

describe('the app store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells its subscribers of RTK Query’s batched actions in the same task, not at the next animation frame', async () => {
    const animationFrame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', animationFrame);
    const store = createTestStore();
    // RTK Query's middleware announces itself on the first action it sees.
    store.dispatch({ type: 'test/first' });
    const listener = vi.fn();
    store.subscribe(listener);

    store.dispatch({ type: 'test/batched-1', meta: { [SHOULD_AUTOBATCH]: true } });
    store.dispatch({ type: 'test/batched-2', meta: { [SHOULD_AUTOBATCH]: true } });
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();

    // One notice for the burst, once its microtasks are done; no frame asked for.
    expect(listener).toHaveBeenCalledTimes(1);
    expect(animationFrame).not.toHaveBeenCalled();
  });
});
