import { readSavedViews, savedViewsKey, withoutView, withView, writeSavedViews } from './saved-views';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
};

test('views are kept per person and company, replaced by name, sorted, and removed', () => {
  const storage = memory();
  const key = savedViewsKey('u-admin', 'c-acme');
  expect(key).not.toBe(savedViewsKey('u-admin', 'c-north'));
  let views = withView([], { name: 'Deletes', search: 'action=DELETE' });
  views = withView(views, { name: ' agents ', search: 'target=Agent' });
  views = withView(views, { name: 'DELETES', search: 'action=DELETE&target=Group' });
  expect(views).toEqual([
    { name: 'agents', search: 'target=Agent' },
    { name: 'DELETES', search: 'action=DELETE&target=Group' },
  ]);
  writeSavedViews(storage, key, views);
  expect(readSavedViews(storage, key)).toEqual(views);
  expect(readSavedViews(storage, savedViewsKey('u-admin', 'c-north'))).toEqual([]);
  writeSavedViews(storage, key, withoutView(views, 'agents'));
  expect(readSavedViews(storage, key)).toEqual([{ name: 'DELETES', search: 'action=DELETE&target=Group' }]);
  writeSavedViews(storage, key, []);
  expect(storage.map.has(key)).toBe(false);
});

test('corrupt storage is ignored', () => {
  const storage = memory();
  storage.setItem('k', '{not json');
  expect(readSavedViews(storage, 'k')).toEqual([]);
  storage.setItem('k', JSON.stringify([{ name: 'ok', search: 'a=1' }, { name: 3 }, null, { name: '  ', search: '' }]));
  expect(readSavedViews(storage, 'k')).toEqual([{ name: 'ok', search: 'a=1' }]);
});
