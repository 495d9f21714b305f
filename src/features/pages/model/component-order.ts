import type { PageComponent } from './schemas';

/** docs/RULES.md#ordered-lists: the order step of a list. */
export const ORDER_STEP = 1000;

const orderOf = (component: PageComponent): number | null => {
  const { dimensions } = component;
  if (typeof dimensions !== 'object' || dimensions === null || Array.isArray(dimensions)) return null;
  const order = (dimensions as { order?: unknown }).order;
  return typeof order === 'number' && Number.isFinite(order) ? order : null;
};

/**
 * The order of a component added at the end: the highest order plus 1000, or 0 when there is none. When no component
 * has an order yet, their count × 1000 (they sit at positions 0 … n−1).
 */
export function nextOrder(components: readonly PageComponent[]): number {
  if (components.length === 0) return 0;
  const orders = components.map(orderOf).filter((order): order is number => order !== null);
  return orders.length > 0 ? Math.max(...orders) + ORDER_STEP : components.length * ORDER_STEP;
}

const withOrder = (dimensions: unknown, order: number): Record<string, unknown> => ({
  ...(typeof dimensions === 'object' && dimensions !== null && !Array.isArray(dimensions)
    ? (dimensions as Record<string, unknown>)
    : {}),
  order,
});

/** The components once one moved from `from` to `to`, each with its position × 1000 as its order (what the server stores). */
export function moved(ordered: readonly PageComponent[], from: number, to: number): PageComponent[] {
  const next = [...ordered];
  const [item] = next.splice(from, 1);
  if (item) next.splice(to, 0, item);
  return next.map((component, index) => ({
    ...component,
    dimensions: withOrder(component.dimensions, index * ORDER_STEP),
  }));
}
