import type { KeyValueStorage } from '@/lib/storage';

/**
 * Binding an identity provider's return to the tab that left for it (login CSRF): a crafted return link, opened in
 * another tab or by a victim, must not sign anybody in. Before leaving, the tab keeps a random value in its
 * sessionStorage and puts it in the address the provider comes back to; it also keeps the `state` of the provider's
 * address, when that address names one. A return is taken only when it carries the same value, or, where the platform
 * did not keep our address's query, the same `state`. Either is good for one return.
 */
export const SSO_ATTEMPT_KEY = 'portal.sso-attempt';
/** The query parameter of the return address that carries the tab's value. */
export const SSO_ATTEMPT_PARAM = 'attempt';

interface SsoAttempt {
  nonce: string;
  state?: string;
}

function randomNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Starts an attempt: the address the provider is to come back to, with this tab's new value in it. */
export function beginSsoAttempt(storage: KeyValueStorage, returnAddress: string): string {
  const nonce = randomNonce();
  storage.setItem(SSO_ATTEMPT_KEY, JSON.stringify({ nonce } satisfies SsoAttempt));
  const url = new URL(returnAddress);
  url.searchParams.set(SSO_ATTEMPT_PARAM, nonce);
  return url.href;
}

/** Keeps the `state` the provider's address carries (itself, or in the address it returns to), for a return without ours. */
export function rememberProviderAddress(storage: KeyValueStorage, providerAddress: string): void {
  const attempt = readAttempt(storage);
  if (!attempt) return;
  const state = stateOf(providerAddress);
  storage.setItem(SSO_ATTEMPT_KEY, JSON.stringify({ ...attempt, ...(state ? { state } : {}) } satisfies SsoAttempt));
}

function stateOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    const direct = url.searchParams.get('state');
    if (direct) return direct;
    for (const name of ['redirect_uri', 'redirectUrl', 'redirect_url']) {
      const nested = url.searchParams.get(name);
      if (nested) return stateOf(nested);
    }
  } catch {
    // not an address: no state to keep
  }
  return undefined;
}

function readAttempt(storage: KeyValueStorage): SsoAttempt | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SSO_ATTEMPT_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { nonce, state } = parsed as Record<string, unknown>;
    if (typeof nonce !== 'string' || !nonce) return undefined;
    return { nonce, ...(typeof state === 'string' && state ? { state } : {}) };
  } catch {
    return undefined;
  }
}

/** Whether a return (its `attempt` and `state` parameters) belongs to this tab's attempt; reads only. */
export function isOwnSsoReturn(
  storage: KeyValueStorage,
  returned: { attempt: string | null; state: string | null },
): boolean {
  const attempt = readAttempt(storage);
  if (!attempt) return false;
  if (returned.attempt !== null) return returned.attempt === attempt.nonce;
  return attempt.state !== undefined && returned.state === attempt.state;
}

/** A return is checked once: the attempt is forgotten when its return is handled, taken or refused. */
export function forgetSsoAttempt(storage: KeyValueStorage): void {
  storage.removeItem(SSO_ATTEMPT_KEY);
}
