import {
  REPORT_GRIDS,
  SHEET_COLUMNS,
  SHEET_ROWS,
  changeBox,
  firstFreePlace,
  gridOf,
  makeRoom,
  mobileOrder,
  newCardHeight,
  newSheetBox,
  readDimensions,
  sizeLimits,
  type BoxChange,
  type SheetBox,
  type SheetDimensions,
} from './sheet';

describe('the grids', () => {
  it.each([
    ['sheet', { columns: 12, rows: 72 }],
    ['report', { columns: 8, rows: 16 }],
    ['report-portrait', { columns: 6, rows: 16 }],
    ['report-landscape', { columns: 8, rows: 11 }],
  ] as const)('%s: %j', (type, grid) => {
    expect(gridOf(type)).toEqual(grid);
  });
  it('a sheet has 12 columns', () => {
    expect([SHEET_COLUMNS, SHEET_ROWS]).toEqual([12, 72]);
  });
});

describe('reading dimensions for the page’s type', () => {
  it.each([
    [
      'a box as sent',
      { type: 'sheet', left: 2, top: 3, cols: 4, rows: 5 },
      { type: 'sheet', left: 2, top: 3, cols: 4, rows: 5 },
    ],
    [
      'wider than the grid',
      { type: 'sheet', left: 3, top: 0, cols: 20, rows: 5 },
      { type: 'sheet', left: 0, top: 0, cols: 12, rows: 5 },
    ],
    [
      'past the right edge',
      { type: 'sheet', left: 10, top: 0, cols: 4, rows: 5 },
      { type: 'sheet', left: 8, top: 0, cols: 4, rows: 5 },
    ],
    [
      'left of the grid',
      { type: 'sheet', left: -2, top: -1, cols: 4, rows: 5 },
      { type: 'sheet', left: 0, top: 0, cols: 4, rows: 5 },
    ],
    [
      'past the bottom',
      { type: 'sheet', left: 0, top: 70, cols: 4, rows: 5 },
      { type: 'sheet', left: 0, top: 67, cols: 4, rows: 5 },
    ],
    [
      'taller than the grid',
      { type: 'sheet', left: 0, top: 5, cols: 4, rows: 100 },
      { type: 'sheet', left: 0, top: 0, cols: 4, rows: 72 },
    ],
    [
      'no size',
      { type: 'sheet', left: 0, top: 0, cols: 0, rows: -3 },
      { type: 'sheet', left: 0, top: 0, cols: 1, rows: 1 },
    ],
    [
      'its phone layout',
      {
        type: 'sheet',
        left: 0,
        top: 0,
        cols: 4,
        rows: 5,
        mobileOrder: 2,
        mobileHeight: 300,
        mobileLeft: 0,
        mobileCols: 12,
      },
      {
        type: 'sheet',
        left: 0,
        top: 0,
        cols: 4,
        rows: 5,
        mobileOrder: 2,
        mobileHeight: 300,
        mobileLeft: 0,
        mobileCols: 12,
      },
    ],
    [
      'a phone field that does not fit is left out',
      {
        type: 'sheet',
        left: 0,
        top: 0,
        cols: 4,
        rows: 5,
        mobileOrder: -1,
        mobileHeight: 1.5,
        mobileLeft: '0',
        mobileCols: null,
      },
      { type: 'sheet', left: 0, top: 0, cols: 4, rows: 5 },
    ],
  ])('sheet: %s', (_, raw, dimensions) => {
    expect(readDimensions(raw, 'sheet')).toEqual(dimensions);
  });

  it.each([
    [
      'report',
      { type: 'report', left: 6, top: 15, cols: 4, rows: 4 },
      { type: 'report', left: 4, top: 12, cols: 4, rows: 4 },
    ],
    [
      'report-portrait',
      { type: 'report-portrait', left: 0, top: 0, cols: 8, rows: 2 },
      { type: 'report-portrait', left: 0, top: 0, cols: 6, rows: 2 },
    ],
    [
      'report-landscape',
      { type: 'report-landscape', left: 1, top: 2, cols: 3, rows: 20 },
      { type: 'report-landscape', left: 1, top: 0, cols: 3, rows: 11 },
    ],
    [
      'report-landscape',
      { type: 'report-landscape', left: 1, top: 2, cols: 3, rows: 4, mobileOrder: 1 },
      { type: 'report-landscape', left: 1, top: 2, cols: 3, rows: 4 },
    ],
  ] as const)('%s: clamped into its own grid', (type, raw, dimensions) => {
    expect(readDimensions(raw, type)).toEqual(dimensions);
  });

  it.each([
    [
      { type: 'card', height: 300, order: 2 },
      { type: 'card', height: 300, order: 2 },
    ],
    [
      { type: 'card', height: 0, order: 0 },
      { type: 'card', height: 1, order: 0 },
    ],
    [
      { type: 'card', height: 100_000, order: 1 },
      { type: 'card', height: 65535, order: 1 },
    ],
    [{ type: 'card', height: 300 }, null],
    [{ type: 'card', height: '300', order: 1 }, null],
    [{ type: 'card', height: 300.5, order: 1 }, null],
    [{ type: 'sheet', left: 0, top: 0, cols: 4, rows: 5 }, null],
  ])('card: %j → %j', (raw, dimensions) => {
    expect(readDimensions(raw, 'card')).toEqual(dimensions);
  });

  it.each([
    ['another page type', { type: 'card', height: 300, order: 1 }, 'sheet'],
    ['a sheet box on a report', { type: 'sheet', left: 0, top: 0, cols: 4, rows: 5 }, 'report'],
    ['one report format on another', { type: 'report', left: 0, top: 0, cols: 4, rows: 5 }, 'report-portrait'],
    ['no type', { left: 0, top: 0, cols: 4, rows: 5 }, 'sheet'],
    ['a place missing', { type: 'sheet', top: 0, cols: 4, rows: 5 }, 'sheet'],
    ['a size in text', { type: 'sheet', left: 0, top: 0, cols: '4', rows: 5 }, 'sheet'],
    ['a fraction', { type: 'sheet', left: 0.5, top: 0, cols: 4, rows: 5 }, 'sheet'],
    ['not a number', { type: 'sheet', left: 0, top: Number.NaN, cols: 4, rows: 5 }, 'sheet'],
    ['null', null, 'sheet'],
    ['a text', 'sheet', 'sheet'],
    ['a list', [0, 0, 4, 5], 'sheet'],
  ] as const)('%s → null', (_, raw, type) => {
    expect(readDimensions(raw, type)).toBeNull();
  });
});

