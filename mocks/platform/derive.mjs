#!/usr/bin/env node
/**
 * Derives mocks/platform/resources.json from mocks/platform/digest.json, the committed digest of the platform's
 * OpenAPI description (where it came from and how to refresh it: mocks/README.md, "Only what the platform has").
 *
 *   node mocks/platform/derive.mjs [ExtraRel ...]
 *
 * Keeps the rels named as string literals in mocks/ and src/ (plus the item rel of each `...List`), the rels
 * docs/API.md lists for what is built so far (EXTRA below) and any rel given on the command line. Run it again after
 * the mock or the app starts using another rel; the tests read only resources.json, never the whole digest.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const digestPath = join(here, 'digest.json');
/** Rels the app's features need for what is built so far (docs/API.md), used or not yet. */
const EXTRA = [
  'CompanyList',
  'MyCompany',
  'Message',
  'MessageAll',
  'AgentAccessRequest',
  'AgentAccessRequestAuthenticatedApprove',
  'AgentAccessRequestAuthenticatedReject',
  'PermissionList',
  'AuditLogList',
  'VpnUsageList',
  'AgentVpnUsageList',
  'AppUninstall',
  'PlatformServerList',
  'PageDuplicate',
  'PageDefault',
  'PageExport',
  'PageImport',
  'GroupPageImport',
  'AgentPageList',
  'AssetPageList',
  'QueueReportList',
  'AgentQueueReportList',
  'AssetQueueReportList',
  'PageComponentList',
  'PageComponentTemplateList',
  'MyUserPassword',
  'MyUserOtpAuthEnable',
  'MyUserOtpAuthVerify',
  'MyUserOtpAuthDisable',
  'TrustedDeviceList',
  'TrustedDevice',
  'AccessRecoverList',
  'MyAccessRecover',
  'MyAccessRecoverFinish',
  'RegistrationList',
  'MyRegistration',
  'MyRegistrationFinish',
  'SsoIdentityProviderList',
  'SsoAuthenticationRequestList',
  'SsoAccessTokenList',
  'MyAccessToken',
  'MyUserInviteList',
  'MyUserInvite',
  'InviteFinish',
  'MyUserLeaveCompanyList',
  'MyInvite',
  'MyInviteFinish',
  'CompanyPrivacyStatementList',
  'CompanyPrivacyStatementLanguage',
  'CompanyPrivacyStatementPublish',
  'CompanyTermsOfUsePolicyList',
  'CompanyTermsOfUsePolicyLanguage',
  'CompanyTermsOfUsePolicyPublish',
  'PrivacyStatementList',
  'PrivacyStatement',
  'TermsOfUsePolicyList',
  'TermsOfUsePolicy',
  'TermsOfUsePolicyAccept',
  'CompanyTermsOfUsePolicyAccept',
];

const digest = JSON.parse(readFileSync(digestPath, 'utf8'));

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const named = new Set([...EXTRA, ...process.argv.slice(2)]);
for (const file of [...sources(join(root, 'mocks')), ...sources(join(root, 'src'))]) {
  for (const [, rel] of readFileSync(file, 'utf8').matchAll(/['"`]([A-Z][A-Za-z]+)['"`]/g)) {
    named.add(rel);
    if (rel.endsWith('List')) named.add(rel.slice(0, -'List'.length));
  }
}

const kept = [...named].filter((rel) => rel in digest).sort();
const lines = kept.map((rel) => `  ${JSON.stringify(rel)}: ${JSON.stringify(digest[rel])}`);
writeFileSync(join(here, 'resources.json'), `{\n${lines.join(',\n')}\n}\n`);
console.log(`mocks/platform/resources.json: ${kept.length} of ${Object.keys(digest).length} rels`);
