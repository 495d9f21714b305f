import { permissionsIn } from './access';
import { demoAccounts } from './demo-accounts';
import { HOUR, MINUTE, createRng, iso, pad } from './prng';
import type {
  Agent,
  AgentServer,
  Asset,
  AssetType,
  Group,
  GroupType,
  PlatformServer,
  Ref,
  Role,
  UserMembership,
} from './types';

const ref = (e: { publicId: string; name: string }): Ref => ({ publicId: e.publicId, name: e.name });

const AMSTERDAM = { name: 'Amsterdam', latitude: '52.37', longitude: '4.90' };
const FRANKFURT = { name: 'Frankfurt', latitude: '50.11', longitude: '8.68' };
const VIRGINIA = { name: 'Virginia', latitude: '38.95', longitude: '-77.45' };

export function seedPlatformServers(): PlatformServer[] {
  return [
    { publicId: 'ps-rsc-ams', name: 'rsc-eu-west-1', type: 'rsc', location: AMSTERDAM, vpnRange: '10.8.0.0/16' },
    { publicId: 'ps-rsc-fra', name: 'rsc-eu-central-1', type: 'rsc', location: FRANKFURT, vpnRange: '10.9.0.0/16' },
    { publicId: 'ps-rsc-us', name: 'rsc-us-east-1', type: 'rsc', location: VIRGINIA, vpnRange: '10.10.0.0/16' },
    { publicId: 'ps-mdr-ams', name: 'mdr-eu-west-1', type: 'mdr', location: AMSTERDAM, vpnRange: null },
    { publicId: 'ps-mdr-fra', name: 'mdr-eu-central-1', type: 'mdr', location: FRANKFURT, vpnRange: null },
    { publicId: 'ps-mdr-us', name: 'mdr-us-east-1', type: 'mdr', location: VIRGINIA, vpnRange: null },
  ];
}

const GROUP_TYPES: [string, string][] = [
  ['Site', '#1e88e5'],
  ['Production line', '#43a047'],
  ['Customer', '#fb8c00'],
  ['Service team', '#8e24aa'],
  ['Région', '#e53935'],
  ['Maintenance contract', '#00897b'],
];

const groupType = (publicId: string, companyId: string, name: string, color: string, order: number): GroupType => ({
  publicId,
  _companyId: companyId,
  name,
  color,
  order,
  description: null,
  custom: {},
});

export function seedGroupTypes(): GroupType[] {
  const acme = GROUP_TYPES.map(([name, color], index) =>
    groupType(`gt-${pad(index + 1)}`, 'c-acme', name, color, index * 1000),
  );
  const north = GROUP_TYPES.slice(0, 3).map(([name, color], index) =>
    groupType(`gt-n${pad(index + 1)}`, 'c-north', name, color, index * 1000),
  );
  return [...acme, ...north, groupType('gt-h001', 'c-helix', 'Plant', '#3949ab', 0)];
}

/** A group's `type` as the platform nests it. */
export const typeRef = (type: GroupType): NonNullable<Group['type']> => ({
  publicId: type.publicId,
  name: type.name,
  color: type.color,
  order: type.order,
});

const ACME_GROUPS: [string, number][] = [
  ['Rotterdam plant', 0],
  ['Eindhoven plant', 0],
  ['Düsseldorf warehouse', 0],
  ['Bottling line 1', 1],
  ['Bottling line 2', 1],
  ['Packaging line', 1],
  ['Kiln hall', 1],
  ['Brouwerij De Zon', 2],
  ['Société Générale des Eaux', 2],
  ['Nordic Timber AB', 2],
  ['Field service north', 3],
  ['Field service south', 3],
  ['Remote support desk', 3],
  ['Benelux', 4],
  ['Île-de-France', 4],
  ['Gold contract', 5],
  ['Silver contract', 5],
];

/**
 * The groups of each type, and who belongs to them: people get a membership (with the Operator role) of the groups
 * they are in; that is how a person without device rights sees the devices of their groups.
 */
