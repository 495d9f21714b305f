import { createRng, DAY, pad } from '../db/prng';
import { addLargeAlarms } from '../db/alarms/large';
import { agentMembership } from '../db/seed-devices';
import { keyPart, TERMS } from '../db/seed-content';
import { termsXssScenario } from '../db/seed-legal';
import { componentsOf, SEEDED_PARTS, type Part } from '../db/seed-pages';
import { emptyCloudFunctions, unprovisionCompany } from '../db/seed-cloud-functions';
import { companyGroupId, newUser } from '../db/seed-people';
import type { BrandingTheme } from '../db/content-types';
import type { Db } from '../db/types';
import { failRel, setDrift, setLatency, setOffline } from './faults';

/** A dark brand with no text colour at all: the portal must derive readable ones. */
export const DARK_BRANDING_THEME: Readonly<BrandingTheme> = {
  primaryColor: '#2f6fde',
  primaryTextColor: null,
  accentColor: '#f2a93b',
  accentTextColor: null,
  headerColor: '#111827',
  headerLineColor: '#374151',
  menuColor: '#1f2937',
  menuTextColor: null,
  pageColor: '#0f172a',
  pageTextColor: null,
  cardColor: null,
  cardTextColor: null,
  logoHasBackgroundColor: false,
  logoOnHeaderColorSpec: null,
};

/** Named states of the mock backend, applied on top of the seed (`?mock-scenario=NAME` or `__mockBackend.scenario(NAME)`). */
/** The colours of the `hostile-colours` scenario. */
export const HOSTILE_COLOURS = [
  'red;}body{background:url(https://evil.test/x.png)}.x{color:red',
  'url(https://evil.test/y.png)',
] as const;

export const SCENARIOS = {
  /** Acme Industrial without any data: no group or asset types, groups, devices, requests, translations, pages, brokers... */
  'empty-company': (db: Db): void => {
    const keep = <T extends { _companyId: string }>(rows: T[]): T[] => rows.filter((r) => r._companyId !== 'c-acme');
    db.groupTypes = keep(db.groupTypes);
    // The company group stays: every company has one.
    db.groups = db.groups.filter((g) => g._companyId !== 'c-acme' || g.isCompanyGroup);
    db.memberships = db.memberships.filter((m) => m._companyId !== 'c-acme' || m.group.publicId === 'g-acme');
    db.assetTypes = keep(db.assetTypes);
    db.assets = keep(db.assets);
    db.agents = keep(db.agents);
    db.accessRequests = keep(db.accessRequests);
    db.translations = keep(db.translations);
    db.pages = keep(db.pages);
    db.pageVersions = keep(db.pageVersions);
    db.queuedReports = keep(db.queuedReports);
    db.audiences = keep(db.audiences);
    db.customProperties = keep(db.customProperties);
    db.mqttBrokers = keep(db.mqttBrokers);
    db.licences = keep(db.licences);
    db.licenceBundles = keep(db.licenceBundles);
    db.agentLicenceBundles = keep(db.agentLicenceBundles);
    db.agentApps = keep(db.agentApps);
    db.auditLogs = keep(db.auditLogs);
    db.vpnUsage = keep(db.vpnUsage);
    db.menuItems = keep(db.menuItems);
    db.screensavers = keep(db.screensavers);
    db.companies.forEach((company) => company.publicId === 'c-acme' && delete company._screensaver);
    db.apps.forEach((app) => (app._installedIn = app._installedIn.filter((id) => id !== 'c-acme')));
    emptyCloudFunctions(db, 'c-acme');
  },
  /** Acme is not fully provisioned: adding a cloud function template answers 400 `Your company is not fully provisioned`. */
  'unprovisioned-company': (db: Db): void => unprovisionCompany(db, 'c-acme'),
  /** Every call answers after 1.5 s. */
  slow: (): void => setLatency(1500),
  /** Every call (discovery included) answers 503 until reset. */
  'api-down': (): void => failRel('*', 503),
  /** Every call is a network error until reset. */
  offline: (): void => setOffline(true),
  /**
   * Every list answer drifts from the platform's description: a copy of its first item with the name of the wrong type,
   * one with an unknown enum value, one with an extra field and one without publicId (scenarios/drift.ts).
   */
  drift: (): void => setDrift(true),
  /** No device has approvers: the request dialog shows "Unable to request access". */
  'no-approvers': (db: Db): void => db.agents.forEach((a) => (a._approverIds = [])),
  /** Every token has expired: the next call answers 401. */
  'expired-session': (db: Db): void =>
    db.tokens.forEach((t) => (t.expiresOn = new Date(Date.now() - 1000).toISOString())),
  /** Benchmark volumes in Acme: 10 000 users, 5 000 translations, 4 000 pages of `ag-001` (AgentPageList), 2 000 devices. */
  large: (db: Db): void => addLargeVolumes(db),
  /** Acme gets 5 000 more translations (the translations grid's volume, without the rest of `large`). */
  'many-translations': (db: Db): void => addManyTranslations(db),
  /** Every host branding turns dark: dark page, header and menu colours, cards and all text colours left to the portal. */
  'dark-branding': (db: Db): void => db.brandings.forEach((branding) => (branding.theme = { ...DARK_BRANDING_THEME })),
  /**
   * Acme's group types carry colours that are not colours, as another server could answer: one closes the style rule and
   * opens a global one, one is a bare `url()`. The platform's own check would refuse them on write.
   */
  'hostile-colours': (db: Db): void => {
    const acme = db.groupTypes.filter((type) => type._companyId === 'c-acme');
    HOSTILE_COLOURS.forEach((color, index) => {
      const type = acme[index];
      if (type) type.color = color;
    });
  },
  /** Helix's latest terms carry hostile markup, and the terms account has never accepted Helix terms. */
  'terms-xss': termsXssScenario,
  /** One of the demo user's group memberships in Acme becomes temporary access, ending 20 days from now: a reminder shows. */
  'temporary-access': (db: Db): void => {
    const membership = db.memberships.find(
      (m) =>
        m.user?.publicId === 'u-user' && m._companyId === 'c-acme' && m.group.publicId !== companyGroupId('c-acme'),
    );
    if (membership) membership.expiresOn = new Date(Date.now() + 20 * DAY).toISOString();
  },
} satisfies Record<string, (db: Db) => void>;

