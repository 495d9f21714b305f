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

/** An account's ids follow its key: user `u-<key>`, token `demo-<key>-token` with the secret `demo-<key>-secret`. */
const demoAccount = (key: DemoAccountKey, account: Omit<DemoAccount, 'publicId' | 'token'>): DemoAccount => ({
  publicId: `u-${key}`,
  ...account,
  token: { publicId: `demo-${key}-token`, secretId: `demo-${key}-secret` },
});

export const demoAccounts: Readonly<Record<DemoAccountKey, DemoAccount>> = {
  admin: demoAccount('admin', {
    email: 'admin@acme.test',
    password: 'admin-demo-1',
    name: 'Ada Admin',
    permissions: PERMISSION_IDS,
  }),
  user: demoAccount('user', {
    email: 'user@acme.test',
    password: 'user-demo-1',
    name: 'Umar User',
    permissions: ['USE_ACCESS_REQUESTS'],
  }),
  secure: demoAccount('secure', {
    email: 'secure@acme.test',
    password: 'secure-demo-1',
    otp: '246810',
    name: 'Sam Secure',
    permissions: ['MANAGE_GROUPS', 'MANAGE_GROUP_TYPES'],
  }),
  translator: demoAccount('translator', {
    email: 'translator@acme.test',
    password: 'translator-demo-1',
    name: 'Tia Translator',
    permissions: ['MANAGE_TRANSLATIONS'],
  }),
  /** Acme's Security officer role enforces two-factor, which Tom has not set up: the portal sends him to set it up. */
  twofactor: demoAccount('twofactor', {
    email: 'twofactor@acme.test',
    password: 'twofactor-demo-1',
    otpRequired: true,
    name: 'Tom Twofactor',
    permissions: ['MANAGE_GROUPS', 'MANAGE_GROUP_TYPES'],
  }),
  /** Northwind's Security officer role enforces single sign-on (Google Workspace, `sso-google`, covers c-north). */
  sso: demoAccount('sso', {
    email: 'sso@north.test',
    password: 'sso-demo-1',
    companyId: 'c-north',
    name: 'Siri Singlesign',
    permissions: ['MANAGE_GROUPS', 'MANAGE_GROUP_TYPES'],
  }),
  /** Helix Automation's administrator, whose language is German: the portal speaks German to her from sign-in on. */
  german: demoAccount('german', {
    email: 'greta@helix.test',
    password: 'greta-demo-1',
    companyId: 'c-helix',
    language: 'de',
    name: 'Greta Gerber',
    permissions: PERMISSION_IDS,
  }),
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
