// @vitest-environment jsdom
import { readJson, safeLocalStorage, STORAGE_KEYS, type KeyValueStorage } from './storage';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('readJson', () => {
  it('parses the stored JSON', () => {
    expect(readJson(memoryStorage({ k: '{"a":[1,2]}' }), 'k')).toEqual({ a: [1, 2] });
    expect(readJson(memoryStorage({ k: 'null' }), 'k')).toBeNull();
  });

  it('gives undefined for a missing key and for corrupt JSON', () => {
    expect(readJson(memoryStorage(), 'k')).toBeUndefined();
    expect(readJson(memoryStorage({ k: '{"a":' }), 'k')).toBeUndefined();
    expect(readJson(memoryStorage({ k: 'undefined' }), 'k')).toBeUndefined();
  });
});

describe('safeLocalStorage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('is window.localStorage when available', () => {
    const storage = safeLocalStorage();
    storage.setItem(STORAGE_KEYS.company, 'c1');
    expect(localStorage.getItem(STORAGE_KEYS.company)).toBe('c1');
  });

  it('falls back to memory when localStorage throws (blocked cookies, sandboxed frame)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const storage = safeLocalStorage();
    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });
});

describe('STORAGE_KEYS', () => {
  it('are distinct', () => {
    const values = Object.values(STORAGE_KEYS);
    expect(new Set(values).size).toBe(values.length);
  });
});