export type ScenarioName = keyof typeof SCENARIOS;

export const isScenarioName = (name: string): name is ScenarioName =>
  Object.prototype.hasOwnProperty.call(SCENARIOS, name);

const FIRST = [
  'Anna',
  'Bjørn',
  'Chloé',
  'Dmitri',
  'Eva',
  'Farid',
  'Greta',
  'Hugo',
  'Inés',
  'Jan',
  'Kübra',
  'Lars',
  'Maëlle',
  'Nils',
  'Oğuz',
  'Pía',
];
const LAST = [
  'Andersson',
  'Bakker',
  'Çelik',
  'Dubois',
  'Eriksen',
  'Fernández',
  'García',
  'Håkansson',
  'Ivanović',
  'Jørgensen',
  'Kowalski',
  'Lemaître',
];

/**
 * 5 000 translations in Acme with keys in the platform's pattern (`BULK.PRESSURE_17`) and varied texts in English, German
 * and, for most, Dutch: what the translations grid and its search bench work through.
 */
function addManyTranslations(db: Db): void {
  for (let i = 1; i <= 5_000; i += 1) {
    const [en, de, , nl] = TERMS[i % TERMS.length] ?? ['Item', 'Eintrag', 'Élément', 'Item'];
    const languages: Record<string, string> = { en: `${en} ${i}`, de: `${de} ${i}` };
    if (i % 4 !== 0) languages.nl = `${nl} ${i}`;
    db.translations.push({
      publicId: `tr-l${pad(i, 5)}`,
      _companyId: 'c-acme',
      key: `BULK.${keyPart(en)}_${i}`,
      languages,
    });
  }
}

function addLargeVolumes(db: Db): void {
  const rng = createRng(4242);
  const role = db.roles.find((r) => r._companyId === 'c-acme' && r.name === 'Operator');
  for (let i = 1; i <= 10_000; i += 1) {
    const name = `${rng.pick(FIRST)} ${rng.pick(LAST)} ${i}`;
    const publicId = `u-l${pad(i, 5)}`;
    const emailAddress = `user${i}@large.test`;
    db.users.push(newUser({ publicId, name, emailAddress, registeredOn: '2026-01-01T00:00:00.000Z' }));
    db.memberships.push({
      publicId: `m-l${pad(i, 5)}`,
      _companyId: 'c-acme',
      user: { publicId },
      invite: null,
      group: { publicId: companyGroupId('c-acme') },
      role: role ? { publicId: role.publicId } : null,
      expiresOn: null,
    });
  }
  addManyTranslations(db);
  addDevicePages(db);
  const template = db.agents.find((a) => a._companyId === 'c-acme');
  if (!template) return;
  for (let i = 1; i <= 2_000; i += 1) {
    const publicId = `ag-l${pad(i, 5)}`;
    db.agents.push({
      ...structuredClone(template),
      publicId,
      name: `Bulk device ${i}`,
      serialNumber: `9${pad(i, 9)}`,
      activeVpnSession: null,
      rateLimiting: null,
      connectedUsers: [],
      servers: [
        {
          publicId: `${publicId}-vpn`,
          name: 'VPN',
          serviceGroup: 'vpn',
          requireAccessApproval: false,
          type: 'http',
          port: 443,
        },
      ],
      memberships: template.memberships.map((m) => agentMembership(publicId, m.group.publicId)),
      assets: [],
    });
  }
  addLargeAlarms(db);
}

