import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { parseRuntimeConfig, resetDiscovery, setRuntimeConfig } from '../api';
import { resetSessionExpiryMemory } from '../api/base-query';
import { resetMockDb, server } from '../../mocks/node';
import { initI18n } from '../i18n';

export const TEST_CONFIG = parseRuntimeConfig(
  { apiUrl: '/api', applicationId: 'device-portal-test', mock: false, production: false, cloudDomain: 'portal.example.test', statusPageUrl: 'https://status.example.test' },
  'http://localhost:3000',
);

/** The mock backend in Node for a test file: fresh data for every test, and any request it does not handle fails. */
export function setupMockBackend(): void {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await initI18n();
  });
  beforeEach(() => {
    setRuntimeConfig(TEST_CONFIG);
    resetDiscovery();
    resetSessionExpiryMemory();
    resetMockDb();
    localStorage.clear();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
