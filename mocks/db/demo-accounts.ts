import { PERMISSION_IDS, type PermissionId } from './types';

export interface DemoAccount {
  publicId: string;
  email: string;
  password: string;
  /** One-time code of a two-factor account. */
  otp?: string;
  /** Two-factor is required (a role enforces it) but not set up yet: MyUser `otpAuth.required` true, `registeredOn` null. */
  otpRequired?: boolean;
  /** The account's only company when it is not c-acme. */
  companyId?: string;
  /** The interface language the person chose (MyUser `language`); English when absent. */
  language?: string;
  name: string;
  /** Permissions in the account's company (`companyId`, else c-acme). */
  permissions: readonly PermissionId[];
  /** Seeded long-lived token (valid for a year from seeding), for tests that start signed in. */
  token: { publicId: string; secretId: string };
}

export type DemoAccountKey = 'admin' | 'user' | 'secure' | 'translator' | 'twofactor' | 'sso' | 'german';

export const demoAccounts: Readonly<Record<DemoAccountKey, DemoAccount>> = {
  admin: {
    publicId: 'u-admin',
    email: 'admin@acme.test',
    password: 'admin-demo-1',
    name: 'Ada Admin',
    permissions: PERMISSION_IDS,
    token: { publicId: 'demo-admin-token', secretId: 'demo-admin-secret' },
  },
  user: {
    publicId: 'u-user',
    email: 'user@acme.test',
    password: 'user-demo-1',
    name: 'Umar User',
    permissions: ['USE_ACCESS_REQUESTS'],
    token: { publicId: 'demo-user-token', secretId: 'demo-user-secret' },
  },
  secure: {
    publicId: 'u-secure',
    email: 'secure@acme.test',
    password: 'secure-demo-1',
    otp: '246810',
    name: 'Sam Secure',
    permissions: ['MANAGE_GROUPS', 'MANAGE_GROUP_TYPES'],
    token: { publicId: 'demo-secure-token', secretId: 'demo-secure-secret' },
  },
  translator: {
    publicId: 'u-translator',
    email: 'translator@acme.test',
    password: 'translator-demo-1',
    name: 'Tia Translator',
    permissions: ['MANAGE_TRANSLATIONS'],
    token: { publicId: 'demo-translator-token', secretId: 'demo-translator-secret' },
  },
  /** Acme's Security officer role enforces two-factor, which Tom has not set up: the portal sends him to set it up. */
  twofactor: {
    publicId: 'u-twofactor',
    email: 'twofactor@acme.test',
    password: 'twofactor-demo-1',
    otpRequired: true,
    name: 'Tom Twofactor',
    permissions: ['MANAGE_GROUPS', 'MANAGE_GROUP_TYPES'],
    token: { publicId: 'demo-twofactor-token', secretId: 'demo-twofactor-secret' },
  },
  /** Northwind's Security officer role enforces single sign-on (Google Workspace, `sso-google`, covers c-north). */
  sso: {
    publicId: 'u-sso',
    email: 'sso@north.test',
    password: 'sso-demo-1',
    companyId: 'c-north',
    name: 'Siri Singlesign',
    permissions: ['MANAGE_GROUPS', 'MANAGE_GROUP_TYPES'],
    token: { publicId: 'demo-sso-token', secretId: 'demo-sso-secret' },
  },
  /** Helix Automation's administrator, whose language is German: the portal speaks German to her from sign-in on. */
  german: {
    publicId: 'u-german',
    email: 'greta@helix.test',
    password: 'greta-demo-1',
    companyId: 'c-helix',
    language: 'de',
    name: 'Greta Gerber',
    permissions: PERMISSION_IDS,
    token: { publicId: 'demo-german-token', secretId: 'demo-german-secret' },
  },
};

/** The admin's permissions per company (c-acme: every one). */
export const adminPermissionsByCompany: Readonly<Record<string, readonly PermissionId[]>> = {
  'c-acme': PERMISSION_IDS,
  'c-north': [
    'INVITE_USER',
    'MANAGE_GROUPS',
    'MANAGE_GROUP_TYPES',
    'MANAGE_ROLES',
    'USE_AUDIT_LOGS',
    'USE_ACCESS_REQUESTS',
    'MANAGE_ACCESS_REQUESTS',
  ],
  'c-helix': ['MANAGE_TRANSLATIONS', 'USE_DATA_USAGE', 'USE_HELP_CENTER'],
};
