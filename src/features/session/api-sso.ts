import * as v from '@/lib/validate';
import { baseApi } from '@/api';
import { SESSION_TOKEN_LIFETIME_S, type AccessToken } from './api';

/** Signing in through a company's identity provider: the /sso-auth-required page's calls, downloaded with it. */

const ssoTokenSchema = v.object({
  publicId: v.string(),
  secretId: v.string(),
  expiresOn: v.string(),
  user: v.nullish(v.object({ publicId: v.string() })),
  ssoIdentityProvider: v.nullish(v.object({ publicId: v.string() })),
});

export const ssoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The identity provider's address to go to; it comes back to `redirectUrl` with `code` and `state`. */
    requestSsoAuthentication: build.mutation<{ url: string }, { providerId: string; redirectUrl: string }>({
      query: ({ providerId, redirectUrl }) => ({
        rel: 'SsoAuthenticationRequestList',
        method: 'POST',
        body: { identityProvider: { publicId: providerId }, redirectUrl },
      }),
      rawResponseSchema: v.object({ url: v.string() }),
    }),
    /** The provider's code for a session token (no bearer): an SSO session, named by `ssoIdentityProvider`. */
    ssoSignIn: build.mutation<AccessToken, { code: string; state: string }>({
      query: ({ code, state }) => ({
        rel: 'SsoAccessTokenList',
        method: 'POST',
        authorization: { kind: 'none' },
        query: { fields: ['publicId', 'secretId', 'expiresOn', 'user.publicId', 'ssoIdentityProvider.publicId'] },
        body: { expiresIn: SESSION_TOKEN_LIFETIME_S, ssoAuthentication: { code, state } },
      }),
      rawResponseSchema: ssoTokenSchema,
    }),
  }),
});

export const { useRequestSsoAuthenticationMutation, useSsoSignInMutation } = ssoApi;
