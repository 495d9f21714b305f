import { isPersistent } from '../db/store';

/**
 * Requests parked until a test lets them through: "loading until it comes" without a real-time delay.
 * Which rels are held lives in sessionStorage in the browser, as the faults do, so a hold survives a reload; the
 * parked requests themselves are promises of the page that sent them.
 */
interface Hold {
  rel: string;
  method?: string;
}

const KEY = 'mock-backend:holds';

let holds: Hold[] = [];
const waiting = new Map<Hold, (() => void)[]>();

function save(): void {
  if (!isPersistent()) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(holds));
  } catch {
    /* ignore */
  }
}

/** The tab's holds, after a reload. */
export function loadHolds(): void {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    holds = raw ? (JSON.parse(raw) as Hold[]) : [];
  } catch {
    holds = [];
  }
}

const matches = (hold: Hold, rel: string, method: string): boolean =>
  (hold.rel === '*' || hold.rel === rel) && (hold.method === undefined || hold.method === method.toUpperCase());

/** From now on, calls of `rel` ('*': all; any method unless given) wait until `releaseRel`. */
export function holdRel(rel: string, method?: string): void {
  holds.push({ rel, ...(method ? { method: method.toUpperCase() } : {}) });
  save();
}

/** Lets the held calls of `rel` (every rel when omitted) through and stops holding them. */
export function releaseRel(rel?: string): void {
  const released = holds.filter((hold) => rel === undefined || hold.rel === rel);
  holds = holds.filter((hold) => !released.includes(hold));
  save();
  for (const hold of released) {
    for (const go of waiting.get(hold) ?? []) go();
    waiting.delete(hold);
  }
}

/** How many calls are parked now (in this page). */
export const heldCount = (): number => [...waiting.values()].reduce((sum, parked) => sum + parked.length, 0);

/** Resolves at once unless a hold matches, then when that hold is released. */
export function waitWhileHeld(rel: string, method: string): Promise<void> {
  const hold = holds.find((candidate) => matches(candidate, rel, method));
  if (!hold) return Promise.resolve();
  return new Promise((resolve) => waiting.set(hold, [...(waiting.get(hold) ?? []), resolve]));
}
