/**
 * How many items the last read of each cached query left out (lib/validate's tolerant reader), for the notice that says
 * how many entries of the lists on screen could not be shown. The counts only: the signed-in shell's notice
 * (app/shell/unshown-entries-notice.tsx) makes `recordUnshown` api/drift's left-out sink, so the count starts with the
 * shell and the sign-in page downloads none of this.
 */

const unshown = new Map<string, number>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function recordUnshown(cacheKey: string, count: number): void {
  if ((unshown.get(cacheKey) ?? 0) === count) return;
  if (count === 0) unshown.delete(cacheKey);
  else unshown.set(cacheKey, count);
  changed();
}

/** How many items the given cached queries left out, together. */
export const unshownCount = (cacheKeys: Iterable<string>): number => {
  let total = 0;
  for (const key of cacheKeys) total += unshown.get(key) ?? 0;
  return total;
};

export const unshownVersion = (): number => version;

export function subscribeUnshown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Test seam. */
export function resetUnshown(): void {
  unshown.clear();
  changed();
}
