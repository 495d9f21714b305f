import { createRng, pad } from '../db/prng';
import type { Db } from '../db/types';
import { failRel, setLatency, setOffline } from './faults';

/** Named states of the mock backend, applied on top of the seed (`?mock-scenario=NAME` or `__mockBackend.scenario(NAME)`). */
export const SCENARIOS = {
  /** Acme Industrial without any data: no group or asset types, groups, devices, requests, translations, pages, brokers... */
  'empty-company': (db: Db): void => {
    const keep = <T extends { _companyId: string }>(rows: T[]): T[] => rows.filter((r) => r._companyId !== 'c-acme');
    db.groupTypes = keep(db.groupTypes);
    db.groups = keep(db.groups);
    db.assetTypes = keep(db.assetTypes);
    db.assets = keep(db.assets);
    db.agents = keep(db.agents);
    db.accessRequests = keep(db.accessRequests);
    db.translations = keep(db.translations);
    db.pages = keep(db.pages);
    db.pageVersions = keep(db.pageVersions);
    db.audiences = keep(db.audiences);
    db.customProperties = keep(db.customProperties);
    db.mqttBrokers = keep(db.mqttBrokers);
    db.licences = keep(db.licences);
    db.auditTrail = keep(db.auditTrail);
    db.dataUsage = keep(db.dataUsage);
    db.apps.forEach((app) => (app._installedIn = app._installedIn.filter((id) => id !== 'c-acme')));
  },
  /** Every call answers after 1.5 s. */
  slow: (): void => setLatency(1500),
  /** Every call (discovery included) answers 503 until reset. */
  'api-down': (): void => failRel('*', 503),
  /** Every call is a network error until reset. */
  offline: (): void => setOffline(true),
  /** No device has approvers: the request dialog shows "Unable to request access". */
  'no-approvers': (db: Db): void => db.agents.forEach((a) => (a._approverIds = [])),
  /** Every token has expired: the next call answers 401. */
  'expired-session': (db: Db): void => db.tokens.forEach((t) => (t.expiresOn = new Date(Date.now() - 1000).toISOString())),
  /** Benchmark volumes in Acme: 10 000 users, 5 000 translations, 4 000 pages, 1 000 devices. */
  large: (db: Db): void => addLargeVolumes(db),
} satisfies Record<string, (db: Db) => void>;

export type ScenarioName = keyof typeof SCENARIOS;

export const isScenarioName = (name: string): name is ScenarioName => Object.prototype.hasOwnProperty.call(SCENARIOS, name);

const FIRST = ['Anna', 'Bjørn', 'Chloé', 'Dmitri', 'Eva', 'Farid', 'Greta', 'Hugo', 'Inés', 'Jan', 'Kübra', 'Lars', 'Maëlle', 'Nils', 'Oğuz', 'Pía'];
const LAST = ['Andersson', 'Bakker', 'Çelik', 'Dubois', 'Eriksen', 'Fernández', 'García', 'Håkansson', 'Ivanović', 'Jørgensen', 'Kowalski', 'Lemaître'];

function addLargeVolumes(db: Db): void {
  const rng = createRng(4242);
  const role = db.roles.find((r) => r._companyId === 'c-acme' && r.name === 'Operator');
  for (let i = 1; i <= 10_000; i += 1) {
    const name = `${rng.pick(FIRST)} ${rng.pick(LAST)} ${i}`;
    const publicId = `u-l${pad(i, 5)}`;
    const emailAddress = `user${i}@large.test`;
    db.users.push({
      publicId, name, emailAddress, language: 'en', support: false, twoFactorAuthentication: false, created: '2026-01-01T00:00:00.000Z',
      lastLogin: null, acceptedTermsOfUsePolicies: [], _password: 'password-demo-1', _otp: null,
    });
    db.memberships.push({
      publicId: `m-l${pad(i, 5)}`, _companyId: 'c-acme', user: { publicId, name, emailAddress }, company: { publicId: 'c-acme', name: 'Acme Industrial' },
      roles: role ? [{ publicId: role.publicId, name: role.name }] : [], created: '2026-01-01T00:00:00.000Z', _permissions: ['USE_ACCESS_REQUESTS'],
    });
  }
  for (let i = 1; i <= 5_000; i += 1) {
    db.translations.push({ publicId: `tr-l${pad(i, 5)}`, _companyId: 'c-acme', key: `bulk.item${i}`, languages: { en: `Item ${i}`, de: `Eintrag ${i}` } });
  }
  for (let i = 1; i <= 4_000; i += 1) {
    db.pages.push({
      publicId: `pg-l${pad(i, 5)}`, _companyId: 'c-acme', title: `Report ${i}`, group: null, custom: { glbMatIcon: 'assessment' }, periodSpec: 'today',
      isDefault: false, draft: null, published: null, agent: null, asset: null, previewAgent: null, previewAsset: null, updated: '2026-01-01T00:00:00.000Z',
    });
  }
  const template = db.agents.find((a) => a._companyId === 'c-acme');
  if (!template) return;
  for (let i = 1; i <= 1_000; i += 1) {
    const publicId = `ag-l${pad(i, 5)}`;
    db.agents.push({
      ...structuredClone(template), publicId, name: `Bulk device ${i}`, serialNumber: `9${pad(i, 9)}`, activeVpnSession: null, rateLimiting: null,
      connectedUsers: [], servers: [{ publicId: `${publicId}-vpn`, name: 'VPN', serviceGroup: 'vpn', requireAccessApproval: false, url: null }],
    });
  }
}
