import { adminPermissionsByCompany, demoAccounts, type DemoAccount, type DemoAccountKey } from './demo-accounts';
import { DAY, HOUR, baseAgo, createRng, iso, pad } from './prng';
import { PERMISSION_IDS } from './types';
import type { AccessToken, Company, Group, PermissionId, Role, User, UserMembership } from './types';

export const COMPANY_IDS = ['c-acme', 'c-north', 'c-helix'] as const;

/** The group of a whole company (`isCompanyGroup`): its memberships carry the company-wide roles. */
export const companyGroupId = (companyId: string): string => `g-${companyId.slice(2)}`;

export function seedCompanies(): Company[] {
  const company = (publicId: string, name: string, fqdn: string | null): Company => ({
    publicId,
    name,
    branding: { fqdn, logo: null },
    customTermsOfUse: 'sector',
    customPrivacyStatement: 'sector',
    latestTermsOfUse: null,
    latestPrivacyStatement: null,
    _parentCompanyId: null,
  });
  return [
    company('c-acme', 'Acme Industrial', 'portal.example.test'),
    company('c-north', 'Northwind Controls', null),
    { ...company('c-helix', 'Helix Automation GmbH', null), _parentCompanyId: 'c-acme' },
  ];
}

const OTHER_NAMES = [
  'Zoë Müller',
  'José Álvarez',
  'Łukasz Wróbel',
  'Søren Kjærgaard',
  'Chloé Dubois',
  'Björn Ångström',
  'İlker Çelik',
  'Niamh Ó Briain',
  'Renée Lefèvre',
  'François Côté',
  'Jürgen Groß',
  'Mária Horváthová',
  'Antonín Dvořák',
  'Grace Hopper',
  'Liam Walsh',
  'Priya Raghunathan',
  'Kenji Watanabe',
  'Amara Okafor',
  'Hannah Schmidt',
  'Mateo Rossi',
  'Fatima Zahra Benali',
  'Olivia Bennett',
  'Noah Jansen',
  'Sofía Hernández',
  'Emil Nyström',
  'Aisling Byrne',
  'Tomás Ferreira',
  'Yuki Tanaka',
  'Marek Nowak',
  'Ingrid Solberg',
  'Pieter de Vries',
  'Élodie Marchand',
];

const slug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/[øØ]/g, 'o')
    .replace(/ß/g, 'ss')
    .replace(/İ/g, 'i')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');

const accepted = (acceptedOn: string): User['acceptedTermsOfUsePolicies'] => [
  { publicId: `acc-${acceptedOn.slice(0, 10)}`, policy: { publicId: 'tou-sector-2' }, company: null, acceptedOn },
];

/** A person with the platform's User and MyUser fields. */
export function newUser(fields: Pick<User, 'publicId' | 'name' | 'emailAddress'> & Partial<User>): User {
  return {
    type: 'person',
    language: 'en',
    localisation: null,
    timeZone: null,
    support: false,
    hasPassword: true,
    registeredOn: baseAgo(30),
    lastSeenOn: null,
    otpAuth: { required: false, type: null, deviceName: null, registeredOn: null },
    acceptedTermsOfUsePolicies: [],
    _password: 'password-demo-1',
    _otp: null,
    ...fields,
  };
}

/**
 * Demo accounts that joined after the seeded people (the sign-in requirements' ones): seeded after everyone else, so
 * they change none of the other people's data, groups, devices or activity.
 */
const LATE_ACCOUNTS: readonly DemoAccountKey[] = ['twofactor', 'sso', 'german'];
const earlyAccounts = (Object.keys(demoAccounts) as DemoAccountKey[]).filter((key) => !LATE_ACCOUNTS.includes(key));

