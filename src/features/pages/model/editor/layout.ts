import type { ComponentTemplate } from '@/features/pages/model/schemas';
import type { ComponentKind } from '@/features/pages/model/data/kinds';
import { readSettings, writeSettings } from '@/features/pages/model/data/settings';
import {
  changeBox,
  gridOf,
  makeRoom,
  newCardHeight,
  newSheetBox,
  sizeLimits,
  type BoxChange,
  type CardDimensions,
  type Dimensions,
} from '@/features/pages/model/data/sheet';
import type { PageFormat, ViewComponent } from '@/features/pages/model/data/view-components';

/** What a layout change sends: the components whose dimensions changed, with their new ones. */
export interface LayoutChange {
  publicId: string;
  dimensions: Dimensions;
}

/** A card's height changes by this many pixels a key press (a sheet row's height). */
export const CARD_STEP = 40;
const CARD_MOST = 65535;

const clamp = (value: number, low: number, high: number): number => Math.min(Math.max(value, low), high);
const isBox = (dimensions: Dimensions): dimensions is Exclude<Dimensions, CardDimensions> => dimensions.type !== 'card';

/** A new component's settings: its kind's defaults, titled with its template's name. */
export function defaultInputs(kind: ComponentKind | null, title: string): string {
  const defaults = kind ? readSettings(kind, '{}') : null;
  return defaults ? writeSettings({ ...defaults, title }) : JSON.stringify({ title });
}

/**
 * A new component's dimensions on a page of `format`: its template's default size in the first free place of the grid,
 * or a card of its default height after the others. Null when the grid has no room for it.
 */
export function newDimensions(
  format: PageFormat,
  template: ComponentTemplate | undefined,
  components: readonly ViewComponent[],
): Dimensions | null {
  if (format === 'card') {
    const order = Math.max(-1, ...components.map((c) => (c.dimensions.type === 'card' ? c.dimensions.order : -1))) + 1;
    return { type: 'card', height: newCardHeight(template?.cardSettings), order };
  }
  const { columns, rows } = gridOf(format);
  const taken = components.flatMap((component) => (isBox(component.dimensions) ? [component.dimensions] : []));
  const box = newSheetBox(template?.sheetSettings, taken, columns, rows);
  return box ? { type: format, ...box } : null;
}

const sameDimensions = (a: Dimensions, b: Dimensions): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The changes from `before` to `after`, in `after`'s order: only the components whose dimensions differ. */
function changed(before: readonly ViewComponent[], after: readonly ViewComponent[]): LayoutChange[] {
  const old = new Map(before.map((component) => [component.publicId, component.dimensions]));
  return after.flatMap((component) => {
    const was = old.get(component.publicId);
    return was && sameDimensions(was, component.dimensions)
      ? []
      : [{ publicId: component.publicId, dimensions: component.dimensions }];
  });
}

/**
 * A component on a sheet or report moved or resized by whole cells within its template's limits and the grid; the
 * components it now covers make room below it. Answers the components after the change and what changed.
 */
export function changeOnGrid(
  components: readonly ViewComponent[],
  publicId: string,
  change: BoxChange,
  template: ComponentTemplate | undefined,
): { components: ViewComponent[]; changes: LayoutChange[] } {
  const target = components.find((component) => component.publicId === publicId);
  if (!target || !isBox(target.dimensions)) return { components: [...components], changes: [] };
  const { columns, rows } = gridOf(target.dimensions.type);
  const limits = sizeLimits(template?.sheetSettings, columns, rows);
  const box = changeBox(target.dimensions, change, limits, columns, rows);
  const boxes = components.flatMap((component) =>
    isBox(component.dimensions) ? [{ id: component.publicId, ...component.dimensions }] : [],
  );
  const placed = makeRoom(boxes, { id: publicId, ...target.dimensions, ...box }, rows);
  const byId = new Map(placed.map(({ id, ...dimensions }) => [id, dimensions]));
  const after = components.map((component) => {
    const dimensions = byId.get(component.publicId);
    return dimensions ? { ...component, dimensions } : component;
  });
  return { components: after, changes: changed(components, after) };
}

/** The cards in their order. */
export function cardsInOrder(components: readonly ViewComponent[]): ViewComponent[] {
  const order = (component: ViewComponent) => (component.dimensions.type === 'card' ? component.dimensions.order : 0);
  return [...components].sort((a, b) => order(a) - order(b) || a.index - b.index);
}

/** A card moved to `to` in the stack: every card takes its position as its order; the cards whose order changed. */
export function moveCard(components: readonly ViewComponent[], publicId: string, to: number): LayoutChange[] {
  const cards = cardsInOrder(components);
  const from = cards.findIndex((card) => card.publicId === publicId);
  if (from < 0) return [];
  const [card] = cards.splice(from, 1);
  cards.splice(clamp(to, 0, cards.length), 0, card!);
  const after = cards.map((component, order) => ({
    ...component,
    dimensions: { ...(component.dimensions as CardDimensions), order },
  }));
  return changed(components, after);
}

/** A card's height changed by `delta` pixels, within its template's cardSettings. */
export function resizeCard(
  component: ViewComponent,
  delta: number,
  template: ComponentTemplate | undefined,
): LayoutChange[] {
  if (component.dimensions.type !== 'card') return [];
  const settings = template?.cardSettings;
  const low = Math.max(1, settings?.minHeight ?? 1);
  const high = Math.max(low, Math.min(CARD_MOST, settings?.maxHeight ?? CARD_MOST));
  const height = clamp(component.dimensions.height + delta, low, high);
  if (height === component.dimensions.height) return [];
  return [{ publicId: component.publicId, dimensions: { ...component.dimensions, height } }];
}
