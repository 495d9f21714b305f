import { demoAccounts } from './demo-accounts';
import { DAY, HOUR, MINUTE, baseAgo, createRng, iso, pad } from './prng';
import type { Agent, AgentServer, Asset, AssetType, Group, GroupType, PlatformServer, Ref, UserMembership } from './types';

const ref = (e: { publicId: string; name: string }): Ref => ({ publicId: e.publicId, name: e.name });

export function seedPlatformServers(): PlatformServer[] {
  return [
    { publicId: 'ps-rsc-ams', name: 'rsc-eu-west-1', type: 'rsc', location: 'Amsterdam', vpnRange: '10.8.0.0/16' },
    { publicId: 'ps-rsc-fra', name: 'rsc-eu-central-1', type: 'rsc', location: 'Frankfurt', vpnRange: '10.9.0.0/16' },
    { publicId: 'ps-rsc-us', name: 'rsc-us-east-1', type: 'rsc', location: 'Virginia', vpnRange: '10.10.0.0/16' },
    { publicId: 'ps-mdr-ams', name: 'mdr-eu-west-1', type: 'mdr', location: 'Amsterdam', vpnRange: null },
    { publicId: 'ps-mdr-fra', name: 'mdr-eu-central-1', type: 'mdr', location: 'Frankfurt', vpnRange: null },
    { publicId: 'ps-mdr-us', name: 'mdr-us-east-1', type: 'mdr', location: 'Virginia', vpnRange: null },
  ];
}

const GROUP_TYPES: [string, string][] = [
  ['Site', '#1e88e5'], ['Production line', '#43a047'], ['Customer', '#fb8c00'],
  ['Service team', '#8e24aa'], ['Région', '#e53935'], ['Maintenance contract', '#00897b'],
];

export function seedGroupTypes(): GroupType[] {
  const acme = GROUP_TYPES.map(([name, color], index) => ({
    publicId: `gt-${pad(index + 1)}`, _companyId: 'c-acme', name, color, order: index * 1000, translationKey: null,
  }));
  const north = GROUP_TYPES.slice(0, 3).map(([name, color], index) => ({
    publicId: `gt-n${pad(index + 1)}`, _companyId: 'c-north', name, color, order: index * 1000, translationKey: null,
  }));
  return [...acme, ...north, { publicId: 'gt-h001', _companyId: 'c-helix', name: 'Plant', color: '#3949ab', order: 0, translationKey: null }];
}

const ACME_GROUPS: [string, number][] = [
  ['Rotterdam plant', 0], ['Eindhoven plant', 0], ['Düsseldorf warehouse', 0], ['Bottling line 1', 1], ['Bottling line 2', 1],
  ['Packaging line', 1], ['Kiln hall', 1], ['Brouwerij De Zon', 2], ['Société Générale des Eaux', 2], ['Nordic Timber AB', 2],
  ['Field service north', 3], ['Field service south', 3], ['Remote support desk', 3], ['Benelux', 4], ['Île-de-France', 4],
  ['Gold contract', 5], ['Silver contract', 5],
];

export function seedGroups(groupTypes: GroupType[], memberships: UserMembership[]): Group[] {
  const rng = createRng(303);
  const make = (companyId: string, name: string, typeId: string, index: number, memberIds: string[]): Group => {
    const type = groupTypes.find((t) => t.publicId === typeId);
    return {
      publicId: `g-${pad(index)}`, _companyId: companyId, name, description: `${name} devices and people`,
      groupType: { publicId: typeId, name: type?.name ?? '' }, parent: null,
      memberCount: memberIds.length, deviceCount: 0, _memberIds: memberIds,
    };
  };
  const acmeUsers = memberships.filter((m) => m._companyId === 'c-acme').map((m) => m.user.publicId);
  const groups = ACME_GROUPS.map(([name, typeIndex], index) =>
    make('c-acme', name, `gt-${pad(typeIndex + 1)}`, index + 1, rng.sample(acmeUsers, rng.int(0, 6))),
  );
  // The demo user belongs to two groups, which is how they see their devices.
  for (const group of [groups[3], groups[10]]) {
    if (group && !group._memberIds.includes(demoAccounts.user.publicId)) group._memberIds.push(demoAccounts.user.publicId);
  }
  const packaging = groups[5];
  const site = groups[0];
  if (packaging && site) packaging.parent = { publicId: site.publicId };
  groups.push(make('c-north', 'Hamburg harbour', 'gt-n001', 18, []), make('c-north', 'Cold storage', 'gt-n002', 19, []));
  groups.push(make('c-helix', 'Werk Süd', 'gt-h001', 20, []));
  groups.forEach((g) => (g.memberCount = g._memberIds.length));
  return groups;
}

