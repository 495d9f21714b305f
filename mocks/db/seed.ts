import { seedAlarms } from './alarms/seed';
import { seedAccessRequests, seedInvites, seedMessages, seedTrustedDevices } from './seed-activity';
import { seedApps } from './seed-apps';
import { seedAuditLogs } from './seed-audit';
import { seedCloudFunctions } from './seed-cloud-functions';
import {
  seedAudiences,
  seedBrandings,
  seedCustomProperties,
  seedMqttBrokers,
  seedSector,
  seedSsoProviders,
  seedTranslations,
} from './seed-content';
import { seedAgents, seedAssetTypes, seedGroupTypes, seedGroups, seedPlatformServers } from './seed-devices';
import { applyCompanyIdentity, seedMenuItems, seedScreensavers } from './seed-identity';
import { seedCompanyInvites } from './seed-invites';
import { seedLicences } from './seed-licences';
import { seedPageComponentTemplates, seedPages } from './seed-pages';
import {
  applyCompanyTerms,
  seedPrivacyStatements,
  seedTermsAccount,
  seedTermsOfUsePolicies,
  withSectorPolicies,
} from './seed-legal';
import {
  seedCompanies,
  seedCompanyGroups,
  seedMemberships,
  seedLateMemberships,
  seedRoles,
  seedTokens,
  seedUsers,
} from './seed-people';
import type { Db } from './types';
import { seedVpnUsage } from './seed-usage';

/** A fresh database: deterministic except for dates that must stay current (sessions, current requests, tokens). */
export function createSeededDb(now: number = Date.now()): Db {
  const companies = seedCompanies();
  const users = seedUsers();
  const roles = seedRoles();
  const companyMemberships = seedMemberships(users, roles);
  const groupTypes = seedGroupTypes();
  const { groups: typedGroups, groupMemberships } = seedGroups(groupTypes, companyMemberships, roles);
  const groups = [...seedCompanyGroups(companies), ...typedGroups];
  const companyInvites = seedCompanyInvites(now);
  // The late demo accounts (two-factor and SSO required) join after the groups are seeded, changing none of them.
  const memberships = [
    ...companyMemberships,
    ...groupMemberships,
    ...companyInvites.memberships,
    ...seedLateMemberships(roles),
  ];
  // The terms account joins last, so it changes nothing of the seeded people, devices and activity.
  const termsAccount = seedTermsAccount(now);
  applyCompanyTerms(companies, users, memberships);
  applyCompanyIdentity(companies);
  const assetTypes = seedAssetTypes();
  const platformServers = seedPlatformServers();
  const { agents, assets } = seedAgents(now, groups, assetTypes, platformServers, { memberships, roles, groups });
  const licences = seedLicences(now);
  const { alarmMessages, ...alarms } = seedAlarms(now, {
    agents,
    users,
    memberships,
    roles,
    groups,
    agentApps: licences.agentApps,
  });
  return {
    seq: 10_000,
    companies,
    users: [...users, termsAccount.user],
    roles,
    memberships: [...memberships, termsAccount.membership],
    tokens: [...seedTokens(now), termsAccount.token],
    groupTypes,
    groups,
    assetTypes,
    assets,
    agents,
    accessRequests: seedAccessRequests(now, agents, users),
    audiences: seedAudiences(),
    translations: seedTranslations(),
    ...seedPages(),
    pageComponentTemplates: seedPageComponentTemplates(),
    queuedReports: [],
    messages: [...seedMessages(users, agents), ...alarmMessages],
    ...licences,
    ...alarms,
    ...seedApps(),
    ...seedCloudFunctions(),
    customProperties: seedCustomProperties(),
    mqttBrokers: seedMqttBrokers(),
    platformServers,
    brandings: seedBrandings(),
    sector: withSectorPolicies(seedSector()),
    ssoIdentityProviders: seedSsoProviders(),
    auditLogs: seedAuditLogs(now, users, companyMemberships, agents, assets),
    vpnUsage: seedVpnUsage(agents, now),
    trustedDevices: seedTrustedDevices(users),
    invites: seedInvites(now),
    companyInvites: companyInvites.invites,
    termsOfUsePolicies: seedTermsOfUsePolicies(),
    privacyStatements: seedPrivacyStatements(),
    menuItems: seedMenuItems(),
    screensavers: seedScreensavers(),
  };
}
