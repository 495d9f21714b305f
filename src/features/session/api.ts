import * as v from '@/lib/validate';
import { baseApi } from '@/api';
import { encodeBase64 } from '@/lib/base64url';
import type { AuthRecord } from './model/auth-record';

/** Sign-in tokens live 30 days, like the jump-start exchange. */
export const SESSION_TOKEN_LIFETIME_S = 2_592_000;
export const URL_TOKEN_LIFETIME_S = 60;

const accessTokenSchema = v.object({
  publicId: v.string(),
  secretId: v.string(),
  expiresOn: v.string(),
  user: v.nullish(v.object({ publicId: v.string(), name: v.nullish(v.string()) })),
  ssoIdentityProvider: v.nullish(v.object({ publicId: v.string() })),
});
export type AccessToken = v.Infer<typeof accessTokenSchema>;

/** The auth record of a new token (with its identity provider when it was made by SSO sign-in). */
export const authRecordOf = (token: AccessToken): AuthRecord => ({
  publicId: token.publicId,
  secretId: token.secretId,
  expiresOn: token.expiresOn,
  ...(token.user?.publicId ? { userId: token.user.publicId } : {}),
  ...(token.ssoIdentityProvider?.publicId ? { ssoProviderId: token.ssoIdentityProvider.publicId } : {}),
});

/** A company of the signed-in person; its branding's logo is the account button's last choice (docs/RULES.md#shell). */
const companySchema = v.object({
  publicId: v.string(),
  name: v.string(),
  branding: v.nullish(v.object({ logo: v.nullish(v.string()) })),
});
export type Company = v.Infer<typeof companySchema>;

const myUserSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  emailAddress: v.nullish(v.string()),
  language: v.nullish(v.string()),
  support: v.nullish(v.boolean()),
  otpAuth: v.nullish(v.object({ required: v.nullish(v.boolean()), registeredOn: v.nullish(v.string()) })),
});
export type MyUser = v.Infer<typeof myUserSchema>;

const sectorSchema = v.looseObject({ publicId: v.string(), name: v.nullish(v.string()) });
export type Sector = v.Infer<typeof sectorSchema>;

const permissionListSchema = v.array(v.object({ publicId: v.string() }));

export interface SignInArgs {
  email: string;
  password: string;
  otp?: string;
  /** This browser's browser-id, sent as Api-Device-Identifier: a browser trusted before signs in without the one-time password. */
  deviceIdentifier?: string;
  /** Trust this browser (`deviceIdentifier`) under this name. */
  trustedDeviceName?: string;
}

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<AccessToken, SignInArgs>({
      query: ({ email, password, otp, deviceIdentifier, trustedDeviceName }) => ({
        rel: 'AccessTokenList',
        method: 'POST',
        authorization: { kind: 'basic', credentials: encodeBase64(`${email}:${otp ?? ''}:${password}`) },
        query: { fields: ['publicId', 'secretId', 'expiresOn', 'user.publicId', 'user.name'] },
        body: trustedDeviceName
          ? { expiresIn: SESSION_TOKEN_LIFETIME_S, trustedDeviceName }
          : { expiresIn: SESSION_TOKEN_LIFETIME_S },
        ...(deviceIdentifier ? { headers: { 'Api-Device-Identifier': deviceIdentifier } } : {}),
      }),
      rawResponseSchema: accessTokenSchema,
    }),
    exchangeTemporaryToken: build.mutation<AccessToken, { secretId: string }>({
      query: ({ secretId }) => ({
        rel: 'AccessTokenList',
        method: 'POST',
        authorization: { kind: 'bearer', secret: secretId },
        query: { fields: ['expiresOn', 'publicId', 'secretId', 'user.publicId'] },
        body: { expiresIn: SESSION_TOKEN_LIFETIME_S },
      }),
      rawResponseSchema: accessTokenSchema,
    }),
    createUrlToken: build.mutation<Pick<AccessToken, 'publicId' | 'secretId'>, void>({
      query: () => ({
        rel: 'AccessTokenList',
        method: 'POST',
        query: { fields: ['publicId', 'secretId'] },
        body: { expiresIn: URL_TOKEN_LIFETIME_S },
      }),
      rawResponseSchema: v.pick(accessTokenSchema, ['publicId', 'secretId']),
    }),
    deleteAccessToken: build.mutation<null, { publicId: string; secretId?: string }>({
      query: ({ publicId, secretId }) => ({
        rel: 'AccessToken',
        method: 'DELETE',
        params: { publicId },
        ...(secretId ? { authorization: { kind: 'bearer' as const, secret: secretId } } : {}),
      }),
    }),
    /** Whose a token is, asked with that token (a jump-start link's, before it replaces a session). */
    tokenOwner: build.mutation<Pick<MyUser, 'publicId' | 'name' | 'emailAddress'>, { secretId: string }>({
      query: ({ secretId }) => ({
        rel: 'MyUser',
        authorization: { kind: 'bearer', secret: secretId },
        query: { fields: ['publicId', 'name', 'emailAddress'] },
      }),
      rawResponseSchema: v.pick(myUserSchema, ['publicId', 'name', 'emailAddress']),
    }),
    myUser: build.query<MyUser, void>({
      query: () => ({
        rel: 'MyUser',
        query: {
          fields: [
            'publicId',
            'name',
            'emailAddress',
            'language',
            'support',
            'otpAuth.required',
            'otpAuth.registeredOn',
          ],
        },
      }),
      rawResponseSchema: myUserSchema,
      providesTags: ['Session'],
    }),
    /** The signed-in person's companies: the platform's CompanyList (it has no MyCompanyList, and MyUser has no companies). */
    myCompanies: build.query<Company[], void>({
      query: () => ({ rel: 'CompanyList', query: { fields: ['publicId', 'name', 'branding.logo'], pageSize: 4000 } }),
      rawResponseSchema: v.array(companySchema),
      providesTags: ['Company'],
    }),
    mySector: build.query<Sector, void>({
      query: () => ({ rel: 'MySector' }),
      rawResponseSchema: sectorSchema,
    }),
    myPermissions: build.query<string[], string>({
      query: () => ({ rel: 'MyPermissionList', query: { fields: ['publicId'], pageSize: 4000 } }),
      rawResponseSchema: permissionListSchema,
      transformResponse: (data: v.Infer<typeof permissionListSchema>) => data.map((item) => item.publicId),
      providesTags: ['Permission'],
    }),
  }),
});

export const {
  useSignInMutation,
  useExchangeTemporaryTokenMutation,
  useCreateUrlTokenMutation,
  useDeleteAccessTokenMutation,
  useTokenOwnerMutation,
  useMyUserQuery,
  useMyCompaniesQuery,
  useMySectorQuery,
  useMyPermissionsQuery,
} = sessionApi;
