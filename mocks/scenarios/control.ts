import { companyGroupId } from '../db/seed-people';
import { getDb, persistDb, resetDb } from '../db/store';
import { PERMISSION_IDS, type PermissionId } from '../db/types';
import { setDeployedVersion } from '../handlers/app-info';
import { createToken } from '../handlers/auth';
import { clearFaults, failRel, malformRel, requestCount, setLatency, setOffline, type MalformKind } from './faults';
import { heldCount, holdRel, releaseRel } from './hold';
import { apiRequestsInFlight } from './in-flight';
import { SCENARIOS, isScenarioName, type ScenarioName } from './scenarios';

/** The runtime control of the mock backend: `window.__mockBackend` in the browser, `mockControl` in Vitest. */
export interface MockBackend {
  /** Re-seeds the data, releases held calls and clears every fault, latency and counter (issued tokens stay valid; a reload does not re-apply the address's mock-* query). */
  reset(): void;
  /** Applies a named scenario on top of the current state. */
  scenario(name: ScenarioName): void;
  setLatency(ms: number): void;
  /** The next `times` calls of `rel` (any method unless given) fail with `status`; 0 = network error. Omit `times` for "until reset". `rel` '*' matches all. */
  failRel(rel: string, status: number, times?: number, method?: string): void;
  /** The next `times` calls of `rel` answer 200 with a broken body (default HTML). */
  malformRel(rel: string, times?: number, kind?: MalformKind, method?: string): void;
  /** From now on, calls of `rel` ('*': all; any method unless given) wait until `release`: a loading state without a real-time delay. */
  hold(rel: string, method?: string): void;
  /** Lets the held calls of `rel` (all when omitted) through and stops holding them. */
  release(rel?: string): void;
  /** How many calls are held now. */
  heldCount(): number;
  /** While on, every API call is a network error. */
  offline(on: boolean): void;
  /** Removes faults, holds and latency, keeps the data. */
  clearFaults(): void;
  /** A token for a user, e.g. a 60-second jump-start token. */
  issueToken(email: string, expiresInSeconds: number): { publicId: string; secretId: string };
  /** Requests seen for a rel since the last reset, faulted ones included. */
  requestCount(rel: string, method?: string): number;
  /** Replaces a user's permissions in a company (adds the membership when missing). */
  setPermissions(email: string, companyId: string, permissions: string[]): void;
  /** The app's API calls sent and not yet answered (0 outside a browser). */
  apiRequestsInFlight(): number;
  /** Pretends another build was deployed: /info.json answers this version (null: the real file). */
  setDeployedVersion(version: string | null): void;
}

declare global {
  interface Window {
    __mockBackend?: MockBackend;
  }
}

export function applyScenario(name: string): void {
  if (!isScenarioName(name))
    throw new Error(`Unknown mock scenario "${name}". Known: ${Object.keys(SCENARIOS).join(', ')}`);
  SCENARIOS[name](getDb());
  persistDb();
}

function userByEmail(email: string): { publicId: string; name: string; emailAddress: string } {
  const user = getDb().users.find((u) => u.emailAddress.toLowerCase() === email.toLowerCase());
  if (!user) throw new Error(`No mock user ${email}`);
  return user;
}

export const mockControl: MockBackend = {
  reset: () => {
    resetDb();
    clearFaults(true);
    releaseRel();
    setDeployedVersion(null);
  },
  scenario: applyScenario,
  setLatency,
  failRel,
  malformRel,
  hold: holdRel,
  release: releaseRel,
  heldCount,
  offline: setOffline,
  clearFaults: () => {
    clearFaults(true);
    releaseRel();
  },
  issueToken: (email, expiresInSeconds) => {
    const token = createToken(getDb(), userByEmail(email).publicId, expiresInSeconds);
    persistDb();
    return { publicId: token.publicId, secretId: token.secretId };
  },
  requestCount,
  apiRequestsInFlight,
  setDeployedVersion,
  setPermissions: (email, companyId, permissions) => {
    const db = getDb();
    const user = userByEmail(email);
    const unknown = permissions.filter((p) => !(PERMISSION_IDS as readonly string[]).includes(p));
    if (unknown.length > 0) throw new Error(`Unknown permissions: ${unknown.join(', ')}`);
    const company = db.companies.find((c) => c.publicId === companyId);
    if (!company) throw new Error(`No mock company ${companyId}`);
    // The company-wide membership (on the company group) carries the permissions; one is added when missing.
    const groupId = companyGroupId(companyId);
    let membership = db.memberships.find((m) => m.user?.publicId === user.publicId && m.group.publicId === groupId);
    if (!membership) {
      membership = {
        publicId: `m-${user.publicId}-${companyId}`,
        _companyId: companyId,
        user: { publicId: user.publicId },
        invite: null,
        group: { publicId: groupId },
        role: null,
        expiresOn: null,
      };
      db.memberships.push(membership);
    }
    membership._permissions = permissions as PermissionId[];
    persistDb();
  },
};
