import { demoAccounts } from './demo-accounts';
import { DAY, HOUR, MINUTE, SEED_BASE_DATE, baseAgo, createRng, iso, pad } from './prng';
import type {
  AccessRequest,
  AccessRequestStatus,
  Agent,
  Message,
  MyUserInvite,
  Ref,
  TrustedDevice,
  User,
} from './types';

const ref = (e: { publicId: string; name: string }): Ref => ({ publicId: e.publicId, name: e.name });
const REASONS = [
  'Firmware update',
  'Investigate alarm 4711',
  'Recipe change',
  'Quarterly maintenance',
  'Customer support call',
  'Sensor calibration',
  'Überprüfung der Steuerung',
];

/** Requests in every status; the demo user's ones are relative to now so that "current" stays current. */
export function seedAccessRequests(now: number, agents: Agent[], users: User[]): AccessRequest[] {
  const rng = createRng(505);
  const requests: AccessRequest[] = [];
  const nowMinute = Math.floor(now / MINUTE) * MINUTE;
  const byId = new Map(users.map((u) => [u.publicId, u]));
  const add = (
    agent: Agent | undefined,
    userId: string,
    status: AccessRequestStatus,
    start: number,
    end: number,
    vpn = true,
    asset: Ref | null = null,
  ): void => {
    const user = byId.get(userId);
    if (!agent || !user) return;
    const approverId = agent._approverIds[0];
    const approver = approverId ? byId.get(approverId) : undefined;
    const servers = vpn
      ? agent.servers.filter((s) => s.serviceGroup === 'vpn')
      : agent.servers.filter((s) => s.serviceGroup === 'http');
    const decided = status !== 'pending' && approver !== undefined;
    const createdOn = Math.min(start, now) - HOUR;
    requests.push({
      publicId: `ar-${pad(requests.length + 1)}`,
      _companyId: agent._companyId,
      user: ref(user),
      approver: decided && approver ? ref(approver) : null,
      approverCompany: decided ? { publicId: agent._companyId } : null,
      status,
      start: iso(start),
      end: iso(end),
      reason: rng.pick(REASONS),
      vpn,
      servers: (servers.length > 0 ? servers : agent.servers.slice(0, 1)).map(ref),
      allowedApprovers: agent._approverIds.flatMap((publicId) => {
        const allowed = byId.get(publicId);
        return allowed ? [ref(allowed)] : [];
      }),
      agent: { publicId: agent.publicId },
      _asset: asset ? { ...asset } : null,
      createdOn: iso(createdOn),
      updatedOn: decided ? iso(createdOn + 10 * MINUTE) : null,
      reviewExpiresOn: status === 'pending' ? iso(Math.max(start, now) + DAY) : null,
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
    add(
      rng.pick(acmeAgents),
      rng.pick(requesters),
      statuses[i % 4] ?? 'pending',
      start,
      start + rng.int(1, 8) * HOUR,
      rng.chance(0.6),
    );
  }
  const northAgents = agents.filter((a) => a._companyId === 'c-north');
  for (let i = 0; i < 8; i += 1) {
    const start = SEED_BASE_DATE - rng.int(0, 20) * DAY;
    add(
      rng.pick(northAgents),
      rng.pick(['u-021', 'u-022', 'u-023']),
      statuses[i % 4] ?? 'pending',
      start,
      start + 2 * HOUR,
    );
  }
  add(northAgents[0], 'u-021', 'approved', nowMinute - HOUR, nowMinute + 4 * HOUR);
  // Last, so the ids and draws above stay as they were. A request made for an asset: MyUserAccessRequestList names the
  // asset only, and the app finds the device through the asset's agent.
  const assetAgent = agents.slice(0, 11).find((a) => a._companyId === 'c-acme' && a.assets.length > 0);
  add(
    assetAgent,
    u,
    'approved',
    nowMinute - 5 * DAY,
    nowMinute - 5 * DAY + 2 * HOUR,
    true,
    assetAgent?.assets[0] ?? null,
  );
  // A second request still to decide, relative to now like the demo user's: the inbox has more than one to approve or
  // reject whenever the data is seeded (the seeded history above has all ended by now).
  add(agents[4], demoAccounts.secure.publicId, 'pending', nowMinute + 2 * HOUR, nowMinute + 4 * HOUR);
  return requests;
}

/** [name key, instructions key, code, extra information] of the seeded messages; the texts are translation keys (`toTranslate`). */
const MESSAGE_KINDS: [string, string, string | null, Message['longContent']['extraInformation']][] = [
  ['MAINTENANCE_SCHEDULED', 'MAINTENANCE_SCHEDULED_INSTRUCTIONS', null, []],
  ['ACCESS_REQUEST_APPROVED', 'ACCESS_REQUEST_APPROVED_INSTRUCTIONS', 'AR-APPROVED', []],
  [
    'LICENCE_EXPIRES_SOON',
    'LICENCE_EXPIRES_SOON_INSTRUCTIONS',
    'LIC-30',
    [{ key: 'EXPIRES_ON', toTranslate: true, type: 'date', value: '2026-12-20T00:00:00Z' }],
  ],
  [
    'DEVICE_OFFLINE',
    'DEVICE_OFFLINE_INSTRUCTIONS',
    'DEV-OFFLINE',
    [{ key: 'LAST_SEEN', toTranslate: true, type: 'date', value: '2026-11-18T06:12:00Z' }],
  ],
];

/** Alarm messages whose texts are plain (not translation keys), as a device would send them. */
const ALARMS: [string, string, string][] = [
  ['Pressure high', 'P-101', 'Pump pressure exceeded 8 bar. Check the relief valve before restarting the pump.'],
  ['Température élevée', 'T-204', 'La température du four dépasse 1 200 °C. Réduire la charge.'],
  ['Motor overload', 'M-17', 'The conveyor motor current is above its limit. Inspect the belt for blockages.'],
];

/** What a seeded message says; an alarm's message has `severity` (its `systemLabel`) and names the alarm. */
export interface MessageText
  extends
    Pick<Message['shortContent'], 'code' | 'name' | 'agentName'>,
    Pick<Message['longContent'], 'instructions' | 'extraInformation'> {
  toTranslate: boolean;
  severity?: 'low' | 'medium' | 'high';
}

/** One message of a person: both contents say the same; an alarm's carries `systemLabel` and `alarmName`. */
export function seededMessage(
  publicId: string,
  userId: string,
  { read, occurredOn, companyName }: { read: boolean; occurredOn: string; companyName: string },
  { toTranslate, code, name, agentName, instructions, extraInformation, severity }: MessageText,
): Message {
  return {
    publicId,
    read,
    systemLabel: severity ? `alarm-${severity}` : null,
    createdOn: occurredOn,
    _userId: userId,
    shortContent: {
      toTranslate,
      code,
      name,
      agentName,
      alarmName: severity ? name : null,
      companyName,
      occurredOn,
    },
    longContent: { toTranslate, code, name, instructions, extraInformation },
  };
}

export function seedMessages(users: User[], agents: Agent[]): Message[] {
  const rng = createRng(606);
  const messages: Message[] = [];
  const acmeAgents = agents.filter((a) => a._companyId === 'c-acme');
  for (const user of users) {
    const count =
      user.publicId === demoAccounts.admin.publicId
        ? 14
        : user.publicId === demoAccounts.user.publicId
          ? 7
          : rng.int(0, 3);
    for (let i = 0; i < count; i += 1) {
      const publicId = `msg-${pad(messages.length + 1, 4)}`;
      const occurredOn = baseAgo(i * 2, rng.int(0, 20));
      const read = i >= 3 && rng.chance(0.7);
      const agent = acmeAgents[(messages.length * 3) % Math.max(1, acmeAgents.length)];
      const kind = (i + messages.length) % (MESSAGE_KINDS.length + ALARMS.length);
      const known = MESSAGE_KINDS[kind];
      const alarm = ALARMS[kind - MESSAGE_KINDS.length] ?? ALARMS[0];
      const add = (text: MessageText): void => {
        messages.push(
          seededMessage(publicId, user.publicId, { read, occurredOn, companyName: 'Acme Industrial' }, text),
        );
      };
      if (known) {
        const [name, instructions, code, extraInformation] = known;
        const aboutDevice = name === 'DEVICE_OFFLINE';
        add({
          toTranslate: true,
          code,
          name,
          agentName: aboutDevice ? (agent?.name ?? null) : null,
          instructions,
          extraInformation,
        });
      } else if (alarm) {
        const [name, code, instructions] = alarm;
        add({
          toTranslate: false,
          code,
          name,
          agentName: agent?.name ?? null,
          instructions,
          extraInformation: [
            { key: 'Value', toTranslate: false, type: 'number', value: rng.int(80, 140) / 10 },
            { key: 'Severity', toTranslate: false, type: 'string', value: 'high' },
          ],
          severity: 'high',
        });
      }
    }
  }
  return messages;
}

export function seedTrustedDevices(users: User[]): TrustedDevice[] {
  const browsers = [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/142.0',
    'Mozilla/5.0 (X11; Linux x86_64) Firefox/144.0',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 15_1) Safari/19.0',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Edg/142.0',
  ];
  const names = ['Windows PC', 'Linux laptop', 'MacBook', 'Office PC'];
  return users.slice(0, 12).flatMap((user, index) =>
    browsers.slice(0, (index % 3) + 1).map((userAgent, i) => ({
      publicId: `td-${user.publicId}-${i + 1}`,
      name: `${user.name.split(' ')[0] ?? 'Device'}'s ${names[i] ?? 'PC'}`,
      userAgent,
      createdOn: baseAgo(60 + i * 10),
      lastLogin: baseAgo(i * 3),
      _userId: user.publicId,
    })),
  );
}

/**
 * Invitations to people who already have an account (MyUserInviteList). The user and the admin demo accounts each have
 * one from Helix (which has its own terms of use), one from a company without its own terms and one that has expired.
 * Expiry follows `now`, so the pending ones stay pending whenever the data is seeded.
 */
export function seedInvites(now: number = Date.now()): MyUserInvite[] {
  const invite = (
    publicId: string,
    userId: string,
    emailAddress: string,
    company: Ref,
    roles: string[],
    daysLeft: number,
  ): MyUserInvite => ({
    publicId,
    emailAddress,
    expiresOn: iso(now + daysLeft * DAY),
    _userId: userId,
    memberships: roles.map((role, index) => ({
      publicId: `${publicId}-m${index + 1}`,
      group: { publicId: `g-${company.publicId.slice(2)}` },
      role: { publicId: role },
      expiresOn: null,
    })),
    // The handler joins the company's current name and terms from `companies`.
    company: { publicId: company.publicId, name: company.name, customTermsOfUse: 'sector', latestTermsOfUse: null },
  });
  const north = { publicId: 'c-north', name: 'Northwind Controls' };
  const helix = { publicId: 'c-helix', name: 'Helix Automation GmbH' };
  const acme = { publicId: 'c-acme', name: 'Acme Industrial' };
  const { admin, user } = demoAccounts;
  return [
    invite('inv-001', user.publicId, user.email, north, ['r-north-4'], 12),
    invite('inv-002', 'u-003', 'lukasz.wrobel@acme.test', helix, ['r-helix-4'], 9),
    invite('inv-003', user.publicId, user.email, helix, ['r-helix-4', 'r-helix-6'], 9),
    invite('inv-004', user.publicId, user.email, north, ['r-north-2'], -2),
    invite('inv-005', admin.publicId, admin.email, helix, ['r-helix-2'], 10),
    invite('inv-006', admin.publicId, admin.email, north, ['r-north-3'], 6),
    invite('inv-007', admin.publicId, admin.email, acme, ['r-acme-5'], -1),
  ];
}
