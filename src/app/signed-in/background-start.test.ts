// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { BACKGROUND_START_DELAY_MS, useBackgroundStarted } from './background-start';

describe('useBackgroundStarted', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the delay when nobody interacts', () => {
    const { result } = renderHook(() => useBackgroundStarted());
    act(() => {
      vi.advanceTimersByTime(BACKGROUND_START_DELAY_MS - 1);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  it.each(['pointerdown', 'keydown'])('starts at once on %s', (type) => {
    const { result } = renderHook(() => useBackgroundStarted());
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event(type));
    });
    expect(result.current).toBe(true);
  });

  it('leaves no listener or timer behind once unmounted', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useBackgroundStarted());
    unmount();
    expect(removed.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['pointerdown', 'keydown']));
    expect(vi.getTimerCount()).toBe(0);
  });
});
