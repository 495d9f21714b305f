import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import {
  MOCK_WORKER_OPTIONS,
  MOCK_WORKER_URL,
  prepareMockWorker,
  type WorkerRegistration,
} from './worker-registration';

const PUBLIC = join(__dirname, '..', 'public');
const ORIGIN = 'http://localhost:5173';

type Listener = (event: unknown) => unknown;

/**
 * The committed worker file run as a browser runs a service worker's script, MSW's own worker imported by it, with one
 * window client `pageId`. Returns the message dispatch and the registration's own unregister.
 */
function runWorker(pageId: string) {
  const listeners = new Map<string, Listener[]>();
  const unregister = vi.fn(() => Promise.resolve(true));
  const page = { id: pageId, frameType: 'top-level', postMessage: vi.fn() };
  const scope: Record<string, unknown> = {
    registration: { unregister },
    clients: {
      get: (id: string) => Promise.resolve(id === pageId ? page : undefined),
      matchAll: () => Promise.resolve([page]),
      claim: () => Promise.resolve(),
    },
    skipWaiting: () => Promise.resolve(),
    MessageChannel,
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    importScripts: (path: string) => {
      runInContext(readFileSync(join(PUBLIC, path), 'utf8'), context);
    },
  };
  scope.self = scope;
  const context = createContext(scope);
  runInContext(readFileSync(join(PUBLIC, MOCK_WORKER_URL), 'utf8'), context);
  const message = async (data: string) => {
    for (const listener of listeners.get('message') ?? []) await listener({ data, source: { id: pageId } });
  };
  return { message, unregister, scope };
}

/** A registration whose active worker runs `script` (none: null), and the spy of its unregister. */
function registration(script: string | null, update: () => Promise<unknown> = () => Promise.resolve()) {
  const unregister = vi.fn(() => Promise.resolve(true));
  const value: WorkerRegistration = {
    installing: null,
    waiting: null,
    active: script === null ? null : { scriptURL: `${ORIGIN}${script}` },
    unregister,
    update,
  };
  return { value, unregister };
}

describe('the mock backend’s service worker', () => {
  it('is registered at the committed worker file, which imports MSW’s worker beside it', () => {
    expect(MOCK_WORKER_URL).toBe('/mockServiceWorker.entry.js');
    expect(MOCK_WORKER_OPTIONS).toEqual({ scope: '/' });
    expect(existsSync(join(PUBLIC, MOCK_WORKER_URL))).toBe(true);
    expect(readFileSync(join(PUBLIC, MOCK_WORKER_URL), 'utf8')).toContain("importScripts('./mockServiceWorker.js')");
    expect(existsSync(join(PUBLIC, 'mockServiceWorker.js'))).toBe(true);
  });

  it('stays registered when the page it served says goodbye while still open, as a page being left does', async () => {
    const worker = runWorker('page-1');
    await worker.message('MOCK_ACTIVATE');
    // MSW's worker unregisters itself here when it sees no other window: the next page's update() of the registration
    // then failed with "Not found".
    await worker.message('CLIENT_CLOSED');
    expect(worker.unregister).not.toHaveBeenCalled();
  });

  it('before MSW starts, unregisters another build’s worker and keeps the committed one', async () => {
    const stale = registration('/mockServiceWorker.js');
    const ours = registration(MOCK_WORKER_URL);
    const empty = registration(null);
    await prepareMockWorker(
      { getRegistrations: () => Promise.resolve([stale.value, ours.value, empty.value]) },
      ORIGIN,
      vi.fn(),
    );
    expect(stale.unregister).toHaveBeenCalledTimes(1);
    expect(ours.unregister).not.toHaveBeenCalled();
    expect(empty.unregister).not.toHaveBeenCalled();
  });

  it('a failed update check of the committed worker (MSW starts one on every load and never awaits it) is a warning', async () => {
    const failure = new TypeError(
      'Failed to update a ServiceWorker for scope (…) with script (…): A bad HTTP response code (404)',
    );
    const failing = registration(MOCK_WORKER_URL, () => Promise.reject(failure));
    const warn = vi.fn();
    await prepareMockWorker({ getRegistrations: () => Promise.resolve([failing.value]) }, ORIGIN, warn);
    await expect(failing.value.update()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be checked for an update'), failure);

    const update = vi.fn(() => Promise.resolve('updated'));
    const working = registration(MOCK_WORKER_URL, update);
    await prepareMockWorker({ getRegistrations: () => Promise.resolve([working.value]) }, ORIGIN, warn);
    await expect(working.value.update()).resolves.toBe('updated');
    expect(update).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
