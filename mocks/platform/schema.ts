import digest from './resources.json';
import supplement from './supplement.json';

/**
 * The platform's resources as the mock knows them: the copy of the platform digest (resources.json, see README.md)
 * with the shapes docs/API.md chooses where the platform has none (supplement.json), merged.
 *
 * A shape is a type name (`string`, `integer|null`, `string:a|b`, `object`, `any`...), `[element]` for an array,
 * or an object of named shapes whose required keys end in `*`.
 */
export type Shape = string | Shape[] | { [key: string]: Shape };

export interface Operation {
  path: string;
  body?: Shape;
  data: Shape;
}

type Catalogue = Record<string, Partial<Record<string, Operation>>>;

const isObjectShape = (shape: Shape | undefined): shape is { [key: string]: Shape } =>
  typeof shape === 'object' && !Array.isArray(shape);

/** Free-form values (`custom`, `languages`, an unspecified answer) accept any key below them. */
export const isFreeForm = (shape: Shape): boolean => typeof shape === 'string' && /^(object|any)(\|null)?$/.test(shape);

/** The key of `name` in an object shape, required (`name*`) or not. */
const keyOf = (shape: { [key: string]: Shape }, name: string): string | undefined =>
  name in shape ? name : `${name}*` in shape ? `${name}*` : undefined;

function mergeShapes(base: Shape, extra: Shape): Shape {
  if (Array.isArray(base) && Array.isArray(extra) && base[0] !== undefined && extra[0] !== undefined)
    return [mergeShapes(base[0], extra[0])];
  if (isObjectShape(base) && isObjectShape(extra)) {
    const out: { [key: string]: Shape } = { ...base };
    for (const [name, shape] of Object.entries(extra)) {
      const key = keyOf(out, name.replace(/\*$/, ''));
      const existing = key === undefined ? undefined : out[key];
      out[key ?? name] = existing === undefined ? shape : mergeShapes(existing, shape);
    }
    return out;
  }
  return extra;
}

function mergeCatalogues(base: Catalogue, extra: Catalogue): Catalogue {
  const out: Catalogue = { ...base };
  for (const [rel, methods] of Object.entries(extra)) {
    const merged = { ...out[rel] };
    for (const [method, operation] of Object.entries(methods)) {
      if (!operation) continue;
      const existing = merged[method];
      merged[method] = existing
        ? {
            path: operation.path || existing.path,
            data: mergeShapes(existing.data, operation.data),
            ...(existing.body !== undefined || operation.body !== undefined
              ? {
                  body:
                    existing.body === undefined
                      ? operation.body
                      : operation.body === undefined
                        ? existing.body
                        : mergeShapes(existing.body, operation.body),
                }
              : {}),
          }
        : operation;
    }
    out[rel] = merged;
  }
  return out;
}

/** The JSON files are plain data of the Shape grammar above (supplement entries may leave out `path`). */
const asCatalogue = (json: unknown): Catalogue => json as Catalogue;

export const platform: Catalogue = mergeCatalogues(asCatalogue(digest), asCatalogue(supplement));

export function operationOf(rel: string, method: string): Operation | undefined {
  return platform[rel]?.[method];
}

export const hasRel = (rel: string): boolean => rel in platform;

/** The shape of one named child, through arrays; `true` below a free-form value, undefined when the platform lacks it. */
function childOf(shape: Shape, name: string): Shape | true | undefined {
  let current = shape;
  while (Array.isArray(current)) {
    if (current[0] === undefined) return undefined;
    current = current[0];
  }
  if (isFreeForm(current)) return true;
  if (!isObjectShape(current)) return undefined;
  const key = keyOf(current, name);
  return key === undefined ? undefined : current[key];
}

/** The shape at a dotted path (`type.publicId`, arrays fanned out); `true` inside a free-form value, undefined when missing. */
export function shapeAt(shape: Shape, path: readonly string[]): Shape | true | undefined {
  let current: Shape | true = shape;
  for (const name of path) {
    if (current === true) return true;
    const next: Shape | true | undefined = childOf(current, name);
    if (next === undefined) return undefined;
    current = next;
  }
  return current;
}

export interface UnknownProperty {
  /** Dotted path of the property, e.g. `type.publicId`. */
  propertyName: string;
  /** The item of an array body that has it. */
  listIndex?: number;
}

/** The first property of a body that the platform's body shape lacks, looking into nested objects and arrays of objects. */
export function unknownBodyProperty(body: unknown, shape: Shape | undefined): UnknownProperty | null {
  if (body === undefined || body === null) return null;
  if (Array.isArray(body)) {
    for (const [index, item] of body.entries()) {
      const found = unknownIn(item, shape ?? {}, []);
      if (found) return { propertyName: found, listIndex: index };
    }
    return null;
  }
  const found = unknownIn(body, shape ?? {}, []);
  return found ? { propertyName: found } : null;
}

function unknownIn(value: unknown, shape: Shape | true, path: string[]): string | null {
  if (shape === true || isFreeForm(shape)) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = unknownIn(item, shape, path);
      if (found) return found;
    }
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [name, child] of Object.entries(value)) {
    const childShape = childOf(shape, name);
    if (childShape === undefined) return [...path, name].join('.');
    const found = unknownIn(child, childShape, [...path, name]);
    if (found) return found;
  }
  return null;
}
