import { useMemo, useState } from 'react';
import { useAppDispatch } from '@/store';
import { firstErrorMessage, isAppError } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import {
  useCreateMenuItemsMutation,
  useDeleteMenuItemsMutation,
  useMenuItemsQuery,
  usePageOptionsQuery,
  useUpdateMenuItemsMutation,
} from '../api';
import { menuItemsChanged, planMenuItemSave, rowsOf, type MenuItemRow } from '../model/menu-items';
import type { MenuItem } from '../model/schemas';
import '../catalogue';

let newRowSequence = 0;
const NO_ITEMS: MenuItem[] = [];

/** The menu items edited in place: rows changed, added, removed and reordered here, saved as one upsert (docs/RULES.md#identity). */
export function useMenuItemsEditor() {
  const dispatch = useAppDispatch();
  const query = useMenuItemsQuery();
  const pages = usePageOptionsQuery();
  const [removeItems] = useDeleteMenuItemsMutation();
  const [updateItems] = useUpdateMenuItemsMutation();
  const [createItems] = useCreateMenuItemsMutation();
  const [saving, setSaving] = useState(false);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const saved = query.data ?? NO_ITEMS;
  const [rows, setRows] = useState<MenuItemRow[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = useMemo(() => rows ?? rowsOf(saved), [rows, saved]);
  const dirty = rows !== null && menuItemsChanged(saved, rows);

  const update = (change: (rows: MenuItemRow[]) => MenuItemRow[]) =>
    setRows((previous) => change(previous ?? rowsOf(saved)));

  /**
   * The upsert of docs/RULES.md#identity as three list calls: DELETE the removed items, PATCH the kept ones, POST the new ones. In
   * that order a retry after a failure repeats nothing that already happened: the list is read again either way, and a
   * refused item's message goes on its row (the error's listIndex).
   */
  const submit = async () => {
    setFailure(null);
    setRowErrors({});
    setSaving(true);
    const plan = planMenuItemSave(saved, current);
    const steps = [
      { rows: [] as MenuItemRow[], run: () => (plan.remove.length > 0 ? removeItems(plan.remove) : null) },
      {
        rows: current.filter((row) => row.publicId),
        run: () => (plan.update.length > 0 ? updateItems(plan.update) : null),
      },
      {
        rows: current.filter((row) => !row.publicId),
        run: () => (plan.create.length > 0 ? createItems(plan.create) : null),
      },
    ];
    let error: unknown = null;
    for (const step of steps) {
      const result = await step.run();
      if (!result?.error) continue;
      error = result.error;
      const onRows: Record<string, string> = {};
      for (const item of isAppError(result.error) ? result.error.data : []) {
        const row = item.listIndex === undefined ? undefined : step.rows[item.listIndex];
        if (row && !onRows[row.key]) onRows[row.key] = item.message;
      }
      setRowErrors(onRows);
      break;
    }
    await query.refetch();
    setSaving(false);
    if (error) {
      setFailure(firstErrorMessage(error));
      return;
    }
    // The editor shows the saved list now that it is read again (the rows stayed until then, so nothing jumped back).
    setRows(null);
    dispatch(
      snackbarRequested({
        messageKey: 'identity.menuItems.saved',
        duration: SNACKBAR_DURATION.short,
        severity: 'success',
      }),
    );
  };

  return {
    rows: current,
    isLoading: query.isLoading,
    loadError: query.isError ? firstErrorMessage(query.error) : null,
    retry: () => void query.refetch(),
    pages: pages.data ?? [],
    dirty,
    saving,
    failure,
    rowErrors,
    change: (key: string, fields: Partial<Omit<MenuItemRow, 'key' | 'publicId'>>) =>
      update((list) => list.map((row) => (row.key === key ? { ...row, ...fields } : row))),
    add: () => {
      newRowSequence += 1;
      update((list) => [
        ...list,
        { key: `new-${newRowSequence}`, publicId: null, name: '', pageId: null, audienceId: null, pinned: false },
      ]);
    },
    remove: (key: string) => update((list) => list.filter((row) => row.key !== key)),
    move: (from: number, to: number) =>
      update((list) => {
        const next = [...list];
        const [moved] = next.splice(from, 1);
        if (moved) next.splice(to, 0, moved);
        return next;
      }),
    reset: () => {
      setFailure(null);
      setRowErrors({});
      setRows(null);
    },
    save: () => void submit(),
  };
}
