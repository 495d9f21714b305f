import type { Db } from './types';

/**
 * The tab's copy of the mock database in sessionStorage, one key per table, so a reload within the tab keeps the data.
 * Writing is deferred and coalesced: a burst of writes (or a reset at start-up) is saved once, SNAPSHOT_DELAY_MS
 * later or when the page is left, whichever comes first, and only the tables whose text changed are written again.
 * Writing the whole database after each call cost a quarter of a second of the page's main thread each time.
 */
export const SNAPSHOT_DELAY_MS = 1000;
const TABLE_PREFIX = 'mock-backend:db:';
/** The single-key snapshot of earlier versions of the mock, removed when found. */
const LEGACY_KEY = 'mock-backend:db';

export interface DbSnapshot {
  /** Reads the tab's snapshot: the tables found, or null when there is none (or it is unreadable). */
  restore(): Partial<Db> | null;
  /** Saves `db` soon (coalesced with the writes around it). */
  schedule(db: () => Db): void;
  /** Saves a pending write now. */
  flush(): void;
}

export function createDbSnapshot(storage: Storage): DbSnapshot {
  // The text last written per table: a table whose text did not change is not written again.
  const written = new Map<string, string>();
  let pending: (() => Db) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const tableKeys = (): string[] => {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(TABLE_PREFIX)) keys.push(key);
    }
    return keys;
  };

  const forget = (): void => {
    for (const key of tableKeys()) storage.removeItem(key);
    written.clear();
  };

  const flush = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const db = pending?.();
    pending = null;
    if (!db) return;
    try {
      for (const [table, rows] of Object.entries(db)) {
        const text = JSON.stringify(rows);
        if (written.get(table) === text) continue;
        storage.setItem(`${TABLE_PREFIX}${table}`, text);
        written.set(table, text);
      }
    } catch {
      // Quota exceeded (large scenario): no partial snapshot; the data then lives until the next reload only.
      forget();
    }
  };

  return {
    restore: () => {
      storage.removeItem(LEGACY_KEY);
      const keys = tableKeys();
      if (keys.length === 0) return null;
      try {
        const tables: Record<string, unknown> = {};
        for (const key of keys) {
          const text = storage.getItem(key) ?? 'null';
          const table = key.slice(TABLE_PREFIX.length);
          tables[table] = JSON.parse(text) as unknown;
          written.set(table, text);
        }
        return tables;
      } catch {
        forget();
        return null;
      }
    },
    schedule: (db) => {
      pending = db;
      timer ??= setTimeout(flush, SNAPSHOT_DELAY_MS);
    },
    flush,
  };
}