export function seedAssetTypes(): AssetType[] {
  const names = ['Pump', 'Compressor', 'Conveyor', 'Packaging machine'];
  return [
    ...names.map((name, index) => ({ publicId: `at-${pad(index + 1)}`, _companyId: 'c-acme', name, order: index * 1000 })),
    { publicId: 'at-n001', _companyId: 'c-north', name: 'Chiller', order: 0 },
    { publicId: 'at-n002', _companyId: 'c-north', name: 'Generator', order: 1000 },
  ];
}

const SITES = ['Rotterdam', 'Eindhoven', 'Düsseldorf', 'Lyon', 'Göteborg', 'Hamburg', 'Kraków', 'Porto'];
const EQUIPMENT = ['PLC', 'HMI panel', 'Pump station', 'Kiln controller', 'Chiller', 'Compressor', 'Filler', 'Palletizer', 'Boiler', 'Robot cell'];
const MODELS = ['IX10', 'IX14', 'IXrouter3', 'SecureEdge 200', 'SecureEdge Pro'];
const HTTP_SERVICES = ['Web HMI', 'Router admin', 'Node-RED', 'Grafana dashboard', 'PLC web server'];

interface AgentSeed {
  agents: Agent[];
  assets: Asset[];
}

/** 60 agents: 40 of Acme, 14 of Northwind, 6 of Helix. The first Acme ones cover every special case. */
export function seedAgents(now: number, groups: Group[], assetTypes: AssetType[], platformServers: PlatformServer[], memberships: UserMembership[]): AgentSeed {
  const rng = createRng(404);
  const rsc = platformServers.filter((s) => s.type === 'rsc');
  const mdr = platformServers.filter((s) => s.type === 'mdr');
  const approversOf = (companyId: string): string[] =>
    memberships.filter((m) => m._companyId === companyId && m._permissions.includes('MANAGE_ACCESS_REQUESTS')).map((m) => m.user.publicId);
  const agents: Agent[] = [];
  const assets: Asset[] = [];
  const companies: [string, number][] = [['c-acme', 40], ['c-north', 14], ['c-helix', 6]];
  let n = 0;
  for (const [companyId, count] of companies) {
    const companyGroups = groups.filter((g) => g._companyId === companyId);
    const companyAssetTypes = assetTypes.filter((t) => t._companyId === companyId);
    for (let i = 0; i < count; i += 1) {
      n += 1;
      const name = `${EQUIPMENT[(n * 7) % EQUIPMENT.length] ?? 'PLC'} ${SITES[n % SITES.length] ?? ''} ${pad(n, 2)}`;
      const publicId = `ag-${pad(n)}`;
      const servers: AgentServer[] = [
        { publicId: `${publicId}-vpn`, name: 'VPN', serviceGroup: 'vpn', requireAccessApproval: rng.chance(0.25), url: null },
        ...rng.sample(HTTP_SERVICES, rng.int(0, 3)).map((service, index): AgentServer => ({
          publicId: `${publicId}-http${index + 1}`, name: service, serviceGroup: 'http',
          requireAccessApproval: rng.chance(0.3), url: `http://192.168.1.${10 + index}/`,
        })),
      ];
      const online = rng.chance(0.7);
      const memberships = companyGroups.length > 0 ? rng.sample(companyGroups, rng.int(1, 2)).map(ref) : [];
      const agent: Agent = {
        publicId, _companyId: companyId, name, serialNumber: `1${pad(n * 7919, 9)}`, model: rng.pick(MODELS),
        firmwareVersion: rng.pick(['3.4.1', '3.5.0', '3.6.2', '4.0.0-rc1']), online,
        lastSeen: online ? iso(now - rng.int(1, 300) * 1000) : baseAgo(rng.int(1, 90)),
        controlledBy: null, servers, vpnLocked: false, webAccessLocked: false, vpnRequireAccessApproval: rng.chance(0.2),
        assets: [], memberships,
        config: { mdrServer: ref(rng.pick(mdr)), loggingMdrServer: rng.chance(0.5) ? ref(rng.pick(mdr)) : null, timeZone: 'Europe/Amsterdam' },
        activeVpnSession: online && rng.chance(0.6) ? { rscServer: ref(rng.pick(rsc)), vpnAddress: `10.8.${rng.int(0, 40)}.${rng.int(2, 250)}` } : null,
        connectedUsers: [], useStunnel: rng.chance(0.3), rateLimiting: null,
        _approverIds: approversOf(companyId), _devicePermissions: {},
      };
      if (companyAssetTypes.length > 0 && rng.chance(0.5)) {
        const type = rng.pick(companyAssetTypes);
        const asset: Asset = {
          publicId: `as-${pad(assets.length + 1)}`, _companyId: companyId, name: `${type.name} ${name.split(' ').slice(-2).join(' ')}`,
          serialNumber: `AS-${pad(n * 31, 6)}`, assetType: ref(type), agent: ref(agent), created: baseAgo(rng.int(10, 500)),
        };
        assets.push(asset);
        agent.assets.push(ref(asset));
      }
      agents.push(agent);
    }
  }
  applySpecialCases(agents, groups, now);
  for (const group of groups) group.deviceCount = agents.filter((a) => a.memberships.some((m) => m.publicId === group.publicId)).length;
  // A few assets without an agent.
  for (let i = 0; i < 6; i += 1) {
    const type = assetTypes[i % 4];
    if (type) assets.push({ publicId: `as-${pad(assets.length + 1)}`, _companyId: type._companyId, name: `Spare ${type.name.toLowerCase()} ${i + 1}`, serialNumber: `SP-${pad(i + 1, 4)}`, assetType: ref(type), agent: null, created: baseAgo(30 + i) });
  }
  return { agents, assets };
}