export function seedGroups(
  groupTypes: GroupType[],
  memberships: UserMembership[],
  roles: Role[],
): { groups: Group[]; groupMemberships: UserMembership[] } {
  const rng = createRng(303);
  const groupMemberships: UserMembership[] = [];
  const make = (companyId: string, name: string, typeId: string, index: number, memberIds: string[]): Group => {
    const type = groupTypes.find((t) => t.publicId === typeId);
    const group: Group = {
      publicId: `g-${pad(index)}`,
      _companyId: companyId,
      name,
      type: type ? typeRef(type) : null,
      parent: null,
      isCompanyGroup: false,
      agent: null,
      asset: null,
      custom: {},
    };
    memberIds.forEach((userId) => addMember(group, userId));
    return group;
  };
  const addMember = (group: Group, userId: string): void => {
    if (groupMemberships.some((m) => m.group.publicId === group.publicId && m.user?.publicId === userId)) return;
    const role = roles.find((r) => r._companyId === group._companyId && r.name === 'Operator');
    groupMemberships.push({
      publicId: `m-g${pad(groupMemberships.length + 1)}`,
      _companyId: group._companyId,
      user: { publicId: userId },
      invite: null,
      group: { publicId: group.publicId },
      role: role ? { publicId: role.publicId } : null,
      expiresOn: null,
    });
  };
  const acmeUsers = memberships
    .filter((m) => m._companyId === 'c-acme')
    .flatMap((m) => (m.user ? [m.user.publicId] : []));
  const groups = ACME_GROUPS.map(([name, typeIndex], index) =>
    make('c-acme', name, `gt-${pad(typeIndex + 1)}`, index + 1, rng.sample(acmeUsers, rng.int(0, 6))),
  );
  // The demo user belongs to two groups, which is how they see their devices.
  for (const group of [groups[3], groups[10]]) if (group) addMember(group, demoAccounts.user.publicId);
  const packaging = groups[5];
  const site = groups[0];
  if (packaging && site) packaging.parent = { publicId: site.publicId, name: site.name };
  groups.push(
    make('c-north', 'Hamburg harbour', 'gt-n001', 18, []),
    make('c-north', 'Cold storage', 'gt-n002', 19, []),
  );
  groups.push(make('c-helix', 'Werk Süd', 'gt-h001', 20, []));
  return { groups, groupMemberships };
}

export function seedAssetTypes(): AssetType[] {
  const names = ['Pump', 'Compressor', 'Conveyor', 'Packaging machine'];
  return [
    ...names.map((name, index) => ({
      publicId: `at-${pad(index + 1)}`,
      _companyId: 'c-acme',
      name,
      order: index * 1000,
    })),
    { publicId: 'at-n001', _companyId: 'c-north', name: 'Chiller', order: 0 },
    { publicId: 'at-n002', _companyId: 'c-north', name: 'Generator', order: 1000 },
  ];
}

const SITES = ['Rotterdam', 'Eindhoven', 'Düsseldorf', 'Lyon', 'Göteborg', 'Hamburg', 'Kraków', 'Porto'];
const EQUIPMENT = [
  'PLC',
  'HMI panel',
  'Pump station',
  'Kiln controller',
  'Chiller',
  'Compressor',
  'Filler',
  'Palletizer',
  'Boiler',
  'Robot cell',
];
/** A device's `timeZone` by its site (the machine data's shift clock is UTC+1 whatever the zone). */
const TIME_ZONES: Record<string, string> = {
  Rotterdam: 'Europe/Amsterdam',
  Eindhoven: 'Europe/Amsterdam',
  Düsseldorf: 'Europe/Berlin',
  Hamburg: 'Europe/Berlin',
  Lyon: 'Europe/Paris',
  Göteborg: 'Europe/Stockholm',
  Kraków: 'Europe/Warsaw',
  Porto: 'Europe/Lisbon',
};
const HTTP_SERVICES = ['Web HMI', 'Router admin', 'Node-RED', 'Grafana dashboard', 'PLC web server'];

interface AgentSeed {
  agents: Agent[];
  assets: Asset[];
}

/** A device's membership of a group, as Agent.memberships has it. */
export const agentMembership = (agentId: string, groupId: string): Agent['memberships'][number] => ({
  publicId: `am-${agentId}-${groupId}`,
  agent: { publicId: agentId },
  group: { publicId: groupId },
});

