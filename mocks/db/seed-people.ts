import { adminPermissionsByCompany, demoAccounts } from './demo-accounts';
import { DAY, HOUR, baseAgo, createRng, iso, pad } from './prng';
import { PERMISSION_IDS } from './types';
import type { AccessToken, Company, PermissionId, Role, User, UserMembership } from './types';

export const COMPANY_IDS = ['c-acme', 'c-north', 'c-helix'] as const;

export function seedCompanies(): Company[] {
  const company = (publicId: string, name: string, fqdn: string | null, setting: Company['termsOfUseSetting']): Company => ({
    publicId,
    name,
    logo: null,
    branding: fqdn ? { fqdn } : null,
    parentCompany: null,
    termsOfUseSetting: setting,
    latestTermsOfUse: setting === 'company' ? { publicId: `tou-${publicId}-3` } : null,
    customTermsOfUse: setting === 'company',
    customPrivacyStatement: false,
  });
  return [
    company('c-acme', 'Acme Industrial', 'portal.example.test', 'sector'),
    company('c-north', 'Northwind Controls', null, 'sector'),
    { ...company('c-helix', 'Helix Automation GmbH', null, 'sector'), parentCompany: { publicId: 'c-acme' } },
  ];
}

const OTHER_NAMES = [
  'Zoë Müller', 'José Álvarez', 'Łukasz Wróbel', 'Søren Kjærgaard', 'Chloé Dubois', 'Björn Ångström',
  'İlker Çelik', 'Niamh Ó Briain', 'Renée Lefèvre', 'François Côté', 'Jürgen Groß', 'Mária Horváthová',
  'Antonín Dvořák', 'Grace Hopper', 'Liam Walsh', 'Priya Raghunathan', 'Kenji Watanabe', 'Amara Okafor',
  'Hannah Schmidt', 'Mateo Rossi', 'Fatima Zahra Benali', 'Olivia Bennett', 'Noah Jansen', 'Sofía Hernández',
  'Emil Nyström', 'Aisling Byrne', 'Tomás Ferreira', 'Yuki Tanaka', 'Marek Nowak', 'Ingrid Solberg',
  'Pieter de Vries', 'Élodie Marchand',
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

export function seedUsers(): User[] {
  const rng = createRng(101);
  const demo: User[] = Object.values(demoAccounts).map((account, index) => ({
    publicId: account.publicId,
    name: account.name,
    emailAddress: account.email,
    language: 'en',
    support: false,
    twoFactorAuthentication: account.otp !== undefined,
    created: baseAgo(400 - index * 10),
    lastLogin: baseAgo(1, index),
    acceptedTermsOfUsePolicies: [{ publicId: 'tou-sector-2' }],
    _password: account.password,
    _otp: account.otp ?? null,
  }));
  const others: User[] = OTHER_NAMES.map((name, index) => ({
    publicId: `u-${pad(index + 1)}`,
    name,
    emailAddress: `${slug(name)}@${index < 20 ? 'acme' : index < 28 ? 'northwind' : 'helix'}.test`,
    language: rng.pick(['en', 'en', 'de', 'fr', 'nl', 'es']),
    support: index === 13,
    twoFactorAuthentication: rng.chance(0.3),
    created: baseAgo(rng.int(20, 700)),
    lastLogin: rng.chance(0.85) ? baseAgo(rng.int(0, 60), rng.int(0, 23)) : null,
    acceptedTermsOfUsePolicies: [{ publicId: 'tou-sector-2' }],
    _password: 'password-demo-1',
    _otp: null,
  }));
  return [...demo, ...others];
}

const ROLE_SETS: [string, string, PermissionId[]][] = [
  ['Administrator', 'Full control of the company', [...PERMISSION_IDS]],
  ['Device manager', 'Groups, assets and device access', ['MANAGE_GROUPS', 'MANAGE_GROUP_TYPES', 'MANAGE_SUBGROUPS', 'MANAGE_ASSET_TYPES', 'MANAGE_ACCESS_REQUESTS', 'USE_ACCESS_REQUESTS']],
  ['Approver', 'Approves remote access requests', ['MANAGE_ACCESS_REQUESTS', 'USE_ACCESS_REQUESTS']],
  ['Operator', 'Requests remote access to devices', ['USE_ACCESS_REQUESTS']],
  ['Translator', 'Maintains translations', ['MANAGE_TRANSLATIONS']],
  ['Auditor', 'Reads audit logs and data usage', ['USE_AUDIT_LOGS', 'USE_DATA_USAGE']],
  ['Security officer', 'Manages groups and group types', ['MANAGE_GROUPS', 'MANAGE_GROUP_TYPES']],
];

export function seedRoles(): Role[] {
  return COMPANY_IDS.flatMap((companyId) =>
    ROLE_SETS.map(([name, description, permissions], index) => ({
      publicId: `r-${companyId.slice(2)}-${index + 1}`,
      _companyId: companyId,
      name,
      description,
      permissions: permissions.map((publicId) => ({ publicId })),
    })),
  );
}

/** Memberships: who belongs to which company, in which role, with which effective permissions. */
export function seedMemberships(users: User[], companies: Company[], roles: Role[]): UserMembership[] {
  const rng = createRng(202);
  const memberships: UserMembership[] = [];
  const add = (user: User, companyId: string, roleIndexes: number[], permissions?: readonly PermissionId[]): void => {
    const company = companies.find((c) => c.publicId === companyId);
    if (!company) return;
    const companyRoles = roles.filter((r) => r._companyId === companyId);
    const picked = roleIndexes.map((i) => companyRoles[i]).filter((r): r is Role => r !== undefined);
    const effective = permissions ?? [...new Set(picked.flatMap((r) => r.permissions.map((p) => p.publicId)))];
    memberships.push({
      publicId: `m-${pad(memberships.length + 1)}`,
      _companyId: companyId,
      user: { publicId: user.publicId, name: user.name, emailAddress: user.emailAddress },
      company: { publicId: company.publicId, name: company.name },
      roles: picked.map((r) => ({ publicId: r.publicId, name: r.name })),
      created: user.created,
      _permissions: [...effective],
    });
  };
  const byId = (id: string): User => {
    const user = users.find((u) => u.publicId === id);
    if (!user) throw new Error(`seed: unknown user ${id}`);
    return user;
  };
  const admin = byId(demoAccounts.admin.publicId);
  add(admin, 'c-acme', [0], adminPermissionsByCompany['c-acme']);
  add(admin, 'c-north', [1], adminPermissionsByCompany['c-north']);
  add(admin, 'c-helix', [4], adminPermissionsByCompany['c-helix']);
  add(byId(demoAccounts.user.publicId), 'c-acme', [3], demoAccounts.user.permissions);
  add(byId(demoAccounts.secure.publicId), 'c-acme', [6], demoAccounts.secure.permissions);
  add(byId(demoAccounts.translator.publicId), 'c-acme', [4], demoAccounts.translator.permissions);
  users.slice(4).forEach((user, index) => {
    const companyId = index < 20 ? 'c-acme' : index < 28 ? 'c-north' : 'c-helix';
    add(user, companyId, [index === 0 ? 0 : rng.pick([1, 2, 3, 3, 3, 4, 5])]);
    if (index % 9 === 4) add(user, 'c-north', [3]);
  });
  return memberships;
}

export function seedTokens(now: number): AccessToken[] {
  return Object.values(demoAccounts).map((account) => ({
    publicId: account.token.publicId,
    secretId: account.token.secretId,
    created: iso(now - HOUR),
    expiresOn: iso(now + 365 * DAY),
    _userId: account.publicId,
  }));
}
