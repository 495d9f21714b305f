import { isWebAddress, rememberSsoReturn, SSO_RETURN_KEY, takeSsoReturn } from './sso-return';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

describe('the way back from the identity provider', () => {
  it('comes back once', () => {
    const storage = memory();
    rememberSsoReturn(storage, '/groups?tab=2');
    expect(takeSsoReturn(storage, 'https://portal.test')).toBe('/groups?tab=2');
    expect(storage.getItem(SSO_RETURN_KEY)).toBeNull();
    expect(takeSsoReturn(storage, 'https://portal.test')).toBe('/');
  });

  it('never leads to another origin', () => {
    const storage = memory();
    storage.setItem(SSO_RETURN_KEY, '//evil.test/x');
    expect(takeSsoReturn(storage, 'https://portal.test')).toBe('/');
  });
});

describe('isWebAddress', () => {
  it('accepts http and https only', () => {
    expect(isWebAddress('https://accounts.example.test/o/auth?x=1')).toBe(true);
    expect(isWebAddress('http://localhost:4173/sso-auth-required?code=1')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('data:text/html,hi')).toBe(false);
    expect(isWebAddress('/relative')).toBe(false);
  });
});
