import type { KeyValueStorage } from '../lib/storage';

/** A storage in memory for tests: its entries (`map`) and a log of every write (`set key`, `remove key`). */
export function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const log: string[] = [];
  const storage: KeyValueStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      log.push(`set ${key}`);
      map.set(key, value);
    },
    removeItem: (key) => {
      log.push(`remove ${key}`);
      map.delete(key);
    },
  };
  return { storage, map, log };
}
