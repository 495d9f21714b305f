import { ApiError } from './http';

/** The list semantics of docs/ARCHITECTURE.md#the-wire: fields selection, filters, order-by and cursor paging. */

export type Row = Record<string, unknown>;
/** true = the whole value; a nested selection otherwise. */
type Selection = true | Map<string, Selection>;

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Splits on commas that are not inside parentheses or quotes. */
export function splitTop(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charAt(i);
    if (quoted) {
      current += ch;
      if (ch === '\\') {
        current += text.charAt(i + 1);
        i += 1;
      } else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
}

function addPath(tree: Map<string, Selection>, path: string[], leaf: Selection): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    const existing = tree.get(head);
    tree.set(head, leaf === true || existing === undefined ? leaf : merge(existing, leaf));
    return;
  }
  let child = tree.get(head);
  if (child === true) return;
  if (child === undefined) {
    child = new Map();
    tree.set(head, child);
  }
  addPath(child, rest, leaf);
}

const merge = (a: Selection, b: Selection): Selection => {
  if (a === true || b === true) return true;
  for (const [k, v] of b) a.set(k, a.has(k) ? merge(a.get(k) ?? true, v) : v);
  return a;
};

/** `name,publicId,servers.publicId,languages(*)` → selection tree; null when everything is selected. */
export function parseFields(param: string | null): Selection | null {
  if (param === null || param.trim() === '') return null;
  const parse = (text: string): Selection => {
    const tree = new Map<string, Selection>();
    for (const part of splitTop(text)) {
      if (part === '*') return true;
      const open = part.indexOf('(');
      if (open >= 0) {
        if (!part.endsWith(')')) throw new ApiError(400, [{ message: 'Invalid fields', propertyName: 'fields' }]);
        addPath(tree, part.slice(0, open).split('.'), parse(part.slice(open + 1, -1)));
      } else addPath(tree, part.split('.'), true);
    }
    return tree;
  };
  const selection = parse(param);
  return selection === true ? null : selection;
}

export function applyFields(value: unknown, selection: Selection | null): unknown {
  if (selection === null || selection === true) return value;
  if (Array.isArray(value)) return value.map((item) => applyFields(item, selection));
  if (!isRecord(value)) return value;
  const out: Row = {};
  for (const [key, sub] of selection) {
    if (key in value && value[key] !== undefined) out[key] = applyFields(value[key], sub);
  }
  return out;
}

/** Values at a dotted path; arrays on the way fan out (servers.publicId → every server's id). */
function valuesAt(row: unknown, path: string[]): unknown[] {
  const [head, ...rest] = path;
  if (head === undefined) return [row];
  if (Array.isArray(row)) return row.flatMap((item) => valuesAt(item, path));
  if (!isRecord(row)) return [];
  const next = row[head];
  if (next === undefined) return rest.length === 0 ? [undefined] : [];
  if (rest.length === 0 && Array.isArray(next)) return next.length === 0 ? [] : (next as unknown[]);
  return valuesAt(next, rest);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Compares a stored value with a filter string: numbers, booleans and ISO dates by value, strings as text. */
function compare(actual: unknown, expected: string): number | null {
  if (actual === null || actual === undefined) return null;
  if (typeof actual === 'number') {
    const n = Number(expected);
    return Number.isNaN(n) ? null : actual - n;
  }
  if (typeof actual === 'boolean') return String(actual) === expected ? 0 : String(actual) < expected ? -1 : 1;
  if (typeof actual !== 'string') return null;
  if (ISO_DATE.test(actual) && ISO_DATE.test(expected)) return Date.parse(actual) - Date.parse(expected);
  return actual < expected ? -1 : actual > expected ? 1 : 0;
}

export type Predicate = (row: Row) => boolean;

/** The platform's filter operators and how many values each takes (docs/ARCHITECTURE.md#the-wire; there is no `like`). */
const ARITY: Record<string, [number, number]> = {
  eq: [1, 1],
  ne: [1, 1],
  gt: [1, 1],
  gte: [1, 1],
  lt: [1, 1],
  lte: [1, 1],
  in: [1, Infinity],
  ni: [1, Infinity],
  between: [2, 2],
  isnull: [0, 0],
  isnotnull: [0, 0],
  contains: [1, 1],
};

function unquote(value: string): string {
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) throw new Error('unquoted');
  return value.slice(1, -1).replace(/\\(.)/g, '$1');
}

