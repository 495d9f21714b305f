/**
 * Requests parked until a test lets them through: "loading until it comes" without a real-time delay.
 * In memory only (a held request is a promise, which does not survive a reload).
 */
interface Hold {
  rel: string;
  method?: string;
  waiting: (() => void)[];
}

let holds: Hold[] = [];

const matches = (hold: Hold, rel: string, method: string): boolean =>
  (hold.rel === '*' || hold.rel === rel) && (hold.method === undefined || hold.method === method.toUpperCase());

/** From now on, calls of `rel` ('*': all; any method unless given) wait until `releaseRel`. */
export function holdRel(rel: string, method?: string): void {
  holds.push({ rel, waiting: [], ...(method ? { method: method.toUpperCase() } : {}) });
}

/** Lets the held calls of `rel` (every rel when omitted) through and stops holding them. */
export function releaseRel(rel?: string): void {
  const released = holds.filter((hold) => rel === undefined || hold.rel === rel);
  holds = holds.filter((hold) => !released.includes(hold));
  for (const hold of released) for (const go of hold.waiting) go();
}

/** How many calls are parked now. */
export const heldCount = (): number => holds.reduce((sum, hold) => sum + hold.waiting.length, 0);

/** Resolves at once unless a hold matches, then when that hold is released. */
export function waitWhileHeld(rel: string, method: string): Promise<void> {
  const hold = holds.find((candidate) => matches(candidate, rel, method));
  if (!hold) return Promise.resolve();
  return new Promise((resolve) => hold.waiting.push(resolve));
}
