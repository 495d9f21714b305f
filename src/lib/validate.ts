/**
 * A small schema builder for what the app reads at its edges (config.json, discovery, stored records, API answers), so the
 * start-up path carries no schema library. It covers what those schemas need and nothing more. Objects drop the keys they
 * do not declare (looseObject keeps them); every issue is collected with its path. Schemas speak Standard Schema v1, so
 * RTK Query's `rawResponseSchema` takes them as they are. Use: `const s = v.object({ a: v.string() })`, `type S = v.Infer<typeof s>`.
 *
 * API answers are read tolerantly (`readAnswer`, and Standard Schema validation of a tagged answer): a field that does not
 * fit falls back to its empty value, an unknown enum value is kept as it came, a list item without its publicId (or without
 * an `essential` field) is left out, and each of these is reported to the answer's tag (lib/answer-tag.ts: what the API
 * layer, api/drift.ts, gives the data it reads), so this module holds no state. `parse` and `safeParse` stay strict.
 */

import { answerTag, type AnswerTag, type DriftReport } from './answer-tag';

export type Path = (string | number)[];
export type Issue = { path: Path; message: string };
export type SafeParseResult<T> = { success: true; data: T } | { success: false; issues: Issue[] };
type StandardResult<T> =
  { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly { readonly message: string }[] };

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
type DriftIssue = Issue & { kind: DriftReport['kind'] };
/** What a check adds to: its issues, and in a tolerant read (drift not null) what it let through anyway. */
interface Context {
  issues: Issue[];
  drift: DriftIssue[] | null;
}
type Run<T> = (input: unknown, context: Context) => T | typeof FAIL;

export interface Schema<T> extends StandardSchema<T> {
  /** An object may lack the key: optional, nullish, fallback, withDefault (and what wraps them). */
  readonly optional: boolean;
  /** In a tolerant read, an object whose value here does not fit fails as a whole instead of falling back. */
  readonly essential: boolean;
  /** The value a tolerant read puts in place of one that does not fit. */
  readonly empty: () => T;
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

const strict = (): Context => ({ issues: [], drift: null });

interface Options<T> {
  optional?: boolean;
  essential?: boolean;
  empty: () => T;
}

function schema<T>(run: Run<T>, options: Options<T>): Schema<T> {
  const safeParse = (input: unknown): SafeParseResult<T> => {
    const context = strict();
    const data = run(input, context);
    return data === FAIL ? { success: false, issues: context.issues } : { success: true, data };
  };
  const self: Schema<T> = {
    run,
    optional: options.optional ?? false,
    essential: options.essential ?? false,
    empty: options.empty,
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
        // An API answer (the API layer tags each one) is read tolerantly; anything else is checked strictly.
        const tag = answerTag(value);
        const result = tag ? readAnswer(self, value, tag) : safeParse(value);
        return result.success ? { value: result.data } : { issues: result.issues };
      },
    },
  };
  return self;
}

const fail = (context: Context, message: string): typeof FAIL => {
  context.issues.push({ path: [], message });
  return FAIL;
};

/** Runs a member's schema and puts its key in front of the paths of the issues (and drift) it added. */
function member<T>(inner: Schema<T>, value: unknown, key: string | number, context: Context): T | typeof FAIL {
  const issuesStart = context.issues.length;
  const driftStart = context.drift?.length ?? 0;
  const result = inner.run(value, context);
  for (const issue of context.issues.slice(issuesStart)) issue.path.unshift(key);
  for (const issue of context.drift?.slice(driftStart) ?? []) issue.path.unshift(key);
  return result;
}

const is = <T>(test: (input: unknown) => boolean, message: string, empty: () => T): Schema<T> =>
  schema((input, context) => (test(input) ? (input as T) : fail(context, message)), { empty });

/** Marks a field a page cannot work without: in a tolerant read, its object fails instead of falling back. */
export const essential = <T>(inner: Schema<T>): Schema<T> =>
  schema(inner.run, { optional: inner.optional, essential: true, empty: inner.empty });

/** A field path as drift reports it: list positions as `[]`. */
const pathText = (path: Path): string =>
  path
    .map((part) => (typeof part === 'number' ? '[]' : part))
    .join('.')
    .replace(/\.\[\]/g, '[]');

/**
 * Reads an API answer tolerantly (see the top of this file) and reports what it let through under the answer's rel, to
 * the tag's `report`. A list answer leaves out the items it cannot show and gives their number to the tag's `leftOut`; a
 * single answer fails only when a field it cannot work without (its publicId, an essential field) does not fit.
 */
