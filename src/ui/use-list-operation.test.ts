// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useListOperation, type DeletionRefusal } from './use-list-operation';

describe('useListOperation', () => {
  it('opens the confirmation only when the rule lets the item go', async () => {
    const initialProps: { refusal: DeletionRefusal | undefined } = { refusal: undefined };
    const { result, rerender } = renderHook(
      ({ refusal }: { refusal: DeletionRefusal | undefined }) =>
        useListOperation<string>({ refusal: () => Promise.resolve(refusal), onCheckFailed: vi.fn() }),
      { initialProps },
    );
    await act(() => result.current.requestDelete('a'));
    expect(result.current.operation).toEqual({ kind: 'confirmDelete', item: 'a' });
    rerender({ refusal: 'inUse' });
    await act(() => result.current.requestDelete('a'));
    expect(result.current.operation).toEqual({ kind: 'cannotDelete', item: 'a', reason: 'inUse' });
    rerender({ refusal: 'lastOne' });
    await act(() => result.current.requestDelete('a'));
    expect(result.current.operation).toEqual({ kind: 'cannotDelete', item: 'a', reason: 'lastOne' });
    act(() => result.current.close());
    expect(result.current.operation).toEqual({ kind: 'idle' });
  });

  it('without a rule, asks for confirmation straight away', async () => {
    const { result } = renderHook(() => useListOperation<string>());
    await act(() => result.current.requestDelete('a'));
    expect(result.current.operation).toEqual({ kind: 'confirmDelete', item: 'a' });
    expect(result.current.checking).toBe(false);
  });

  it('reports a failed usage check and opens nothing', async () => {
    const onCheckFailed = vi.fn();
    const failure = new Error('forbidden');
    const { result } = renderHook(() =>
      useListOperation<string>({ refusal: () => Promise.reject(failure), onCheckFailed }),
    );
    await act(() => result.current.requestDelete('a'));
    expect(onCheckFailed).toHaveBeenCalledWith(failure);
    expect(result.current.operation).toEqual({ kind: 'idle' });
    expect(result.current.checking).toBe(false);
  });
});
