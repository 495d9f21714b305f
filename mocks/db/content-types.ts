import type { CompanyScoped, Entity } from './base-types';

/**
 * Content and company-level entities of the mock database, with the platform's field names (docs/API.md and
 * mocks/platform/resources.json). Fields starting with `_` are the mock's own and never leave it.
 */

export interface Translation extends CompanyScoped {
  key: string;
  languages: Record<string, string>;
}

/** A text of a message: a translation key when `toTranslate`. */
export interface MessageShortContent {
  toTranslate: boolean;
  code: string | null;
  name: string | null;
  agentName: string | null;
  /** The alarm rule's name, for an alarm's message (else null). */
  alarmName: string | null;
  companyName: string | null;
  occurredOn: string;
}

export interface MessageLongContent {
  toTranslate: boolean;
  code: string | null;
  name: string | null;
  instructions: string;
  extraInformation: { key: string | null; toTranslate: boolean; type: string | null; value: unknown }[];
}

export interface Message extends Entity {
  read: boolean;
  /** `alarm-low`, `alarm-medium` or `alarm-high` for an alarm occurrence's message (its rule's severity), else null. */
  systemLabel: string | null;
  createdOn: string;
  shortContent: MessageShortContent;
  longContent: MessageLongContent;
  _userId: string;
}

export type CustomPropertyValidation =
  | { type: 'bool' | 'datetime' | 'emailaddress' | 'locale' | 'timezone' | 'url' }
  | { type: 'enum'; options: string[] }
  | { type: 'int'; minValue: number | null; maxValue: number | null }
  | { type: 'str'; minLength: number | null; maxLength: number | null; regex: string | null };

export interface CustomProperty extends CompanyScoped {
  /** `com`: the company's own (`_companyId`), editable with MyCompanyCustomProperty; any other scope is the platform's, read-only and seen by every company. */
  scopeType: 'glb' | 'app' | 'sct' | 'usr' | 'com';
  /**
   * The platform types it as a free string. The mock creates only `Agent`, `Asset` and `User`, but a test may seed another
   * spelling (`agent`), as a server that follows the platform may send it; the handlers compare it without regard to case.
   */
  resourceType: string;
  resourceVariant: string | null;
  slug: string;
  name: string;
  description: string | null;
  required: boolean;
  validation: CustomPropertyValidation;
  flags: string[];
}

export interface MqttBrokerClient extends Entity {
  name: string;
  username: string | null;
  clientCert: string | null;
  /** Write-only: kept, never answered (answers say `password: null` and have no client key). */
  _password: string | null;
  _clientKey: string | null;
}

export interface MqttBroker extends CompanyScoped {
  name: string;
  host: string;
  port: number;
  certauth: string | null;
  messageFormat: 'sparkplug_b' | 'sparkplug_b_json';
  clients: MqttBrokerClient[];
}

export interface PlatformServer extends Entity {
  name: string;
  type: 'mdr' | 'rsc';
  location: { name: string; latitude: string; longitude: string };
  vpnRange: string | null;
}

/** The colours of a branding's `theme` (docs/API.md, BrandingList; MyCompany PATCH `branding.theme`). */
export const THEME_COLOURS = [
  'primaryColor',
  'primaryTextColor',
  'accentColor',
  'accentTextColor',
  'headerColor',
  'headerLineColor',
  'menuColor',
  'menuTextColor',
  'pageColor',
  'pageTextColor',
  'cardColor',
  'cardTextColor',
] as const;

/** Any colour may be missing (docs/API.md, BrandingList). */
export type BrandingTheme = { [colour in (typeof THEME_COLOURS)[number]]?: string | null } & {
  logoHasBackgroundColor?: boolean;
  logoOnHeaderColorSpec?: string | null;
};

export interface Branding extends Entity {
  fqdn: string;
  name: string;
  favicon: string;
  appleTouchIcon: string | null;
  logo: string | null;
  logoDark?: string | null;
  theme: BrandingTheme | null;
  custom: { glbBrowserTitle: string; glbSupportedPlatforms: string[]; glbVpnClientReleaseNotesUrl: string };
  appleAppStoreLink: string | null;
  googlePlayStoreLink: string | null;
  _hosts: string[];
}

export interface Sector extends Entity {
  name: string;
  branding: { fqdn: string };
  latestTermsOfUse: { publicId: string };
  latestPrivacyStatement: { publicId: string } | null;
  allowCustomTermsOfUse: boolean;
  allowCustomPrivacyStatement: boolean;
}

export interface SsoIdentityProvider extends Entity {
  name: string;
  logo: string | null;
  companies: { publicId: string }[];
  /** The mock's instant identity provider approves this person when the request carries no bearer (handlers/sso.ts). */
  _demoUserEmail?: string;
}

/** One entry of the audit trail (AuditLogList). */
export interface AuditLog extends CompanyScoped {
  action: 'CREATE' | 'UPDATE' | 'DELETE' | 'TRIGGER';
  time: string;
  target: string;
  topic: { user: string | null; agent: string | null; asset: string | null; company: string };
  request: {
    ipAddress: string;
    fromName: string | null;
    geoLocation: { city: string; country: string; latitude: string; longitude: string } | null;
  };
  actor: {
    type: 'agent' | 'support' | 'client' | 'webshopintegration' | 'scim-provisioning';
    resource: { publicId: string; name: string; type: string };
  };
  application: { name: string } | null;
  before: unknown;
  after: unknown;
}

/**
 * VPN traffic of one agent in one (UTC) month; VpnUsageList and AgentVpnUsageList aggregate it, splitting a month
 * into days and a day into hours (handlers/vpn-usage.ts).
 */
export interface VpnUsage extends CompanyScoped {
  year: number;
  month: number;
  bytesSent: number;
  bytesReceived: number;
  _agentId: string;
  /** The traffic fell on days 1 to this one only (the current month, up to the seed's today); absent: the whole month. */
  _lastDay?: number;
}

export interface TrustedDevice extends Entity {
  name: string;
  userAgent: string | null;
  createdOn: string;
  lastLogin: string;
  _userId: string;
}

/** An invitation to the signed-in user (MyUserInviteList). */
export interface MyUserInvite extends Entity {
  emailAddress: string;
  expiresOn: string;
  memberships: {
    publicId: string;
    group: { publicId: string };
    role: { publicId: string } | null;
    expiresOn: string | null;
  }[];
  company: {
    publicId: string;
    name: string;
    customTermsOfUse: 'sector' | 'company' | 'disabled';
    latestTermsOfUse: { publicId: string } | null;
  };
  _userId: string;
}

/** One language of a policy: admin-authored HTML. */
export interface PolicyLanguage {
  publicId: string;
  languageCode: string;
  body: string;
  policy: { publicId: string };
  updateSummary: string | null;
}

/**
 * A terms-of-use policy (TermsOfUsePolicy, CompanyTermsOfUsePolicyList): the sector's when `company` is null, else a
 * company's; the unpublished one (`publishedOn: null`) is a company's draft. `latest` is worked out when answering.
 */
export interface TermsOfUsePolicy extends Entity {
  company: { publicId: string } | null;
  version: string | null;
  publishedOn: string | null;
  type: 'termsofuse';
  languages: PolicyLanguage[];
}
