import type { ComponentTemplate } from '@/features/pages/model/schemas';
import { readSettings } from '@/features/pages/model/data/settings';
import type {
  CardDimensions,
  CardSettings,
  Dimensions,
  ReportDimensions,
  SheetDimensions,
  SheetSettings,
} from '@/features/pages/model/data/sheet';
import type { ViewComponent } from '@/features/pages/model/data/view-components';
import { CARD_STEP, cardsInOrder, changeOnGrid, defaultInputs, moveCard, newDimensions, resizeCard } from './layout';

const template = (
  sheetSettings: ComponentTemplate['sheetSettings'] = null,
  cardSettings: ComponentTemplate['cardSettings'] = null,
): ComponentTemplate => ({
  publicId: 'tpl-1',
  name: 'Gauge',
  description: null,
  category: null,
  sheetSettings,
  cardSettings,
});
const sizes = (settings: Partial<SheetSettings>) =>
  template({
    minCols: settings.minCols ?? 1,
    minRows: settings.minRows ?? 1,
    defaultCols: settings.defaultCols ?? null,
    defaultRows: settings.defaultRows ?? null,
    maxCols: settings.maxCols ?? null,
    maxRows: settings.maxRows ?? null,
  });
const heights = (settings: Partial<CardSettings>) =>
  template(null, {
    minHeight: settings.minHeight ?? 1,
    defaultHeight: settings.defaultHeight ?? null,
    maxHeight: settings.maxHeight ?? null,
  });
const component = (publicId: string, dimensions: Dimensions, index = 0): ViewComponent => ({
  publicId,
  index,
  templateId: 'tpl-1',
  templateName: 'Gauge',
  kind: 'gauge',
  settings: null,
  dimensions,
});
const sheet = (left: number, top: number, cols: number, rows: number): SheetDimensions => ({
  type: 'sheet',
  left,
  top,
  cols,
  rows,
});
const card = (order: number, height = 240): CardDimensions => ({ type: 'card', height, order });
const cards = (...orders: number[]) => orders.map((order, index) => component(`c${index}`, card(order), index));

describe('a new component’s inputs', () => {
  it('are its kind’s defaults, titled with its template’s name', () => {
    const inputs = defaultInputs('gauge', 'Oven');
    expect(JSON.parse(inputs)).toEqual({
      title: 'Oven',
      tags: [],
      aggregation: 'latest',
      rules: [],
      min: 0,
      max: 100,
      bands: [],
    });
    expect(readSettings('gauge', inputs)).toEqual({ ...readSettings('gauge', '{}'), title: 'Oven' });
  });

  it('are only the title for a template the portal cannot draw', () => {
    expect(defaultInputs(null, 'Custom widget')).toBe('{"title":"Custom widget"}');
  });
});

describe('a new component’s dimensions', () => {
  it('take its template’s default size in the first free place of the sheet', () => {
    const taken = [component('a', sheet(0, 0, 4, 6))];
    expect(newDimensions('sheet', sizes({ defaultCols: 6, defaultRows: 4 }), taken)).toEqual(sheet(4, 0, 6, 4));
  });

  it('take 4 × 6 where the template gives no size', () => {
    expect(newDimensions('sheet', undefined, [])).toEqual(sheet(0, 0, 4, 6));
  });

  it('stay within the template’s limits', () => {
    expect(newDimensions('sheet', sizes({ defaultCols: 20, maxCols: 8, minRows: 3, defaultRows: 2 }), [])).toEqual(
      sheet(0, 0, 8, 3),
    );
  });

  it.each([
    ['report', { type: 'report', left: 4, top: 0, cols: 4, rows: 4 }],
    ['report-portrait', { type: 'report-portrait', left: 0, top: 4, cols: 4, rows: 4 }],
  ] as const)('on a %s, take the first free place of its grid', (format, expected) => {
    const taken = [component('a', { type: format, left: 0, top: 0, cols: 4, rows: 4 })];
    expect(newDimensions(format, sizes({ defaultCols: 4, defaultRows: 4 }), taken)).toEqual(expected);
  });

  it.each([
    ['a full sheet', 'sheet', [component('a', sheet(0, 0, 12, 72))]],
    [
      'a full landscape report',
      'report-landscape',
      [component('a', { type: 'report-landscape', left: 0, top: 0, cols: 8, rows: 11 })],
    ],
  ] as const)('are null on %s', (_, format, taken) => {
    expect(newDimensions(format, sizes({ defaultCols: 1, defaultRows: 1 }), taken)).toBeNull();
  });

  it('put a card after the last order, at its template’s default height', () => {
    const stack = cards(0, 3, 1);
    expect(newDimensions('card', heights({ minHeight: 100, defaultHeight: 320 }), stack)).toEqual(card(4, 320));
  });

  it('put the first card at order 0, 240 px high where the template gives no height', () => {
    expect(newDimensions('card', undefined, [])).toEqual(card(0, 240));
  });
});

