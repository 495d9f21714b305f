// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { rowsAtStep, useRowsInSteps } from './rows-in-steps';

interface Row {
  id: string;
}
const rows = (prefix: string, count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index + 1}` }));
const ids = (list: readonly Row[] | undefined) => (list ?? []).map((row) => row.id);
const getId = (row: Row) => row.id;

describe('rows drawn in steps', () => {
  it('shows the new list’s first rows, then the rows shown before below them, never one twice nor more rows than the new list has', () => {
    const before = rows('a', 6);
    expect(ids(rowsAtStep(rows('b', 5), before, 2, getId))).toEqual(['b1', 'b2', 'a3', 'a4', 'a5']);
    // A row of the new list that was shown before is not shown twice.
    const mixed = [{ id: 'a5' }, { id: 'b1' }, { id: 'a1' }, { id: 'b2' }];
    expect(ids(rowsAtStep(mixed, before, 2, getId))).toEqual(['a5', 'b1', 'a3', 'a4']);
    // A longer new list than the one before grows as it is drawn.
    expect(ids(rowsAtStep(rows('b', 10), rows('a', 3), 2, getId))).toEqual(['b1', 'b2', 'a3']);
    const whole = rows('b', 3);
    expect(rowsAtStep(whole, before, 3, getId)).toBe(whole);
  });

  it('draws a new list one step per task, says so until it is drawn, and keeps the rows a page added by Load more shares', async () => {
    vi.useFakeTimers();
    const first = rows('a', 7);
    const initialProps: { list: Row[] | undefined } = { list: first };
    const { result, rerender } = renderHook(({ list }) => useRowsInSteps(list, getId, 3), { initialProps });
    expect(ids(result.current.rows)).toEqual(['a1', 'a2', 'a3']);
    expect(result.current.drawing).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(ids(result.current.rows)).toHaveLength(6);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.rows).toBe(first);
    expect(result.current.drawing).toBe(false);

    // Another filter: its first step at once, the old rows below it meanwhile.
    const other = rows('b', 5);
    rerender({ list: other });
    expect(ids(result.current.rows)).toEqual(['b1', 'b2', 'b3', 'a4', 'a5']);
    expect(result.current.drawing).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.rows).toBe(other);

    // Load more: the rows shown stay, only the new page is drawn in steps.
    const more = [...other, ...rows('c', 4)];
    rerender({ list: more });
    expect(ids(result.current.rows)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(ids(result.current.rows)).toHaveLength(8);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.rows).toBe(more);

    rerender({ list: undefined });
    expect(result.current).toEqual({ rows: undefined, drawing: false });
  });
});
