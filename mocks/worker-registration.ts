/**
 * The mock backend's one service worker: the committed `public/mockServiceWorker.entry.js` (which imports MSW's
 * worker), at a fixed address and scope. The dev server and every mock build serve it there.
 */
export const MOCK_WORKER_URL = '/mockServiceWorker.entry.js';
export const MOCK_WORKER_OPTIONS = { scope: '/' } as const satisfies RegistrationOptions;

/** The parts of a ServiceWorkerRegistration used here (a real one fits). */
export interface WorkerRegistration {
  readonly installing: { readonly scriptURL: string } | null;
  readonly waiting: { readonly scriptURL: string } | null;
  readonly active: { readonly scriptURL: string } | null;
  unregister(): Promise<boolean>;
  update(): Promise<unknown>;
}

/** The newest worker's script, as the browser compares it when a page registers another script at the same scope. */
const newestScript = (registration: WorkerRegistration): string | undefined =>
  (registration.installing ?? registration.waiting ?? registration.active)?.scriptURL;

/**
 * Before MSW starts. A registration whose newest script is not the committed worker comes from another build (builds
 * before the entry file registered `/mockServiceWorker.js`): it is unregistered, so MSW registers the committed worker
 * afresh instead of finding the other. The committed worker's registration is kept, and MSW's `update()` of it, which
 * MSW starts on every load after the first and never awaits, gets its failure caught: an update check that fails (the
 * dev server restarted, say) leaves the running worker serving, so it is a warning, not an uncaught error.
 * A missing worker file still fails the start loudly: MSW's first registration of it is awaited.
 */
export async function prepareMockWorker(
  container: { getRegistrations(): Promise<readonly WorkerRegistration[]> },
  origin: string,
  warn: (message: string, error: unknown) => void,
): Promise<void> {
  const workerUrl = new URL(MOCK_WORKER_URL, origin).href;
  for (const registration of await container.getRegistrations()) {
    const script = newestScript(registration);
    if (script === undefined) continue;
    if (script !== workerUrl) {
      await registration.unregister();
      continue;
    }
    // The browser hands every caller the same registration object, MSW included: its update() is this one.
    const update = registration.update.bind(registration);
    registration.update = () =>
      update().catch((error: unknown) => {
        warn('The mock backend’s worker could not be checked for an update; the running one goes on serving.', error);
      });
  }
}