describe('moving and resizing on the grid', () => {
  const move = (dLeft: number, dTop: number) => ({ kind: 'move', dLeft, dTop }) as const;
  const resize = (dCols: number, dRows: number) => ({ kind: 'resize', dCols, dRows }) as const;

  it('a move past the right edge stops where the box ends at column 12', () => {
    const { changes } = changeOnGrid([component('a', sheet(2, 0, 4, 6))], 'a', move(20, 0), undefined);
    expect(changes).toEqual([{ publicId: 'a', dimensions: sheet(8, 0, 4, 6) }]);
  });

  it('a move keeps the phone layout', () => {
    const dimensions: SheetDimensions = { ...sheet(0, 0, 4, 6), mobileOrder: 2, mobileCols: 12 };
    const { changes } = changeOnGrid([component('a', dimensions)], 'a', move(1, 1), undefined);
    expect(changes).toEqual([{ publicId: 'a', dimensions: { ...sheet(1, 1, 4, 6), mobileOrder: 2, mobileCols: 12 } }]);
  });

  it.each([
    ['the template’s max', sizes({ maxCols: 8 }), sheet(2, 0, 8, 6)],
    ['column 12', undefined, sheet(2, 0, 10, 6)],
  ])('a resize past the right edge stops at %s', (_, limits, expected) => {
    const { changes } = changeOnGrid([component('a', sheet(2, 0, 4, 6))], 'a', resize(20, 0), limits);
    expect(changes).toEqual([{ publicId: 'a', dimensions: expected }]);
  });

  it('a resize below minCols or minRows is refused', () => {
    const components = [component('a', sheet(0, 0, 3, 4))];
    const limits = sizes({ minCols: 3, minRows: 4 });
    expect(changeOnGrid(components, 'a', resize(-1, 0), limits).changes).toEqual([]);
    expect(changeOnGrid(components, 'a', resize(0, -2), limits).changes).toEqual([]);
  });

  it('a report keeps to its format’s grid', () => {
    const box: ReportDimensions = { type: 'report-portrait', left: 1, top: 0, cols: 2, rows: 2 };
    const { changes } = changeOnGrid([component('a', box)], 'a', resize(10, 30), undefined);
    expect(changes).toEqual([{ publicId: 'a', dimensions: { ...box, cols: 5, rows: 16 } }]);
  });

  it('a component moved onto another pushes that one down; the changes hold both and only those', () => {
    const components = [
      component('a', sheet(0, 0, 4, 6), 0),
      component('b', sheet(4, 0, 4, 6), 1),
      component('c', sheet(0, 10, 4, 2), 2),
    ];
    const result = changeOnGrid(components, 'a', move(4, 0), undefined);
    expect(result.changes).toEqual([
      { publicId: 'a', dimensions: sheet(4, 0, 4, 6) },
      { publicId: 'b', dimensions: sheet(4, 6, 4, 6) },
    ]);
    expect(result.components.map((c) => c.dimensions)).toEqual([
      sheet(4, 0, 4, 6),
      sheet(4, 6, 4, 6),
      sheet(0, 10, 4, 2),
    ]);
    expect(result.components[1]).toEqual({ ...components[1], dimensions: sheet(4, 6, 4, 6) });
  });

  it('a move that the edge stops entirely changes nothing', () => {
    const components = [component('a', sheet(0, 0, 4, 6))];
    expect(changeOnGrid(components, 'a', move(-1, -1), undefined)).toEqual({ components, changes: [] });
  });

  it.each([
    ['an unknown component', [component('a', sheet(0, 0, 4, 6))], 'x'],
    ['a card', [component('a', card(0))], 'a'],
  ])('%s is left as it is', (_, components, publicId) => {
    expect(changeOnGrid(components, publicId, move(1, 0), undefined)).toEqual({ components, changes: [] });
  });
});

