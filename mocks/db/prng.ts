/** mulberry32: a tiny seeded PRNG, so every seed run produces the same data. */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) {
      const [item] = pool.splice(Math.floor(next() * pool.length), 1);
      if (item !== undefined) out.push(item);
    }
    return out;
  };
  return { next, int, pick, chance: (p) => next() < p, sample };
}

/** Historical seed data is anchored here; "live" data (sessions, current requests) is relative to now. */
export const SEED_BASE_DATE = Date.parse('2026-11-20T08:00:00Z');

export const iso = (ms: number): string => new Date(ms).toISOString();
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A date `daysAgo` before the seed base date. */
export const baseAgo = (days: number, hours = 0): string => iso(SEED_BASE_DATE - days * DAY - hours * HOUR);

export const pad = (n: number, width = 3): string => String(n).padStart(width, '0');