export interface FilterExpression {
  op: string;
  path: string[];
  values: string[];
}

export const invalidFilter = (text: string): ApiError =>
  new ApiError(400, [{ message: `Invalid filter: ${text}`, propertyName: 'filters' }]);

/** `eq(user.publicId,"u1")` → its parts. An unknown operator or a malformed filter is a 400 on `filters`. */
export function parseFilterExpression(text: string): FilterExpression {
  const match = /^\s*([a-z]+)\((.*)\)\s*$/s.exec(text);
  if (!match) throw invalidFilter(text);
  const op = match[1] ?? '';
  const [field, ...rawValues] = splitTop(match[2] ?? '');
  const arity = ARITY[op];
  if (!arity || !field || rawValues.length < arity[0] || rawValues.length > arity[1]) throw invalidFilter(text);
  try {
    return { op, path: field.split('.'), values: rawValues.map(unquote) };
  } catch {
    throw invalidFilter(text);
  }
}

/** A filter expression → predicate. */
export function parseFilter(text: string): Predicate {
  const { op, path, values } = parseFilterExpression(text);
  const first = values[0] ?? '';
  const any = (row: Row, test: (v: unknown) => boolean): boolean => valuesAt(row, path).some(test);
  const isSet = (v: unknown): boolean => v !== null && v !== undefined;
  switch (op) {
    case 'eq':
      return (row) => any(row, (v) => compare(v, first) === 0);
    case 'ne':
      return (row) => !any(row, (v) => compare(v, first) === 0);
    case 'in':
      return (row) => any(row, (v) => values.some((x) => compare(v, x) === 0));
    case 'ni':
      return (row) => !any(row, (v) => values.some((x) => compare(v, x) === 0));
    case 'gt':
      return (row) => any(row, (v) => (compare(v, first) ?? -1) > 0);
    case 'gte':
      return (row) => any(row, (v) => (compare(v, first) ?? -1) >= 0);
    case 'lt':
      return (row) => any(row, (v) => (compare(v, first) ?? 1) < 0);
    case 'lte':
      return (row) => any(row, (v) => (compare(v, first) ?? 1) <= 0);
    case 'between':
      return (row) => any(row, (v) => (compare(v, first) ?? -1) >= 0 && (compare(v, values[1] ?? '') ?? 1) <= 0);
    case 'isnull':
      return (row) => !valuesAt(row, path).some(isSet);
    case 'isnotnull':
      return (row) => valuesAt(row, path).some(isSet);
    default: {
      // contains: a case-insensitive substring of the text (numbers as written).
      const needle = first.toLocaleLowerCase();
      return (row) =>
        any(
          row,
          (v) => (typeof v === 'string' || typeof v === 'number') && String(v).toLocaleLowerCase().includes(needle),
        );
    }
  }
}

/** The first value at a path, as something sortable (objects sort as absent). */
function sortValue(row: Row, path: string[]): string | number | undefined {
  const value = valuesAt(row, path)[0];
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/** `name`, `-start`, or several comma-separated keys. */
export const orderKeys = (orderBy: string): { desc: boolean; path: string[] }[] =>
  orderBy
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => ({ desc: k.startsWith('-'), path: k.replace(/^[-+]/, '').split('.') }));

/** `localeCompare(b, 'en', options)` without building a collator per call (the same comparison, by ECMA-402). */
const textOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type SortValue = string | number | undefined;

function compareValues(va: SortValue, vb: SortValue): number {
  if (va === vb) return 0;
  if (va === undefined) return 1;
  if (vb === undefined) return -1;
  return typeof va === 'number' && typeof vb === 'number' ? va - vb : textOrder.compare(String(va), String(vb));
}

interface Keyed {
  row: Row;
  index: number;
  values: SortValue[];
}

