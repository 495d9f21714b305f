import { demoAccounts } from './demo-accounts';
import { DAY, HOUR, MINUTE, SEED_BASE_DATE, baseAgo, createRng, iso, pad } from './prng';
import type {
  AccessRequest, AccessRequestStatus, Agent, AuditTrailEntry, DataUsage, Message, MyUserInvite, Ref, TrustedDevice, User, UserMembership,
} from './types';

const ref = (e: { publicId: string; name: string }): Ref => ({ publicId: e.publicId, name: e.name });
const REASONS = ['Firmware update', 'Investigate alarm 4711', 'Recipe change', 'Quarterly maintenance', 'Customer support call', 'Sensor calibration', 'Überprüfung der Steuerung'];

/** Requests in every status; the demo user's ones are relative to now so that "current" stays current. */
export function seedAccessRequests(now: number, agents: Agent[], users: User[]): AccessRequest[] {
  const rng = createRng(505);
  const requests: AccessRequest[] = [];
  const nowMinute = Math.floor(now / MINUTE) * MINUTE;
  const byId = new Map(users.map((u) => [u.publicId, u]));
  const add = (agent: Agent | undefined, userId: string, status: AccessRequestStatus, start: number, end: number, vpn = true): void => {
    const user = byId.get(userId);
    if (!agent || !user) return;
    const approverId = agent._approverIds[0];
    const approver = approverId ? byId.get(approverId) : undefined;
    const servers = vpn ? agent.servers.filter((s) => s.serviceGroup === 'vpn') : agent.servers.filter((s) => s.serviceGroup === 'http');
    requests.push({
      publicId: `ar-${pad(requests.length + 1)}`, _companyId: agent._companyId, user: ref(user),
      approver: status === 'pending' || !approver ? null : ref(approver), status, start: iso(start), end: iso(end),
      reason: rng.pick(REASONS), vpn, servers: (servers.length > 0 ? servers : agent.servers.slice(0, 1)).map(ref),
      allowedApprovers: agent._approverIds.map((publicId) => ({ publicId })), agent: ref(agent), asset: null,
      created: iso(Math.min(start, now) - HOUR),
    });
  };
  const u = demoAccounts.user.publicId;
  add(agents[1], u, 'approved', nowMinute - 30 * MINUTE, nowMinute + 2 * HOUR);
  add(agents[2], u, 'approved', nowMinute - HOUR, nowMinute + 8 * MINUTE);
  add(agents[3], u, 'pending', nowMinute + HOUR, nowMinute + 3 * HOUR);
  add(agents[3], u, 'rejected', nowMinute - 2 * DAY, nowMinute - 2 * DAY + 2 * HOUR, false);
  add(agents[2], u, 'revoked', nowMinute - DAY, nowMinute - DAY + 4 * HOUR);
  add(agents[1], u, 'approved', nowMinute - 3 * DAY, nowMinute - 3 * DAY + HOUR);
  add(agents[2], u, 'approved', nowMinute + DAY, nowMinute + DAY + 2 * HOUR, false);
  const acmeAgents = agents.filter((a) => a._companyId === 'c-acme');
  const requesters = ['u-002', 'u-004', 'u-006', 'u-009', 'u-011', 'u-015', demoAccounts.secure.publicId];
  const statuses: AccessRequestStatus[] = ['pending', 'approved', 'rejected', 'revoked'];
  for (let i = 0; i < 40; i += 1) {
    const start = SEED_BASE_DATE - rng.int(-5, 40) * DAY + rng.int(0, 23) * HOUR;
    add(rng.pick(acmeAgents), rng.pick(requesters), statuses[i % 4] ?? 'pending', start, start + rng.int(1, 8) * HOUR, rng.chance(0.6));
  }
  const northAgents = agents.filter((a) => a._companyId === 'c-north');
  for (let i = 0; i < 8; i += 1) {
    const start = SEED_BASE_DATE - rng.int(0, 20) * DAY;
    add(rng.pick(northAgents), rng.pick(['u-021', 'u-022', 'u-023']), statuses[i % 4] ?? 'pending', start, start + 2 * HOUR);
  }
  add(northAgents[0], 'u-021', 'approved', nowMinute - HOUR, nowMinute + 4 * HOUR);
  return requests;
}

