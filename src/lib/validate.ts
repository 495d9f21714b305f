/**
 * A small schema builder for what the app reads at its edges (config.json, discovery, stored records, API answers), so the
 * start-up path carries no schema library. It covers what those schemas need and nothing more. Objects drop the keys they
 * do not declare (looseObject keeps them); every issue is collected with its path. Schemas speak Standard Schema v1, so
 * RTK Query's `rawResponseSchema` takes them as they are. Use: `const s = v.object({ a: v.string() })`, `type S = v.Infer<typeof s>`.
 */

export type Path = (string | number)[];
export type Issue = { path: Path; message: string };
export type SafeParseResult<T> = { success: true; data: T } | { success: false; issues: Issue[] };
type StandardResult<T> = { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly { readonly message: string }[] };

/** Standard Schema v1 (standardschema.dev), the interface RTK Query and zod share; `Input` unknown accepts any such schema. */
export interface StandardSchema<Output, Input = Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

const FAIL = Symbol('invalid');
type Run<T> = (input: unknown, issues: Issue[]) => T | typeof FAIL;

export interface Schema<T> extends StandardSchema<T> {
  /** An object may lack the key: optional, nullish, fallback, withDefault (and what wraps them). */
  readonly optional: boolean;
  /** The check itself: the output, or FAIL once it has added its issues (paths relative to this schema). */
  readonly run: Run<T>;
  readonly safeParse: (input: unknown) => SafeParseResult<T>;
  /** The output, or a ValidationError naming every invalid path. */
  readonly parse: (input: unknown) => T;
}

export type Infer<S extends Schema<unknown>> = S extends Schema<infer T> ? T : never;

export class ValidationError extends Error {
  override name = 'ValidationError';
  constructor(readonly issues: Issue[]) {
    super(`Invalid data: ${issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')}`);
  }
}

function schema<T>(run: Run<T>, optional = false): Schema<T> {
  const safeParse = (input: unknown): SafeParseResult<T> => {
    const issues: Issue[] = [];
    const data = run(input, issues);
    return data === FAIL ? { success: false, issues } : { success: true, data };
  };
  return {
    run,
    optional,
    safeParse,
    parse(input) {
      const result = safeParse(input);
      if (result.success) return result.data;
      throw new ValidationError(result.issues);
    },
    '~standard': {
      version: 1,
      vendor: 'device-portal',
      validate(value) {
        const result = safeParse(value);
        return result.success ? { value: result.data } : { issues: result.issues };
      },
    },
  };
}

const fail = (issues: Issue[], message: string): typeof FAIL => {
  issues.push({ path: [], message });
  return FAIL;
};

/** Runs a member's schema and puts its key in front of the paths of the issues it added. */
function member<T>(inner: Schema<T>, value: unknown, key: string | number, issues: Issue[]): T | typeof FAIL {
  const start = issues.length;
  const result = inner.run(value, issues);
  for (const issue of issues.slice(start)) issue.path.unshift(key);
  return result;
}

const is = <T>(test: (input: unknown) => boolean, message: string): Schema<T> =>
  schema((input, issues) => (test(input) ? (input as T) : fail(issues, message)));

export const string = (rules: { minLength?: number; pattern?: RegExp; patternMessage?: string } = {}): Schema<string> =>
  schema((input, issues) => {
    if (typeof input !== 'string') return fail(issues, 'Expected a string');
    const { minLength = 0, pattern } = rules;
    if (input.length < minLength) return fail(issues, `Expected at least ${minLength} character(s)`);
    return pattern && !pattern.test(input) ? fail(issues, rules.patternMessage ?? `Expected to match ${String(pattern)}`) : input;
  });

/** RFC 3339 with seconds and a `Z` or ±hh:mm offset, real calendar days only (what zod's `iso.datetime({ offset: true })` took). */
const ISO_DATE_TIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8])))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
export const isoDateTime = (): Schema<string> => string({ pattern: ISO_DATE_TIME, patternMessage: 'Expected an ISO date-time with an offset' });

/** A finite number. */
export const number = (): Schema<number> => is((input) => typeof input === 'number' && Number.isFinite(input), 'Expected a number');
export const boolean = (): Schema<boolean> => is((input) => typeof input === 'boolean', 'Expected a boolean');
/** Anything, but the key must be there. */
export const unknown = (): Schema<unknown> => schema((input) => input);

type Literal = string | number | boolean | null;
/** One of the given values: `literal('')`, `literal(null)`, `literal('soft', 'hard')`. */
export const literal = <const L extends readonly Literal[]>(...values: L): Schema<L[number]> =>
  is((input) => (values as readonly unknown[]).includes(input), `Expected ${values.map((value) => JSON.stringify(value)).join(' or ')}`);

export const optional = <T>(inner: Schema<T>): Schema<T | undefined> =>
  schema((input, issues) => (input === undefined ? undefined : inner.run(input, issues)), true);
