import { createSeededDb } from './seed';
import { createDbSnapshot, type DbSnapshot } from './snapshot';
import type { AccessToken, Db } from './types';

/**
 * The one live database, seeded when first used. In the browser worker mode it is snapshotted to sessionStorage
 * (so it survives reloads within a tab, see snapshot.ts) and tokens are also kept in localStorage at once (so a second
 * tab knows them).
 */
const TOKENS_KEY = 'mock-backend:tokens';

let db: Db | null = null;
let snapshot: DbSnapshot | null = null;

const storageOf = (kind: 'session' | 'local'): Storage | null => {
  try {
    if (kind === 'session') return typeof sessionStorage === 'undefined' ? null : sessionStorage;
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export function getDb(): Db {
  db ??= createSeededDb();
  return db;
}

/** Re-seeds the data. Tokens issued since the start stay valid, so a reset never signs anybody out. */
export function resetDb(): Db {
  const previous = db;
  db = createSeededDb();
  if (previous) {
    // Ids handed out before the reset are never reused.
    db.seq = Math.max(db.seq, previous.seq);
    mergeTokens(previous.tokens);
  }
  persistDb();
  return db;
}

function mergeTokens(tokens: readonly AccessToken[]): void {
  const live = getDb();
  const known = new Set(live.tokens.map((t) => t.publicId));
  for (const token of tokens) if (!known.has(token.publicId)) live.tokens.push(token);
}

/** Browser worker mode: restore the tab's snapshot (if any) and persist from now on. */
export function enablePersistence(): void {
  const storage = storageOf('session');
  if (!storage) return;
  snapshot = createDbSnapshot(storage);
  const saved = snapshot.restore();
  // A snapshot saved by an older mock lacks the tables added since: those start from the seed.
  if (saved) db = { ...createSeededDb(), ...saved };
  const tokens = storageOf('local')?.getItem(TOKENS_KEY);
  if (tokens) {
    try {
      mergeTokens(JSON.parse(tokens) as AccessToken[]);
    } catch {
      /* a corrupt token list is ignored */
    }
  }
  // Leaving the page (a reload, another address) saves what is pending first.
  window.addEventListener('pagehide', () => snapshot?.flush());
  persistDb();
}

export function isPersistent(): boolean {
  return snapshot !== null;
}

export function persistDb(): void {
  if (!snapshot) return;
  snapshot.schedule(getDb);
  try {
    const live = getDb().tokens.filter((t) => Date.parse(t.expiresOn) > Date.now());
    storageOf('local')?.setItem(TOKENS_KEY, JSON.stringify(live));
  } catch {
    /* ignore */
  }
}

/** A fresh publicId with a readable prefix. */
export function nextId(prefix: string): string {
  const live = getDb();
  live.seq += 1;
  return `${prefix}-${live.seq.toString(36)}`;
}
