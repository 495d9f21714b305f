import * as v from '../../../lib/validate';

/** Role (API-RESOURCES.md, Roles): a company's role with its permission set and access categories. */
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

export const ROLE_FIELDS = ['publicId', 'name', 'description', 'enforce2fa', 'enforceSso', 'permissions.publicId', 'audiences.publicId', 'audiences.name'];