/** The `count` first items in `compare` order, without sorting the rest: a bounded max-heap, then a sort of what it kept. */
function firstInOrder<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  const heap: T[] = [];
  const swap = (i: number, j: number): void => {
    const held = heap[i] as T;
    heap[i] = heap[j] as T;
    heap[j] = held;
  };
  const above = (i: number, j: number): boolean => compare(heap[i] as T, heap[j] as T) > 0;
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && above(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (compare(item, heap[0] as T) < 0) {
      heap[0] = item;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const top = left + 1 < count && above(left + 1, left) ? left + 1 : left;
        if (left >= count || !above(top, i)) break;
        swap(i, top);
        i = top;
      }
    }
  }
  return heap.sort(compare);
}

/**
 * Sorted by the order keys, stable; each row's sort values are read once, not once per comparison. With `limit`, only
 * the first `limit` rows come back (in order), which spares sorting the whole table to answer its first pages.
 */
export function sortRows(rows: Row[], orderBy: string | null, limit = Infinity): Row[] {
  if (!orderBy) return rows;
  const keys = orderKeys(orderBy);
  const keyed: Keyed[] = rows.map((row, index) => ({
    row,
    index,
    values: keys.map(({ path }) => sortValue(row, path)),
  }));
  const compare = (a: Keyed, b: Keyed): number => {
    for (let i = 0; i < keys.length; i += 1) {
      const result = compareValues(a.values[i], b.values[i]);
      // Absent values go last in either direction.
      if (result !== 0)
        return keys[i]?.desc && a.values[i] !== undefined && b.values[i] !== undefined ? -result : result;
    }
    // Equal keys keep the table's order (a stable sort), so a partial sort picks the same rows as a whole one.
    return a.index - b.index;
  };
  const ordered = limit * 4 < keyed.length ? firstInOrder(keyed, limit, compare) : keyed.sort(compare).slice(0, limit);
  return ordered.map(({ row }) => row);
}

export const MAX_PAGE_SIZE = 4000;
export const DEFAULT_PAGE_SIZE = 20;

const encodeCursor = (offset: number): string => btoa(`after:${offset}`).replace(/=+$/, '');
function decodeCursor(cursor: string): number {
  try {
    const match = /^after:(\d+)$/.exec(atob(cursor));
    if (match) return Number(match[1]);
  } catch {
    /* falls through */
  }
  throw new ApiError(400, [{ message: 'Invalid cursor', propertyName: 'page-after' }]);
}

export interface ListQuery {
  filters: Predicate[];
  orderBy: string | null;
  pageSize: number;
  offset: number;
  fields: Selection | null;
}

export function parseListQuery(url: URL): ListQuery {
  const rawSize = url.searchParams.get('page-size');
  const size = rawSize === null ? DEFAULT_PAGE_SIZE : Number(rawSize);
  if (!Number.isInteger(size) || size < 1)
    throw new ApiError(400, [{ message: 'Invalid page size', propertyName: 'page-size' }]);
  const after = url.searchParams.get('page-after');
  return {
    filters: url.searchParams
      .getAll('filters')
      .filter((f) => f.trim() !== '')
      .map(parseFilter),
    orderBy: url.searchParams.get('order-by'),
    pageSize: Math.min(size, MAX_PAGE_SIZE),
    offset: after ? decodeCursor(after) : 0,
    fields: parseFields(url.searchParams.get('fields')),
  };
}

/** Filters, sorts, pages and projects wire rows. */
export function runListQuery(rows: Row[], query: ListQuery): { data: unknown[]; moreAfter: string | null } {
  const filtered = rows.filter((row) => query.filters.every((p) => p(row)));
  const end = query.offset + query.pageSize;
  // Rows after this page need no order: the first pages of a large table cost a pass over it, not a whole sort.
  const page = sortRows(filtered, query.orderBy, end).slice(query.offset, end);
  return {
    data: page.map((row) => applyFields(row, query.fields)),
    moreAfter: end < filtered.length ? encodeCursor(end) : null,
  };
}
