import { createRng, HOUR, iso, pad, type Rng } from './prng';
import type { Agent, Asset, AuditLog, User, UserMembership } from './types';

type Action = AuditLog['action'];
type Actor = AuditLog['actor'];

/** Entries per company: a few thousand for Acme (server paging, filters with many hits), a handful for the others. */
const COUNTS: Record<string, number> = { 'c-acme': 2600, 'c-north': 40 };
/** Acme's entries cover about half a year back from now, so "today" and "last 7 days" have data. */
const SPAN_HOURS = 180 * 24;

const CITIES = [
  { city: 'Rotterdam', country: 'NL', latitude: '51.9225', longitude: '4.47917' },
  { city: 'Düsseldorf', country: 'DE', latitude: '51.2217', longitude: '6.77616' },
  { city: 'Kraków', country: 'PL', latitude: '50.0614', longitude: '19.9366' },
];
const APPLICATIONS = ['Portal', 'Portal', 'Portal', 'Mobile app', 'API client'];
const SYSTEM_ACTORS: Actor[] = [
  {
    type: 'webshopintegration',
    resource: { publicId: 'ws-000000000000000000001', name: 'Webshop', type: 'ApiApplication' },
  },
  {
    type: 'scim-provisioning',
    resource: { publicId: 'sc-000000000000000000001', name: 'Entra ID provisioning', type: 'ScimProvisioning' },
  },
];

interface Context {
  rng: Rng;
  i: number;
  user: User;
  agent: Agent;
  asset: Asset;
}

