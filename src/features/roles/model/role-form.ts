import { z } from 'zod';
import { NAME_MAX_LENGTH, sameName } from '@/lib/names';
import type { RoleFormValues } from './role-rules';

// The form's schema lives apart from the role rules: the roles list, which the users page also reads, must not
// download zod with them.
/** The role form: a required name of at most 255 characters that no other role of the company has; messages are i18n keys. */
export function roleFormSchema(otherNames: readonly string[]) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, 'roles.validation.REQUIRED')
      .max(NAME_MAX_LENGTH, 'roles.validation.MAX_LENGTH')
      .refine((name) => !otherNames.some((other) => sameName(other, name)), 'roles.validation.NAME_ALREADY_IN_USE'),
    description: z.string(),
    enforce2fa: z.boolean(),
    enforceSso: z.boolean(),
  }) satisfies z.ZodType<RoleFormValues, RoleFormValues>;
}
