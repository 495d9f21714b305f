/**
 * Entities of the mock database. Fields starting with `_` are internal (scoping, secrets) and never
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

export interface Company extends Entity {
  name: string;
  logo: string | null;
  branding: { fqdn: string } | null;
  parentCompany: { publicId: string } | null;
  termsOfUseSetting: 'company' | 'sector';
  latestTermsOfUse: { publicId: string } | null;
  customTermsOfUse: boolean;
  customPrivacyStatement: boolean;
}

export interface User extends Entity {
  name: string;
  emailAddress: string;
  language: string;
  support: boolean;
  twoFactorAuthentication: boolean;
  created: string;
  lastLogin: string | null;
  acceptedTermsOfUsePolicies: { publicId: string }[];
  _password: string;
  _otp: string | null;
}

export interface Role extends CompanyScoped {
  name: string;
  description: string;
  permissions: { publicId: PermissionId }[];
}

/** A user's membership of a company: roles for display, effective permissions for checks. */
export interface UserMembership extends CompanyScoped {
  user: Ref & { emailAddress: string };
  company: Ref;
  roles: Ref[];
  created: string;
  _permissions: PermissionId[];
}

export interface AccessToken extends Entity {
  secretId: string;
  expiresOn: string;
  created: string;
  _userId: string;
}

export interface GroupType extends CompanyScoped {
  name: string;
  color: string;
  order: number;
  translationKey: string | null;
}

export interface Group extends CompanyScoped {
  name: string;
  description: string;
  groupType: { publicId: string; name: string };
  parent: { publicId: string } | null;
  memberCount: number;
  deviceCount: number;
  _memberIds: string[];
}

export interface AssetType extends CompanyScoped {
  name: string;
  order: number;
}

export interface Asset extends CompanyScoped {
  name: string;
  serialNumber: string;
  assetType: Ref;
  agent: Ref | null;
  created: string;
}

export interface AgentServer extends Entity {
  name: string;
  serviceGroup: 'vpn' | 'http';
  requireAccessApproval: boolean;
  url: string | null;
}

export interface RateLimiting {
  configOpenvpnLimit?: 'soft' | 'hard';
  configOpenvpnCounter: number;
  configOpenvpnLastHit?: string;
}

export interface Agent extends CompanyScoped {
  name: string;
  serialNumber: string;
  model: string;
  firmwareVersion: string;
  online: boolean;
  lastSeen: string;
  controlledBy: Ref | null;
  servers: AgentServer[];
  vpnLocked: boolean;
  webAccessLocked: boolean;
  vpnRequireAccessApproval: boolean;
  assets: Ref[];
  memberships: Ref[];
  config: { mdrServer: Ref | null; loggingMdrServer: Ref | null; timeZone: string };
  activeVpnSession: { rscServer: Ref; vpnAddress: string } | null;
  connectedUsers: Ref[];
  useStunnel: boolean;
  rateLimiting: RateLimiting | null;
  /** Users who may approve requests for this agent. */
  _approverIds: string[];
  /** Device-scoped rights per user publicId. */
  _devicePermissions: Record<string, PermissionId[]>;
}

export type AccessRequestStatus = 'pending' | 'approved' | 'rejected' | 'revoked';

export interface AccessRequest extends CompanyScoped {
  user: Ref;
  approver: Ref | null;
  status: AccessRequestStatus;
  start: string;
  end: string;
  reason: string;
  vpn: boolean;
  servers: Ref[];
  allowedApprovers: { publicId: string }[];
  agent: Ref | null;
  asset: Ref | null;
  created: string;
}

export interface Audience extends CompanyScoped {
  name: string;
  description: string;
  default: boolean;
  userCount: number;
}

export interface Translation extends CompanyScoped {
  key: string;
  languages: Record<string, string>;
}

export interface Page extends CompanyScoped {
  title: string;
  group: { publicId: string } | null;
  custom: { glbMatIcon: string | null };
  periodSpec: string;
  isDefault: boolean;
  draft: { publicId: string } | null;
  published: { publicId: string } | null;
  agent: Ref | null;
  asset: Ref | null;
  previewAgent: Ref | null;
  previewAsset: Ref | null;
  updated: string;
}

