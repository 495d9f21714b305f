import { createRng } from '../db/prng';
import { sortRows, type Row } from './query';

/** The order-by of docs/ARCHITECTURE.md#the-wire as first written: every comparison through localeCompare, a whole stable sort. */
function referenceSort(rows: Row[], keys: { path: string; desc: boolean }[]): Row[] {
  const value = (row: Row, path: string): string | number | undefined => {
    const v = row[path];
    return typeof v === 'string' || typeof v === 'number' ? v : undefined;
  };
  return [...rows].sort((a, b) => {
    for (const { path, desc } of keys) {
      const va = value(a, path);
      const vb = value(b, path);
      if (va === vb) continue;
      if (va === undefined) return 1;
      if (vb === undefined) return -1;
      const result =
        typeof va === 'number' && typeof vb === 'number'
          ? va - vb
          : String(va).localeCompare(String(vb), 'en', { sensitivity: 'base', numeric: true });
      if (result !== 0) return desc ? -result : result;
    }
    return 0;
  });
}

const WORDS = ['anna', 'Anna', 'Änna', 'bjørn', 'Chloé', 'chloe', 'item2', 'item10', 'Item 3', 'zoë', 'Oğuz', ''];

function randomRows(count: number, seed: number): Row[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, (_, index) => ({
    id: index,
    name: rng.chance(0.1) ? null : rng.pick(WORDS),
    rank: rng.chance(0.2) ? undefined : rng.int(0, 5),
    tag: rng.pick(WORDS),
  }));
}

const ORDERS: [string, { path: string; desc: boolean }[]][] = [
  ['name', [{ path: 'name', desc: false }]],
  ['-name', [{ path: 'name', desc: true }]],
  [
    'rank,-name',
    [
      { path: 'rank', desc: false },
      { path: 'name', desc: true },
    ],
  ],
  [
    '-rank,tag,name',
    [
      { path: 'rank', desc: true },
      { path: 'tag', desc: false },
      { path: 'name', desc: false },
    ],
  ],
];

describe('sortRows', () => {
  test.each(ORDERS)(
    'order-by %s: the contract order (case-, accent-insensitive text, numbers by value, absent last, ties in table order)',
    (orderBy, keys) => {
      const rows = randomRows(300, 7);
      expect(sortRows(rows, orderBy).map((r) => r.id)).toEqual(referenceSort(rows, keys).map((r) => r.id));
    },
  );

  test.each(ORDERS)('order-by %s: the first rows of a large list are those of the whole sort', (orderBy, keys) => {
    const rows = randomRows(1000, 11);
    const whole = referenceSort(rows, keys).map((r) => r.id);
    for (const limit of [1, 20, 50, 100, 249])
      expect(sortRows(rows, orderBy, limit).map((r) => r.id)).toEqual(whole.slice(0, limit));
  });

  test('numbers within text sort by value and absent values go last in either direction', () => {
    const rows: Row[] = [{ n: 'item10' }, { n: null }, { n: 'Item2' }, { n: 'item1' }, {}];
    expect(sortRows(rows, 'n').map((r) => r.n)).toEqual(['item1', 'Item2', 'item10', null, undefined]);
    expect(sortRows(rows, '-n', 2).map((r) => r.n)).toEqual(['item10', 'Item2']);
    expect(sortRows(rows, '-n').map((r) => r.n)).toEqual(['item10', 'Item2', 'item1', null, undefined]);
  });
});
