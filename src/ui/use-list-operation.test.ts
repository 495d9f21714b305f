// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { deletionVerdict, useListOperation } from './use-list-operation';

describe('deletionVerdict', () => {
  it.each([
    [3, false, 'allowed'],
    [2, false, 'allowed'],
    [1, false, 'lastOne'],
    [0, false, 'lastOne'],
    [5, true, 'inUse'],
    [1, true, 'inUse'],
  ] as const)('%i items, in use %s → %s', (count, inUse, verdict) => {
    expect(deletionVerdict(count, inUse)).toBe(verdict);
  });
});

describe('useListOperation', () => {
  it('opens the confirmation only when the item may be deleted', async () => {
    const { result, rerender } = renderHook(
      ({ count, inUse }) =>
        useListOperation<string>({ count, isInUse: () => Promise.resolve(inUse), onCheckFailed: vi.fn() }),
      {
        initialProps: { count: 2, inUse: false },
      },
    );
    await act(() => result.current.requestDelete('a'));
    expect(result.current.operation).toEqual({ kind: 'confirmDelete', item: 'a' });
    rerender({ count: 2, inUse: true });
    await act(() => result.current.requestDelete('a'));
    expect(result.current.operation).toEqual({ kind: 'cannotDelete', item: 'a', reason: 'inUse' });
    rerender({ count: 1, inUse: false });
    await act(() => result.current.requestDelete('a'));
    expect(result.current.operation).toEqual({ kind: 'cannotDelete', item: 'a', reason: 'lastOne' });
    act(() => result.current.close());
    expect(result.current.operation).toEqual({ kind: 'idle' });
  });

  it('reports a failed usage check and opens nothing', async () => {
    const onCheckFailed = vi.fn();
    const failure = new Error('forbidden');
    const { result } = renderHook(() =>
      useListOperation<string>({ count: 3, isInUse: () => Promise.reject(failure), onCheckFailed }),
    );
    await act(() => result.current.requestDelete('a'));
    expect(onCheckFailed).toHaveBeenCalledWith(failure);
    expect(result.current.operation).toEqual({ kind: 'idle' });
    expect(result.current.checking).toBe(false);
  });
});