export function readAnswer<T>(target: Schema<T>, value: unknown, tag: AnswerTag): SafeParseResult<T> {
  const context: Context = { issues: [], drift: [] };
  const data = target.run(value, context);
  const drift = context.drift ?? [];
  for (const issue of drift) {
    // In a list answer, the path of one item's field, without the item's position.
    const path = Array.isArray(value) ? issue.path.slice(1) : issue.path;
    tag.report({ rel: tag.rel, path: pathText(path), kind: issue.kind, message: issue.message });
  }
  if (tag.leftOut && Array.isArray(value) && Array.isArray(data)) tag.leftOut(value.length - data.length);
  if (data === FAIL) {
    tag.report({
      rel: tag.rel,
      path: pathText(context.issues[0]?.path ?? []),
      kind: 'left-out',
      message: context.issues[0]?.message ?? 'Invalid',
    });
    return { success: false, issues: context.issues };
  }
  return { success: true, data };
}

export const string = (rules: { minLength?: number; pattern?: RegExp; patternMessage?: string } = {}): Schema<string> =>
  schema(
    (input, context) => {
      if (typeof input !== 'string') return fail(context, 'Expected a string');
      const { minLength = 0, pattern } = rules;
      if (input.length < minLength) return fail(context, `Expected at least ${minLength} character(s)`);
      return pattern && !pattern.test(input)
        ? fail(context, rules.patternMessage ?? `Expected to match ${String(pattern)}`)
        : input;
    },
    { empty: () => '' },
  );

/** RFC 3339 with seconds and a `Z` or ±hh:mm offset, real calendar days only (what zod's `iso.datetime({ offset: true })` took). */
const ISO_DATE_TIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8])))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
export const isoDateTime = (): Schema<string> =>
  string({ pattern: ISO_DATE_TIME, patternMessage: 'Expected an ISO date-time with an offset' });

/** A finite number. */
export const number = (): Schema<number> =>
  is(
    (input) => typeof input === 'number' && Number.isFinite(input),
    'Expected a number',
    () => 0,
  );
export const boolean = (): Schema<boolean> =>
  is(
    (input) => typeof input === 'boolean',
    'Expected a boolean',
    () => false,
  );
/** Anything, but the key must be there. */
export const unknown = (): Schema<unknown> => schema((input) => input, { empty: () => null });

type Literal = string | number | boolean | null;
/**
 * One of the given values: `literal('')`, `literal(null)`, `literal('soft', 'hard')`. A tolerant read keeps a string it
 * does not know (a value the platform added later) and reports it; the page shows such a value turned into words.
 */
export const literal = <const L extends readonly Literal[]>(...values: L): Schema<L[number]> => {
  const message = `Expected ${values.map((value) => JSON.stringify(value)).join(' or ')}`;
  const allowed = values as readonly unknown[];
  return schema(
    (input, context) => {
      if (allowed.includes(input)) return input as L[number];
      if (context.drift && typeof input === 'string' && values.some((value) => typeof value === 'string')) {
        context.drift.push({ path: [], message: `${message}, got ${JSON.stringify(input)}`, kind: 'unknown-value' });
        return input;
      }
      return fail(context, message);
    },
    { empty: () => (allowed.includes(null) ? null : allowed.includes('') ? '' : values[0]) as L[number] },
  );
};

export const optional = <T>(inner: Schema<T>): Schema<T | undefined> =>
  schema((input, context) => (input === undefined ? undefined : inner.run(input, context)), {
    optional: true,
    essential: inner.essential,
    empty: () => undefined,
  });
export const nullable = <T>(inner: Schema<T>): Schema<T | null> =>
  schema((input, context) => (input === null ? null : inner.run(input, context)), {
    optional: inner.optional,
    essential: inner.essential,
    empty: () => null,
  });
export const nullish = <T>(inner: Schema<T>): Schema<T | null | undefined> => optional(nullable(inner));

/** The value when the input does not pass (a missing key included), instead of an issue. */
export const fallback = <T>(inner: Schema<T>, value: NoInfer<T>): Schema<T> =>
  schema(
    (input) => {
      const result = inner.run(input, strict());
      return result === FAIL ? value : result;
    },
    { optional: true, empty: () => value },
  );

/** The value (a list copied) when the input is undefined or the key is missing. */
export const withDefault = <T>(inner: Schema<T>, value: NoInfer<T>): Schema<T> => {
  const fresh = (): T => (Array.isArray(value) ? ([...value] as T) : value);
  return schema((input, context) => (input === undefined ? fresh() : inner.run(input, context)), {
    optional: true,
    essential: inner.essential,
    empty: fresh,
  });
};

/** The output of `inner`, mapped; `map` sees only valid input. */
export const transform = <T, R>(inner: Schema<T>, map: (value: T) => R): Schema<R> =>
  schema(
    (input, context) => {
      const result = inner.run(input, context);
      return result === FAIL ? FAIL : map(result);
    },
    { optional: inner.optional, essential: inner.essential, empty: () => map(inner.empty()) },
  );

