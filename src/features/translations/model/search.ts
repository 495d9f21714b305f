import { foldForSearch } from '@/lib/search';
import type { GridRow } from './edits';
import type { Languages } from './schemas';

/** What a search looks through: the key and every text, folded once (lower case, no diacritics). */
export const searchTextOf = (key: string, languages: Languages): string =>
  foldForSearch(`${key} ${Object.values(languages).join(' ')}`);

/**
 * The folded text of each saved translation, made once per load: a keystroke then only folds the search and scans
 * strings, never folds thousands of texts again.
 */
export function buildSearchIndex(
  rows: readonly { publicId: string; key: string; languages: Languages }[],
): ReadonlyMap<string, string> {
  return new Map(rows.map((row) => [row.publicId, searchTextOf(row.key, row.languages)]));
}

/**
 * The rows holding the search in their key or any text, ignoring case and diacritics. New rows always show (they were
 * just added, maybe still empty); a changed row is looked through as it is now; the others through the index.
 */
export function filterRows(
  rows: readonly GridRow[],
  index: ReadonlyMap<string, string>,
  search: string,
): readonly GridRow[] {
  const wanted = foldForSearch(search);
  if (wanted === '') return rows;
  return rows.filter((row) => {
    if (row.status === 'new') return true;
    const text = row.status === 'changed' ? undefined : index.get(row.id);
    return (text ?? searchTextOf(row.key, row.languages)).includes(wanted);
  });
}