/** A target (the resource type changed) with a before and after, as the platform logs them; nested values on purpose. */
type Change = (c: Context) => {
  target: string;
  topic: Partial<AuditLog['topic']>;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

const CHANGES: Change[] = [
  ({ agent, i }) => ({
    target: 'Agent',
    topic: { agent: agent.publicId },
    before: {
      name: agent.name,
      description: null,
      location: { name: 'Hall 1', latitude: '51.92' },
      vpnProtocol: 'udp',
    },
    after: {
      name: agent.name,
      description: `Line ${i % 9}`,
      location: { name: 'Hall 2', latitude: '51.92' },
      vpnProtocol: i % 3 ? 'udp' : 'tcp',
    },
  }),
  ({ agent, i }) => ({
    target: 'AgentServer',
    topic: { agent: agent.publicId },
    before: { name: 'HMI', port: 80, type: 'http', custom: { tags: ['hmi'] } },
    after: { name: 'HMI', port: 8080 + (i % 5), type: 'http', custom: { tags: ['hmi', 'line'] } },
  }),
  ({ agent }) => ({
    target: 'RouterLan',
    topic: { agent: agent.publicId },
    before: { config: { routerLan: { ipAddress: '192.168.140.1', dhcpServerEnabled: false } } },
    after: { config: { routerLan: { ipAddress: '192.168.141.1', dhcpServerEnabled: true } } },
  }),
  ({ asset, agent }) => ({
    target: 'Asset',
    topic: { asset: asset.publicId, agent: agent.publicId },
    before: { name: asset.name, type: { name: 'Machine' } },
    after: { name: `${asset.name} (B)`, type: { name: 'Machine' } },
  }),
  ({ user, i }) => ({
    target: 'User',
    topic: { user: user.publicId },
    before: { name: user.name, language: 'en' },
    after: { name: user.name, language: i % 2 ? 'de' : 'nl' },
  }),
  ({ user }) => ({
    target: 'UserMembership',
    topic: { user: user.publicId },
    before: { group: { publicId: 'g-acme', name: 'Acme' }, role: { name: 'Viewer' }, expiresOn: null },
    after: {
      group: { publicId: 'g-acme', name: 'Acme' },
      role: { name: 'Engineer' },
      expiresOn: '2027-01-01T00:00:00Z',
    },
  }),
  ({ i }) => ({
    target: 'Group',
    topic: {},
    before: { name: `Line ${i % 12}`, color: '#2e7d32' },
    after: { name: `Line ${i % 12} north`, color: '#1565c0' },
  }),
  ({ i }) => ({
    target: 'Role',
    topic: {},
    before: { name: 'Engineer', permissions: ['USE_DATA_USAGE'] },
    after: { name: 'Engineer', permissions: ['USE_DATA_USAGE', i % 2 ? 'MANAGE_APPS' : 'USE_AUDIT_LOGS'] },
  }),
  ({ i }) => ({
    target: 'Translation',
    topic: {},
    before: { key: 'ALARM_HIGH', languages: { en: 'High', de: 'Hoch' } },
    after: { key: 'ALARM_HIGH', languages: { en: `High ${i % 4}`, de: 'Hoch' } },
  }),
  // Admin-authored text arrives as it was typed: the page must show it as text.
  () => ({
    target: 'GroupType',
    topic: {},
    before: { name: 'Plants' },
    after: { name: '<img src=x onerror=alert(1)>Plants' },
  }),
  ({ agent }) => ({
    target: 'AgentLicence',
    topic: { agent: agent.publicId },
    before: { trial: true, expiresOn: null },
    after: { trial: false, expiresOn: '2027-06-30T00:00:00Z' },
  }),
  () => ({
    target: 'MqttBroker',
    topic: {},
    before: { name: 'Plant broker', port: 1883 },
    after: { name: 'Plant broker', port: 8883 },
  }),
];

const ACTIONS: Action[] = ['UPDATE', 'UPDATE', 'UPDATE', 'CREATE', 'CREATE', 'DELETE', 'TRIGGER'];

function actorOf(rng: Rng, user: User, support: User | undefined, agent: Agent): Actor {
  const roll = rng.next();
  if (roll < 0.06 && support)
    return { type: 'support', resource: { publicId: support.publicId, name: support.name, type: 'User' } };
  if (roll < 0.14) return { type: 'agent', resource: { publicId: agent.publicId, name: agent.name, type: 'Agent' } };
  if (roll < 0.2) return rng.pick(SYSTEM_ACTORS);
  return { type: 'client', resource: { publicId: user.publicId, name: user.name, type: 'User' } };
}

/**
 * The audit trail: every action, every kind of actor, targets of many resource types, topics naming users,
 * devices and assets, a geo location on some requests; newest `now`, going back about half a year.
 */
export function seedAuditLogs(
  now: number,
  users: User[],
  memberships: UserMembership[],
  agents: Agent[],
  assets: Asset[],
): AuditLog[] {
  const rng = createRng(707);
  const logs: AuditLog[] = [];
  const byId = new Map(users.map((u) => [u.publicId, u]));
  for (const [companyId, count] of Object.entries(COUNTS)) {
    const members = [
      ...new Set(memberships.filter((m) => m._companyId === companyId && m.user).map((m) => m.user?.publicId ?? '')),
    ].flatMap((id) => byId.get(id) ?? []);
    const support = members.find((u) => u.support);
    const people = members.filter((u) => !u.support);
    const companyAgents = agents.filter((a) => a._companyId === companyId);
    const companyAssets = assets.filter((a) => a._companyId === companyId);
    if (people.length === 0 || companyAgents.length === 0 || companyAssets.length === 0) continue;
    const step = (SPAN_HOURS * HOUR) / count;
    for (let i = 0; i < count; i += 1) {
      const context: Context = {
        rng,
        i,
        user: rng.pick(people),
        agent: rng.pick(companyAgents),
        asset: rng.pick(companyAssets),
      };
      const action = rng.pick(ACTIONS);
      const change = rng.pick(CHANGES)(context);
      const actor = actorOf(rng, rng.pick(people), support, context.agent);
      logs.push({
        publicId: `ev-${pad(logs.length + 1, 21)}`,
        _companyId: companyId,
        action,
        time: iso(now - Math.round(i * step + rng.next() * step * 0.8)),
        target: change.target,
        topic: { user: null, agent: null, asset: null, ...change.topic, company: companyId },
        request: {
          ipAddress: actor.type === 'agent' ? `198.51.100.${rng.int(1, 254)}` : `192.0.2.${rng.int(1, 254)}`,
          fromName: null,
          geoLocation: rng.chance(0.4) ? rng.pick(CITIES) : null,
        },
        actor,
        application: actor.type === 'client' || actor.type === 'support' ? { name: rng.pick(APPLICATIONS) } : null,
        before: action === 'CREATE' || action === 'TRIGGER' ? null : change.before,
        after: action === 'DELETE' ? null : change.after,
      });
    }
  }
  return logs;
}
