/**
 * What the signed-in portal requires before it shows anything (docs/API.md): two-factor set up when the
 * account or one of the person's roles in the selected company requires it, and an SSO session when one of those roles
 * enforces single sign-on and the company has an identity provider.
 */

export const TWO_FACTOR_REQUIRED_PATH = '/two-factor-auth-required';
export const SSO_REQUIRED_PATH = '/sso-auth-required';

export interface OtpAuthState {
  required?: boolean | null;
  registeredOn?: string | null;
}

export interface EnforcingRole {
  enforce2fa?: boolean | null;
  enforceSso?: boolean | null;
}

export interface ProviderCompanies {
  publicId: string;
  companies?: readonly { publicId: string }[] | null;
}

/** Two-factor is required (by the account, or by a role) and not set up. */
export function needsTwoFactorSetUp(
  otpAuth: OtpAuthState | null | undefined,
  roles: readonly EnforcingRole[],
): boolean {
  const required = otpAuth?.required === true || roles.some((role) => role.enforce2fa === true);
  return required && !otpAuth?.registeredOn;
}

/**
 * The selected company has an identity provider and one of the person's roles there enforces SSO, and the session was
 * not made through one of that company's providers (a password session, or another company's provider).
 */
export function needsSsoSession(input: {
  ssoProviderId: string | undefined;
  companyId: string | null | undefined;
  providers: readonly ProviderCompanies[];
  roles: readonly EnforcingRole[];
}): boolean {
  if (!input.companyId) return false;
  const companyProviders = input.providers.filter((provider) =>
    provider.companies?.some((company) => company.publicId === input.companyId),
  );
  if (companyProviders.length === 0) return false;
  if (companyProviders.some((provider) => provider.publicId === input.ssoProviderId)) return false;
  return input.roles.some((role) => role.enforceSso === true);
}

/**
 * Where the portal sends the person instead of `here` (path + search + hash), or null. SSO first: an identity
 * provider's session is the company's way in; two-factor set-up is exempt on its own page.
 */
export function requirementRedirect(input: {
  pathname: string;
  here: string;
  twoFactor: boolean;
  sso: boolean;
}): string | null {
  const back = `?returnTo=${encodeURIComponent(input.here)}`;
  if (input.sso) return `${SSO_REQUIRED_PATH}${back}`;
  if (input.twoFactor && input.pathname !== TWO_FACTOR_REQUIRED_PATH) return `${TWO_FACTOR_REQUIRED_PATH}${back}`;
  return null;
}
