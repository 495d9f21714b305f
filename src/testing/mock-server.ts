import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { parseRuntimeConfig, resetDiscovery, setRuntimeConfig } from '../api';
import { resetSessionExpiryMemory } from '../api/base-query';
import { resetMockDb, server } from '@mocks/node';
import { FALLBACK_LANGUAGE, initI18n, setInterfaceLanguage } from '../i18n';

export const TEST_CONFIG = parseRuntimeConfig(
  {
    apiUrl: '/api',
    applicationId: 'device-portal-test',
    mock: false,
    production: false,
    cloudDomain: 'portal.example.test',
    statusPageUrl: 'https://status.example.test',
  },
  'http://localhost:3000',
);

/** One API request as a test may tell it apart: method, path, and its `filters` parameters joined. */
export interface LoggedRequest {
  method: string;
  path: string;
  filters: string;
}

/** Every request of the current test, in order (reset before each test). */
export const requestLog: LoggedRequest[] = [];

/**
 * Reads of the signed-in user's own temporary access (UserMembershipList filtered on the user and `expiresOn`),
 * which every signed-in page makes in the background: tests of other membership reads leave these out.
 */
export const isOwnMembershipRead = (request: LoggedRequest): boolean =>
  request.method === 'GET' &&
  request.path.endsWith('/users/memberships') &&
  request.filters.includes('user.publicId') &&
  request.filters.includes('expiresOn');

/** Membership reads (UserMembershipList GET) whose filters name `field`, e.g. `group.publicId`. */
export const membershipReadsBy = (field: string): number =>
  requestLog.filter(
    (request) =>
      request.method === 'GET' &&
      request.path.endsWith('/users/memberships') &&
      !isOwnMembershipRead(request) &&
      request.filters.includes(field),
  ).length;

function logRequest({ request }: { request: Request }): void {
  const url = new URL(request.url);
  requestLog.push({
    method: request.method,
    path: url.pathname,
    filters: url.searchParams.getAll('filters').join(' '),
  });
}

/** The mock backend in Node for a test file: fresh data for every test, and any request it does not handle fails. */
export function setupMockBackend(): void {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', logRequest);
    await initI18n();
  });
  beforeEach(async () => {
    requestLog.length = 0;
    setRuntimeConfig(TEST_CONFIG);
    resetDiscovery();
    resetSessionExpiryMemory();
    resetMockDb();
    // Every test starts in English: one that saved a profile in Dutch switched the one i18next instance, which the next
    // test, and the next file of the worker, would read otherwise (seen in a shuffled run).
    await setInterfaceLanguage(FALLBACK_LANGUAGE);
    localStorage.clear();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    // Files may share a worker's modules: the next file starts without this file's listener.
    server.events.removeListener('request:start', logRequest);
    server.close();
  });
}
