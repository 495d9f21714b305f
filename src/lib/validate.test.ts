import { answerTag, tagAnswer, type AnswerTag, type DriftReport } from './answer-tag';
import * as v from './validate';

const issuesOf = (result: v.SafeParseResult<unknown>) =>
  result.success ? [] : result.issues.map((issue) => issue.path.join('.'));

describe('validate: plain values', () => {
  it('takes strings, finite numbers and booleans only', () => {
    expect(v.string().safeParse('a')).toEqual({ success: true, data: 'a' });
    expect(v.string().safeParse(1).success).toBe(false);
    expect(v.number().safeParse(0)).toEqual({ success: true, data: 0 });
    for (const bad of ['1', NaN, Infinity, -Infinity, null]) expect(v.number().safeParse(bad).success).toBe(false);
    expect(v.boolean().safeParse(false)).toEqual({ success: true, data: false });
    expect(v.boolean().safeParse('true').success).toBe(false);
  });

  it('checks a string’s minimum length', () => {
    const nonEmpty = v.string({ minLength: 1 });
    expect(nonEmpty.safeParse('x').success).toBe(true);
    expect(nonEmpty.safeParse('')).toEqual({
      success: false,
      issues: [{ path: [], message: 'Expected at least 1 character(s)' }],
    });
  });

  it('takes ISO date-times with seconds and a Z or ±hh:mm offset, on real calendar days', () => {
    const dateTime = v.isoDateTime();
    for (const good of [
      '2024-01-01T00:00:00Z',
      '2024-01-01T23:59:59.123456789+02:00',
      '2024-02-29T12:00:00-05:30',
      '2000-02-29T00:00:00Z',
    ]) {
      expect(dateTime.safeParse(good).success, good).toBe(true);
    }
    for (const bad of [
      '2024-01-01T00:00:00',
      '2024-01-01T00:00Z',
      '2024-01-01T00:00:00+0200',
      '2024-01-01T00:00:00+02',
      '2024-01-01 00:00:00Z',
      '2024-01-01T00:00:00z',
      '2024-01-01T00:00:00.Z',
      '2024-01-01T24:00:00Z',
      '2024-01-01T00:00:60Z',
      '2024-02-30T00:00:00Z',
      '2023-02-29T00:00:00Z',
      '1900-02-29T00:00:00Z',
      '2024-04-31T00:00:00Z',
    ]) {
      expect(dateTime.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('takes only the listed literals', () => {
    const limit = v.literal('soft', 'hard');
    expect(limit.safeParse('hard')).toEqual({ success: true, data: 'hard' });
    expect(limit.safeParse('lock')).toEqual({
      success: false,
      issues: [{ path: [], message: 'Expected "soft" or "hard"' }],
    });
    expect(v.literal(null).safeParse(null).success).toBe(true);
    expect(v.literal('').safeParse(undefined).success).toBe(false);
  });

  it('lets optional take undefined, nullable take null and nullish take both', () => {
    expect(v.optional(v.string()).safeParse(undefined)).toEqual({ success: true, data: undefined });
    expect(v.optional(v.string()).safeParse(null).success).toBe(false);
    expect(v.nullable(v.string()).safeParse(null)).toEqual({ success: true, data: null });
    expect(v.nullable(v.string()).safeParse(undefined).success).toBe(false);
    expect(v.nullish(v.string()).safeParse(null).success).toBe(true);
    expect(v.nullish(v.string()).safeParse(undefined).success).toBe(true);
    expect(v.nullish(v.string()).safeParse(1).success).toBe(false);
  });
});

describe('validate: objects and lists', () => {
  const item = v.object({ name: v.string(), note: v.optional(v.string()), tags: v.nullish(v.array(v.string())) });

  it('drops the keys an object does not declare, and leaves absent optional keys absent', () => {
    const result = item.parse({ name: 'a', extra: 1 });
    expect(result).toStrictEqual({ name: 'a' });
    expect(Object.keys(item.parse({ name: 'a', note: undefined }))).toEqual(['name', 'note']);
  });

  it('keeps undeclared keys of a loose object, but never a __proto__ key', () => {
    const loose = v.looseObject({ agentId: v.string() });
    expect(loose.parse({ agentId: 'a', extra: 1 })).toEqual({ agentId: 'a', extra: 1 });
    const parsed = loose.parse(JSON.parse('{"agentId":"a","__proto__":{"polluted":true}}'));
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.hasOwn(parsed, '__proto__')).toBe(false);
  });

  it('refuses what is not a plain object or a list', () => {
    for (const bad of [null, undefined, 'x', 1, []]) expect(item.safeParse(bad).success).toBe(false);
    expect(v.array(v.string()).safeParse({ 0: 'a', length: 1 }).success).toBe(false);
  });

  it('needs a required key, even one that takes anything', () => {
    expect(v.object({ value: v.unknown() }).safeParse({})).toEqual({
      success: false,
      issues: [{ path: ['value'], message: 'Required' }],
    });
    expect(v.object({ value: v.unknown() }).parse({ value: undefined })).toStrictEqual({ value: undefined });
    expect(v.object({ name: v.string() }).safeParse({}).success).toBe(false);
  });

  it('collects every issue with its path', () => {
    const list = v.object({ data: v.array(item) });
    const result = list.safeParse({ data: [{ name: 'a' }, { name: 2, tags: ['x', 3] }, 'nope'] });
    expect(issuesOf(result)).toEqual(['data.1.name', 'data.1.tags.1', 'data.2']);
  });

  it('picks and extends the keys of an object schema', () => {
    const token = v.object({ publicId: v.string(), secretId: v.string(), expiresOn: v.string() });
    expect(v.pick(token, ['publicId', 'secretId']).parse({ publicId: 'p', secretId: 's', expiresOn: 1 })).toEqual({
      publicId: 'p',
      secretId: 's',
    });
    const extended = v.extend(token, { expiresOn: v.nullish(v.string()), userId: v.string() });
    expect(extended.parse({ publicId: 'p', secretId: 's', userId: 'u', other: 1 })).toStrictEqual({
      publicId: 'p',
      secretId: 's',
      userId: 'u',
    });
    expect(extended.safeParse({ publicId: 'p', secretId: 's' }).success).toBe(false);
  });
});

describe('validate: unions, fallbacks, defaults and transforms', () => {
  it('takes the first option of a union that passes, and reports one issue when none does', () => {
    const status = v.union([v.string(), v.object({ code: v.number() })]);
    expect(status.parse('ok')).toBe('ok');
    expect(status.parse({ code: 1, extra: true })).toEqual({ code: 1 });
    expect(status.safeParse({ code: 'x' })).toEqual({
      success: false,
      issues: [{ path: [], message: 'Matches none of the allowed forms' }],
    });
    expect(v.object({ a: v.union([v.string(), v.optional(v.number())]) }).parse({})).toStrictEqual({});
  });

  it('puts the fallback in place of an invalid or missing value', () => {
    const message = v.object({
      toTranslate: v.fallback(v.boolean(), false),
      count: v.fallback(v.number(), 0),
      name: v.fallback(v.nullish(v.string()), null),
    });
    expect(message.parse({})).toStrictEqual({ toTranslate: false, count: 0 });
    expect(message.parse({ toTranslate: 'yes', count: '3', name: 7 })).toStrictEqual({
      toTranslate: false,
      count: 0,
      name: null,
    });
    expect(message.parse({ toTranslate: true, count: 3, name: 'n' })).toEqual({
      toTranslate: true,
      count: 3,
      name: 'n',
    });
  });

  it('puts a fresh copy of the default in place of a missing value, but refuses null', () => {
    const manifest = v.object({ releases: v.withDefault(v.array(v.string()), []) });
    const first = manifest.parse({});
    expect(first).toEqual({ releases: [] });
    expect(manifest.parse({}).releases).not.toBe(first.releases);
    expect(manifest.parse({ releases: ['a'] })).toEqual({ releases: ['a'] });
    expect(manifest.safeParse({ releases: null }).success).toBe(false);
  });

  it('maps valid values only, missing keys of an optional input included', () => {
    const map = vi.fn((value: string | null | undefined) => value || 'none');
    const config = v.object({ id: v.transform(v.optional(v.nullable(v.string())), map) });
    expect(config.parse({})).toEqual({ id: 'none' });
    expect(config.parse({ id: null })).toEqual({ id: 'none' });
    expect(config.parse({ id: 'x' })).toEqual({ id: 'x' });
    map.mockClear();
    expect(config.safeParse({ id: 3 }).success).toBe(false);
    expect(map).not.toHaveBeenCalled();
  });
});

describe('validate: parse and Standard Schema', () => {
  const user = v.object({ name: v.string({ minLength: 1 }), roles: v.array(v.string()) });

  it('throws a ValidationError naming every invalid path', () => {
    expect(() => user.parse({ name: '', roles: [1] })).toThrow(v.ValidationError);
    expect(() => user.parse({ name: '', roles: [1] })).toThrow(
      'Invalid data: name: Expected at least 1 character(s); roles.0: Expected a string',
    );
    expect(() => v.string().parse(1)).toThrow('(root): Expected a string');
  });

  it('validates through ~standard as RTK Query calls it', () => {
    expect(user['~standard'].validate({ name: 'n', roles: [], extra: 1 })).toEqual({ value: { name: 'n', roles: [] } });
    expect(user['~standard'].validate({})).toEqual({
      issues: [
        { path: ['name'], message: 'Required' },
        { path: ['roles'], message: 'Required' },
      ],
    });
  });

  it('infers the output type, with optional keys where the value may be undefined', () => {
    const schema = v.object({
      a: v.string(),
      b: v.nullish(v.number()),
      c: v.fallback(v.boolean(), false),
      d: v.literal('x', 'y'),
      e: v.transform(v.optional(v.string()), (value) => value?.length ?? 0),
      f: v.union([v.looseObject({ id: v.string() }), v.literal(null)]),
    });
    expectTypeOf(schema.parse).returns.toEqualTypeOf<{
      a: string;
      b?: number | null | undefined;
      c: boolean;
      d: 'x' | 'y';
      e: number;
      f: ({ id: string } & { [key: string]: unknown }) | null;
    }>();
  });
});

describe('validate: a tolerant read of an API answer (readAnswer)', () => {
  const item = v.object({
    publicId: v.string(),
    name: v.string(),
    count: v.number(),
    state: v.literal('on', 'off'),
    owner: v.nullable(v.object({ publicId: v.string(), name: v.string() })),
    tags: v.array(v.object({ publicId: v.string() })),
    start: v.essential(v.string()),
  });
  const good = { publicId: 'a', name: 'A', count: 1, state: 'on', owner: null, tags: [], start: 's' };
  let reports: DriftReport[] = [];
  let leftOut: number[] = [];
  /** The answer's tag: what the reader reports to, and where a list read's left-out count goes when it has a cached query. */
  const tag = (rel: string, cacheKey?: string): AnswerTag => ({
    rel,
    report: (report) => reports.push(report),
    ...(cacheKey ? { cacheKey, leftOut: (count: number) => leftOut.push(count) } : {}),
  });

  beforeEach(() => {
    reports = [];
    leftOut = [];
  });

  it('lets a field of the wrong type fall back to its empty value and reports its rel and path to the tag', () => {
    const answer = [
      { ...good, name: 7, count: 'x', owner: 'someone' },
      { ...good, publicId: 'b', name: 8 },
    ];
    const result = v.readAnswer(v.array(item), answer, tag('ThingList', 'things'));
    expect(result).toEqual({
      success: true,
      data: [
        { ...good, name: '', count: 0, owner: null },
        { ...good, publicId: 'b', name: '' },
      ],
    });
    // Every item's drift goes to the tag; the API layer's registry reports each once (api/drift.test.ts).
    expect(reports.filter((report) => report.path === 'name')).toEqual([
      { rel: 'ThingList', path: 'name', kind: 'fallback', message: 'Expected a string' },
      { rel: 'ThingList', path: 'name', kind: 'fallback', message: 'Expected a string' },
    ]);
    expect([...new Set(reports.map((report) => report.path))].sort()).toEqual(['count', 'name', 'owner']);
    expect(leftOut).toEqual([0]);
  });

  it('keeps an unknown enum value as it came, and ignores fields it does not know', () => {
    const result = v.readAnswer(
      v.array(item),
      [{ ...good, state: 'standby', added: { deep: true } }],
      tag('ThingList'),
    );
    expect(result).toEqual({ success: true, data: [{ ...good, state: 'standby' }] });
    expect(reports).toEqual([
      { rel: 'ThingList', path: 'state', kind: 'unknown-value', message: 'Expected "on" or "off", got "standby"' },
    ]);
  });

  it('leaves out an item without its publicId or an essential field, and counts them for the cached query', () => {
    const answer = [good, { ...good, publicId: undefined }, { ...good, publicId: 'c', start: 3 }, 'not an item'];
    const result = v.readAnswer(v.array(item), answer, tag('ThingList', 'things'));
    expect(result).toEqual({ success: true, data: [good] });
    expect(leftOut).toEqual([3]);
    expect(reports.every((report) => report.kind === 'left-out')).toBe(true);
    // The next read that shows everything says so (0), which clears the count.
    v.readAnswer(v.array(item), [good], tag('ThingList', 'things'));
    expect(leftOut).toEqual([3, 0]);
  });

  it('leaves out a nested list item that does not fit, and lets a nested object without publicId fall back', () => {
    const answer = [{ ...good, tags: [{ publicId: 't1' }, { name: 'no id' }], owner: { name: 'no id' } }];
    const result = v.readAnswer(v.array(item), answer, tag('ThingList'));
    expect(result).toEqual({ success: true, data: [{ ...good, tags: [{ publicId: 't1' }], owner: null }] });
    expect(reports.map((report) => `${report.path}:${report.kind}`).sort()).toEqual([
      'owner.publicId:fallback',
      'tags[].publicId:left-out',
    ]);
  });

  it('reads a single answer field by field; without its publicId it cannot be shown', () => {
    expect(v.readAnswer(item, { ...good, count: null }, tag('Thing'))).toEqual({
      success: true,
      data: { ...good, count: 0 },
    });
    expect(v.readAnswer(item, { ...good, publicId: 5 }, tag('Thing')).success).toBe(false);
    expect(reports.at(-1)).toEqual({ rel: 'Thing', path: 'publicId', kind: 'left-out', message: 'Expected a string' });
  });

  it('reads a tagged answer tolerantly through Standard Schema (RTK Query), anything else strictly', async () => {
    const answer = tagAnswer([{ ...good, name: 7 }], tag('ThingList'));
    expect(await v.array(item)['~standard'].validate(answer)).toEqual({ value: [{ ...good, name: '' }] });
    expect(reports).toEqual([{ rel: 'ThingList', path: 'name', kind: 'fallback', message: 'Expected a string' }]);
    const untagged = (await v.array(item)['~standard'].validate([{ ...good, name: 7 }])) as { issues?: unknown[] };
    expect(untagged.issues).toHaveLength(1);
  });

  it('carries the tag with the data, out of sight of JSON, copies and enumeration', () => {
    const answer = tagAnswer({ ...good }, tag('Thing'));
    expect(Object.keys(answer)).toEqual(Object.keys(good));
    expect(JSON.stringify(answer)).toBe(JSON.stringify(good));
    expect(answer).toStrictEqual(good);
    expect(answerTag({ ...answer })).toBeUndefined();
    // Frozen (as immer freezes what the store holds), it keeps its tag; a frozen answer is left untagged.
    const first = answerTag(answer);
    expect(answerTag(Object.freeze(answer))).toBe(first);
    expect(answerTag(tagAnswer(Object.freeze([good]), tag('ThingList')))).toBeUndefined();
  });

  it('stays strict in parse and safeParse (what the app checks before it sends)', () => {
    expect(item.safeParse({ ...good, name: 7 }).success).toBe(false);
    expect(item.safeParse({ ...good, state: 'standby' }).success).toBe(false);
  });
});
