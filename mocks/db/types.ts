/**
 * Entities of the mock database (the base and content types live beside this file and are re-exported here).
 * Fields starting with `_` are internal and never leave the mock.
 */
import { PERMISSION_IDS, type CompanyScoped, type Entity, type PermissionId, type Ref } from './base-types';
import type {
  Translation, Page, PageVersion, Message, LicenceType, Licence, App, CustomProperty, MqttBroker, PlatformServer, Branding, Sector, SsoIdentityProvider, AuditTrailEntry, DataUsage, TrustedDevice, MyUserInvite,
} from './content-types';

export { PERMISSION_IDS };
export type { CompanyScoped, Entity, PermissionId, Ref };
export type {
  Translation, Page, PageVersion, Message, LicenceType, Licence, App, CustomProperty, MqttBroker, PlatformServer, Branding, Sector, SsoIdentityProvider, AuditTrailEntry, DataUsage, TrustedDevice, MyUserInvite,
} from './content-types';

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
