/**
 * Loads nobody waits for: code fetched ahead of time (the pages people open next). A failure is left for the real
 * load to report (it retries, and shows the page's error there). Tests wait for them before their environment ends:
 * a load still running then fails the run.
 */
const pending = new Set<Promise<void>>();

export function loadInBackground(load: () => Promise<unknown>): void {
  const running: Promise<void> = load()
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Resolves once every background load started so far has ended. */
export async function backgroundLoadsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
