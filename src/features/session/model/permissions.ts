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

const MANAGE = {
  users: 'INVITE_USER',
  groups: 'MANAGE_GROUPS',
  groupTypes: 'MANAGE_GROUP_TYPES',
  subgroups: 'MANAGE_SUBGROUPS',
  roles: 'MANAGE_ROLES',
  branding: 'MANAGE_BRANDING',
  translations: 'MANAGE_TRANSLATIONS',
  licences: 'MANAGE_LICENCES',
  apps: 'MANAGE_APPS',
  assetTypes: 'MANAGE_ASSET_TYPES',
  customFields: 'MANAGE_CUSTOM_FIELDS',
  mqttBrokers: 'MANAGE_MQTT_BROKERS',
  customPrivacyStatement: 'MANAGE_CUSTOM_PRIVACY_STATEMENT',
  customTermsOfUse: 'MANAGE_CUSTOM_TERMS_OF_USE',
  pages: 'MANAGE_PAGES',
  accessRequests: 'MANAGE_ACCESS_REQUESTS',
} as const satisfies Record<string, PermissionId>;

const USE = {
  dataUsage: 'USE_DATA_USAGE',
  auditLogs: 'USE_AUDIT_LOGS',
  helpCenter: 'USE_HELP_CENTER',
  accessRequests: 'USE_ACCESS_REQUESTS',
} as const satisfies Record<string, PermissionId>;

export type ManageFeature = keyof typeof MANAGE;
export type UseFeature = keyof typeof USE;
export type PermissionSet = ReadonlySet<string>;

export const toPermissionSet = (ids: Iterable<string>): PermissionSet => new Set(ids);

export const canManage = (permissions: PermissionSet, feature: ManageFeature): boolean =>
  permissions.has(MANAGE[feature]);
export const canUse = (permissions: PermissionSet, feature: UseFeature): boolean => permissions.has(USE[feature]);
export const canInvite = (permissions: PermissionSet): boolean => permissions.has('INVITE_USER');
export const cannotUse = (permissions: PermissionSet, feature: UseFeature): boolean => !canUse(permissions, feature);

/** A device's own rights (agent.permissions) add to the company's. */
export const canManageAccessRequestsFor = (
  permissions: PermissionSet,
  devicePermissions: readonly string[] = [],
): boolean => permissions.has('MANAGE_ACCESS_REQUESTS') || devicePermissions.includes('MANAGE_ACCESS_REQUESTS');

/** Analytics reports each permission as a flag. */
export const permissionFlags = (permissions: PermissionSet): Record<PermissionId, boolean> =>
  Object.fromEntries(PERMISSION_IDS.map((id) => [id, permissions.has(id)])) as Record<PermissionId, boolean>;
