import { createSeededDb } from './seed';
import type { AccessToken, Db } from './types';

/**
 * The one live database. In the browser worker mode it is snapshotted to sessionStorage after every write
 * (so it survives reloads within a tab) and tokens are also kept in localStorage (so a second tab knows them).
 */
const DB_KEY = 'mock-backend:db';
const TOKENS_KEY = 'mock-backend:tokens';

let db: Db = createSeededDb();
let persistent = false;

const storageOf = (kind: 'session' | 'local'): Storage | null => {
  try {
    if (kind === 'session') return typeof sessionStorage === 'undefined' ? null : sessionStorage;
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export function getDb(): Db {
  return db;
}

/** Re-seeds the data. Tokens issued since the start stay valid, so a reset never signs anybody out. */
export function resetDb(): Db {
  const { tokens: issued, seq } = db;
  db = createSeededDb();
  // Ids handed out before the reset are never reused.
  db.seq = Math.max(db.seq, seq);
  mergeTokens(issued);
  persistDb();
  return db;
}

function mergeTokens(tokens: readonly AccessToken[]): void {
  const known = new Set(db.tokens.map((t) => t.publicId));
  for (const token of tokens) if (!known.has(token.publicId)) db.tokens.push(token);
}

/** Browser worker mode: restore the tab's snapshot (if any) and persist from now on. */
export function enablePersistence(): void {
  persistent = true;
  const raw = storageOf('session')?.getItem(DB_KEY);
  if (raw) {
    try {
      const saved = JSON.parse(raw) as Partial<Db>;
      const seeded = createSeededDb();
      // A snapshot saved by an older mock lacks the tables added since: those start from the seed.
      db = { ...seeded, ...saved };
    } catch {
      db = createSeededDb();
    }
  }
  const tokens = storageOf('local')?.getItem(TOKENS_KEY);
  if (tokens) {
    try {
      mergeTokens(JSON.parse(tokens) as AccessToken[]);
    } catch {
      /* a corrupt token list is ignored */
    }
  }
  persistDb();
}

export function isPersistent(): boolean {
  return persistent;
}

export function persistDb(): void {
  if (!persistent) return;
  try {
    storageOf('session')?.setItem(DB_KEY, JSON.stringify(db));
  } catch {
    // Quota exceeded (large scenario): the data then lives until the next reload only.
    storageOf('session')?.removeItem(DB_KEY);
  }
  try {
    const live = db.tokens.filter((t) => Date.parse(t.expiresOn) > Date.now());
    storageOf('local')?.setItem(TOKENS_KEY, JSON.stringify(live));
  } catch {
    /* ignore */
  }
}

/** A fresh publicId with a readable prefix. */
export function nextId(prefix: string): string {
  db.seq += 1;
  return `${prefix}-${db.seq.toString(36)}`;
}