/** The device of `large` whose AgentPageList holds exactly 4 000 pages. */
export const LARGE_PAGES_AGENT = 'ag-001';

/**
 * Report pages in a new group of `ag-001` (a group whose `agent` it is: handlers/page-actions.ts links a page to a device
 * through its group), enough for the device's seeded pages and these to make 4 000.
 */
function addDevicePages(db: Db): void {
  const agent = db.agents.find((a) => a.publicId === LARGE_PAGES_AGENT);
  if (!agent) return;
  const groupId = 'g-l-pages';
  db.groups.push({
    publicId: groupId,
    _companyId: agent._companyId,
    name: `${agent.name} pages`,
    type: null,
    parent: null,
    isCompanyGroup: false,
    agent: { publicId: agent.publicId },
    asset: null,
    custom: {},
  });
  addLargeSheetPage(db, agent._companyId, groupId);
  addTwelvePage(db, agent._companyId, groupId);
  const groups = new Set([groupId, ...agent.memberships.map((m) => m.group.publicId)]);
  const linked = db.pages.filter(
    (p) => p._companyId === agent._companyId && p.group && groups.has(p.group.publicId),
  ).length;
  for (let i = 1; i <= 4_000 - linked; i += 1) {
    db.pages.push({
      publicId: `pg-l${pad(i, 5)}`,
      _companyId: agent._companyId,
      name: `Report ${i}`,
      applicationType: 'report',
      orientation: null,
      group: { publicId: groupId },
      draft: null,
      published: null,
      default: false,
      labels: [],
      custom: {},
    });
  }
}

/** The id of `large`'s sheet page of 24 components, published for `ag-001` (which logs all twelve slugs). */
export const LARGE_SHEET_PAGE = 'pg-l-sheet';

/**
 * One sheet page of 24 components of every kind, its rows filling the 12 columns (values and gauges 3 wide, charts and
 * tables 4 or 6, the alarms 6), published in `ag-001`'s pages group: a full page for the viewer and the editor.
 */
function addLargeSheetPage(db: Db, companyId: string, groupId: string): void {
  const { line, bar, table, alarms, value, gauge, image, text } = SEEDED_PARTS;
  const tile = (slug: string, title: string) => value(3, 3, { title, tags: [slug] });
  const dial = (slug: string, title: string, max: number) => gauge(3, 5, { title, tags: [slug], min: 0, max });
  const parts = [
    tile('temp_oven', 'Oven'),
    tile('temp_zone1', 'Zone 1'),
    tile('temp_zone2', 'Zone 2'),
    tile('pressure', 'Pressure'),
    dial('line_speed', 'Line speed', 120),
    dial('motor_current', 'Motor current', 40),
    dial('pressure', 'Pressure', 10),
    dial('temp_oven', 'Oven', 400),
    line(6, 8, { title: 'Temperatures', tags: ['temp_oven', 'temp_zone1', 'temp_zone2'] }),
    bar(6, 8, { title: 'Energy per day', tags: ['energy_total'], interval: 'day' }),
    line(6, 8, { title: 'Line speed', tags: ['line_speed'], aggregation: 'min' }),
    line(6, 8, { title: 'Motor current', tags: ['motor_current'], aggregation: 'max' }),
    table(6, 8, {
      title: 'Counters per hour',
      tags: ['good_parts', 'reject_parts'],
      aggregation: 'sum',
      interval: 'hour',
    }),
    bar(6, 8, { title: 'Good parts per hour', tags: ['good_parts'], interval: 'hour' }),
    tile('good_parts', 'Good parts'),
    tile('reject_parts', 'Rejects'),
    tile('energy_total', 'Energy'),
    tile('machine_state', 'State'),
    alarms(6, 6, 'Alarms'),
    image(3, 6, { title: 'Line', url: 'https://images.example.com/acme/line-1.png', alt: 'Line 1 seen from above' }),
    text(3, 6, 'Notes', '<p>All twelve tags of the device on one sheet.</p>'),
    table(4, 8, { title: 'Raw values', tags: ['running', 'door_open', 'machine_state'] }),
    line(4, 8, { title: 'Pressure', tags: ['pressure'] }),
    bar(4, 8, { title: 'Rejects per day', tags: ['reject_parts'], interval: 'day' }),
  ];
  publishSheetPage(db, companyId, groupId, {
    pageId: LARGE_SHEET_PAGE,
    versionId: 'pv-l-sheet-pub',
    title: 'Line 1 full sheet',
    periodSpec: 'last-24-hours',
    refreshSeconds: 60,
    parts,
  });
}

