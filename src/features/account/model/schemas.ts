import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@/lib/names';
import * as v from '@/lib/validate';
import { INTERFACE_LANGUAGES } from '@/i18n/languages';

/**
 * The forms of /recover and /register and the bodies they send (docs/API.md). The client rules follow
 * the platform's (the mock's): an e-mail address of 6 to 254 characters, names of 1 to 255, a password of at least 8.
 * Messages are i18n keys of the `account` branch.
 */
export const EMAIL_MIN = 6;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;

/** The interface languages a new account may choose; none keeps the platform's default. */
export const LANGUAGES = INTERFACE_LANGUAGES;
export type LanguageChoice = '' | (typeof LANGUAGES)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const emailField = () =>
  z
    .string()
    .trim()
    .min(1, 'account.validation.required')
    .refine((value) => value.length >= EMAIL_MIN && value.length <= EMAIL_MAX, 'account.validation.emailLength')
    .refine((value) => EMAIL.test(value), 'account.validation.email');

const nameField = () =>
  z.string().trim().min(1, 'account.validation.required').max(NAME_MAX_LENGTH, 'account.validation.nameLength');

const passwordField = () =>
  z.string().min(1, 'account.validation.required').min(PASSWORD_MIN, 'account.validation.passwordLength');

/** A new password typed twice: the second must match the first (its error lands on the confirmation). */
const withConfirmation = <T extends { password: string; confirmPassword: string }>(schema: z.ZodType<T, T>) =>
  schema.refine((values) => values.password === values.confirmPassword, {
    message: 'account.validation.passwordMismatch',
    path: ['confirmPassword'],
  });

export interface RecoverRequestValues {
  emailAddress: string;
}
export const recoverRequestSchema: z.ZodType<RecoverRequestValues, RecoverRequestValues> = z.object({
  emailAddress: emailField(),
});

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
  deleteAccessTokens: boolean;
}
export const newPasswordSchema: z.ZodType<NewPasswordValues, NewPasswordValues> = withConfirmation(
  z.object({ password: passwordField(), confirmPassword: z.string(), deleteAccessTokens: z.boolean() }),
);

export interface RegisterValues {
  companyName: string;
  name: string;
  emailAddress: string;
  password: string;
  confirmPassword: string;
  language: LanguageChoice;
  acceptTerms: boolean;
}
export const registerSchema: z.ZodType<RegisterValues, RegisterValues> = withConfirmation(
  z.object({
    companyName: nameField(),
    name: nameField(),
    emailAddress: emailField(),
    password: passwordField(),
    confirmPassword: z.string(),
    language: z.enum(['', ...LANGUAGES]),
    acceptTerms: z.boolean().refine((accepted) => accepted, 'account.validation.acceptTerms'),
  }),
);

export const emptyRegistration: RegisterValues = {
  companyName: '',
  name: '',
  emailAddress: '',
  password: '',
  confirmPassword: '',
  language: '',
  acceptTerms: false,
};

/** RegistrationList POST: trimmed names, no language when none is chosen, the accepted policy when there is one. */
export function registrationBody(values: RegisterValues, termsPolicyId: string | null) {
  return {
    companyName: values.companyName.trim(),
    name: values.name.trim(),
    emailAddress: values.emailAddress.trim(),
    password: values.password,
    ...(values.language ? { language: values.language } : {}),
    ...(termsPolicyId && values.acceptTerms ? { termsOfUsePolicy: { publicId: termsPolicyId } } : {}),
  };
}

/** MyAccessRecoverFinish POST. */
export const recoverFinishBody = (values: NewPasswordValues) => ({
  newPassword: values.password,
  deleteAccessTokens: values.deleteAccessTokens,
});

/** Answers. */
export const recoveryAddressSchema = v.object({ emailAddress: v.string() });
export type RecoveryAddress = v.Infer<typeof recoveryAddressSchema>;

export const registrationSchema = v.object({
  companyName: v.string(),
  name: v.string(),
  emailAddress: v.string(),
  language: v.withDefault(v.nullish(v.string()), null),
});
export type PendingRegistration = v.Infer<typeof registrationSchema>;

export const sectorPolicySchema = v.object({
  publicId: v.string(),
  latest: v.withDefault(v.nullish(v.boolean()), null),
  publishedOn: v.withDefault(v.nullish(v.string()), null),
  languages: v.withDefault(v.array(v.object({ languageCode: v.string(), body: v.withDefault(v.string(), '') })), []),
});
export type SectorPolicy = v.Infer<typeof sectorPolicySchema>;

/** The sector's terms to accept: the one marked latest, else the most recently published; null when there is none. */
export function latestPolicy(policies: readonly SectorPolicy[]): SectorPolicy | null {
  const latest = policies.find((policy) => policy.latest === true);
  if (latest) return latest;
  const published = policies.filter((policy) => policy.publishedOn !== null);
  return [...published].sort((a, b) => Date.parse(b.publishedOn ?? '') - Date.parse(a.publishedOn ?? ''))[0] ?? null;
}