describe('a template’s size limits', () => {
  it.each([
    ['none', null, 12, 72, { minCols: 1, minRows: 1, maxCols: 12, maxRows: 72 }],
    [
      'as given',
      { minCols: 3, minRows: 2, maxCols: 6, maxRows: 10 },
      12,
      72,
      { minCols: 3, minRows: 2, maxCols: 6, maxRows: 10 },
    ],
    ['no maximum', { minCols: 3, minRows: 2 }, 12, 72, { minCols: 3, minRows: 2, maxCols: 12, maxRows: 72 }],
    [
      'null maximum',
      { minCols: 3, minRows: 2, maxCols: null, maxRows: null },
      12,
      72,
      { minCols: 3, minRows: 2, maxCols: 12, maxRows: 72 },
    ],
    [
      'a minimum wider than the grid',
      { minCols: 20, minRows: 100 },
      12,
      72,
      { minCols: 12, minRows: 72, maxCols: 12, maxRows: 72 },
    ],
    ['a minimum of 0', { minCols: 0, minRows: -1 }, 12, 72, { minCols: 1, minRows: 1, maxCols: 12, maxRows: 72 }],
    [
      'a maximum below the minimum',
      { minCols: 4, minRows: 4, maxCols: 2, maxRows: 0 },
      12,
      72,
      { minCols: 4, minRows: 4, maxCols: 4, maxRows: 4 },
    ],
    [
      'a maximum past the grid',
      { minCols: 1, minRows: 1, maxCols: 30, maxRows: 90 },
      12,
      72,
      { minCols: 1, minRows: 1, maxCols: 12, maxRows: 72 },
    ],
    [
      'on a portrait report',
      { minCols: 4, minRows: 2, maxCols: 8 },
      6,
      16,
      { minCols: 4, minRows: 2, maxCols: 6, maxRows: 16 },
    ],
  ])('%s', (_, settings, columns, rows, limits) => {
    expect(sizeLimits(settings, columns, rows)).toEqual(limits);
  });
});

