import { describe, expect, it } from 'vitest';
import { readBrowserId, readOrCreateBrowserId } from './browser-id';

const memoryStorage = () => {
  const store = new Map<string, string>();
  return {
    store,
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
};

describe('the browser-id', () => {
  it('is created once and then kept', () => {
    const storage = memoryStorage();
    expect(readOrCreateBrowserId(storage, () => 'first')).toBe('first');
    expect(readOrCreateBrowserId(storage, () => 'second')).toBe('first');
    expect(storage.store.get('portal.browser-id')).toBe('first');
  });

  it('is only read, never created, where a call must not invent one', () => {
    const storage = memoryStorage();
    expect(readBrowserId(storage)).toBeUndefined();
    expect(storage.store.size).toBe(0);
    storage.setItem('portal.browser-id', 'kept');
    expect(readBrowserId(storage)).toBe('kept');
  });
});