/** A list. A tolerant read leaves out the items that do not fit (and reports each). */
export const array = <T>(item: Schema<T>): Schema<T[]> =>
  schema(
    (input, context) => {
      if (!Array.isArray(input)) return fail(context, 'Expected a list');
      const output: T[] = [];
      let valid = true;
      for (let index = 0; index < input.length; index += 1) {
        const start = context.issues.length;
        const result = member(item, input[index], index, context);
        if (result !== FAIL) output.push(result);
        else if (context.drift)
          context.drift.push({
            path: [index],
            message: 'Invalid',
            ...context.issues.splice(start)[0],
            kind: 'left-out',
          });
        else valid = false;
      }
      return valid ? output : FAIL;
    },
    { empty: () => [] },
  );

/** The first option that passes; one issue when none does. */
export const union = <const O extends readonly Schema<unknown>[]>(options: O): Schema<Infer<O[number]>> =>
  schema(
    (input, context) => {
      for (const option of options) {
        const result = option.run(input, strict());
        if (result !== FAIL) return result as Infer<O[number]>;
      }
      return fail(context, 'Matches none of the allowed forms');
    },
    {
      optional: options.some((option) => option.optional),
      empty: () => (options[0]?.empty() ?? null) as Infer<O[number]>,
    },
  );

type Shape = Record<string, Schema<unknown>>;
type OptionalKey<S extends Shape> = { [K in keyof S]: undefined extends Infer<S[K]> ? K : never }[keyof S];
type Flat<T> = { [K in keyof T]: T[K] } & {};
/** Keys whose value may be undefined are optional keys. */
export type ObjectOutput<S extends Shape> = Flat<
  { [K in Exclude<keyof S, OptionalKey<S>>]: Infer<S[K]> } & { [K in OptionalKey<S>]?: Infer<S[K]> }
>;
type Output<S extends Shape, Loose extends boolean> = Loose extends true
  ? ObjectOutput<S> & { [key: string]: unknown }
  : ObjectOutput<S>;

export interface ObjectSchema<S extends Shape, Loose extends boolean = false> extends Schema<Output<S, Loose>> {
  readonly shape: S;
  readonly loose: Loose;
}

const missing = (context: Context, key: string): typeof FAIL => {
  context.issues.push({ path: [key], message: 'Required' });
  return FAIL;
};

/** An object's publicId is always essential: without it the object cannot be told apart. */
const isEssential = (key: string, field: Schema<unknown>): boolean => field.essential || key === 'publicId';

function objectOf<S extends Shape, Loose extends boolean>(shape: S, loose: Loose): ObjectSchema<S, Loose> {
  const keys = Object.keys(shape);
  const empty = (): Output<S, Loose> =>
    Object.fromEntries(keys.map((key) => [key, (shape[key] as Schema<unknown>).empty()])) as Output<S, Loose>;
  const base = schema<Output<S, Loose>>(
    (input, context) => {
      if (typeof input !== 'object' || input === null || Array.isArray(input))
        return fail(context, 'Expected an object');
      const record = input as Record<string, unknown>;
      const output: Record<string, unknown> = loose ? { ...record } : {};
      // A JSON `__proto__` key is an own property here; it is never copied.
      if (loose) Reflect.deleteProperty(output, '__proto__');
      let valid = true;
      for (const key of keys) {
        const field = shape[key] as Schema<unknown>;
        const present = key in record;
        const start = context.issues.length;
        const result = present || field.optional ? member(field, record[key], key, context) : missing(context, key);
        if (result !== FAIL) {
          if (result !== undefined || present) output[key] = result;
        } else if (context.drift && !isEssential(key, field)) {
          // Tolerated: the field's empty value, and its first issue reported as drift.
          context.drift.push({ path: [key], message: 'Invalid', ...context.issues.splice(start)[0], kind: 'fallback' });
          output[key] = field.empty();
        } else valid = false;
      }
      return valid ? (output as Output<S, Loose>) : FAIL;
    },
    { empty },
  );
  return { ...base, shape, loose };
}

/** An object with these keys; other keys are dropped. */
export const object = <S extends Shape>(shape: S): ObjectSchema<S> => objectOf(shape, false);
/** An object with these keys; other keys are kept as they are. */
export const looseObject = <S extends Shape>(shape: S): ObjectSchema<S, true> => objectOf(shape, true);

export const pick = <S extends Shape, K extends keyof S & string, Loose extends boolean>(
  base: ObjectSchema<S, Loose>,
  keys: readonly K[],
): ObjectSchema<Pick<S, K>, Loose> =>
  objectOf(Object.fromEntries(keys.map((key) => [key, base.shape[key]])) as Pick<S, K>, base.loose);

export const extend = <S extends Shape, E extends Shape, Loose extends boolean>(
  base: ObjectSchema<S, Loose>,
  extra: E,
): ObjectSchema<Omit<S, keyof E> & E, Loose> =>
  objectOf<Omit<S, keyof E> & E, Loose>({ ...base.shape, ...extra }, base.loose);
