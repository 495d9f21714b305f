/**
 * Ordering of drag-sortable lists (docs/RULES.md#ordered-lists): after a reorder every item's order is its position × 1000;
 * a new item gets the highest order + 1000, or 0 in an empty list.
 * Pure maths; it belongs with the other utilities in lib/ once that folder is open to this feature.
 */
export const ORDER_STEP = 1000;

export interface Ordered {
  publicId: string;
  order: number;
}

export interface OrderChange {
  publicId: string;
  order: number;
}

/** The list with the item at `from` moved to `to` (indices of the original list); out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length || from === to) return copy;
  const [moved] = copy.splice(from, 1);
  if (moved !== undefined) copy.splice(to, 0, moved);
  return copy;
}

/** Every item gets its position × 1000. */
export function renumber<T extends Ordered>(items: readonly T[]): T[] {
  return items.map((item, index) =>
    item.order === index * ORDER_STEP ? item : { ...item, order: index * ORDER_STEP },
  );
}

/** The items of an arranged list whose order differs from position × 1000: the body of the one PATCH. */
export function orderChanges(arranged: readonly Ordered[]): OrderChange[] {
  return arranged.flatMap((item, index) =>
    item.order === index * ORDER_STEP ? [] : [{ publicId: item.publicId, order: index * ORDER_STEP }],
  );
}

/** Applies changes to a list and sorts it by order, the way the server will answer the next read. */
export function applyOrderChanges<T extends Ordered>(items: readonly T[], changes: readonly OrderChange[]): T[] {
  const byId = new Map(changes.map((change) => [change.publicId, change.order]));
  return items
    .map((item) => {
      const order = byId.get(item.publicId);
      return order === undefined ? item : { ...item, order };
    })
    .sort((a, b) => a.order - b.order);
}

/** A reorder by drag: the arranged list (already renumbered) and the changes to send. */
export function reorder<T extends Ordered>(
  items: readonly T[],
  from: number,
  to: number,
): { arranged: T[]; changes: OrderChange[] } {
  const moved = moveItem(items, from, to);
  return { arranged: renumber(moved), changes: orderChanges(moved) };
}

/** The order of a new item: the highest + 1000, or 0 when the list is empty. */
export function nextOrder(items: readonly { order: number }[]): number {
  return items.length === 0 ? 0 : Math.max(...items.map((item) => item.order)) + ORDER_STEP;
}
