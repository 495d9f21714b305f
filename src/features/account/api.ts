import { baseApi } from '@/api';
import * as v from '@/lib/validate';
import {
  recoveryAddressSchema,
  registrationSchema,
  sectorPolicySchema,
  type PendingRegistration,
  type RecoveryAddress,
  type SectorPolicy,
} from './model/schemas';

/**
 * Recovering access and registering (docs/API.md): the requests go without a bearer, even when a
 * session exists in this browser; the follow-up calls carry the e-mailed link's token as their bearer. The calls that
 * send e-mail get Api-Branding from the header rules (src/api/headers.ts).
 */
const NO_AUTH = { kind: 'none' } as const;
const linkToken = (token: string) => ({ kind: 'bearer', secret: token }) as const;

const POLICY_FIELDS = ['publicId', 'latest', 'publishedOn', 'languages.languageCode', 'languages.body'];

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestRecovery: build.mutation<null, { emailAddress: string }>({
      query: (body) => ({ rel: 'AccessRecoverList', method: 'POST', body, authorization: NO_AUTH }),
      transformResponse: () => null,
    }),
    /** The address of a recovery link; 401 or 404 when the link is no longer valid. */
    recoveryAddress: build.query<RecoveryAddress, string>({
      query: (token) => ({ rel: 'MyAccessRecover', authorization: linkToken(token), quiet: true }),
      rawResponseSchema: recoveryAddressSchema,
      keepUnusedDataFor: 0,
    }),
    finishRecovery: build.mutation<null, { token: string; body: { newPassword: string; deleteAccessTokens: boolean } }>(
      {
        query: ({ token, body }) => ({
          rel: 'MyAccessRecoverFinish',
          method: 'POST',
          body,
          authorization: linkToken(token),
        }),
        transformResponse: () => null,
      },
    ),
    /** The sector's published terms of use, read signed out (the registration's acceptance). */
    sectorPolicies: build.query<SectorPolicy[], void>({
      query: () => ({
        rel: 'TermsOfUsePolicyList',
        query: { fields: POLICY_FIELDS },
        authorization: NO_AUTH,
        quiet: true,
      }),
      rawResponseSchema: v.array(sectorPolicySchema),
    }),
    register: build.mutation<null, Record<string, unknown>>({
      query: (body) => ({ rel: 'RegistrationList', method: 'POST', body, authorization: NO_AUTH }),
      transformResponse: () => null,
    }),
    /** The registration of a link; 401 or 404 when the link is no longer valid. */
    registration: build.query<PendingRegistration, string>({
      query: (token) => ({
        rel: 'MyRegistration',
        query: { fields: ['companyName', 'name', 'emailAddress', 'language'] },
        authorization: linkToken(token),
        quiet: true,
      }),
      rawResponseSchema: registrationSchema,
      keepUnusedDataFor: 0,
    }),
    finishRegistration: build.mutation<null, string>({
      query: (token) => ({ rel: 'MyRegistrationFinish', method: 'POST', authorization: linkToken(token) }),
      transformResponse: () => null,
    }),
  }),
});

export const {
  useRequestRecoveryMutation,
  useRecoveryAddressQuery,
  useFinishRecoveryMutation,
  useSectorPoliciesQuery,
  useRegisterMutation,
  useRegistrationQuery,
  useFinishRegistrationMutation,
} = accountApi;