describe('a new component’s place', () => {
  it.each([
    ['no template sizes: 4 × 6', null, [], { left: 0, top: 0, cols: 4, rows: 6 }],
    [
      'the template’s default',
      { minCols: 2, minRows: 2, defaultCols: 6, defaultRows: 3 },
      [],
      { left: 0, top: 0, cols: 6, rows: 3 },
    ],
    [
      'no default: the fallback, if the minimum allows',
      { minCols: 2, minRows: 2 },
      [],
      { left: 0, top: 0, cols: 4, rows: 6 },
    ],
    ['no default: the minimum, if larger', { minCols: 5, minRows: 8 }, [], { left: 0, top: 0, cols: 5, rows: 8 }],
    [
      'no default: at most the maximum',
      { minCols: 1, minRows: 1, maxCols: 3, maxRows: 2 },
      [],
      { left: 0, top: 0, cols: 3, rows: 2 },
    ],
    [
      'a default over the maximum',
      { minCols: 1, minRows: 1, defaultCols: 10, defaultRows: 10, maxCols: 6, maxRows: 4 },
      [],
      { left: 0, top: 0, cols: 6, rows: 4 },
    ],
    [
      'a default under the minimum',
      { minCols: 3, minRows: 3, defaultCols: 1, defaultRows: 1 },
      [],
      { left: 0, top: 0, cols: 3, rows: 3 },
    ],
    ['beside a taken place', null, [{ left: 0, top: 0, cols: 4, rows: 6 }], { left: 4, top: 0, cols: 4, rows: 6 }],
    [
      'in a gap that fits',
      null,
      [
        { left: 0, top: 0, cols: 3, rows: 6 },
        { left: 7, top: 0, cols: 5, rows: 2 },
      ],
      { left: 3, top: 0, cols: 4, rows: 6 },
    ],
    ['below a full row', null, [{ left: 0, top: 0, cols: 12, rows: 2 }], { left: 0, top: 2, cols: 4, rows: 6 }],
    [
      'not over a box lower down',
      null,
      [{ left: 2, top: 3, cols: 10, rows: 1 }],
      { left: 0, top: 4, cols: 4, rows: 6 },
    ],
  ])('%s', (_, settings, taken, box) => {
    expect(newSheetBox(settings, taken)).toEqual(box);
  });

  it('on a full grid there is no place', () => {
    expect(newSheetBox(null, [{ left: 0, top: 0, cols: 12, rows: 72 }])).toBeNull();
    expect(newSheetBox(null, [{ left: 0, top: 0, cols: 12, rows: 67 }])).toBeNull();
    expect(newSheetBox({ minCols: 1, minRows: 1, defaultRows: 5 }, [{ left: 0, top: 0, cols: 12, rows: 67 }])).toEqual({
      left: 0,
      top: 67,
      cols: 4,
      rows: 5,
    });
  });

  it('on a report’s grid', () => {
    const { columns, rows } = REPORT_GRIDS['report-portrait'];
    expect(newSheetBox(null, [{ left: 0, top: 0, cols: 4, rows: 6 }], columns, rows)).toEqual({
      left: 0,
      top: 6,
      cols: 4,
      rows: 6,
    });
    expect(newSheetBox({ minCols: 8, minRows: 2 }, [], columns, rows)).toEqual({ left: 0, top: 0, cols: 6, rows: 6 });
  });

  it('the first free place goes row by row, then left to right', () => {
    const taken: SheetBox[] = [{ left: 0, top: 0, cols: 2, rows: 1 }];
    expect(firstFreePlace(taken, 2, 1, 12, 72)).toEqual({ left: 2, top: 0, cols: 2, rows: 1 });
    expect(firstFreePlace(taken, 12, 1, 12, 72)).toEqual({ left: 0, top: 1, cols: 12, rows: 1 });
    expect(firstFreePlace([], 13, 1, 12, 72)).toBeNull();
  });

  it.each([
    [null, 240],
    [{ minHeight: 300 }, 300],
    [{ minHeight: 100 }, 240],
    [{ minHeight: 100, defaultHeight: 150 }, 150],
    [{ minHeight: 100, defaultHeight: 50 }, 100],
    [{ minHeight: 100, defaultHeight: 900, maxHeight: 400 }, 400],
    [{ minHeight: 100, maxHeight: 200 }, 200],
  ])('a new card from %j is %i px high', (settings, height) => {
    expect(newCardHeight(settings)).toBe(height);
  });
});

