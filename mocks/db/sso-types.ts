import type { AccessToken } from './types';

/** An SSO sign-in the mock's instant identity provider approved, waiting for its code to be exchanged (handlers/sso.ts). */
export interface SsoAuthentication {
  code: string;
  state: string;
  providerId: string;
  userId: string;
  expiresOn: string;
}

/** A token made by SSO sign-in remembers its identity provider, answered as `ssoIdentityProvider`. */
export type SsoToken = AccessToken & { _ssoProviderId?: string };