export interface PageVersion extends CompanyScoped {
  page: { publicId: string };
  title: string;
  custom: { glbMatIcon: string | null };
  group: { publicId: string } | null;
  periodSpec: string;
  components: { publicId: string; type: string; title: string }[];
  pagePages: { publicId: string; title: string }[];
  created: string;
}

export interface Message extends Entity {
  subject: string;
  body: string;
  severity: 'info' | 'warning' | 'critical';
  read: boolean;
  created: string;
  company: Ref | null;
  _userId: string;
}

export interface LicenceType extends Entity {
  name: string;
  code: string;
  description: string;
}

export interface Licence extends CompanyScoped {
  licenceType: Ref;
  seats: number;
  used: number;
  validFrom: string;
  validUntil: string;
  agent: Ref | null;
}

export interface App extends Entity {
  name: string;
  vendor: string;
  description: string;
  version: string;
  icon: string;
  installed: boolean;
  _installedIn: string[];
}

export interface CustomProperty extends CompanyScoped {
  name: string;
  key: string;
  type: 'string' | 'number' | 'boolean' | 'date';
  target: 'agent' | 'asset' | 'user';
  required: boolean;
  defaultValue: string | null;
}

export interface MqttBroker extends CompanyScoped {
  name: string;
  host: string;
  port: number;
  useTls: boolean;
  username: string;
  clientId: string;
}

export interface PlatformServer extends Entity {
  name: string;
  type: 'mdr' | 'rsc';
  location: string;
  vpnRange: string | null;
}

export interface Branding extends Entity {
  fqdn: string;
  name: string;
  favicon: string;
  appleTouchIcon: string | null;
  logo: string | null;
  theme: { pageColor: string; cardColor: string };
  custom: { glbBrowserTitle: string; glbSupportedPlatforms: string[]; glbVpnClientReleaseNotesUrl: string };
  appleAppStoreLink: string | null;
  googlePlayStoreLink: string | null;
  _hosts: string[];
}

export interface Sector extends Entity {
  name: string;
  branding: { fqdn: string };
  latestTermsOfUse: { publicId: string };
}

export interface SsoIdentityProvider extends Entity {
  name: string;
  logo: string;
  companies: { publicId: string }[];
}

export interface AuditTrailEntry extends CompanyScoped {
  created: string;
  user: Ref;
  action: 'create' | 'update' | 'delete' | 'login' | 'connect';
  entityType: string;
  entity: Ref;
  ipAddress: string;
}

export interface DataUsage extends CompanyScoped {
  agent: Ref;
  month: string;
  rxBytes: number;
  txBytes: number;
}

export interface TrustedDevice extends Entity {
  name: string;
  browser: string;
  created: string;
  lastUsed: string;
  _userId: string;
}

export interface MyUserInvite extends Entity {
  company: Ref;
  invitedBy: Ref;
  created: string;
  _userId: string;
}

export interface Db {
  seq: number;
  companies: Company[];
  users: User[];
  roles: Role[];
  memberships: UserMembership[];
  tokens: AccessToken[];
  groupTypes: GroupType[];
  groups: Group[];
  assetTypes: AssetType[];
  assets: Asset[];
  agents: Agent[];
  accessRequests: AccessRequest[];
  audiences: Audience[];
  translations: Translation[];
  pages: Page[];
  pageVersions: PageVersion[];
  messages: Message[];
  licenceTypes: LicenceType[];
  licences: Licence[];
  apps: App[];
  customProperties: CustomProperty[];
  mqttBrokers: MqttBroker[];
  platformServers: PlatformServer[];
  brandings: Branding[];
  sector: Sector;
  ssoIdentityProviders: SsoIdentityProvider[];
  auditTrail: AuditTrailEntry[];
  dataUsage: DataUsage[];
  trustedDevices: TrustedDevice[];
  invites: MyUserInvite[];
}
