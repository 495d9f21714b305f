// zod/mini: the sign-in page's bundle does not carry the whole classic API.
import * as z from 'zod/mini';
import { baseApi } from '../../api';
import { encodeBase64 } from '../../lib/base64url';

/** Sign-in tokens live 30 days, like the jump-start exchange. */
export const SESSION_TOKEN_LIFETIME_S = 2_592_000;
export const URL_TOKEN_LIFETIME_S = 60;

const accessTokenSchema = z.object({
  publicId: z.string(),
  secretId: z.string(),
  expiresOn: z.string(),
  user: z.nullish(z.object({ publicId: z.string(), name: z.nullish(z.string()) })),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

const companySchema = z.object({ publicId: z.string(), name: z.string() });
export type Company = z.infer<typeof companySchema>;

const myUserSchema = z.object({
  publicId: z.string(),
  name: z.string(),
  emailAddress: z.nullish(z.string()),
  language: z.nullish(z.string()),
  support: z.nullish(z.boolean()),
});
export type MyUser = z.infer<typeof myUserSchema>;

const sectorSchema = z.looseObject({ publicId: z.string(), name: z.nullish(z.string()) });
export type Sector = z.infer<typeof sectorSchema>;

const permissionListSchema = z.array(z.object({ publicId: z.string() }));


export interface SignInArgs {
  email: string;
  password: string;
  otp?: string;
}

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<AccessToken, SignInArgs>({
      query: ({ email, password, otp }) => ({
        rel: 'AccessTokenList',
        method: 'POST',
        authorization: { kind: 'basic', credentials: encodeBase64(`${email}:${otp ?? ''}:${password}`) },
        query: { fields: ['publicId', 'secretId', 'expiresOn', 'user.publicId', 'user.name'] },
        body: { expiresIn: SESSION_TOKEN_LIFETIME_S },
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
      rawResponseSchema: z.pick(accessTokenSchema, { publicId: true, secretId: true }),
    }),
    deleteAccessToken: build.mutation<null, { publicId: string; secretId?: string }>({
      query: ({ publicId, secretId }) => ({
        rel: 'AccessToken',
        method: 'DELETE',
        params: { publicId },
        ...(secretId ? { authorization: { kind: 'bearer' as const, secret: secretId } } : {}),
      }),
    }),
    myUser: build.query<MyUser, void>({
      query: () => ({ rel: 'MyUser', query: { fields: ['publicId', 'name', 'emailAddress', 'language', 'support'] } }),
      rawResponseSchema: myUserSchema,
      providesTags: ['Session'],
    }),
    /** The signed-in person's companies: the platform's CompanyList (it has no MyCompanyList, and MyUser has no companies). */
    myCompanies: build.query<Company[], void>({
      query: () => ({ rel: 'CompanyList', query: { fields: ['publicId', 'name'], pageSize: 4000 } }),
      rawResponseSchema: z.array(companySchema),
      providesTags: ['Company'],
    }),
    mySector: build.query<Sector, void>({
      query: () => ({ rel: 'MySector' }),
      rawResponseSchema: sectorSchema,
    }),
    myPermissions: build.query<string[], string>({
      query: () => ({ rel: 'MyPermissionList', query: { fields: ['publicId'], pageSize: 4000 } }),
      rawResponseSchema: permissionListSchema,
      transformResponse: (data: z.infer<typeof permissionListSchema>) => data.map((item) => item.publicId),
      providesTags: ['Permission'],
    }),
  }),
});

export const {
  useSignInMutation,
  useExchangeTemporaryTokenMutation,
  useCreateUrlTokenMutation,
  useDeleteAccessTokenMutation,
  useMyUserQuery,
  useMyCompaniesQuery,
  useMySectorQuery,
  useMyPermissionsQuery,
} = sessionApi;