type VpnSession = NonNullable<Agent['activeVpnSession']>;
const vpnSession = (rscServer: Ref, vpnAddress: string, startedOn: string): VpnSession => ({
  rscServer,
  vpnAddress,
  startedOn,
  sessionName: `vpn-${vpnAddress.replace(/\./g, '-')}`,
  closed: false,
});

/** 60 agents: 40 of Acme, 14 of Northwind, 6 of Helix. The first Acme ones cover every special case. */
export function seedAgents(
  now: number,
  groups: Group[],
  assetTypes: AssetType[],
  platformServers: PlatformServer[],
  db: Parameters<typeof permissionsIn>[0],
): AgentSeed {
  const rng = createRng(404);
  const rsc = platformServers.filter((s) => s.type === 'rsc');
  const mdr = platformServers.filter((s) => s.type === 'mdr');
  const approversOf = (companyId: string): string[] =>
    [
      ...new Set(db.memberships.filter((m) => m._companyId === companyId && m.user).map((m) => m.user?.publicId ?? '')),
    ].filter((userId) => permissionsIn(db, userId, companyId, now).includes('MANAGE_ACCESS_REQUESTS'));
  const agents: Agent[] = [];
  const assets: Asset[] = [];
  const companies: [string, number][] = [
    ['c-acme', 40],
    ['c-north', 14],
    ['c-helix', 6],
  ];
  let n = 0;
  for (const [companyId, count] of companies) {
    const companyGroups = groups.filter((g) => g._companyId === companyId && !g.isCompanyGroup);
    const companyAssetTypes = assetTypes.filter((t) => t._companyId === companyId);
    for (let i = 0; i < count; i += 1) {
      n += 1;
      const name = `${EQUIPMENT[(n * 7) % EQUIPMENT.length] ?? 'PLC'} ${SITES[n % SITES.length] ?? ''} ${pad(n, 2)}`;
      const publicId = `ag-${pad(n)}`;
      const servers: AgentServer[] = [
        {
          publicId: `${publicId}-vpn`,
          name: 'VPN',
          serviceGroup: 'vpn',
          requireAccessApproval: rng.chance(0.25),
          type: 'http',
          port: 443,
        },
        ...rng.sample(HTTP_SERVICES, rng.int(0, 3)).map((service, index): AgentServer => ({
          publicId: `${publicId}-http${index + 1}`,
          name: service,
          serviceGroup: 'http',
          requireAccessApproval: rng.chance(0.3),
          type: 'http',
          port: 80 + index,
        })),
      ];
      const reachable = rng.chance(0.7);
      const memberships =
        companyGroups.length > 0
          ? rng.sample(companyGroups, rng.int(1, 2)).map((g) => agentMembership(publicId, g.publicId))
          : [];
      const agent: Agent = {
        publicId,
        _companyId: companyId,
        name,
        serialNumber: `1${pad(n * 7919, 9)}`,
        deviceId: `dev-${pad(n * 31, 6)}`,
        description: null,
        timeZone: TIME_ZONES[SITES[n % SITES.length] ?? ''] ?? 'Europe/Amsterdam',
        controlledBy: null,
        servers,
        vpnLocked: false,
        webAccessLocked: false,
        vpnRequireAccessApproval: rng.chance(0.2),
        assets: [],
        memberships,
        mdrServer: ref(rng.pick(mdr)),
        loggingMdrServer: rng.chance(0.5) ? ref(rng.pick(mdr)) : null,
        activeVpnSession:
          reachable && rng.chance(0.6)
            ? vpnSession(
                ref(rng.pick(rsc)),
                `10.8.${rng.int(0, 40)}.${rng.int(2, 250)}`,
                iso(now - rng.int(1, 300) * MINUTE),
              )
            : null,
        connectedUsers: [],
        useStunnel: rng.chance(0.3),
        rateLimiting: null,
        ...overviewOf(n),
        _approverIds: approversOf(companyId),
        _devicePermissions: {},
      };
      if (companyAssetTypes.length > 0 && rng.chance(0.5)) {
        const type = rng.pick(companyAssetTypes);
        const firstGroup = memberships[0]?.group.publicId;
        const asset: Asset = {
          publicId: `as-${pad(assets.length + 1)}`,
          _companyId: companyId,
          name: `${type.name} ${name.split(' ').slice(-2).join(' ')}`,
          resourceVariant: { publicId: type.publicId, name: type.name, order: type.order },
          agent: { publicId: agent.publicId },
          memberships: firstGroup
            ? [{ publicId: `asm-${pad(assets.length + 1)}`, group: { publicId: firstGroup } }]
            : [],
          // Custom field values (seed-content's properties of assets), from the asset's number: no random draw.
          custom: {
            WarrantyMonths: (assets.length * 7) % 61,
            CriticalAsset: assets.length % 3 === 0,
            ...(assets.length % 2 === 0 && { Manual: `https://docs.example.test/manuals/${type.publicId}` }),
          },
        };
        assets.push(asset);
        agent.assets.push(ref(asset));
      }
      agents.push(agent);
    }
  }
  applySpecialCases(agents, groups, db, now);
  // A few assets without an agent.
  for (let i = 0; i < 6; i += 1) {
    const type = assetTypes[i % 4];
    if (type)
      assets.push({
        publicId: `as-${pad(assets.length + 1)}`,
        _companyId: type._companyId,
        name: `Spare ${type.name.toLowerCase()} ${i + 1}`,
        resourceVariant: { publicId: type.publicId, name: type.name, order: type.order },
        agent: null,
        memberships: [],
      });
  }
  return { agents, assets };
}