describe('the cards’ order', () => {
  it('is by order, then by place among the version’s components', () => {
    const stack = [component('x', card(2), 0), component('y', card(1), 1), component('z', card(1), 2)];
    expect(cardsInOrder([...stack].reverse()).map((c) => c.publicId)).toEqual(['y', 'z', 'x']);
  });

  it('leaves the list it was given as it was', () => {
    const stack = cards(1, 0);
    cardsInOrder(stack);
    expect(stack.map((c) => c.publicId)).toEqual(['c0', 'c1']);
  });
});

describe('moving a card', () => {
  const changes = (result: ReturnType<typeof moveCard>) =>
    result.map(({ publicId, dimensions }) => [publicId, dimensions.type === 'card' ? dimensions.order : null]);

  it('every card takes its position as its order', () => {
    expect(changes(moveCard(cards(0, 5, 9), 'c0', 1))).toEqual([
      ['c1', 0],
      ['c0', 1],
      ['c2', 2],
    ]);
  });

  it('answers only the cards whose order changed', () => {
    expect(changes(moveCard(cards(0, 1, 2, 3), 'c1', 2))).toEqual([
      ['c2', 1],
      ['c1', 2],
    ]);
  });

  it.each([
    ['past the end goes last', 'c0', 10, ['c1', 'c2', 'c0']],
    ['before the start goes first', 'c2', -1, ['c2', 'c0', 'c1']],
  ])('a card moved %s', (_, publicId, to, ids) => {
    expect(changes(moveCard(cards(0, 1, 2), publicId, to))).toEqual(ids.map((id, order) => [id, order]));
  });

  it('keeps each card’s height', () => {
    const stack = [component('a', card(0, 100), 0), component('b', card(1, 300), 1)];
    expect(moveCard(stack, 'b', 0)).toEqual([
      { publicId: 'b', dimensions: card(0, 300) },
      { publicId: 'a', dimensions: card(1, 100) },
    ]);
  });

  it('an unknown card changes nothing', () => {
    expect(moveCard(cards(0, 1), 'x', 0)).toEqual([]);
  });
});

describe('resizing a card', () => {
  const settings = { minHeight: 200, defaultHeight: 240, maxHeight: 400 };

  it('changes its height by the step', () => {
    expect(resizeCard(component('a', card(0, 240)), CARD_STEP, heights(settings))).toEqual([
      { publicId: 'a', dimensions: card(0, 280) },
    ]);
  });

  it('stops at the template’s maxHeight', () => {
    expect(resizeCard(component('a', card(3, 380)), 80, heights(settings))).toEqual([
      { publicId: 'a', dimensions: card(3, 400) },
    ]);
  });

  it('below the template’s minHeight is refused', () => {
    expect(resizeCard(component('a', card(0, 200)), -CARD_STEP, heights(settings))).toEqual([]);
  });

  it.each([
    ['1 px', 20, -40, 1],
    ['65535 px', 65530, 40, 65535],
  ])('without cardSettings, stops at %s', (_, height, delta, expected) => {
    expect(resizeCard(component('a', card(0, height)), delta, undefined)).toEqual([
      { publicId: 'a', dimensions: card(0, expected) },
    ]);
  });

  it('a maxHeight below minHeight keeps it at minHeight', () => {
    const odd = heights({ minHeight: 300, maxHeight: 100 });
    expect(resizeCard(component('a', card(0, 300)), CARD_STEP, odd)).toEqual([]);
  });

  it('a box on the grid is no card', () => {
    expect(resizeCard(component('a', sheet(0, 0, 4, 6)), CARD_STEP, undefined)).toEqual([]);
  });
});
