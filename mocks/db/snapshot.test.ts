import { createDbSnapshot, SNAPSHOT_DELAY_MS } from './snapshot';
import type { Db } from './types';

/** sessionStorage in memory, counting writes; `failOn` makes setItem of that key throw as a full storage does. */
class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  readonly writes: string[] = [];
  failOn: string | null = null;
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (key === this.failOn) throw new DOMException('full', 'QuotaExceededError');
    this.writes.push(key);
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

const dbOf = (tables: Record<string, unknown>): Db => tables as unknown as Db;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('writes are coalesced: one save a second after the first write, with the latest data', () => {
  const storage = new MemoryStorage();
  const snapshot = createDbSnapshot(storage);
  snapshot.schedule(() => dbOf({ users: ['a'], roles: ['r'] }));
  vi.advanceTimersByTime(SNAPSHOT_DELAY_MS / 2);
  snapshot.schedule(() => dbOf({ users: ['a', 'b'], roles: ['r'] }));
  vi.advanceTimersByTime(SNAPSHOT_DELAY_MS / 2 - 1);
  expect(storage.writes).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(storage.writes).toEqual(['mock-backend:db:users', 'mock-backend:db:roles']);
  expect(JSON.parse(storage.getItem('mock-backend:db:users') ?? '')).toEqual(['a', 'b']);
});

test('only tables whose text changed are written again', () => {
  const storage = new MemoryStorage();
  const snapshot = createDbSnapshot(storage);
  snapshot.schedule(() => dbOf({ users: ['a'], auditLogs: ['big'] }));
  vi.advanceTimersByTime(SNAPSHOT_DELAY_MS);
  storage.writes.length = 0;
  snapshot.schedule(() => dbOf({ users: ['a', 'b'], auditLogs: ['big'] }));
  vi.advanceTimersByTime(SNAPSHOT_DELAY_MS);
  expect(storage.writes).toEqual(['mock-backend:db:users']);
});

test('leaving the page saves a pending write at once; nothing pending writes nothing', () => {
  const storage = new MemoryStorage();
  const snapshot = createDbSnapshot(storage);
  snapshot.flush();
  expect(storage.writes).toEqual([]);
  snapshot.schedule(() => dbOf({ users: ['a'] }));
  snapshot.flush();
  expect(storage.writes).toEqual(['mock-backend:db:users']);
  vi.advanceTimersByTime(SNAPSHOT_DELAY_MS);
  expect(storage.writes).toHaveLength(1);
});

test('a reload restores the tables; a table restored unchanged is not written again; the old single key goes', () => {
  const storage = new MemoryStorage();
  const first = createDbSnapshot(storage);
  first.schedule(() => dbOf({ users: ['a'], roles: ['r'] }));
  first.flush();
  storage.setItem('mock-backend:db', '{"users":[]}');
  storage.writes.length = 0;

  const second = createDbSnapshot(storage);
  expect(second.restore()).toEqual({ users: ['a'], roles: ['r'] });
  expect(storage.getItem('mock-backend:db')).toBeNull();
  second.schedule(() => dbOf({ users: ['a'], roles: ['r', 's'] }));
  second.flush();
  expect(storage.writes).toEqual(['mock-backend:db:roles']);
});

test('no snapshot, or an unreadable one, restores nothing', () => {
  const storage = new MemoryStorage();
  expect(createDbSnapshot(storage).restore()).toBeNull();
  storage.setItem('mock-backend:db:users', '{not json');
  expect(createDbSnapshot(storage).restore()).toBeNull();
  expect(storage.getItem('mock-backend:db:users')).toBeNull();
});

test('a full storage leaves no partial snapshot: the data lives until the next reload only', () => {
  const storage = new MemoryStorage();
  const snapshot = createDbSnapshot(storage);
  storage.failOn = 'mock-backend:db:users';
  snapshot.schedule(() => dbOf({ roles: ['r'], users: ['many'] }));
  snapshot.flush();
  expect([...storage.items.keys()]).toEqual([]);
  expect(createDbSnapshot(storage).restore()).toBeNull();
});