/** The device types (AgentTypeList; the platform's catalogue, the same for every company). */
export const MODELS = [
  { publicId: 'at-ixr2', name: 'IXrouter2' },
  { publicId: 'at-ixr3', name: 'IXrouter3 4G' },
  { publicId: 'at-ixr3-wifi', name: 'IXrouter3 WiFi' },
  { publicId: 'at-soft', name: 'IXagent (software)' },
];
const CITY_COUNTRY: Record<string, [string, string, string]> = {
  Rotterdam: ['NL', '51.9225', '4.47917'],
  Eindhoven: ['NL', '51.44083', '5.47778'],
  Düsseldorf: ['DE', '51.22172', '6.77616'],
  Lyon: ['FR', '45.74846', '4.84671'],
  Göteborg: ['SE', '57.70716', '11.96679'],
  Hamburg: ['DE', '53.55073', '9.99302'],
  Kraków: ['PL', '50.06143', '19.93658'],
  Porto: ['PT', '41.14961', '-8.61099'],
};

/** What a device says about itself and where it is, derived from its number (no random draw: the rest of the seed stays as it was). */
function overviewOf(
  n: number,
): Pick<
  Agent,
  'type' | 'macAddress' | 'lastSeenAgentUserAgent' | 'location' | 'geoLocation' | 'custom' | 'vpnProtocol'
> {
  const site = SITES[n % SITES.length] ?? 'Rotterdam';
  const [country, latitude, longitude] = CITY_COUNTRY[site] ?? ['NL', '52', '5'];
  const model = MODELS[n % MODELS.length] ?? null;
  const hex = (value: number) => (value % 256).toString(16).padStart(2, '0');
  return {
    type: model,
    macAddress: model?.publicId === 'at-soft' ? null : `00:1a:4b:${hex(n * 13)}:${hex(n * 7)}:${hex(n)}`,
    lastSeenAgentUserAgent: {
      firmwareVersion: `3.${n % 4}.${(n * 3) % 10}`,
      hardware: model?.name ?? null,
      hardwareVersion: model?.publicId === 'at-soft' ? null : `rev ${1 + (n % 3)}`,
    },
    // Every third device has a place set by hand; the others are placed by their address.
    location: n % 3 === 0 ? { name: `${site} plant, hall ${1 + (n % 4)}`, latitude, longitude } : null,
    geoLocation: { city: site, country, latitude, longitude },
    // Custom field values (seed-content's custom properties): most devices have a cost centre, every other one an installation date.
    custom: {
      ...(n % 4 !== 3 && { CostCentre: `NL${4700 + n}` }),
      ...(n % 2 === 0 && { InstallationDate: new Date(Date.UTC(2023, n % 12, 1 + (n % 28), 9)).toISOString() }),
      ProductionBatch: `PB-${String(100000 + n * 37)}`,
    },
    vpnProtocol: n % 5 === 0 ? 'tcp' : 'udp',
  };
}

