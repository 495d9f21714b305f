import { useEffect, useState } from 'react';

/** How many rows one step draws: a device row with its chips and buttons costs React and MUI most of a millisecond. */
export const ROWS_PER_STEP = 10;

interface Drawn<T> {
  /** The list being drawn. */
  target: readonly T[] | undefined;
  /** What the table shows: the target's first rows, then (by position) the rows shown before. */
  rows: readonly T[] | undefined;
  /** How many of the target's rows are drawn. */
  count: number;
}

/** How many leading rows two lists share: a page added by "Load more" keeps the rows above it as they are. */
function sharedStart<T>(a: readonly T[] | undefined, b: readonly T[]): number {
  let index = 0;
  while (a && index < a.length && index < b.length && a[index] === b[index]) index += 1;
  return index;
}

/**
 * The target's first `count` rows, then the rows shown before at the positions below that are not among them (each row
 * stays its own: a row is never redrawn as another), never more rows than the target has.
 */
export function rowsAtStep<T>(
  target: readonly T[],
  before: readonly T[] | undefined,
  count: number,
  getId: (row: T) => string,
): readonly T[] {
  if (count >= target.length) return target;
  const drawn = target.slice(0, count);
  const ids = new Set(drawn.map(getId));
  const kept = (before ?? []).slice(count).filter((row) => !ids.has(getId(row)));
  return [...drawn, ...kept.slice(0, target.length - count)];
}

/**
 * A new list of rows, drawn `step` rows per task: the first step at once, the next ones each in a task of its own, so the
 * browser draws frames between them and no task holds it for long (a whole 50-row page of devices in one task takes
 * longer than a frame). Until the list is drawn, the rows below are those shown before; `drawing` says so (the table is
 * then marked busy). Rows the new list shares from its start with the one shown are kept at once (a page added by Load
 * more draws only its own rows). Keep `getId` stable between renders.
 */
export function useRowsInSteps<T>(
  target: readonly T[] | undefined,
  getId: (row: T) => string,
  step = ROWS_PER_STEP,
): { rows: readonly T[] | undefined; drawing: boolean } {
  const [drawn, setDrawn] = useState<Drawn<T>>(() => ({
    target,
    rows: target?.slice(0, step),
    count: Math.min(step, target?.length ?? 0),
  }));
  let current = drawn;
  if (drawn.target !== target) {
    // A new list: its shared start and one step now (during this render), the rest in the tasks that follow.
    const count = target ? Math.min(target.length, Math.max(sharedStart(drawn.rows, target), step)) : 0;
    current = { target, rows: target && rowsAtStep(target, drawn.rows, count, getId), count };
    setDrawn(current);
  }
  const done = !current.target || current.count >= current.target.length;
  useEffect(() => {
    if (done) return undefined;
    const timer = setTimeout(() =>
      setDrawn((now) => {
        if (now !== current || !now.target) return now;
        const count = Math.min(now.target.length, now.count + step);
        return { target: now.target, rows: rowsAtStep(now.target, now.rows, count, getId), count };
      }),
    );
    return () => clearTimeout(timer);
  }, [current, done, step, getId]);
  return { rows: current.rows, drawing: !done };
}
