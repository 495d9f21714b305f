import type { SortDirection } from '@/ui/resource-table';

/**
 * An answer slower than this marks the table busy (a bar sweeps along its top); a quicker one is drawn without a busy
 * state in between, which spares each search a render and a frame.
 */
export const USERS_BUSY_DELAY_MS = 200;

interface SortedView {
  sort: { column: string; direction: SortDirection };
}

/** What the table shows of the view asked for before its rows arrive: its order at once, and whether it is slow. */
export interface AskedDisplay<V extends SortedView> {
  sort: V['sort'];
  /** The view asked for, once its answer has taken longer than USERS_BUSY_DELAY_MS (null before). */
  slow: V | null;
}

/**
 * The view last asked for, outside React state. Only what the table shows of it is subscribed to (the header's order,
 * a slow answer), so a new search renders nothing until its rows arrive.
 */
export interface AskedView<V extends SortedView> {
  get: () => V;
  display: () => AskedDisplay<V>;
  subscribe: (listener: () => void) => () => void;
}

export function createAskedView<V extends SortedView>(
  first: V,
): AskedView<V> & { set: (view: V) => void; settle: () => void } {
  let current = first;
  let display: AskedDisplay<V> = { sort: first.sort, slow: null };
  let slowTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const show = (next: AskedDisplay<V>) => {
    if (next.sort === display.sort && next.slow === display.slow) return;
    display = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => current,
    display: () => display,
    set: (view) => {
      current = view;
      clearTimeout(slowTimer);
      const sameSort = view.sort.column === display.sort.column && view.sort.direction === display.sort.direction;
      show({ sort: sameSort ? display.sort : view.sort, slow: null });
      slowTimer = setTimeout(() => show({ ...display, slow: view }), USERS_BUSY_DELAY_MS);
    },
    /** The answer (or its failure) is in: no busy state from here on for it. */
    settle: () => clearTimeout(slowTimer),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
