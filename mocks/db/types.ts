/**
 * Entities of the mock database (the base and content types live beside this file and are re-exported here).
 * Fields starting with `_` are internal and never leave the mock.
 */
import { PERMISSION_IDS, type CompanyScoped, type Entity, type PermissionId, type Ref } from './base-types';
import type {
  Translation,
  Message,
  CustomProperty,
  MqttBroker,
  PlatformServer,
  Branding,
  Sector,
  SsoIdentityProvider,
  AuditLog,
  VpnUsage,
  TrustedDevice,
  MyUserInvite,
  TermsOfUsePolicy,
} from './content-types';
import type { LicenceTables } from './licence-types';
import type { PageTables } from './page-types';
import type { AppTables } from './app-types';
import type { CloudFunctionTables } from './cloud-function-types';
import type { LegalTables } from './legal-types';
import type { AlarmTables } from './alarm-types';

export { PERMISSION_IDS };
export type { CompanyScoped, Entity, PermissionId, Ref };
export type * from './content-types';
export type * from './licence-types';
export type * from './alarm-types';
export type * from './page-types';
export type * from './app-types';
export type * from './cloud-function-types';
export type * from './legal-types';

/** Who may decide about custom terms of use and privacy statements. */
export type LegalSetting = 'sector' | 'company' | 'disabled';

/** The company's own branding (MyCompany `branding`), edited on /identity with MyCompany PATCH. */
export interface CompanyBranding {
  fqdn: string | null;
  logo: string | null;
  name?: string | null;
  logoDark?: string | null;
  favicon?: string | null;
  appleTouchIcon?: string | null;
  custom?: Record<string, unknown>;
  theme?: Record<string, string | boolean | null>;
}

export interface Company extends Entity {
  name: string;
  branding: CompanyBranding | null;
  /** The company's router display screensaver (RouterDisplayScreensaver): only MyCompany names it, as `screensaver`. */
  _screensaver?: { publicId: string };
  customTermsOfUse: LegalSetting;
  customPrivacyStatement: LegalSetting;
  latestTermsOfUse: { publicId: string } | null;
  latestPrivacyStatement: { publicId: string } | null;
  /** The platform's Company publishes no parent; the mock keeps it for its own rules. */
  _parentCompanyId: string | null;
}

export interface User extends Entity {
  type: 'person' | 'service_account';
  name: string;
  emailAddress: string;
  language: string;
  localisation: string | null;
  timeZone: string | null;
  support: boolean;
  hasPassword: boolean;
  registeredOn: string;
  lastSeenOn: string | null;
  otpAuth: { required: boolean; type: 'app' | 'sms' | null; deviceName: string | null; registeredOn: string | null };
  acceptedTermsOfUsePolicies: {
    publicId: string;
    policy: { publicId: string };
    company: { publicId: string } | null;
    acceptedOn: string;
  }[];
  /** Custom field values by slug (the platform's User has `custom`; only MyUser PATCH writes it). */
  custom?: Record<string, unknown>;
  _password: string;
  _otp: string | null;
}

export interface Role extends CompanyScoped {
  name: string;
  description: string | null;
  enforce2fa: boolean;
  enforceSso: boolean;
  permissions: { publicId: PermissionId }[];
  audiences: Ref[];
}

/**
 * The platform's membership: a user (or an invitation) in one group with one role. The role of the membership on the
 * company group (`isCompanyGroup`) is the company-wide one; a user's permissions in a company are those of the roles
 * of their memberships there.
 */
export interface UserMembership extends CompanyScoped {
  user: { publicId: string } | null;
  invite: { publicId: string } | null;
  group: { publicId: string };
  role: { publicId: string } | null;
  expiresOn: string | null;
  /** Test control (`setPermissions`): these permissions instead of the role's. */
  _permissions?: PermissionId[];
}

/**
 * A pending invitation of the company (InviteList): its memberships are UserMembership rows with `invite` set. The
 * invitations to the signed-in person (MyUserInviteList) are another view and live in `invites`.
 */
export interface CompanyInvite extends CompanyScoped {
  emailAddress: string;
  expiresOn: string;
  message: string | null;
  language: string | null;
  /** How often the invitation e-mail went out (the first send and each InviteResend). */
  _sent: number;
}

export interface AccessToken extends Entity {
  secretId: string;
  expiresOn: string;
  created: { on: string; ip: string | null; userAgent: string | null };
  _userId: string;
}

export interface GroupType extends CompanyScoped {
  name: string;
  color: string | null;
  order: number;
  description: string | null;
  /** Free-form; a name bound to a translation key keeps it in `custom.translationKey` (docs/API.md). */
  custom: { translationKey?: string };
}

export interface Group extends CompanyScoped {
  name: string;
  type: { publicId: string; name: string; color: string | null; order: number } | null;
  parent: Ref | null;
  isCompanyGroup: boolean;
  agent: { publicId: string } | null;
  asset: { publicId: string } | null;
  custom: Record<string, unknown>;
}