export function seedUsers(): User[] {
  const rng = createRng(101);
  const demoUser = (account: DemoAccount, index: number): User =>
    newUser({
      publicId: account.publicId,
      name: account.name,
      emailAddress: account.email,
      language: account.language ?? 'en',
      registeredOn: baseAgo(400 - index * 10),
      lastSeenOn: baseAgo(1, index),
      otpAuth:
        account.otp === undefined
          ? { required: account.otpRequired === true, type: null, deviceName: null, registeredOn: null }
          : { required: true, type: 'app', deviceName: 'Authenticator', registeredOn: baseAgo(300) },
      acceptedTermsOfUsePolicies: accepted(baseAgo(200)),
      _password: account.password,
      _otp: account.otp ?? null,
    });
  const demo = earlyAccounts.map((key, index) => demoUser(demoAccounts[key], index));
  const others: User[] = OTHER_NAMES.map((name, index) => {
    const twoFactor = rng.chance(0.3);
    return newUser({
      publicId: `u-${pad(index + 1)}`,
      name,
      emailAddress: `${slug(name)}@${index < 20 ? 'acme' : index < 28 ? 'northwind' : 'helix'}.test`,
      language: rng.pick(['en', 'en', 'de', 'fr', 'nl', 'es']),
      support: index === 13,
      otpAuth: {
        required: twoFactor,
        type: twoFactor ? 'app' : null,
        deviceName: twoFactor ? 'Phone' : null,
        registeredOn: twoFactor ? baseAgo(100) : null,
      },
      registeredOn: baseAgo(rng.int(20, 700)),
      lastSeenOn: rng.chance(0.85) ? baseAgo(rng.int(0, 60), rng.int(0, 23)) : null,
      acceptedTermsOfUsePolicies: accepted(baseAgo(150)),
      ...(index % 2 === 0 && { custom: { EmployeeNumber: `E-${1000 + index}` } }),
    });
  });
  const late = LATE_ACCOUNTS.map((key, index) => demoUser(demoAccounts[key], earlyAccounts.length + index));
  return [...demo, ...others, ...late];
}

const ROLE_SETS: [string, string, PermissionId[]][] = [
  ['Administrator', 'Full control of the company', [...PERMISSION_IDS]],
  [
    'Device manager',
    'Groups, assets and device access',
    [
      'MANAGE_GROUPS',
      'MANAGE_GROUP_TYPES',
      'MANAGE_SUBGROUPS',
      'MANAGE_ASSET_TYPES',
      'MANAGE_ACCESS_REQUESTS',
      'USE_ACCESS_REQUESTS',
    ],
  ],
  ['Approver', 'Approves remote access requests', ['MANAGE_ACCESS_REQUESTS', 'USE_ACCESS_REQUESTS']],
  ['Operator', 'Requests remote access to devices', ['USE_ACCESS_REQUESTS']],
  ['Translator', 'Maintains translations', ['MANAGE_TRANSLATIONS']],
  ['Auditor', 'Reads audit logs and data usage', ['USE_AUDIT_LOGS', 'USE_DATA_USAGE']],
  ['Security officer', 'Manages groups and group types', ['MANAGE_GROUPS', 'MANAGE_GROUP_TYPES']],
];

/** The admin's own role in Northwind and Helix (demo-accounts.ts lists its permissions). */
const ADMIN_ROLE_NAMES: Record<string, string> = { 'c-north': 'Regional manager', 'c-helix': 'Data steward' };

export function seedRoles(): Role[] {
  return COMPANY_IDS.flatMap((companyId) => {
    const role = (index: number, name: string, description: string, permissions: readonly PermissionId[]): Role => ({
      publicId: `r-${companyId.slice(2)}-${index}`,
      _companyId: companyId,
      name,
      description,
      enforce2fa: false,
      enforceSso: false,
      permissions: permissions.map((publicId) => ({ publicId })),
      audiences: [],
    });
    const roles = ROLE_SETS.map(([name, description, permissions], index) =>
      role(index + 1, name, description, permissions),
    );
    // Security officers must sign in with two-factor in Acme, and through the company's identity provider in Northwind
    // (the demo accounts twofactor@acme.test and sso@north.test; no randomly seeded person holds this role).
    const securityOfficer = roles.find((r) => r.name === 'Security officer');
    if (securityOfficer && companyId === 'c-acme') securityOfficer.enforce2fa = true;
    if (securityOfficer && companyId === 'c-north') securityOfficer.enforceSso = true;
    // Access categories in use (AudienceList's "still in use"): Acme's device managers and operators.
    if (companyId === 'c-acme') {
      const [, deviceManager, , operator] = roles;
      if (deviceManager) deviceManager.audiences = [{ publicId: 'au-acme-3', name: 'Service engineers' }];
      if (operator) operator.audiences = [{ publicId: 'au-acme-2', name: 'Operators' }];
    }
    const adminRole = ADMIN_ROLE_NAMES[companyId];
    const adminPermissions = adminPermissionsByCompany[companyId];
    if (adminRole && adminPermissions)
      roles.push(role(ROLE_SETS.length + 1, adminRole, 'The demo administrator’s role here', adminPermissions));
    return roles;
  });
}

