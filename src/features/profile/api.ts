import { baseApi } from '@/api';
import * as v from '@/lib/validate';
import {
  PROFILE_FIELDS,
  profileSchema,
  secretSchema,
  TRUSTED_DEVICE_FIELDS,
  trustedDeviceSchema,
  type Profile,
  type ProfilePatch,
  type TrustedDevice,
} from './model/schemas';

/** The header that tells the platform which browser asks (docs/ARCHITECTURE.md#the-wire, headers). */
const DEVICE_IDENTIFIER_HEADER = 'Api-Device-Identifier';

// The list of trusted devices is this page's own business: its tag lives here, not in the shared base API.
const api = baseApi.enhanceEndpoints({ addTagTypes: ['TrustedDevice'] });
const DEVICES = { type: 'TrustedDevice', id: 'LIST' } as const;

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  deleteAccessTokens: boolean;
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** MyUser with the profile's fields; provided as 'Session' like the session's own read, so a change updates both. */
    profile: build.query<Profile, void>({
      query: () => ({ rel: 'MyUser', query: { fields: PROFILE_FIELDS } }),
      rawResponseSchema: profileSchema,
      providesTags: ['Session'],
    }),
    updateProfile: build.mutation<null, ProfilePatch>({
      query: (body) => ({ rel: 'MyUser', method: 'PATCH', body }),
      transformResponse: () => null,
      invalidatesTags: ['Session'],
    }),
    /** MyUserPassword POST; it carries Api-Branding (the platform mails the change), set by the header rules. */
    changePassword: build.mutation<null, PasswordChange>({
      query: (body) => ({ rel: 'MyUserPassword', method: 'POST', body }),
      transformResponse: () => null,
    }),
    enableTwoFactor: build.mutation<string, void>({
      query: () => ({ rel: 'MyUserOtpAuthEnable', method: 'POST' }),
      rawResponseSchema: secretSchema,
      transformResponse: (data: v.Infer<typeof secretSchema>) => data.secret,
    }),
    verifyTwoFactor: build.mutation<null, { oneTimePassword: string; deviceName: string }>({
      query: (body) => ({ rel: 'MyUserOtpAuthVerify', method: 'POST', body }),
      transformResponse: () => null,
      invalidatesTags: ['Session'],
    }),
    disableTwoFactor: build.mutation<null, void>({
      query: () => ({ rel: 'MyUserOtpAuthDisable', method: 'POST' }),
      transformResponse: () => null,
      invalidatesTags: ['Session'],
    }),
    /** TrustedDeviceList GET names this browser (`deviceIdentifier`), so the platform marks its row `isCurrent`. */
    trustedDevices: build.query<TrustedDevice[], string>({
      query: (deviceIdentifier) => ({
        rel: 'TrustedDeviceList',
        query: { fields: TRUSTED_DEVICE_FIELDS, pageSize: 4000 },
        headers: { [DEVICE_IDENTIFIER_HEADER]: deviceIdentifier },
      }),
      rawResponseSchema: v.array(trustedDeviceSchema),
      providesTags: [DEVICES],
    }),
    removeTrustedDevice: build.mutation<null, string>({
      query: (publicId) => ({ rel: 'TrustedDevice', method: 'DELETE', params: { publicId } }),
      transformResponse: () => null,
      invalidatesTags: [DEVICES],
    }),
    removeTrustedDevices: build.mutation<null, readonly string[]>({
      query: (publicIds) => ({
        rel: 'TrustedDeviceList',
        method: 'DELETE',
        body: publicIds.map((publicId) => ({ publicId })),
      }),
      transformResponse: () => null,
      invalidatesTags: [DEVICES],
    }),
  }),
});

export const {
  useProfileQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useEnableTwoFactorMutation,
  useVerifyTwoFactorMutation,
  useDisableTwoFactorMutation,
  useTrustedDevicesQuery,
  useRemoveTrustedDeviceMutation,
  useRemoveTrustedDevicesMutation,
} = profileApi;