const SUBJECTS: [string, string, Message['severity']][] = [
  ['Scheduled maintenance', 'The platform will be updated on Sunday between 02:00 and 04:00 UTC.', 'info'],
  ['Access request approved', 'Your request for remote access was approved.', 'info'],
  ['Licence expires soon', 'A licence bundle of your company expires in 30 days.', 'warning'],
  ['Device offline', 'A device has been offline for more than 24 hours.', 'critical'],
  ['New VPN client available', 'Version 1.9.2 of the VPN client is available for download.', 'info'],
  ['Terms of use updated', 'The terms of use were updated. Please review them.', 'warning'],
  ['Nouvelle fonctionnalité', 'Les tableaux de bord peuvent maintenant être partagés.', 'info'],
  ['Alarm threshold reached', 'Pump pressure exceeded 8 bar on Pump station Düsseldorf 03.', 'critical'],
];

export function seedMessages(users: User[]): Message[] {
  const rng = createRng(606);
  const messages: Message[] = [];
  for (const user of users) {
    const count = user.publicId === demoAccounts.admin.publicId ? 14 : user.publicId === demoAccounts.user.publicId ? 7 : rng.int(0, 3);
    for (let i = 0; i < count; i += 1) {
      const [subject, body, severity] = SUBJECTS[(i + messages.length) % SUBJECTS.length] ?? SUBJECTS[0] ?? ['', '', 'info'];
      messages.push({
        publicId: `msg-${pad(messages.length + 1, 4)}`, subject, body, severity, read: i >= 3 && rng.chance(0.7),
        created: baseAgo(i * 2, rng.int(0, 20)), company: { publicId: 'c-acme', name: 'Acme Industrial' }, _userId: user.publicId,
      });
    }
  }
  return messages;
}

export function seedAuditTrail(memberships: UserMembership[], agents: Agent[]): AuditTrailEntry[] {
  const rng = createRng(707);
  const entries: AuditTrailEntry[] = [];
  const types: [AuditTrailEntry['action'], string][] = [['create', 'Group'], ['update', 'Agent'], ['delete', 'GroupType'], ['login', 'User'], ['connect', 'Agent'], ['update', 'Role']];
  for (const companyId of ['c-acme', 'c-north']) {
    const members = memberships.filter((m) => m._companyId === companyId);
    const companyAgents = agents.filter((a) => a._companyId === companyId);
    const count = companyId === 'c-acme' ? 120 : 30;
    for (let i = 0; i < count; i += 1) {
      const member = rng.pick(members);
      const [action, entityType] = rng.pick(types);
      const agent = rng.pick(companyAgents);
      entries.push({
        publicId: `ev-${pad(entries.length + 1, 4)}`, _companyId: companyId, created: baseAgo(i * 0.5, rng.int(0, 11)),
        user: { publicId: member.user.publicId, name: member.user.name }, action, entityType,
        entity: entityType === 'Agent' ? ref(agent) : { publicId: `x-${pad(i)}`, name: `${entityType} ${i + 1}` },
        ipAddress: `192.0.2.${rng.int(1, 254)}`,
      });
    }
  }
  return entries;
}

export function seedDataUsage(agents: Agent[]): DataUsage[] {
  const rng = createRng(808);
  const months = ['2026-09', '2026-10', '2026-11'];
  return agents.flatMap((agent) =>
    months.map((month) => ({
      publicId: `du-${agent.publicId}-${month}`, _companyId: agent._companyId, agent: ref(agent), month,
      rxBytes: rng.int(1, 900) * 1_048_576, txBytes: rng.int(1, 300) * 1_048_576,
    })),
  );
}

export function seedTrustedDevices(users: User[]): TrustedDevice[] {
  const browsers = ['Chrome 142 on Windows', 'Firefox 144 on Linux', 'Safari 19 on macOS', 'Edge 142 on Windows'];
  return users.slice(0, 12).flatMap((user, index) =>
    browsers.slice(0, (index % 3) + 1).map((browser, i) => ({
      publicId: `td-${user.publicId}-${i + 1}`, name: `${user.name.split(' ')[0] ?? 'Device'}'s ${browser.split(' on ')[1] ?? 'PC'}`,
      browser, created: baseAgo(60 + i * 10), lastUsed: baseAgo(i * 3), _userId: user.publicId,
    })),
  );
}

export function seedInvites(): MyUserInvite[] {
  return [
    { publicId: 'inv-001', company: { publicId: 'c-north', name: 'Northwind Controls' }, invitedBy: { publicId: 'u-021', name: 'Fatima Zahra Benali' }, created: baseAgo(2), _userId: demoAccounts.user.publicId },
    { publicId: 'inv-002', company: { publicId: 'c-helix', name: 'Helix Automation GmbH' }, invitedBy: { publicId: demoAccounts.admin.publicId, name: 'Ada Admin' }, created: baseAgo(5), _userId: 'u-003' },
  ];
}
