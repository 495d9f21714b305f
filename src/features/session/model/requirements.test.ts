import { needsSsoSession, needsTwoFactorSetUp, requirementRedirect } from './requirements';

describe('needsTwoFactorSetUp', () => {
  it('is needed when the account requires two-factor and none is registered', () => {
    expect(needsTwoFactorSetUp({ required: true, registeredOn: null }, [])).toBe(true);
  });

  it('is needed when a role enforces two-factor and none is registered', () => {
    expect(
      needsTwoFactorSetUp({ required: false, registeredOn: null }, [{ enforce2fa: false }, { enforce2fa: true }]),
    ).toBe(true);
    expect(needsTwoFactorSetUp(undefined, [{ enforce2fa: true }])).toBe(true);
  });

  it('is not needed once registered, nor when nothing requires it', () => {
    expect(needsTwoFactorSetUp({ required: true, registeredOn: '2026-01-01T00:00:00Z' }, [{ enforce2fa: true }])).toBe(
      false,
    );
    expect(
      needsTwoFactorSetUp({ required: false, registeredOn: null }, [{ enforce2fa: false, enforceSso: true }]),
    ).toBe(false);
    expect(needsTwoFactorSetUp(null, [])).toBe(false);
  });
});

describe('needsSsoSession', () => {
  const providers = [
    { publicId: 'sso-google', companies: [{ publicId: 'c-north' }] },
    { publicId: 'sso-entra', companies: [{ publicId: 'c-acme' }] },
  ];
  const enforcing = [{ enforceSso: false }, { enforceSso: true }];

  it('is needed for a password session when the company has a provider and a role enforces SSO', () => {
    expect(needsSsoSession({ ssoProviderId: undefined, companyId: 'c-north', providers, roles: enforcing })).toBe(true);
  });

  it('is not needed in a session made through one of the company’s providers, but is through another company’s', () => {
    expect(needsSsoSession({ ssoProviderId: 'sso-google', companyId: 'c-north', providers, roles: enforcing })).toBe(
      false,
    );
    expect(needsSsoSession({ ssoProviderId: 'sso-entra', companyId: 'c-north', providers, roles: enforcing })).toBe(
      true,
    );
  });

  it('is not needed when the company has no identity provider, or no role enforces SSO, or no company is selected', () => {
    expect(needsSsoSession({ ssoProviderId: undefined, companyId: 'c-helix', providers, roles: enforcing })).toBe(
      false,
    );
    expect(
      needsSsoSession({
        ssoProviderId: undefined,
        companyId: 'c-north',
        providers,
        roles: [{ enforceSso: false, enforce2fa: true }],
      }),
    ).toBe(false);
    expect(needsSsoSession({ ssoProviderId: undefined, companyId: null, providers, roles: enforcing })).toBe(false);
    expect(
      needsSsoSession({
        ssoProviderId: undefined,
        companyId: 'c-north',
        providers: [{ publicId: 'x', companies: null }],
        roles: enforcing,
      }),
    ).toBe(false);
  });
});

describe('requirementRedirect', () => {
  it('sends to two-factor set-up with the way back', () => {
    expect(requirementRedirect({ pathname: '/groups', here: '/groups?tab=2', twoFactor: true, sso: false })).toBe(
      '/two-factor-auth-required?returnTo=%2Fgroups%3Ftab%3D2',
    );
  });

  it('leaves the two-factor set-up page itself alone', () => {
    expect(
      requirementRedirect({
        pathname: '/two-factor-auth-required',
        here: '/two-factor-auth-required?returnTo=%2F',
        twoFactor: true,
        sso: false,
      }),
    ).toBeNull();
  });

  it('sends to SSO first, from any page', () => {
    expect(requirementRedirect({ pathname: '/users', here: '/users', twoFactor: true, sso: true })).toBe(
      '/sso-auth-required?returnTo=%2Fusers',
    );
    expect(
      requirementRedirect({
        pathname: '/two-factor-auth-required',
        here: '/two-factor-auth-required',
        twoFactor: true,
        sso: true,
      }),
    ).toMatch(/^\/sso-auth-required\?/);
  });

  it('lets the page show when nothing is required', () => {
    expect(requirementRedirect({ pathname: '/users', here: '/users', twoFactor: false, sso: false })).toBeNull();
  });
});
