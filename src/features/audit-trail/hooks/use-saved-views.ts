import { useMemo, useState } from 'react';
import { safeLocalStorage } from '@/lib/storage';
import { useCurrentSession } from '@/features/session';
import {
  readSavedViews,
  savedViewsKey,
  withoutView,
  withView,
  writeSavedViews,
  type SavedView,
} from '../model/saved-views';

/** Saved views of the signed-in person in the selected company, kept in this browser's local storage. */
export function useSavedViews() {
  const { user, companyId } = useCurrentSession();
  const storage = useMemo(() => safeLocalStorage(), []);
  const key = user && companyId ? savedViewsKey(user.publicId, companyId) : null;
  // The views read for a key; reading again when the person or company changes.
  const [state, setState] = useState<{ key: string | null; views: SavedView[] }>({ key: null, views: [] });
  const views = state.key === key ? state.views : key ? readSavedViews(storage, key) : [];
  const update = (next: SavedView[]) => {
    if (!key) return;
    writeSavedViews(storage, key, next);
    setState({ key, views: next });
  };
  return {
    views,
    save: (name: string, search: string) => update(withView(views, { name, search })),
    remove: (name: string) => update(withoutView(views, name)),
  };
}
