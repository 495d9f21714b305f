import { z } from 'zod';
import { fieldErrors, firstErrorMessage } from '@/api';
import { dateOfExpiry, expiryFromDate, expiryProblem } from './group-page';

/** What a picker holds: one person, device or asset (see group-page-api's Suggestion). */
const picked = z.object({ publicId: z.string(), name: z.string(), detail: z.string().nullable() }).nullable();

export interface MemberFormValues {
  person: z.infer<typeof picked>;
  roleId: string;
  /** yyyy-mm-dd, the last day of access; '' for none. */
  expiresOn: string;
}

export interface ThingFormValues {
  thing: z.infer<typeof picked>;
}

const expiryRule = (now: () => number) =>
  z.string().superRefine((date, context) => {
    const problem = expiryProblem(date, now());
    if (problem) context.addIssue({ code: 'custom', message: `groupTypes.page.validation.${problem}` });
  });

/** Add a member: a person and a role are required, an end of access must lie ahead; a change keeps the person. */
export function memberFormSchema(now: () => number = Date.now): z.ZodType<MemberFormValues, MemberFormValues> {
  return z.object({
    person: picked.refine((person) => person !== null, 'groupTypes.page.validation.PERSON_REQUIRED'),
    roleId: z.string().min(1, 'groupTypes.page.validation.ROLE_REQUIRED'),
    expiresOn: expiryRule(now),
  });
}

export function thingFormSchema(kind: 'devices' | 'assets'): z.ZodType<ThingFormValues, ThingFormValues> {
  const required =
    kind === 'devices' ? 'groupTypes.page.validation.DEVICE_REQUIRED' : 'groupTypes.page.validation.ASSET_REQUIRED';
  return z.object({ thing: picked.refine((thing) => thing !== null, required) });
}

/** A refusal in the form's terms: the server's properties renamed to the form's fields, and its first message. */
export function refusalOf(error: unknown, fieldOf: Record<string, string>) {
  const byField = Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([property, message]) => [fieldOf[property] ?? property, message]),
  );
  return { ok: false as const, fieldErrors: byField, message: firstErrorMessage(error) || undefined };
}

/** The membership fields a change sends (UserMembershipList PATCH): only what differs, the end of access by its day. */
export function membershipChange(
  membership: { membershipId: string; roleId: string | null; expiresOn: string | null },
  asked: { roleId: string; expiresOn: string },
): { publicId: string; role?: { publicId: string }; expiresOn?: string | null } {
  return {
    publicId: membership.membershipId,
    ...(asked.roleId !== membership.roleId && { role: { publicId: asked.roleId } }),
    ...(asked.expiresOn !== dateOfExpiry(membership.expiresOn) && { expiresOn: expiryFromDate(asked.expiresOn) }),
  };
}
