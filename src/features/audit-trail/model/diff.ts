/** How a before/after pair changed, path by path: the detail of an audit entry, readable without reading JSON. */

export type DiffKind = 'changed' | 'added' | 'removed';

export interface DiffRow {
  /** Where the value sits, e.g. `location.name` or `custom.tags[1]`; '' for a value that is not an object. */
  path: string;
  kind: DiffKind;
  /** The values as text (absent on the side that has none). */
  before?: string;
  after?: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A leaf value as text: strings as they are, other values as JSON (`null`, `12`, `true`, `[]`, `{}`). */
export function leafText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  // JSON.stringify gives undefined only for functions and symbols, which JSON answers cannot hold.
  return JSON.stringify(value) ?? '';
}

/** Nested objects and arrays flattened to paths of leaves; empty objects and arrays are leaves themselves. */
export function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value) && value.length > 0) {
    value.forEach((item, index) => flatten(item, `${prefix}[${index}]`, out));
  } else if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/**
 * The differences of an entry's before and after: changed, added and removed paths with old → new values, in the
 * order they appear (before's first). A CREATE shows only after (all added), a DELETE only before (all removed).
 */
export function auditDiff(action: string, before: unknown, after: unknown): DiffRow[] {
  const old =
    action === 'CREATE' || before === null || before === undefined ? new Map<string, unknown>() : flatten(before);
  const next =
    action === 'DELETE' || after === null || after === undefined ? new Map<string, unknown>() : flatten(after);
  const rows: DiffRow[] = [];
  for (const [path, value] of old) {
    if (!next.has(path)) rows.push({ path, kind: 'removed', before: leafText(value) });
    else if (JSON.stringify(next.get(path)) !== JSON.stringify(value))
      rows.push({ path, kind: 'changed', before: leafText(value), after: leafText(next.get(path)) });
  }
  for (const [path, value] of next) if (!old.has(path)) rows.push({ path, kind: 'added', after: leafText(value) });
  return rows;
}
