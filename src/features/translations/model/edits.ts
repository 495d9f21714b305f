import { hasText, sameLanguages, withText, type Languages, type Translation } from './schemas';

/** A row added here, not saved yet: it has no publicId, and its key can still change. */
export interface NewRow {
  id: string;
  key: string;
  languages: Languages;
}

/** What changed since the list was read; nothing reaches the server before Save. */
export interface Edits {
  /** Saved rows whose texts changed, by publicId: their whole new `languages`. */
  changed: Readonly<Record<string, Languages>>;
  /** New rows, in the order they were added. */
  added: readonly NewRow[];
  /** Saved rows to delete, by publicId. */
  deleted: readonly string[];
  /** Language columns added here (a column shows once any text has it, too). */
  columns: readonly string[];
}

export const NO_EDITS: Edits = { changed: {}, added: [], deleted: [], columns: [] };

export type RowStatus = 'saved' | 'changed' | 'new' | 'deleted';

/** A row of the grid: a saved translation with its local changes, or a new one. */
export interface GridRow {
  /** publicId, or the new row's local id. */
  id: string;
  publicId: string | null;
  key: string;
  languages: Languages;
  /** The texts as saved (empty for a new row): a cell differing from them is marked. */
  savedLanguages: Languages;
  status: RowStatus;
}

let sequence = 0;
/** A local id for a new row; never a publicId. */
export const newRowId = (): string => `new-${(sequence += 1)}`;

export const changeCount = (edits: Edits): number =>
  edits.added.length +
  edits.deleted.length +
  Object.keys(edits.changed).filter((id) => !edits.deleted.includes(id)).length;

export const isDirty = (edits: Edits): boolean => changeCount(edits) > 0;

/** New rows first (the latest on top, where they were added), then the saved ones in the list's order. */
export function gridRows(saved: readonly Translation[], edits: Edits): GridRow[] {
  const deleted = new Set(edits.deleted);
  const added = [...edits.added].reverse().map((row): GridRow => ({
    id: row.id,
    publicId: null,
    key: row.key,
    languages: row.languages,
    savedLanguages: {},
    status: 'new',
  }));
  const rows = saved.map((translation): GridRow => {
    const changed = edits.changed[translation.publicId];
    const status: RowStatus = deleted.has(translation.publicId) ? 'deleted' : changed ? 'changed' : 'saved';
    return {
      id: translation.publicId,
      publicId: translation.publicId,
      key: translation.key,
      languages: changed ?? translation.languages,
      savedLanguages: translation.languages,
      status,
    };
  });
  return [...added, ...rows];
}

/** Sets one text of a row (an empty text removes the language); a saved row back at its saved texts is no longer changed. */
export function setText(edits: Edits, saved: readonly Translation[], rowId: string, code: string, text: string): Edits {
  if (edits.added.some((row) => row.id === rowId)) {
    return {
      ...edits,
      added: edits.added.map((row) =>
        row.id === rowId ? { ...row, languages: withText(row.languages, code, text) } : row,
      ),
    };
  }
  const original = saved.find((translation) => translation.publicId === rowId);
  if (!original) return edits;
  const next = withText(edits.changed[rowId] ?? original.languages, code, text);
  const { [rowId]: _previous, ...others } = edits.changed;
  return { ...edits, changed: sameLanguages(next, original.languages) ? others : { ...others, [rowId]: next } };
}

/** Only a new row's key can change: a saved row's key is fixed (PATCH has no key). */
export function setKey(edits: Edits, rowId: string, key: string): Edits {
  return { ...edits, added: edits.added.map((row) => (row.id === rowId ? { ...row, key } : row)) };
}

export function addRow(edits: Edits, row: NewRow): Edits {
  return { ...edits, added: [...edits.added, row] };
}

/** A new row goes at once; a saved one is marked, and deleted on Save. */
export function removeRow(edits: Edits, rowId: string): Edits {
  if (edits.added.some((row) => row.id === rowId))
    return { ...edits, added: edits.added.filter((row) => row.id !== rowId) };
  return edits.deleted.includes(rowId) ? edits : { ...edits, deleted: [...edits.deleted, rowId] };
}

export function restoreRow(edits: Edits, rowId: string): Edits {
  return { ...edits, deleted: edits.deleted.filter((id) => id !== rowId) };
}

export function addColumn(edits: Edits, code: string): Edits {
  return edits.columns.includes(code) ? edits : { ...edits, columns: [...edits.columns, code] };
}

/** What an import changed. */
export interface MergeSummary {
  updated: number;
  added: number;
  unchanged: number;
}

/**
 * Merges imported rows into the edits: a key saved (and not being deleted) or already added here gets the file's texts
 * (an empty cell keeps the text there is), any other key becomes a new row. Nothing is sent: the user reviews, then saves.
 */
export function mergeImport(
  edits: Edits,
  saved: readonly Translation[],
  rows: readonly { key: string; languages: Languages }[],
  languages: readonly string[],
): { edits: Edits; summary: MergeSummary } {
  // Maps and copies changed in place: a file of thousands of rows merges in one pass.
  const deleted = new Set(edits.deleted);
  const savedByKey = new Map(saved.filter((row) => !deleted.has(row.publicId)).map((row) => [row.key, row]));
  const changed: Record<string, Languages> = { ...edits.changed };
  const added = [...edits.added];
  const addedByKey = new Map(added.map((row, index) => [row.key, index]));
  const summary: MergeSummary = { updated: 0, added: 0, unchanged: 0 };
  const filled = (base: Languages, file: Languages): Languages =>
    Object.entries(file).reduce((texts, [code, text]) => (hasText(text) ? withText(texts, code, text) : texts), base);
  for (const row of rows) {
    const savedRow = savedByKey.get(row.key);
    const addedIndex = addedByKey.get(row.key);
    if (savedRow) {
      const before = changed[savedRow.publicId] ?? savedRow.languages;
      const after = filled(before, row.languages);
      if (sameLanguages(before, after)) summary.unchanged += 1;
      else {
        summary.updated += 1;
        if (sameLanguages(after, savedRow.languages)) delete changed[savedRow.publicId];
        else changed[savedRow.publicId] = after;
      }
    } else if (addedIndex !== undefined) {
      const target = added[addedIndex];
      if (!target) continue;
      const after = filled(target.languages, row.languages);
      summary[sameLanguages(target.languages, after) ? 'unchanged' : 'updated'] += 1;
      added[addedIndex] = { ...target, languages: after };
    } else {
      addedByKey.set(row.key, added.length);
      added.push({ id: newRowId(), key: row.key, languages: filled({}, row.languages) });
      summary.added += 1;
    }
  }
  return { edits: { ...languages.reduce(addColumn, edits), changed, added }, summary };
}
