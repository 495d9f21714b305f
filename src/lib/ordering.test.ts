import { applyOrderChanges, moveItem, nextOrder, ORDER_STEP, renumber, reorder, type Ordered } from './ordering';

/** Every permutation of the given values (Heap's algorithm), small lists only. */
function* permutations<T>(values: readonly T[]): Generator<T[]> {
  const items = [...values];
  const counters = items.map(() => 0);
  yield [...items];
  let i = 1;
  while (i < items.length) {
    if ((counters[i] ?? 0) < i) {
      const j = i % 2 === 0 ? 0 : (counters[i] ?? 0);
      [items[i], items[j]] = [items[j] as T, items[i] as T];
      yield [...items];
      counters[i] = (counters[i] ?? 0) + 1;
      i = 1;
    } else {
      counters[i] = 0;
      i += 1;
    }
  }
}

/** Ways the stored orders of a list can look before a drag: normalised, with gaps, and from older data. */
const ORDER_SCHEMES: ((index: number) => number)[] = [
  (i) => i * ORDER_STEP,
  (i) => i * 1500 + 7,
  (i) => -3000 + i * 250,
];

function* listsUpTo(maxLength: number): Generator<Ordered[]> {
  for (let n = 0; n <= maxLength; n += 1) {
    const ids = Array.from({ length: n }, (_, k) => `t${k}`);
    for (const permutation of permutations(ids)) {
      for (const scheme of ORDER_SCHEMES)
        yield permutation.map((publicId, index) => ({ publicId, order: scheme(index) }));
    }
  }
}

const ids = (items: readonly Ordered[]) => items.map((item) => item.publicId);

describe('permutation generator', () => {
  it('yields n! distinct permutations', () => {
    const all = [...permutations([1, 2, 3, 4, 5])].map((p) => p.join());
    expect(all).toHaveLength(120);
    expect(new Set(all).size).toBe(120);
  });
});

describe('reorder over every permutation of up to 5 items and every move', () => {
  it('renumbers to position × 1000 and sends exactly the items whose order changed', () => {
    let cases = 0;
    for (const list of listsUpTo(5)) {
      for (let from = 0; from < list.length; from += 1) {
        for (let to = 0; to < list.length; to += 1) {
          cases += 1;
          const moved = moveItem(list, from, to);
          const { arranged, changes } = reorder(list, from, to);
          // The dragged item lands where it was dropped; nothing is lost or duplicated.
          expect(moved[to]).toBe(list[from]);
          expect([...ids(moved)].sort()).toEqual([...ids(list)].sort());
          expect(ids(arranged)).toEqual(ids(moved));
          // Every item's order becomes its position × 1000.
          expect(arranged.map((item) => item.order)).toEqual(arranged.map((_, index) => index * ORDER_STEP));
          // The PATCH holds only what changed, each item once, with its new order.
          const expected = moved
            .filter((item, index) => item.order !== index * ORDER_STEP)
            .map((item) => item.publicId);
          expect(ids(changes)).toEqual(expected);
          for (const change of changes) expect(change.order).toBe(ids(moved).indexOf(change.publicId) * ORDER_STEP);
          // The server applying that PATCH and sorting by order gives the arranged list.
          expect(ids(applyOrderChanges(list, changes))).toEqual(ids(arranged));
          expect(applyOrderChanges(list, changes).map((item) => item.order)).toEqual(
            arranged.map((item) => item.order),
          );
        }
      }
    }
    expect(cases).toBeGreaterThan(10_000);
  });

  it('sends nothing when an already normalised list is dropped in place', () => {
    for (const list of listsUpTo(5)) {
      const normalised = renumber(list);
      for (let index = 0; index < list.length; index += 1)
        expect(reorder(normalised, index, index).changes).toEqual([]);
    }
  });

  it('ignores moves outside the list', () => {
    const list = [
      { publicId: 'a', order: 0 },
      { publicId: 'b', order: 1000 },
    ];
    expect(moveItem(list, -1, 1)).toEqual(list);
    expect(moveItem(list, 0, 2)).toEqual(list);
  });
});

describe('nextOrder', () => {
  it('is 0 for an empty list', () => {
    expect(nextOrder([])).toBe(0);
  });

  it('is the highest order + 1000, above every item, for every arrangement', () => {
    for (const list of listsUpTo(5)) {
      if (list.length === 0) continue;
      const next = nextOrder(list);
      expect(next).toBe(Math.max(...list.map((item) => item.order)) + ORDER_STEP);
      for (const item of list) expect(next).toBeGreaterThan(item.order);
      expect(nextOrder(renumber(list))).toBe(list.length * ORDER_STEP);
    }
  });
});
