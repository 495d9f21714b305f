import type { MenuItem } from './schemas';

/** One row of the menu items editor: a saved item (publicId) or a new one (publicId null). */
export interface MenuItemRow {
  key: string;
  publicId: string | null;
  name: string;
  pageId: string | null;
  audienceId: string | null;
  pinned: boolean;
}

export const rowsOf = (items: readonly MenuItem[]): MenuItemRow[] =>
  [...items]
    .sort((a, b) => a.order - b.order)
    .map((item) => ({
      key: item.publicId,
      publicId: item.publicId,
      name: item.name ?? '',
      pageId: item.page?.publicId ?? null,
      audienceId: item.audience?.publicId ?? null,
      pinned: item.pinned,
    }));

type Ref = { publicId: string };

/** MenuItemList POST item: an unset page or access category is left out. */
export interface NewMenuItem {
  name: string | null;
  order: number;
  pinned: boolean;
  page?: Ref;
  audience?: Ref;
}

/** MenuItemList PATCH item: null clears the page or the access category. */
export interface MenuItemUpdate {
  publicId: string;
  name: string | null;
  order: number;
  pinned: boolean;
  page: Ref | null;
  audience: Ref | null;
}

export interface MenuItemSavePlan {
  /** MenuItemList POST: the rows without publicId. */
  create: NewMenuItem[];
  /** MenuItemList PATCH: every row with a publicId. */
  update: MenuItemUpdate[];
  /** MenuItemList DELETE: saved items no longer in the rows. */
  remove: Ref[];
}

/** The ordering rule (docs/RULES.md#ordered-lists): an item's order is its position times 1000. */
export const ORDER_STEP = 1000;

/**
 * The upsert of docs/RULES.md#identity: rows without publicId are created, the others updated (all of them, with their new order),
 * and saved items missing from the rows are deleted. A new row leaves out an unset page or access category (POST
 * takes none); an update sends null to clear one.
 */
export function planMenuItemSave(saved: readonly MenuItem[], rows: readonly MenuItemRow[]): MenuItemSavePlan {
  const kept = new Set(rows.flatMap((row) => (row.publicId ? [row.publicId] : [])));
  const plan: MenuItemSavePlan = {
    create: [],
    update: [],
    remove: saved.filter((item) => !kept.has(item.publicId)).map(({ publicId }) => ({ publicId })),
  };
  rows.forEach((row, index) => {
    const name = row.name.trim() === '' ? null : row.name.trim();
    const order = index * ORDER_STEP;
    if (row.publicId) {
      plan.update.push({
        publicId: row.publicId,
        name,
        order,
        pinned: row.pinned,
        page: row.pageId ? { publicId: row.pageId } : null,
        audience: row.audienceId ? { publicId: row.audienceId } : null,
      });
    } else {
      plan.create.push({
        name,
        order,
        pinned: row.pinned,
        ...(row.pageId ? { page: { publicId: row.pageId } } : {}),
        ...(row.audienceId ? { audience: { publicId: row.audienceId } } : {}),
      });
    }
  });
  return plan;
}

/** Whether the rows differ from what is saved (order included). */
export function menuItemsChanged(saved: readonly MenuItem[], rows: readonly MenuItemRow[]): boolean {
  return (
    JSON.stringify(rowsOf(saved).map(({ key: _key, ...rest }) => rest)) !==
    JSON.stringify(rows.map(({ key: _key, ...rest }) => rest))
  );
}