export const nullable = <T>(inner: Schema<T>): Schema<T | null> =>
  schema((input, issues) => (input === null ? null : inner.run(input, issues)), inner.optional);
export const nullish = <T>(inner: Schema<T>): Schema<T | null | undefined> => optional(nullable(inner));

/** The value when the input does not pass (a missing key included), instead of an issue. */
export const fallback = <T>(inner: Schema<T>, value: NoInfer<T>): Schema<T> =>
  schema((input) => {
    const result = inner.run(input, []);
    return result === FAIL ? value : result;
  }, true);

/** The value (a list copied) when the input is undefined or the key is missing. */
export const withDefault = <T>(inner: Schema<T>, value: NoInfer<T>): Schema<T> =>
  schema((input, issues) => (input === undefined ? (Array.isArray(value) ? ([...value] as T) : value) : inner.run(input, issues)), true);

/** The output of `inner`, mapped; `map` sees only valid input. */
export const transform = <T, R>(inner: Schema<T>, map: (value: T) => R): Schema<R> =>
  schema((input, issues) => {
    const result = inner.run(input, issues);
    return result === FAIL ? FAIL : map(result);
  }, inner.optional);

export const array = <T>(item: Schema<T>): Schema<T[]> =>
  schema((input, issues) => {
    if (!Array.isArray(input)) return fail(issues, 'Expected a list');
    const output: T[] = [];
    let valid = true;
    for (let index = 0; index < input.length; index += 1) {
      const result = member(item, input[index], index, issues);
      if (result === FAIL) valid = false;
      else output.push(result);
    }
    return valid ? output : FAIL;
  });

/** The first option that passes; one issue when none does. */
export const union = <const O extends readonly Schema<unknown>[]>(options: O): Schema<Infer<O[number]>> =>
  schema((input, issues) => {
    for (const option of options) {
      const result = option.run(input, []);
      if (result !== FAIL) return result as Infer<O[number]>;
    }
    return fail(issues, 'Matches none of the allowed forms');
  }, options.some((option) => option.optional));

type Shape = Record<string, Schema<unknown>>;
type OptionalKey<S extends Shape> = { [K in keyof S]: undefined extends Infer<S[K]> ? K : never }[keyof S];
type Flat<T> = { [K in keyof T]: T[K] } & {};
/** Keys whose value may be undefined are optional keys. */
export type ObjectOutput<S extends Shape> = Flat<{ [K in Exclude<keyof S, OptionalKey<S>>]: Infer<S[K]> } & { [K in OptionalKey<S>]?: Infer<S[K]> }>;
type Output<S extends Shape, Loose extends boolean> = Loose extends true ? ObjectOutput<S> & { [key: string]: unknown } : ObjectOutput<S>;

export interface ObjectSchema<S extends Shape, Loose extends boolean = false> extends Schema<Output<S, Loose>> {
  readonly shape: S;
  readonly loose: Loose;
}

function objectOf<S extends Shape, Loose extends boolean>(shape: S, loose: Loose): ObjectSchema<S, Loose> {
  const keys = Object.keys(shape);
  const base = schema<Output<S, Loose>>((input, issues) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return fail(issues, 'Expected an object');
    const record = input as Record<string, unknown>;
    const output: Record<string, unknown> = loose ? { ...record } : {};
    // A JSON `__proto__` key is an own property here; it is never copied.
    if (loose) Reflect.deleteProperty(output, '__proto__');
    let valid = true;
    for (const key of keys) {
      const field = shape[key] as Schema<unknown>;
      const present = key in record;
      if (!present && !field.optional) {
        issues.push({ path: [key], message: 'Required' });
        valid = false;
        continue;
      }
      const result = member(field, record[key], key, issues);
      if (result === FAIL) valid = false;
      else if (result !== undefined || present) output[key] = result;
    }
    return valid ? (output as Output<S, Loose>) : FAIL;
  });
  return { ...base, shape, loose };
}

/** An object with these keys; other keys are dropped. */
export const object = <S extends Shape>(shape: S): ObjectSchema<S> => objectOf(shape, false);
/** An object with these keys; other keys are kept as they are. */
export const looseObject = <S extends Shape>(shape: S): ObjectSchema<S, true> => objectOf(shape, true);

export const pick = <S extends Shape, K extends keyof S & string, Loose extends boolean>(
  base: ObjectSchema<S, Loose>,
  keys: readonly K[],
): ObjectSchema<Pick<S, K>, Loose> => objectOf(Object.fromEntries(keys.map((key) => [key, base.shape[key]])) as Pick<S, K>, base.loose);

export const extend = <S extends Shape, E extends Shape, Loose extends boolean>(
  base: ObjectSchema<S, Loose>,
  extra: E,
): ObjectSchema<Omit<S, keyof E> & E, Loose> => objectOf<Omit<S, keyof E> & E, Loose>({ ...base.shape, ...extra }, base.loose);
