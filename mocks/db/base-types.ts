/**
 * Base types of the mock database. Fields starting with `_` are internal (scoping, secrets) and never
 * leave the mock: the generic view strips them, and write bodies cannot set them.
 */

export const PERMISSION_IDS = [
  'INVITE_USER',
  'MANAGE_GROUPS',
  'MANAGE_GROUP_TYPES',
  'MANAGE_SUBGROUPS',
  'MANAGE_ROLES',
  'MANAGE_BRANDING',
  'MANAGE_TRANSLATIONS',
  'MANAGE_LICENCES',
  'MANAGE_APPS',
  'MANAGE_ASSET_TYPES',
  'MANAGE_CUSTOM_FIELDS',
  'MANAGE_MQTT_BROKERS',
  'MANAGE_CUSTOM_PRIVACY_STATEMENT',
  'MANAGE_CUSTOM_TERMS_OF_USE',
  'MANAGE_PAGES',
  'MANAGE_ACCESS_REQUESTS',
  'USE_DATA_USAGE',
  'USE_AUDIT_LOGS',
  'USE_HELP_CENTER',
  'USE_ACCESS_REQUESTS',
] as const;

export type PermissionId = (typeof PERMISSION_IDS)[number];

export interface Ref {
  publicId: string;
  name: string;
}

export interface Entity {
  publicId: string;
}

/** Rows owned by one company carry its publicId. */
export interface CompanyScoped extends Entity {
  _companyId: string;
}