export interface AssetType extends CompanyScoped {
  name: string;
  order: number;
}

export interface Asset extends CompanyScoped {
  name: string;
  /** The asset's type: an AssetType (the platform calls it the asset's resource variant). */
  resourceVariant: { publicId: string; name: string; order: number } | null;
  /** The platform's asset names its agent by id only. */
  agent: { publicId: string } | null;
  memberships: { publicId: string; group: { publicId: string } }[];
  /** Custom field values by slug. */
  custom?: Record<string, unknown>;
}

export interface AgentServer extends Entity {
  name: string;
  serviceGroup: 'vpn' | 'http';
  requireAccessApproval: boolean;
  type: 'http' | 'rdp' | 'rtsp' | 'ssh' | 'vnc' | 'websocket';
  port: number;
}

export interface RateLimiting {
  configOpenvpnLimit?: 'soft' | 'hard' | 'lock';
  configOpenvpnCounter: number;
  configOpenvpnLastHit?: string;
}

/** A device's membership of a group (the platform's Agent.memberships). */
export interface AgentMembership {
  publicId: string;
  agent: { publicId: string };
  group: { publicId: string };
}

export interface Agent extends CompanyScoped {
  name: string;
  serialNumber: string;
  deviceId: string;
  description: string | null;
  timeZone: string | null;
  /** The device's type (the platform's AgentType; its `name` is the model). */
  type: { publicId: string; name: string } | null;
  macAddress: string | null;
  /** What the device last reported about itself. */
  lastSeenAgentUserAgent: {
    firmwareVersion: string | null;
    hardware: string | null;
    hardwareVersion: string | null;
  } | null;
  /** Set by an administrator; `geoLocation` is where the device's address places it. */
  location: { name: string; latitude: string; longitude: string } | null;
  geoLocation: { city: string; country: string; latitude: string; longitude: string } | null;
  /** Custom field values by field name (CustomPropertyList `resourceType: agent`). */
  custom: Record<string, unknown>;
  vpnProtocol: 'udp' | 'tcp';
  controlledBy: Ref | null;
  servers: AgentServer[];
  vpnLocked: boolean;
  webAccessLocked: boolean;
  vpnRequireAccessApproval: boolean;
  assets: Ref[];
  memberships: AgentMembership[];
  mdrServer: Ref | null;
  loggingMdrServer: Ref | null;
  /** Present while the device is reachable: the platform has no online flag. */
  activeVpnSession: {
    rscServer: Ref;
    vpnAddress: string | null;
    startedOn: string;
    sessionName: string;
    closed: boolean;
  } | null;
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
  approverCompany: { publicId: string } | null;
  status: AccessRequestStatus;
  start: string;
  end: string;
  reason: string;
  vpn: boolean;
  servers: Ref[];
  allowedApprovers: Ref[];
  /** The platform's access request names its agent by id only (read the name from the agent). */
  agent: { publicId: string } | null;
  /** The asset a request was made for (on its agent); MyUserAccessRequestList shows it, the request itself has no such field. */
  _asset: Ref | null;
  createdOn: string;
  updatedOn: string | null;
  reviewExpiresOn: string | null;
}

export interface Audience extends CompanyScoped {
  name: string;
  description: string | null;
  default: boolean;
  type: 'alarm' | 'page' | 'service' | null;
  custom: Record<string, unknown>;
}

/** A menu item of the company (MenuItemList): `page` and `audience` are absent when none is chosen. */
export interface MenuItem extends CompanyScoped {
  name: string | null;
  order: number;
  page?: { publicId: string };
  audience?: { publicId: string };
  pinned: boolean;
  custom: Record<string, unknown>;
}

/** A router display screensaver image (RouterDisplayScreensaver GET answers it as a file). */
export interface RouterDisplayScreensaver extends CompanyScoped {
  _mimeType: string;
  /** The file's bytes, base64: the database is snapshotted as JSON. */
  _base64: string;
}

export interface Db extends LicenceTables, AppTables, CloudFunctionTables, PageTables, LegalTables, AlarmTables {
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
  messages: Message[];
  customProperties: CustomProperty[];
  mqttBrokers: MqttBroker[];
  platformServers: PlatformServer[];
  brandings: Branding[];
  sector: Sector;
  ssoIdentityProviders: SsoIdentityProvider[];
  auditLogs: AuditLog[];
  vpnUsage: VpnUsage[];
  trustedDevices: TrustedDevice[];
  invites: MyUserInvite[];
  companyInvites: CompanyInvite[];
  /** The sector's and the companies' terms of use (seed-legal.ts). */
  termsOfUsePolicies: TermsOfUsePolicy[];
  menuItems: MenuItem[];
  screensavers: RouterDisplayScreensaver[];
}
