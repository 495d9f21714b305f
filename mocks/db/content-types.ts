import type { CompanyScoped, Entity, Ref } from './base-types';

/** Content and company-level entities of the mock database. */

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
