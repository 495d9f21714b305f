import * as v from '@/lib/validate';
import { readCustomValues } from '@/features/custom-fields';

const ref = v.object({ publicId: v.string() });

/**
 * Membership (docs/API.md, Users): a user, or an invitation, in one group with one role, optionally until
 * `expiresOn` (temporary access). The company-wide role is the membership on the company group.
 */
export const membershipSchema = v.object({
  publicId: v.string(),
  user: v.nullish(ref),
  invite: v.nullish(ref),
  group: ref,
  role: v.nullish(ref),
  expiresOn: v.nullish(v.string()),
});
export type Membership = v.Infer<typeof membershipSchema>;

/** User (docs/API.md, Users): a person or a service account of the selected company. */
export const userSchema = v.object({
  publicId: v.string(),
  type: v.fallback(v.literal('person', 'service_account'), 'person'),
  name: v.withDefault(v.string(), ''),
  emailAddress: v.nullish(v.string()),
  support: v.withDefault(v.boolean(), false),
  registeredOn: v.nullish(v.string()),
  lastSeenOn: v.nullish(v.string()),
  memberships: v.withDefault(v.array(membershipSchema), []),
  otpauthRequired: v.withDefault(v.boolean(), false),
  /** Custom field values by slug: asked for by the drawer only (USER_DETAIL_FIELDS). */
  custom: v.transform(v.withDefault(v.unknown(), null), readCustomValues),
});
export type User = v.Infer<typeof userSchema>;

export const USER_FIELDS = [
  'publicId',
  'type',
  'name',
  'emailAddress',
  'support',
  'registeredOn',
  'lastSeenOn',
  'otpauthRequired',
  'memberships.publicId',
  'memberships.group.publicId',
  'memberships.role.publicId',
  'memberships.expiresOn',
];

/** One person in the drawer: the list's fields and their custom field values. */
export const USER_DETAIL_FIELDS = [...USER_FIELDS, 'custom'];

/** Invite (docs/API.md, Users): an e-mail address invited with its memberships, pending until accepted. */
export const inviteSchema = v.object({
  publicId: v.string(),
  emailAddress: v.string(),
  expiresOn: v.nullish(v.string()),
  memberships: v.withDefault(v.array(membershipSchema), []),
});
export type Invite = v.Infer<typeof inviteSchema>;

export const INVITE_FIELDS = [
  'publicId',
  'emailAddress',
  'expiresOn',
  'memberships.publicId',
  'memberships.group.publicId',
  'memberships.role.publicId',
  'memberships.expiresOn',
];

/** A group as the people screens pick it: the company group holds the company-wide role. */
export const companyGroupSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  isCompanyGroup: v.withDefault(v.boolean(), false),
  type: v.nullish(v.object({ publicId: v.string(), name: v.nullish(v.string()) })),
});
export type CompanyGroup = v.Infer<typeof companyGroupSchema>;

export const COMPANY_GROUP_FIELDS = ['publicId', 'name', 'isCompanyGroup', 'type.publicId', 'type.name'];

/** InviteList POST answers the invitations made and the memberships given at once to addresses that have an account. */
export const inviteResultSchema = v.object({
  invites: v.withDefault(v.array(ref), []),
  userMemberships: v.withDefault(v.array(ref), []),
});
export type InviteResult = v.Infer<typeof inviteResultSchema>;

/** One group and role of an invitation, or of one user's membership set (UserMembershipUserList PUT). */
export interface GroupRole {
  group: { publicId: string };
  role: { publicId: string } | null;
  expiresOn: string | null;
}

/** One invitation of InviteList POST. */
export interface InviteInput {
  emailAddress: string;
  groupRoles: GroupRole[];
  message?: string;
  language?: string;
}

/** One membership of UserMembershipList POST. */
export interface MembershipInput {
  user?: { publicId: string };
  invite?: { publicId: string };
  group: { publicId: string };
  role: { publicId: string };
  expiresOn?: string | null;
}

/** One change of UserMembershipList PATCH. */
export interface MembershipChange {
  publicId: string;
  group?: { publicId: string };
  role?: { publicId: string };
  expiresOn?: string | null;
}

/** How the user table is sorted: a field of User, descending with a leading minus (docs/ARCHITECTURE.md#the-wire, order-by). */
export type UserOrder = 'name' | '-name' | 'emailAddress' | '-emailAddress' | 'lastSeenOn' | '-lastSeenOn';
