import { setupWorker } from 'msw/browser';
import { enablePersistence } from './db/store';
import { handlers } from './handlers';
import { loadFaults } from './scenarios/faults';
import { mockControl } from './scenarios/control';
import { applyUrlQuery } from './scenarios/url-query';

export type { MockBackend } from './scenarios/control';

/**
 * Starts the MSW worker for the app: restores the tab's database and faults from sessionStorage,
 * applies the mock-* query parameters, and installs `window.__mockBackend` for Playwright.
 */
export async function startMockWorker(): Promise<void> {
  enablePersistence();
  loadFaults();
  applyUrlQuery(window.location.search);
  window.__mockBackend = mockControl;
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
