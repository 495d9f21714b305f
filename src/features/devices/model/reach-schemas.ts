import * as v from '../../../lib/validate';
import { membershipSchema, type Membership } from '../../users';

/**
 * A membership as "who can reach this device" reads it (UserMembershipList, API-RESOURCES.md): the users feature's
 * own schema of a user (or an invitation) in one group with one role, optionally until `expiresOn`.
 */
export const reachMembershipSchema = membershipSchema;
export type ReachMembership = Membership;

export const REACH_MEMBERSHIP_FIELDS = ['publicId', 'user.publicId', 'invite.publicId', 'group.publicId', 'role.publicId', 'expiresOn'] as const;

/** A user as the panel names them (UserList). */
export const reachUserSchema = v.object({
  publicId: v.string(),
  name: v.withDefault(v.string(), ''),
  emailAddress: v.nullish(v.string()),
});
export type ReachUser = v.Infer<typeof reachUserSchema>;

export const REACH_USER_FIELDS = ['publicId', 'name', 'emailAddress'] as const;
