import { encodeListQuery, filter, MAX_PAGE_SIZE } from './query-params';

describe('encodeListQuery', () => {
  it('is empty without a query', () => {
    expect(encodeListQuery(undefined).toString()).toBe('');
    expect(encodeListQuery({}).toString()).toBe('');
    expect(encodeListQuery({ fields: [], filters: [], pageAfter: null }).toString()).toBe('');
  });

  it('joins fields with commas', () => {
    const params = encodeListQuery({ fields: ['name', 'publicId', 'servers.publicId', 'languages(*)'] });
    expect(params.get('fields')).toBe('name,publicId,servers.publicId,languages(*)');
    expect(params.getAll('fields')).toHaveLength(1);
  });

  it.each([
    [20, '20'],
    [1, '1'],
    [0, '1'],
    [-5, '1'],
    [4000, '4000'],
    [4001, '4000'],
    [100_000, '4000'],
  ])('clamps page-size %d to %s', (pageSize, expected) => {
    expect(encodeListQuery({ pageSize }).get('page-size')).toBe(expected);
  });

  it('has the contract maximum page size', () => {
    expect(MAX_PAGE_SIZE).toBe(4000);
  });

  it('sends no page-size when none is asked', () => {
    expect(encodeListQuery({ fields: ['name'] }).has('page-size')).toBe(false);
  });

  it('sends page-after only with a cursor', () => {
    expect(encodeListQuery({ pageAfter: 'cursor/2==' }).get('page-after')).toBe('cursor/2==');
    expect(encodeListQuery({ pageAfter: null }).has('page-after')).toBe(false);
    expect(encodeListQuery({ pageAfter: '' }).has('page-after')).toBe(false);
  });

  it('repeats filters, all of them', () => {
    const params = encodeListQuery({
      filters: [
        filter.eq('user.publicId', 'u1'),
        filter.eq('status', 'approved'),
        filter.lte('start', new Date('2026-11-21T10:00:00Z')),
      ],
    });
    expect(params.getAll('filters')).toEqual([
      'eq(user.publicId,"u1")',
      'eq(status,"approved")',
      'lte(start,"2026-11-21T10:00:00.000Z")',
    ]);
    // Properly URL-encoded on the wire and decoded back to the same expressions.
    expect(new URLSearchParams(params.toString()).getAll('filters')).toEqual(params.getAll('filters'));
    expect(params.toString()).not.toContain('"');
  });

  it('sends order-by ascending or descending', () => {
    expect(encodeListQuery({ orderBy: 'name' }).get('order-by')).toBe('name');
    expect(encodeListQuery({ orderBy: '-start' }).get('order-by')).toBe('-start');
  });

  it('combines every part', () => {
    const params = encodeListQuery({
      fields: ['name'],
      pageSize: 50,
      pageAfter: 'c2',
      filters: [filter.isNull('deletedOn')],
      orderBy: '-name',
    });
    expect([...params.keys()].sort()).toEqual(['fields', 'filters', 'order-by', 'page-after', 'page-size']);
  });
});

describe('filter', () => {
  it('builds each operator with double-quoted values', () => {
    expect(filter.eq('name', 'x')).toBe('eq(name,"x")');
    expect(filter.ne('name', 'x')).toBe('ne(name,"x")');
    expect(filter.in('status', ['a', 'b', 'c'])).toBe('in(status,"a","b","c")');
    expect(filter.ni('status', ['a', 'b'])).toBe('ni(status,"a","b")');
    expect(filter.between('start', 'a', 'b')).toBe('between(start,"a","b")');
    expect(filter.gt('n', 1)).toBe('gt(n,"1")');
    expect(filter.gte('n', 2)).toBe('gte(n,"2")');
    expect(filter.lt('n', 3)).toBe('lt(n,"3")');
    expect(filter.lte('n', 4)).toBe('lte(n,"4")');
    expect(filter.isNull('deletedOn')).toBe('isnull(deletedOn)');
    expect(filter.isNotNull('activeVpnSession')).toBe('isnotnull(activeVpnSession)');
    expect(filter.contains('name', 'ab')).toBe('contains(name,"ab")');
    expect(filter.eq('enabled', true)).toBe('eq(enabled,"true")');
  });

  it('escapes double quotes and backslashes inside values', () => {
    expect(filter.eq('name', 'say "hi"')).toBe('eq(name,"say \\"hi\\"")');
    expect(filter.eq('name', 'a\\b')).toBe('eq(name,"a\\\\b")');
    // A value cannot close the string and smuggle in another argument.
    expect(filter.eq('name', 'x",ne(a,"b')).toBe('eq(name,"x\\",ne(a,\\"b")');
    expect(filter.contains('name', 'the "best"')).toBe('contains(name,"the \\"best\\"")');
  });

  it('writes dates as ISO 8601 UTC', () => {
    const from = new Date(Date.UTC(2026, 10, 21, 10, 0, 0));
    const to = new Date('2026-11-22T12:30:00+02:00');
    expect(filter.between('start', from, to)).toBe(
      'between(start,"2026-11-21T10:00:00.000Z","2026-11-22T10:30:00.000Z")',
    );
    expect(filter.gte('start', from)).toBe('gte(start,"2026-11-21T10:00:00.000Z")');
  });

  it('has no like: the platform filters text with contains', () => {
    expect('like' in filter).toBe(false);
    // A wildcard is plain text to contains, not a pattern.
    expect(filter.contains('name', 'a*b')).toBe('contains(name,"a*b")');
  });

  it('keeps diacritics, emoji and right-to-left text as they are', () => {
    expect(filter.contains('name', 'Zürich 🚀 مرحبا')).toBe('contains(name,"Zürich 🚀 مرحبا")');
  });
});
