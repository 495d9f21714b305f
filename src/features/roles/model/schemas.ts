import * as v from '@/lib/validate';

/** Role (docs/API.md, Roles): a company's role with its permission set and access categories. */
export const roleSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  description: v.nullish(v.string()),
  enforce2fa: v.withDefault(v.boolean(), false),
  enforceSso: v.withDefault(v.boolean(), false),
  permissions: v.withDefault(v.array(v.object({ publicId: v.string() })), []),
  audiences: v.withDefault(v.array(v.object({ publicId: v.string(), name: v.nullish(v.string()) })), []),
});
export type Role = v.Infer<typeof roleSchema>;

export const ROLE_FIELDS = [
  'publicId',
  'name',
  'description',
  'enforce2fa',
  'enforceSso',
  'permissions.publicId',
  'audiences.publicId',
  'audiences.name',
];

/** PermissionList: the catalogue of permission ids. */
export const permissionSchema = v.object({ publicId: v.string() });

const idRef = v.nullish(v.object({ publicId: v.string() }));

/** A membership as the role page reads it: who holds it (a user or an invitation) and with which role. */
export const roleMembershipSchema = v.object({ publicId: v.string(), user: idRef, invite: idRef, role: idRef });
export type RoleMembershipRow = v.Infer<typeof roleMembershipSchema>;
export const ROLE_MEMBERSHIP_FIELDS = ['publicId', 'user.publicId', 'invite.publicId', 'role.publicId'];

export interface RoleInput {
  name: string;
  description: string | null;
  enforce2fa: boolean;
  enforceSso: boolean;
}

/** RoleList POST: a new role, with a permission set and access categories when it is a copy. */
export interface NewRole extends RoleInput {
  permissions?: { publicId: string }[];
  audiences?: { publicId: string }[];
}