describe('moving and resizing by the keyboard', () => {
  const limits = sizeLimits({ minCols: 2, minRows: 2, maxCols: 6, maxRows: 8 }, 12, 72);
  const box: SheetBox = { left: 2, top: 2, cols: 4, rows: 4 };
  const move = (dLeft: number, dTop: number): BoxChange => ({ kind: 'move', dLeft, dTop });
  const resize = (dCols: number, dRows: number): BoxChange => ({ kind: 'resize', dCols, dRows });

  it.each([
    ['left', box, move(-1, 0), { left: 1, top: 2, cols: 4, rows: 4 }],
    ['right', box, move(1, 0), { left: 3, top: 2, cols: 4, rows: 4 }],
    ['up', box, move(0, -1), { left: 2, top: 1, cols: 4, rows: 4 }],
    ['down', box, move(0, 1), { left: 2, top: 3, cols: 4, rows: 4 }],
    ['past the left edge', box, move(-5, 0), { left: 0, top: 2, cols: 4, rows: 4 }],
    ['past the right edge', box, move(20, 0), { left: 8, top: 2, cols: 4, rows: 4 }],
    ['past the top', box, move(0, -3), { left: 2, top: 0, cols: 4, rows: 4 }],
    ['past the bottom', box, move(0, 100), { left: 2, top: 68, cols: 4, rows: 4 }],
    ['wider', box, resize(1, 0), { left: 2, top: 2, cols: 5, rows: 4 }],
    ['narrower', box, resize(-1, 0), { left: 2, top: 2, cols: 3, rows: 4 }],
    ['taller', box, resize(0, 1), { left: 2, top: 2, cols: 4, rows: 5 }],
    ['shorter', box, resize(0, -1), { left: 2, top: 2, cols: 4, rows: 3 }],
    ['over the maximum', box, resize(5, 10), { left: 2, top: 2, cols: 6, rows: 8 }],
    ['under the minimum', box, resize(-3, -3), { left: 2, top: 2, cols: 2, rows: 2 }],
    [
      'wider at the right edge',
      { left: 8, top: 0, cols: 4, rows: 4 },
      resize(1, 0),
      { left: 8, top: 0, cols: 4, rows: 4 },
    ],
    [
      'taller at the bottom',
      { left: 0, top: 68, cols: 4, rows: 4 },
      resize(0, 1),
      { left: 0, top: 68, cols: 4, rows: 4 },
    ],
  ])('%s', (_, from, change, to) => {
    expect(changeBox(from, change, limits, 12, 72)).toEqual(to);
  });

  it('on a report grid, its own edges', () => {
    const report = sizeLimits(null, 8, 11);
    expect(changeBox({ left: 6, top: 9, cols: 2, rows: 2 }, move(1, 1), report, 8, 11)).toEqual({
      left: 6,
      top: 9,
      cols: 2,
      rows: 2,
    });
    expect(changeBox({ left: 0, top: 0, cols: 2, rows: 2 }, resize(10, 10), report, 8, 11)).toEqual({
      left: 0,
      top: 0,
      cols: 8,
      rows: 11,
    });
  });
});