/** A company's own group (the one holding everyone in it), without a type; `publicId` defaults to the seed's name. */
export const companyGroup = (company: Company, publicId = companyGroupId(company.publicId)): Group => ({
  publicId,
  _companyId: company.publicId,
  name: company.name,
  type: null,
  parent: null,
  isCompanyGroup: true,
  agent: null,
  asset: null,
  custom: {},
});

/** The company groups: one per company. */
export function seedCompanyGroups(companies: Company[]): Group[] {
  return companies.map((company) => companyGroup(company));
}

/** Company-wide memberships: each person on their company's group, with their role there. */
export function seedMemberships(users: User[], roles: Role[]): UserMembership[] {
  const rng = createRng(202);
  const memberships: UserMembership[] = [];
  const add = (user: User, companyId: string, roleName: string): void => {
    const role = roles.find((r) => r._companyId === companyId && r.name === roleName);
    memberships.push({
      publicId: `m-${pad(memberships.length + 1)}`,
      _companyId: companyId,
      user: { publicId: user.publicId },
      invite: null,
      group: { publicId: companyGroupId(companyId) },
      role: role ? { publicId: role.publicId } : null,
      expiresOn: null,
    });
  };
  const byId = (id: string): User => {
    const user = users.find((u) => u.publicId === id);
    if (!user) throw new Error(`seed: unknown user ${id}`);
    return user;
  };
  const admin = byId(demoAccounts.admin.publicId);
  add(admin, 'c-acme', 'Administrator');
  add(admin, 'c-north', ADMIN_ROLE_NAMES['c-north'] ?? '');
  add(admin, 'c-helix', ADMIN_ROLE_NAMES['c-helix'] ?? '');
  add(byId(demoAccounts.user.publicId), 'c-acme', 'Operator');
  add(byId(demoAccounts.secure.publicId), 'c-acme', 'Security officer');
  add(byId(demoAccounts.translator.publicId), 'c-acme', 'Translator');
  const roleNames = ROLE_SETS.map(([name]) => name);
  users.slice(earlyAccounts.length, users.length - LATE_ACCOUNTS.length).forEach((user, index) => {
    const companyId = index < 20 ? 'c-acme' : index < 28 ? 'c-north' : 'c-helix';
    add(user, companyId, index === 0 ? 'Administrator' : (roleNames[rng.pick([1, 2, 3, 3, 3, 4, 5])] ?? 'Operator'));
    if (index % 9 === 4) add(user, 'c-north', 'Operator');
  });
  return memberships;
}

/** The late demo accounts' company-wide roles: given after the groups are seeded, so those keep their members. */
export function seedLateMemberships(roles: Role[]): UserMembership[] {
  const membership = (
    userId: string,
    companyId: string,
    index: number,
    roleName = 'Security officer',
  ): UserMembership => {
    const role = roles.find((r) => r._companyId === companyId && r.name === roleName);
    return {
      publicId: `m-s${pad(index + 1)}`,
      _companyId: companyId,
      user: { publicId: userId },
      invite: null,
      group: { publicId: companyGroupId(companyId) },
      role: role ? { publicId: role.publicId } : null,
      expiresOn: null,
    };
  };
  return [
    membership(demoAccounts.twofactor.publicId, 'c-acme', 0),
    membership(demoAccounts.sso.publicId, demoAccounts.sso.companyId ?? 'c-north', 1),
    membership(demoAccounts.german.publicId, demoAccounts.german.companyId ?? 'c-helix', 2, 'Administrator'),
  ];
}

export function seedTokens(now: number): AccessToken[] {
  return Object.values(demoAccounts).map((account) => ({
    publicId: account.token.publicId,
    secretId: account.token.secretId,
    created: { on: iso(now - HOUR), ip: '192.0.2.1', userAgent: null },
    expiresOn: iso(now + 365 * DAY),
    _userId: account.publicId,
  }));
}
