import * as v from '../lib/validate';
import type { ApiBaseQuery, ApiRequest } from './base-query';
import type { AppError } from './errors';
import { z } from 'zod';
import { readAll, readAllParsed } from './read-all';

type Page = Awaited<ReturnType<ApiBaseQuery>>;

const page = (data: unknown[], moreAfter: string | null): Page => ({ data, meta: { moreAfter, httpStatus: 200 } });

function fakeBaseQuery(pages: Record<string, Page>) {
  return vi.fn((request: ApiRequest) => {
    const key = request.query?.pageAfter ?? 'first';
    const answer = pages[key];
    if (!answer) throw new Error(`Unexpected page ${key}`);
    return Promise.resolve(answer);
  });
}

describe('readAll', () => {
  it('follows moreAfter across pages and stops on null', async () => {
    const baseQuery = fakeBaseQuery({
      first: page([{ id: 1 }, { id: 2 }], 'c2'),
      c2: page([{ id: 3 }], 'c3'),
      c3: page([{ id: 4 }], null),
    });
    const result = await readAll<{ id: number }>(baseQuery, {
      rel: 'UserList',
      query: { fields: ['id'], pageSize: 4000 },
    });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] });
    expect(baseQuery).toHaveBeenCalledTimes(3);
    expect(baseQuery.mock.calls.map(([request]) => request.query?.pageAfter)).toEqual([undefined, 'c2', 'c3']);
    // Every page keeps the rest of the request.
    for (const [request] of baseQuery.mock.calls) {
      expect(request.rel).toBe('UserList');
      expect(request.query?.fields).toEqual(['id']);
      expect(request.query?.pageSize).toBe(4000);
    }
  });

  it('reads a single page when moreAfter is null at once', async () => {
    const baseQuery = fakeBaseQuery({ first: page(['a'], null) });
    expect(await readAll<string>(baseQuery, { rel: 'UserList' })).toEqual({ data: ['a'] });
    expect(baseQuery).toHaveBeenCalledTimes(1);
  });

  it('stops on a missing meta or an empty cursor too', async () => {
    const withoutMeta = vi.fn((_request: ApiRequest) => Promise.resolve<Page>({ data: ['x'] }));
    expect(await readAll<string>(withoutMeta, { rel: 'UserList' })).toEqual({ data: ['x'] });
    expect(withoutMeta).toHaveBeenCalledTimes(1);

    const emptyCursor = fakeBaseQuery({ first: page(['y'], '') });
    expect(await readAll<string>(emptyCursor, { rel: 'UserList' })).toEqual({ data: ['y'] });
    expect(emptyCursor).toHaveBeenCalledTimes(1);
  });

  it('starts from the cursor of the request', async () => {
    const baseQuery = fakeBaseQuery({ c5: page(['e'], 'c6'), c6: page(['f'], null) });
    expect(await readAll<string>(baseQuery, { rel: 'UserList', query: { pageAfter: 'c5' } })).toEqual({
      data: ['e', 'f'],
    });
  });

  it('propagates an error of any page and stops there', async () => {
    const error: AppError = { status: 503, data: [{ message: 'Service Unavailable' }] };
    const baseQuery = fakeBaseQuery({
      first: page([1, 2], 'c2'),
      c2: { error },
      c3: page([3], null),
    });
    const result = await readAll<number>(baseQuery, { rel: 'UserList' });
    expect(result).toEqual({ error });
    expect('data' in result).toBe(false);
    expect(baseQuery).toHaveBeenCalledTimes(2);
  });

  it('gives PARSE_ERROR when a page is not a list', async () => {
    const baseQuery = fakeBaseQuery({
      first: page([1], 'c2'),
      c2: { data: { not: 'a list' }, meta: { moreAfter: null, httpStatus: 200 } },
    });
    const result = await readAll<number>(baseQuery, { rel: 'UserList' });
    expect('error' in result && result.error.status).toBe('PARSE_ERROR');
  });
});

describe('readAllParsed', () => {
  const itemSchema = z.object({
    id: z.number(),
    color: z
      .string()
      .nullish()
      .transform((value) => value ?? undefined),
  });

  it('checks every item across the pages and returns the parsed items', async () => {
    const baseQuery = fakeBaseQuery({
      first: page([{ id: 1, color: null }], 'c2'),
      c2: page([{ id: 2, color: '#fff' }], null),
    });
    const result = await readAllParsed(baseQuery, { rel: 'GroupTypeList' }, itemSchema);
    expect(result).toEqual({
      data: [
        { id: 1, color: undefined },
        { id: 2, color: '#fff' },
      ],
    });
  });

  it('leaves out an item that does not pass a schema of another library (it cannot be read field by field)', async () => {
    const baseQuery = fakeBaseQuery({ first: page([{ id: 'one' }, { id: 2 }], null) });
    const result = await readAllParsed(baseQuery, { rel: 'GroupTypeList' }, itemSchema);
    expect(result).toEqual({ data: [{ id: 2, color: undefined }] });
  });

  it('reads items of its own schemas field by field: a field that does not fit falls back, an item without publicId is left out', async () => {
    const named = v.object({ publicId: v.string(), name: v.string(), kind: v.literal('a', 'b') });
    const baseQuery = fakeBaseQuery({
      first: page(
        [
          { publicId: '1', name: 7, kind: 'a' },
          { name: 'no id', kind: 'a' },
        ],
        'c2',
      ),
      c2: page([{ publicId: '3', name: 'three', kind: 'c', extra: true }], null),
    });
    const result = await readAllParsed(baseQuery, { rel: 'GroupTypeList' }, named);
    expect(result).toEqual({
      data: [
        { publicId: '1', name: '', kind: 'a' },
        { publicId: '3', name: 'three', kind: 'c' },
      ],
    });
  });
});