/** The id of `large`'s sheet page of 12 components, published for `ag-001`: the page of e2e/bench/page-view.bench.ts. */
export const LARGE_TWELVE_PAGE = 'pg-l-twelve';

/**
 * One sheet page of 12 components in `ag-001`'s pages group: a 12-column line chart of the three temperatures on top,
 * two values and two gauges, then rows of two and three: 4 line charts, 3 bar charts, a table, 2 values and 2 gauges.
 * It reads once (no refresh), so a bench on it measures only the reads it starts.
 */
function addTwelvePage(db: Db, companyId: string, groupId: string): void {
  const { line, bar, table, value, gauge } = SEEDED_PARTS;
  const parts = [
    line(12, 8, { title: 'Temperatures', tags: ['temp_oven', 'temp_zone1', 'temp_zone2'] }),
    value(3, 5, { title: 'Oven', tags: ['temp_oven'] }),
    value(3, 5, { title: 'Good parts', tags: ['good_parts'] }),
    gauge(3, 5, { title: 'Line speed', tags: ['line_speed'], min: 0, max: 120 }),
    gauge(3, 5, { title: 'Pressure', tags: ['pressure'], min: 0, max: 10 }),
    bar(6, 8, { title: 'Energy per day', tags: ['energy_total'], interval: 'day' }),
    bar(6, 8, { title: 'Good parts per hour', tags: ['good_parts'], interval: 'hour' }),
    line(6, 8, { title: 'Line speed', tags: ['line_speed'], aggregation: 'min' }),
    line(6, 8, { title: 'Motor current', tags: ['motor_current'], aggregation: 'max' }),
    table(4, 8, {
      title: 'Counters per hour',
      tags: ['good_parts', 'reject_parts'],
      aggregation: 'sum',
      interval: 'hour',
    }),
    line(4, 8, { title: 'Pressure', tags: ['pressure'] }),
    bar(4, 8, { title: 'Rejects per day', tags: ['reject_parts'], interval: 'day' }),
  ];
  publishSheetPage(db, companyId, groupId, {
    pageId: LARGE_TWELVE_PAGE,
    versionId: 'pv-l-twelve-pub',
    title: 'Line 1 twelve components',
    periodSpec: 'last-30-days',
    refreshSeconds: null,
    parts,
  });
}

/** A sheet page in `groupId` with one version, published, of `parts` (previewed on `ag-001`). */
function publishSheetPage(
  db: Db,
  companyId: string,
  groupId: string,
  sheet: {
    pageId: string;
    versionId: string;
    title: string;
    periodSpec: string;
    refreshSeconds: number | null;
    parts: readonly Part[];
  },
): void {
  const page = { applicationType: 'sheet' as const, orientation: null };
  const now = new Date().toISOString();
  db.pageVersions.push({
    publicId: sheet.versionId,
    _companyId: companyId,
    page: { publicId: sheet.pageId },
    title: sheet.title,
    custom: { glbMatIcon: 'grid_view' },
    periodSpec: sheet.periodSpec,
    periodSelectorEnabled: true,
    defaultRefreshRate: sheet.refreshSeconds,
    components: componentsOf(sheet.parts, page, sheet.versionId),
    previewAgent: { publicId: LARGE_PAGES_AGENT },
    previewAsset: null,
    pagePages: [],
    createdOn: now,
    updatedOn: now,
  });
  db.pages.push({
    publicId: sheet.pageId,
    _companyId: companyId,
    name: sheet.title,
    ...page,
    group: { publicId: groupId },
    draft: null,
    published: { publicId: sheet.versionId },
    default: false,
    labels: [],
    custom: {},
  });
}
