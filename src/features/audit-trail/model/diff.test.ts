import { auditDiff, flatten, leafText } from './diff';

describe('before/after difference', () => {
  test('changed, added and removed keys with old → new values; unchanged ones left out; nested values by path', () => {
    const before = { name: 'Pump', port: 80, location: { name: 'Hall 1', lat: '51' }, tags: ['a', 'b'], gone: null };
    const after = {
      name: 'Pump',
      port: 8080,
      location: { name: 'Hall 2', lat: '51' },
      tags: ['a'],
      extra: { on: true },
    };
    expect(auditDiff('UPDATE', before, after)).toEqual([
      { path: 'port', kind: 'changed', before: '80', after: '8080' },
      { path: 'location.name', kind: 'changed', before: 'Hall 1', after: 'Hall 2' },
      { path: 'tags[1]', kind: 'removed', before: 'b' },
      { path: 'gone', kind: 'removed', before: 'null' },
      { path: 'extra.on', kind: 'added', after: 'true' },
    ]);
  });

  test('a CREATE shows only after, a DELETE only before', () => {
    expect(auditDiff('CREATE', { name: 'old' }, { name: 'Line 1', type: { name: 'Plant' } })).toEqual([
      { path: 'name', kind: 'added', after: 'Line 1' },
      { path: 'type.name', kind: 'added', after: 'Plant' },
    ]);
    expect(auditDiff('DELETE', { name: 'Line 1' }, { name: 'ignored' })).toEqual([
      { path: 'name', kind: 'removed', before: 'Line 1' },
    ]);
    expect(auditDiff('TRIGGER', null, null)).toEqual([]);
  });

  test('values that are not objects, empty objects and arrays, and a type change', () => {
    expect(auditDiff('UPDATE', 'on', 'off')).toEqual([{ path: '', kind: 'changed', before: 'on', after: 'off' }]);
    expect(auditDiff('UPDATE', { a: {} }, { a: [] })).toEqual([
      { path: 'a', kind: 'changed', before: '{}', after: '[]' },
    ]);
    expect(auditDiff('UPDATE', { a: 'x' }, { a: { b: 1 } })).toEqual([
      { path: 'a', kind: 'removed', before: 'x' },
      { path: 'a.b', kind: 'added', after: '1' },
    ]);
  });

  test('markup stays text', () => {
    expect(leafText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect([...flatten({ a: [{ b: 1 }] })]).toEqual([['a[0].b', 1]]);
  });
});
