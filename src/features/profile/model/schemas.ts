import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@/lib/names';
import * as v from '@/lib/validate';
import {
  customPatch,
  inputsOf,
  readCustomValues,
  type CustomProperty,
  type CustomValues,
  type WireValue,
} from '@/features/custom-fields';
import { MIN_PASSWORD_LENGTH } from './password-strength';
import { OTP_PATTERN } from './two-factor';

/** MyUser with what the profile page shows (docs/API.md). */
export const PROFILE_FIELDS = [
  'publicId',
  'name',
  'emailAddress',
  'language',
  'localisation',
  'timeZone',
  'hasPassword',
  'otpAuth',
  'custom',
];

export const profileSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  emailAddress: v.withDefault(v.nullable(v.string()), null),
  language: v.withDefault(v.nullable(v.string()), null),
  localisation: v.withDefault(v.nullable(v.string()), null),
  timeZone: v.withDefault(v.nullable(v.string()), null),
  hasPassword: v.withDefault(v.boolean(), true),
  otpAuth: v.withDefault(
    v.object({
      required: v.withDefault(v.boolean(), false),
      type: v.withDefault(v.nullable(v.string()), null),
      deviceName: v.withDefault(v.nullable(v.string()), null),
      registeredOn: v.withDefault(v.nullable(v.string()), null),
    }),
    { required: false, type: null, deviceName: null, registeredOn: null },
  ),
  /** The person's custom field values by slug (MyUser PATCH `{custom}` changes them). */
  custom: v.transform(v.withDefault(v.unknown(), null), readCustomValues),
});
export type Profile = v.Infer<typeof profileSchema>;

export const hasTwoFactor = (profile: Pick<Profile, 'otpAuth'>): boolean => profile.otpAuth.registeredOn !== null;

export const TRUSTED_DEVICE_FIELDS = ['publicId', 'name', 'userAgent', 'isCurrent', 'createdOn', 'lastLogin'];

export const trustedDeviceSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  userAgent: v.withDefault(v.nullable(v.string()), null),
  isCurrent: v.withDefault(v.boolean(), false),
  createdOn: v.withDefault(v.nullable(v.string()), null),
  lastLogin: v.withDefault(v.nullable(v.string()), null),
});
export type TrustedDevice = v.Infer<typeof trustedDeviceSchema>;

/** The other devices, for "remove all others": never the one in use. */
export const otherDevices = (devices: readonly TrustedDevice[]): TrustedDevice[] =>
  devices.filter((device) => !device.isCurrent);

/** The current device first, then by last login, newest first. */
export function sortDevices(devices: readonly TrustedDevice[]): TrustedDevice[] {
  return [...devices].sort(
    (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || (b.lastLogin ?? '').localeCompare(a.lastLogin ?? ''),
  );
}

export const secretSchema = v.object({ secret: v.string({ minLength: 1 }) });

export interface ProfileFormValues {
  name: string;
  language: string;
  /** '' is "automatic" (null on the wire). */
  localisation: string;
  timeZone: string;
  /** The custom fields' inputs by slug. */
  custom: Record<string, string>;
}

export const profileFormSchema = z.object({
  name: z.string().trim().min(1, 'profile.validation.REQUIRED').max(NAME_MAX_LENGTH, 'profile.validation.MAX_LENGTH'),
  language: z.string().min(1, 'profile.validation.REQUIRED'),
  localisation: z.string(),
  timeZone: z.string(),
});

export const profileFormValues = (
  profile: Profile,
  customFields: readonly CustomProperty[] = [],
): ProfileFormValues => ({
  name: profile.name,
  language: profile.language ?? 'en',
  localisation: profile.localisation ?? '',
  timeZone: profile.timeZone ?? '',
  custom: inputsOf(customFields, profile.custom),
});

export type ProfilePatch = Partial<{
  name: string;
  language: string;
  localisation: string | null;
  timeZone: string | null;
  custom: Record<string, WireValue>;
}>;

/** MyUser PATCH sends only what changed; '' clears localisation and time zone; custom values only those changed. */
export function profilePatch(
  initial: ProfileFormValues,
  values: ProfileFormValues,
  customFields: readonly CustomProperty[] = [],
  stored: CustomValues | null = null,
): ProfilePatch {
  const patch: ProfilePatch = {};
  const custom = customPatch(customFields, stored, values.custom);
  if (custom) patch.custom = custom;
  if (values.name.trim() !== initial.name.trim()) patch.name = values.name.trim();
  if (values.language !== initial.language) patch.language = values.language;
  if (values.localisation !== initial.localisation) patch.localisation = values.localisation || null;
  if (values.timeZone !== initial.timeZone) patch.timeZone = values.timeZone || null;
  return patch;
}

export interface PasswordFormValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  deleteAccessTokens: boolean;
}

export const EMPTY_PASSWORD_FORM: PasswordFormValues = {
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
  deleteAccessTokens: false,
};

export const passwordFormSchema = z
  .object({
    oldPassword: z.string().min(1, 'profile.validation.REQUIRED'),
    newPassword: z
      .string()
      .min(1, 'profile.validation.REQUIRED')
      .min(MIN_PASSWORD_LENGTH, 'profile.validation.PASSWORD_TOO_SHORT'),
    confirmPassword: z.string().min(1, 'profile.validation.REQUIRED'),
    deleteAccessTokens: z.boolean(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'profile.validation.PASSWORDS_DIFFER',
  })
  .refine((values) => values.newPassword === '' || values.newPassword !== values.oldPassword, {
    path: ['newPassword'],
    message: 'profile.validation.SAME_PASSWORD',
  });

export interface VerifyFormValues {
  oneTimePassword: string;
  deviceName: string;
}

export const verifyFormSchema = z.object({
  oneTimePassword: z.string().trim().regex(OTP_PATTERN, 'profile.validation.OTP_FORMAT'),
  deviceName: z
    .string()
    .trim()
    .min(1, 'profile.validation.REQUIRED')
    .max(NAME_MAX_LENGTH, 'profile.validation.MAX_LENGTH'),
});

/** A user agent in a few words ("Firefox on Linux"); null when nothing is recognised. */
export function browserSummary(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = [
    ['Edg/', 'Edge'],
    ['OPR/', 'Opera'],
    ['Firefox/', 'Firefox'],
    ['Chrome/', 'Chrome'],
    ['Safari/', 'Safari'],
  ].find(([token]) => userAgent.includes(token ?? ''))?.[1];
  const os = [
    ['Windows', 'Windows'],
    ['Android', 'Android'],
    ['iPhone', 'iOS'],
    ['iPad', 'iPadOS'],
    ['Mac OS X', 'macOS'],
    ['Linux', 'Linux'],
  ].find(([token]) => userAgent.includes(token ?? ''))?.[1];
  if (browser && os) return `${browser} · ${os}`;
  return browser ?? os ?? null;
}