/** Acme's first agents, all in the demo user's groups, each showing one rule of docs/RULES.md. */
function applySpecialCases(
  agents: Agent[],
  groups: Group[],
  db: Pick<Parameters<typeof permissionsIn>[0], 'memberships'>,
  now: number,
): void {
  const userGroupIds = new Set(
    db.memberships.filter((m) => m.user?.publicId === demoAccounts.user.publicId).map((m) => m.group.publicId),
  );
  const userGroups = groups.filter((g) => !g.isCompanyGroup && userGroupIds.has(g.publicId));
  const rsc: Ref = { publicId: 'ps-rsc-ams', name: 'rsc-eu-west-1' };
  const tweak = (index: number, name: string, change: (a: Agent) => void): void => {
    const agent = agents[index];
    if (!agent) return;
    agent.name = name;
    const firstGroup = userGroups[index % userGroups.length];
    if (firstGroup && !agent.memberships.some((m) => m.group.publicId === firstGroup.publicId))
      agent.memberships.push(agentMembership(agent.publicId, firstGroup.publicId));
    change(agent);
  };
  const session = (a: Agent, address: string): void => {
    a.activeVpnSession = vpnSession(rsc, address, iso(now - 30 * MINUTE));
  };
  /** No VPN session: the device hit its OpenVPN rate limit `counter` times, the last `agoMs` ago. */
  const rateLimited = (a: Agent, limit: 'soft' | 'hard', counter: number, agoMs: number): void => {
    a.activeVpnSession = null;
    a.rateLimiting = {
      configOpenvpnLimit: limit,
      configOpenvpnCounter: counter,
      configOpenvpnLastHit: iso(now - agoMs),
    };
  };
  tweak(0, 'Bottling PLC Rotterdam 01', (a) => {
    session(a, '10.8.0.11');
    a.connectedUsers = [{ publicId: 'u-001', name: 'Zoë Müller' }];
    // The plain device: connect at once, no approval step.
    a.vpnRequireAccessApproval = false;
    a.servers.forEach((s) => (s.requireAccessApproval = false));
  });
  tweak(1, 'Kiln controller Eindhoven 02', (a) => {
    session(a, '10.8.0.12');
    a.vpnLocked = true;
  });
  tweak(2, 'Pump station Düsseldorf 03', (a) => {
    session(a, '10.8.0.13');
    a.vpnRequireAccessApproval = true;
    a.servers.forEach((s) => (s.requireAccessApproval = true));
  });
  tweak(3, 'Chiller Hamburg 04 (Northwind)', (a) => {
    session(a, '10.8.0.14');
    a.controlledBy = { publicId: 'c-north', name: 'Northwind Controls' };
    a.webAccessLocked = true;
    a.vpnLocked = true;
    a._approverIds = [...a._approverIds, 'u-021'];
  });
  tweak(4, 'Compressor Lyon 05', (a) => rateLimited(a, 'soft', 4, 2 * MINUTE));
  tweak(5, 'Filler Göteborg 06', (a) => rateLimited(a, 'soft', 14, 12 * MINUTE));
  tweak(6, 'Boiler Kraków 07', (a) => rateLimited(a, 'hard', 25, 3 * HOUR));
  tweak(7, 'Robot cell Porto 08', (a) => {
    session(a, '10.8.0.18');
    a._devicePermissions[demoAccounts.user.publicId] = ['MANAGE_ACCESS_REQUESTS'];
    a.vpnLocked = true;
  });
  tweak(8, 'Palletizer Rotterdam 09', (a) => {
    session(a, '10.8.0.19');
    a.vpnRequireAccessApproval = true;
    a._approverIds = [];
  });
  tweak(9, 'HMI panel Eindhoven 10', (a) => {
    session(a, '10.8.0.20');
    a.useStunnel = true;
    a.connectedUsers = [
      { publicId: 'u-002', name: 'José Álvarez' },
      { publicId: 'u-003', name: 'Łukasz Wróbel' },
    ];
  });
  tweak(10, 'Offline PLC Lyon 11', (a) => {
    a.activeVpnSession = null;
  });
}