/** Acme's first agents, all in the demo user's groups, each showing one rule of the spec. */
function applySpecialCases(agents: Agent[], groups: Group[], now: number): void {
  const userGroups = groups.filter((g) => g._memberIds.includes(demoAccounts.user.publicId)).map(ref);
  const rsc: Ref = { publicId: 'ps-rsc-ams', name: 'rsc-eu-west-1' };
  const tweak = (index: number, name: string, change: (a: Agent) => void): void => {
    const agent = agents[index];
    if (!agent) return;
    agent.name = name;
    agent.online = true;
    agent.lastSeen = iso(now - 30_000);
    const firstGroup = userGroups[index % userGroups.length];
    if (firstGroup && !agent.memberships.some((m) => m.publicId === firstGroup.publicId)) agent.memberships.push(firstGroup);
    change(agent);
  };
  const session = (a: Agent, address: string): void => { a.activeVpnSession = { rscServer: rsc, vpnAddress: address }; };
  tweak(0, 'Bottling PLC Rotterdam 01', (a) => { session(a, '10.8.0.11'); a.connectedUsers = [{ publicId: 'u-001', name: 'Zoë Müller' }]; });
  tweak(1, 'Kiln controller Eindhoven 02', (a) => { session(a, '10.8.0.12'); a.vpnLocked = true; });
  tweak(2, 'Pump station Düsseldorf 03', (a) => { session(a, '10.8.0.13'); a.vpnRequireAccessApproval = true; a.servers.forEach((s) => (s.requireAccessApproval = true)); });
  tweak(3, 'Chiller Hamburg 04 (Northwind)', (a) => {
    session(a, '10.8.0.14');
    a.controlledBy = { publicId: 'c-north', name: 'Northwind Controls' };
    a.webAccessLocked = true;
    a.vpnLocked = true;
    a._approverIds = [...a._approverIds, 'u-021'];
  });
  tweak(4, 'Compressor Lyon 05', (a) => { a.activeVpnSession = null; a.rateLimiting = { configOpenvpnLimit: 'soft', configOpenvpnCounter: 4, configOpenvpnLastHit: iso(now - 2 * MINUTE) }; });
  tweak(5, 'Filler Göteborg 06', (a) => { a.activeVpnSession = null; a.rateLimiting = { configOpenvpnLimit: 'soft', configOpenvpnCounter: 14, configOpenvpnLastHit: iso(now - 12 * MINUTE) }; });
  tweak(6, 'Boiler Kraków 07', (a) => { a.activeVpnSession = null; a.rateLimiting = { configOpenvpnLimit: 'hard', configOpenvpnCounter: 25, configOpenvpnLastHit: iso(now - 3 * HOUR) }; });
  tweak(7, 'Robot cell Porto 08', (a) => { session(a, '10.8.0.18'); a._devicePermissions[demoAccounts.user.publicId] = ['MANAGE_ACCESS_REQUESTS']; a.vpnLocked = true; });
  tweak(8, 'Palletizer Rotterdam 09', (a) => { session(a, '10.8.0.19'); a.vpnRequireAccessApproval = true; a._approverIds = []; });
  tweak(9, 'HMI panel Eindhoven 10', (a) => {
    session(a, '10.8.0.20');
    a.useStunnel = true;
    a.connectedUsers = [{ publicId: 'u-002', name: 'José Álvarez' }, { publicId: 'u-003', name: 'Łukasz Wróbel' }];
  });
  tweak(10, 'Offline PLC Lyon 11', (a) => { a.online = false; a.activeVpnSession = null; a.lastSeen = iso(now - 5 * DAY); });
}
