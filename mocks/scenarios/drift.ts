import { operationOf, type Shape } from '../platform/schema';

/**
 * The `drift` scenario: every list answer drifts from the platform's description as real answers do, in four ways, each
 * on a copy of the answer's first item added to the list:
 * - a display field of the wrong type (the name a number);
 * - an enum field with a value the description does not list;
 * - a field the description does not have;
 * - no publicId.
 * The other items stay as they are, so a page must still list them (and can say that one entry could not be shown).
 */

const DISPLAY_FIELDS = ['name', 'title', 'key', 'emailAddress', 'target', 'reason', 'serialNumber'];
export const DRIFT_VALUE = 'drifted_value';

type Item = Record<string, unknown>;
const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object shape of one item of a list rel's answer, when the description has one. */
function itemShape(rel: string): Record<string, Shape> | null {
  const data = operationOf(rel, 'GET')?.data;
  const item = Array.isArray(data) ? data[0] : undefined;
  return isItem(item) ? item : null;
}

/** The first top-level field the description gives an enum (`string:a|b`) and the item has. */
function enumField(item: Item, shape: Record<string, Shape> | null): string | null {
  for (const [key, type] of Object.entries(shape ?? {})) {
    const name = key.replace(/\*$/, '');
    if (typeof type === 'string' && type.startsWith('string:') && typeof item[name] === 'string') return name;
  }
  return null;
}

const isItemList = (value: unknown): value is unknown[] => Array.isArray(value);

/** A copy of the first item whose publicId is told apart from it. */
const copyOf = (item: Item, suffix: string): Item => ({
  ...structuredClone(item),
  publicId: `${String(item.publicId)}-${suffix}`,
});

/** The list answer with the four drifted items added; any other answer as it is. */
export function driftListAnswer(rel: string, data: unknown): unknown {
  if (!isItemList(data) || !isItem(data[0]) || typeof data[0].publicId !== 'string') return data;
  const first = data[0];
  const shape = itemShape(rel);
  const added: Item[] = [];

  const display = DISPLAY_FIELDS.find((field) => typeof first[field] === 'string');
  if (display) added.push({ ...copyOf(first, 'drift-type'), [display]: 4711 });

  const enumKey = enumField(first, shape);
  if (enumKey) added.push({ ...copyOf(first, 'drift-enum'), [enumKey]: DRIFT_VALUE });

  added.push({
    ...copyOf(first, 'drift-extra'),
    driftAddedField: { nested: [1, 2, 3], note: 'a field the platform added later' },
  });

  const withoutId = copyOf(first, 'drift-no-id');
  delete withoutId.publicId;
  added.push(withoutId);

  return [...data, ...added];
}
