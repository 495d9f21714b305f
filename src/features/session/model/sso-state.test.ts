import { memoryStorage } from '@/testing/memory-storage';

const createMemoryStorage = () => memoryStorage().storage;
import {
  beginSsoAttempt,
  rememberProviderAddress,
  SSO_ATTEMPT_KEY,
  SSO_ATTEMPT_PARAM,
  forgetSsoAttempt,
  isOwnSsoReturn,
} from './sso-state';

const RETURN = 'https://portal.test/sso-auth-required';

function start(providerAddress?: string) {
  const storage = createMemoryStorage();
  const address = new URL(beginSsoAttempt(storage, RETURN));
  if (providerAddress) rememberProviderAddress(storage, providerAddress);
  return { storage, nonce: address.searchParams.get(SSO_ATTEMPT_PARAM) ?? '', address };
}

describe('binding an SSO return to the tab', () => {
  it('puts a new random value in the return address each time', () => {
    const first = start();
    const second = start();
    expect(first.address.origin + first.address.pathname).toBe(RETURN);
    expect(first.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(second.nonce).not.toBe(first.nonce);
  });

  it("takes a return with the tab's value, once", () => {
    const { storage, nonce } = start();
    expect(isOwnSsoReturn(storage, { attempt: nonce, state: 'any' })).toBe(true);
    expect(isOwnSsoReturn(storage, { attempt: nonce, state: 'any' })).toBe(true);
    forgetSsoAttempt(storage);
    expect(storage.getItem(SSO_ATTEMPT_KEY)).toBeNull();
    expect(isOwnSsoReturn(storage, { attempt: nonce, state: 'any' })).toBe(false);
  });

  it('refuses a return with another value, even with the right state', () => {
    const { storage } = start('https://idp.test/auth?state=s-1');
    expect(isOwnSsoReturn(storage, { attempt: 'forged', state: 's-1' })).toBe(false);
  });

  it('refuses any return when this tab started nothing (a crafted link)', () => {
    expect(isOwnSsoReturn(createMemoryStorage(), { attempt: 'x', state: 'y' })).toBe(false);
    expect(isOwnSsoReturn(createMemoryStorage(), { attempt: null, state: 'y' })).toBe(false);
  });

  it("takes a return without the tab's value only with the state of the provider's address", () => {
    const direct = start('https://idp.test/auth?client_id=c&state=s-1');
    expect(isOwnSsoReturn(direct.storage, { attempt: null, state: 's-1' })).toBe(true);
    const other = start('https://idp.test/auth?state=s-1');
    expect(isOwnSsoReturn(other.storage, { attempt: null, state: 's-2' })).toBe(false);
    const nested = start(
      `https://idp.test/auth?redirect_uri=${encodeURIComponent('https://platform.test/cb?state=s-3')}`,
    );
    expect(isOwnSsoReturn(nested.storage, { attempt: null, state: 's-3' })).toBe(true);
    const none = start('https://idp.test/auth');
    expect(isOwnSsoReturn(none.storage, { attempt: null, state: 's-1' })).toBe(false);
  });

  it('refuses a stored attempt that is not ours', () => {
    const storage = createMemoryStorage();
    storage.setItem(SSO_ATTEMPT_KEY, '{"nonce":""}');
    expect(isOwnSsoReturn(storage, { attempt: '', state: null })).toBe(false);
    storage.setItem(SSO_ATTEMPT_KEY, 'not json');
    expect(isOwnSsoReturn(storage, { attempt: 'x', state: null })).toBe(false);
  });
});
