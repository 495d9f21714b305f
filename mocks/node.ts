import { setupServer } from 'msw/node';
import { mockConnector } from './connector/control';
import { connectorHandlers } from './connector/handlers';
import { demoAccounts, type DemoAccountKey } from './db/demo-accounts';
import { resetDb } from './db/store';
import { apiHandlers } from './handlers';
import { clearFaults } from './scenarios/faults';
import { releaseRel } from './scenarios/hold';

export { mockControl } from './scenarios/control';
export { demoAccounts, type DemoAccountKey } from './db/demo-accounts';
export { mockConnector } from './connector/control';

/** The API base the handlers answer in jsdom: the test config's `/api` against jsdom's page origin. */
export const MOCK_API_URL = 'http://localhost:3000/api';

/** The mock platform's handlers at MOCK_API_URL. */
export const handlers = apiHandlers(MOCK_API_URL);

/** The mock backend for Vitest: `server.listen({ onUnhandledRequest: 'error' })` in a test file. */
export const server = setupServer(...handlers, ...connectorHandlers);

/** Re-seeds the database, releases held calls and clears faults, latency and request counters. */
export function resetMockDb(): void {
  resetDb();
  clearFaults();
  releaseRel();
  mockConnector.reset();
}

/** Seeded bearer tokens (valid for a year) per demo account, for tests that start signed in. */
export const demoTokens: Readonly<Record<DemoAccountKey, { publicId: string; secretId: string }>> = {
  admin: demoAccounts.admin.token,
  user: demoAccounts.user.token,
  secure: demoAccounts.secure.token,
  translator: demoAccounts.translator.token,
  twofactor: demoAccounts.twofactor.token,
  sso: demoAccounts.sso.token,
  german: demoAccounts.german.token,
};
