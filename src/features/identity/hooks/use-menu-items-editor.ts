import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { firstErrorMessage } from '../../../api';
import { SNACKBAR_DURATION, snackbarRequested } from '../../notices';
import { useMenuItemsQuery, usePageOptionsQuery, useSaveMenuItemsMutation } from '../api';
import { menuItemsChanged, planMenuItemSave, rowsOf, type MenuItemRow } from '../model/menu-items';
import type { MenuItem } from '../model/schemas';
import '../catalogue';

let newRowSequence = 0;
const NO_ITEMS: MenuItem[] = [];

/** The menu items edited in place: rows changed, added, removed and reordered here, saved as one upsert (spec §4). */
export function useMenuItemsEditor() {
  const dispatch = useDispatch();
  const query = useMenuItemsQuery();
  const pages = usePageOptionsQuery();
  const [save, saving] = useSaveMenuItemsMutation();
  const saved = query.data ?? NO_ITEMS;
  const [rows, setRows] = useState<MenuItemRow[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = useMemo(() => rows ?? rowsOf(saved), [rows, saved]);
  const dirty = rows !== null && menuItemsChanged(saved, rows);

  const update = (change: (rows: MenuItemRow[]) => MenuItemRow[]) => setRows((previous) => change(previous ?? rowsOf(saved)));

  const submit = async () => {
    setFailure(null);
    const result = await save(planMenuItemSave(saved, current));
    if (result.error) {
      setFailure(firstErrorMessage(result.error));
      return;
    }
    // The editor shows the saved list once it is read again (the rows stay until then, so nothing jumps back).
    await query.refetch();
    setRows(null);
    dispatch(snackbarRequested({ messageKey: 'identity.menuItems.saved', duration: SNACKBAR_DURATION.short, severity: 'success' }));
  };

  return {
    rows: current,
    isLoading: query.isLoading,
    loadError: query.isError ? firstErrorMessage(query.error) : null,
    retry: () => void query.refetch(),
    pages: pages.data ?? [],
    dirty,
    saving: saving.isLoading,
    failure,
    change: (key: string, fields: Partial<Omit<MenuItemRow, 'key' | 'publicId'>>) =>
      update((list) => list.map((row) => (row.key === key ? { ...row, ...fields } : row))),
    add: () => {
      newRowSequence += 1;
      update((list) => [...list, { key: `new-${newRowSequence}`, publicId: null, name: '', pageId: null, audienceId: null, pinned: false }]);
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
      setRows(null);
    },
    save: () => void submit(),
  };
}

export type MenuItemsEditorModel = ReturnType<typeof useMenuItemsEditor>;
