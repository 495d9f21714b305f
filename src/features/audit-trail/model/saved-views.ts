import { readJson, type KeyValueStorage } from '@/lib/storage';

/** A named set of filters, kept in this browser for one person in one company. */
export interface SavedView {
  name: string;
  /** The filters as address parameters (model/filters.ts). */
  search: string;
}

export const MAX_VIEW_NAME = 100;

export const savedViewsKey = (userId: string, companyId: string): string => `portal.audit-views.${userId}.${companyId}`;

/** The stored views; a corrupt or foreign entry is ignored. */
export function readSavedViews(storage: KeyValueStorage, key: string): SavedView[] {
  const value = readJson(storage, key);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { name, search } = item as Record<string, unknown>;
    return typeof name === 'string' && name.trim() && typeof search === 'string'
      ? [{ name: name.trim().slice(0, MAX_VIEW_NAME), search }]
      : [];
  });
}

/** Adds a view, replacing one of the same name (case-insensitive); views stay sorted by name. */
export function withView(views: readonly SavedView[], view: SavedView): SavedView[] {
  const name = view.name.trim().slice(0, MAX_VIEW_NAME);
  const others = views.filter((v) => v.name.toLocaleLowerCase() !== name.toLocaleLowerCase());
  return [...others, { name, search: view.search }].sort((a, b) => a.name.localeCompare(b.name));
}

export const withoutView = (views: readonly SavedView[], name: string): SavedView[] =>
  views.filter((v) => v.name !== name);

export function writeSavedViews(storage: KeyValueStorage, key: string, views: readonly SavedView[]): void {
  if (views.length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(views));
}
