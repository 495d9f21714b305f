import { setupWorker } from 'msw/browser';
import { applyConnectorQuery, mockConnector } from './connector/control';
import { connectorHandlers } from './connector/handlers';
import { installPermissionMock } from './connector/permission';
import { mockOutbox } from './db/account-types';
import { enablePersistence } from './db/store';
import { apiHandlers } from './handlers';
import { loadFaults } from './scenarios/faults';
import { loadHolds } from './scenarios/hold';
import { countApiRequests } from './scenarios/in-flight';
import { mockControl } from './scenarios/control';
import { applyUrlQuery } from './scenarios/url-query';
import { MOCK_WORKER_OPTIONS, MOCK_WORKER_URL, prepareMockWorker } from './worker-registration';

export type { MockBackend } from './scenarios/control';
export type { MockOutbox } from './db/account-types';
export type { MockConnector } from './connector/control';

/**
 * Starts the MSW worker for the app: restores the tab's database, faults and holds from sessionStorage,
 * applies the mock-* query parameters, and installs `window.__mockBackend` for Playwright.
 * `apiBase` is config.json's apiUrl made absolute (RuntimeConfig.apiBase): the worker answers only under it and at the
 * connector's origins, so on the dev server the app's own modules (`/src/api/...`) and assets are never intercepted.
 */
export async function startMockWorker(apiBase: string): Promise<void> {
  enablePersistence();
  loadFaults();
  loadHolds();
  applyUrlQuery(window.location.search);
  window.__mockBackend = mockControl;
  countApiRequests(apiBase);
  // Read-only: the mail the mock sent (recovery and registration links), for Playwright.
  window.__mockOutbox = mockOutbox;
  // The local VPN client at its own origin, with its state from ?mock-connector= (see mocks/connector/README.md).
  applyConnectorQuery(window.location.search);
  installPermissionMock();
  window.__mockConnector = mockConnector;
  // The committed worker only, at its fixed address (worker-registration.ts; why: mocks/README.md, "The service worker").
  await prepareMockWorker(navigator.serviceWorker, window.location.origin, (message, error) =>
    console.warn(message, error),
  );
  const worker = setupWorker(...apiHandlers(apiBase), ...connectorHandlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: MOCK_WORKER_URL, options: MOCK_WORKER_OPTIONS },
  });
}