describe('making room', () => {
  type Box = SheetBox & { id: string };
  const b = (id: string, left: number, top: number, cols: number, rows: number): Box => ({ id, left, top, cols, rows });
  const overlap = (x: SheetBox, y: SheetBox) =>
    x.left < y.left + y.cols && y.left < x.left + x.cols && x.top < y.top + y.rows && y.top < x.top + x.rows;

  it.each([
    [
      'a covered box moves down below the moved one',
      [b('a', 0, 0, 4, 4), b('b', 0, 4, 4, 4)],
      b('a', 0, 2, 4, 4),
      [b('a', 0, 2, 4, 4), b('b', 0, 6, 4, 4)],
    ],
    [
      'and the box it then covers, in a chain',
      [b('a', 0, 0, 4, 4), b('b', 0, 4, 4, 4), b('c', 0, 8, 4, 4), b('d', 0, 20, 4, 4)],
      b('a', 0, 2, 4, 4),
      [b('a', 0, 2, 4, 4), b('b', 0, 6, 4, 4), b('c', 0, 10, 4, 4), b('d', 0, 20, 4, 4)],
    ],
    [
      'a box beside it stays',
      [b('a', 0, 0, 4, 4), b('b', 0, 4, 4, 4), b('c', 4, 4, 4, 4)],
      b('a', 0, 2, 4, 4),
      [b('a', 0, 2, 4, 4), b('b', 0, 6, 4, 4), b('c', 4, 4, 4, 4)],
    ],
    [
      'moved sideways onto another',
      [b('a', 0, 0, 4, 4), b('b', 4, 0, 4, 2), b('c', 4, 2, 8, 2)],
      b('a', 3, 0, 4, 4),
      [b('a', 3, 0, 4, 4), b('b', 4, 4, 4, 2), b('c', 4, 6, 8, 2)],
    ],
    [
      'nothing covered, nothing moves',
      [b('a', 0, 0, 4, 4), b('b', 4, 0, 4, 4)],
      b('a', 0, 10, 4, 4),
      [b('a', 0, 10, 4, 4), b('b', 4, 0, 4, 4)],
    ],
  ])('%s', (_, boxes, moved, after) => {
    const result = makeRoom(boxes, moved, 72);
    expect(result).toEqual(after);
    for (const [i, x] of result.entries()) for (const y of result.slice(i + 1)) expect(overlap(x, y)).toBe(false);
  });

  it('a box pushed past the bottom stays at the last rows it fits', () => {
    const result = makeRoom([b('a', 0, 0, 4, 4), b('b', 0, 8, 4, 4)], b('a', 0, 6, 4, 6), 12);
    expect(result).toEqual([b('a', 0, 6, 4, 6), b('b', 0, 8, 4, 4)]);
  });
});

describe('the phone order', () => {
  const item = (id: string, top: number, left: number, order?: number) => ({
    id,
    dimensions: {
      type: 'sheet',
      left,
      top,
      cols: 4,
      rows: 4,
      ...(order === undefined ? {} : { mobileOrder: order }),
    } satisfies SheetDimensions,
  });

  it.each([
    ['by place: row, then column', [item('c', 4, 0), item('b', 0, 6), item('a', 0, 0)], ['a', 'b', 'c']],
    ['by mobileOrder first', [item('a', 0, 0, 2), item('b', 0, 4, 0), item('c', 4, 0, 1)], ['b', 'c', 'a']],
    [
      'those without an order after, by place',
      [item('x', 8, 0), item('y', 0, 0), item('z', 20, 0, 0)],
      ['z', 'y', 'x'],
    ],
    ['an equal order by place', [item('b', 4, 0, 1), item('a', 0, 8, 1)], ['a', 'b']],
  ])('%s', (_, items, ids) => {
    expect(mobileOrder(items).map((i) => i.id)).toEqual(ids);
  });

  it('leaves the list it was given as it was', () => {
    const items = [item('b', 4, 0), item('a', 0, 0)];
    mobileOrder(items);
    expect(items.map((i) => i.id)).toEqual(['b', 'a']);
  });
});
