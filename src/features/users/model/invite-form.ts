import { z } from 'zod';
import type { AppErrorItem } from '@/api';
import { parseEmailList } from './email-list';
import type { InviteInput } from './schemas';
import '../catalogue-dialogs';

/** InviteList POST: the message holds at most 1024 characters (docs/API.md). */
export const INVITE_MESSAGE_MAX_LENGTH = 1024;

export interface GroupRoleRow {
  groupId: string;
  roleId: string;
  /** `yyyy-mm-dd`, or empty for access without end. */
  until: string;
}

export interface InviteFormValues {
  /** The addresses as typed or pasted. */
  emails: string;
  groupRoles: GroupRoleRow[];
  message: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const KEY = 'users.invite.validation';

/** The invite form's rules (messages are i18n keys); `today` is the local `yyyy-mm-dd` the expiry may not be before. */
export function inviteFormSchema(today: string) {
  const row = z.object({
    groupId: z.string().min(1, `${KEY}.GROUP_REQUIRED`),
    roleId: z.string().min(1, `${KEY}.ROLE_REQUIRED`),
    until: z
      .string()
      .refine((until) => until === '' || (DATE.test(until) && !Number.isNaN(Date.parse(until))), `${KEY}.UNTIL_INVALID`)
      .refine((until) => until === '' || !DATE.test(until) || until >= today, `${KEY}.UNTIL_PAST`),
  });
  return z.object({
    emails: z.string().superRefine((text, ctx) => {
      const parsed = parseEmailList(text);
      if (parsed.length === 0) ctx.addIssue({ code: 'custom', message: `${KEY}.EMAILS_REQUIRED` });
      else if (parsed.some((entry) => entry.problem))
        ctx.addIssue({ code: 'custom', message: `${KEY}.EMAILS_INVALID` });
    }),
    groupRoles: z
      .array(row)
      .min(1)
      .superRefine((rows, ctx) => {
        rows.forEach((entry, index) => {
          if (entry.groupId && rows.findIndex((other) => other.groupId === entry.groupId) < index) {
            ctx.addIssue({ code: 'custom', path: [index, 'groupId'], message: `${KEY}.GROUP_TWICE` });
          }
        });
      }),
    message: z.string().max(INVITE_MESSAGE_MAX_LENGTH, `${KEY}.MESSAGE_TOO_LONG`),
  });
}

/** The local `yyyy-mm-dd` of a moment. */
export function localDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** Access until a day means until the end of that day, local time. */
export const endOfLocalDay = (date: string): string => new Date(`${date}T23:59:59.999`).toISOString();

/** One invitation per address, each with the same groups and roles (and message). */
export function toInviteInputs(values: InviteFormValues): InviteInput[] {
  const message = values.message.trim();
  const groupRoles = values.groupRoles.map((row) => ({
    group: { publicId: row.groupId },
    role: { publicId: row.roleId },
    expiresOn: row.until ? endOfLocalDay(row.until) : null,
  }));
  return parseEmailList(values.emails).map(({ address }) => ({
    emailAddress: address,
    groupRoles,
    ...(message ? { message } : {}),
  }));
}

/** Server error items placed on the address they belong to (`listIndex`); the rest belong to the form. */
export function placeInviteErrors(
  items: readonly AppErrorItem[],
  addresses: readonly string[],
): { byAddress: Map<number, string[]>; general: string[] } {
  const byAddress = new Map<number, string[]>();
  const general: string[] = [];
  for (const item of items) {
    if (item.listIndex === undefined || item.listIndex >= addresses.length) {
      general.push(item.message);
      continue;
    }
    const text =
      item.propertyName && item.propertyName !== 'emailAddress'
        ? `${item.message} (${item.propertyName})`
        : item.message;
    byAddress.set(item.listIndex, [...(byAddress.get(item.listIndex) ?? []), text]);
  }
  return { byAddress, general };
}
