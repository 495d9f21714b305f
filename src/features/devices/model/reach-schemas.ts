import * as v from '@/lib/validate';

const ref = v.object({ publicId: v.string() });

/**
 * A membership as "who can reach this device" reads it (UserMembershipList, docs/API.md): a user (or an
 * invitation) in one group with one role, optionally until `expiresOn`. The same shape as the users feature's
 * `membershipSchema`, kept here on purpose: importing that one splits the users schemas into a chunk of their own,
 * which the first admin page (/users) then pays for, and it has no room left under its 260 KiB.
 */
export const reachMembershipSchema = v.object({
  publicId: v.string(),
  user: v.nullish(ref),
  invite: v.nullish(ref),
  group: ref,
  role: v.nullish(ref),
  expiresOn: v.nullish(v.string()),
});
export type ReachMembership = v.Infer<typeof reachMembershipSchema>;

export const REACH_MEMBERSHIP_FIELDS = [
  'publicId',
  'user.publicId',
  'invite.publicId',
  'group.publicId',
  'role.publicId',
  'expiresOn',
] as const;

/** A user as the panel names them (UserList). */
export const reachUserSchema = v.object({
  publicId: v.string(),
  name: v.withDefault(v.string(), ''),
  emailAddress: v.nullish(v.string()),
});
export type ReachUser = v.Infer<typeof reachUserSchema>;

export const REACH_USER_FIELDS = ['publicId', 'name', 'emailAddress'] as const;
