import { baseAgo, createRng, pad } from './prng';
import type { Agent, AuditLog, User, UserMembership } from './types';

const ACTIONS: [AuditLog['action'], string][] = [['CREATE', 'Group'], ['UPDATE', 'Agent'], ['DELETE', 'GroupType'], ['TRIGGER', 'User'], ['UPDATE', 'Role']];

export function seedAuditLogs(users: User[], memberships: UserMembership[], agents: Agent[]): AuditLog[] {
  const rng = createRng(707);
  const logs: AuditLog[] = [];
  const byId = new Map(users.map((u) => [u.publicId, u]));
  for (const companyId of ['c-acme', 'c-north']) {
    const members = memberships.filter((m) => m._companyId === companyId).flatMap((m) => {
      const user = m.user ? byId.get(m.user.publicId) : undefined;
      return user ? [user] : [];
    });
    const companyAgents = agents.filter((a) => a._companyId === companyId);
    const count = companyId === 'c-acme' ? 120 : 30;
    for (let i = 0; i < count; i += 1) {
      const member = rng.pick(members);
      const [action, target] = rng.pick(ACTIONS);
      const agent = rng.pick(companyAgents);
      logs.push({
        publicId: `ev-${pad(logs.length + 1, 21)}`, _companyId: companyId, action, time: baseAgo(i * 0.5, rng.int(0, 11)), target,
        topic: { user: target === 'User' ? member.publicId : null, agent: target === 'Agent' ? agent.publicId : null, asset: null },
        request: { ipAddress: `192.0.2.${rng.int(1, 254)}`, fromName: null, geoLocation: null },
        actor: { type: 'client', resource: { publicId: member.publicId, name: member.name, type: 'User' } },
        application: { name: 'Device Portal' },
        before: action === 'CREATE' ? null : { name: `${target} ${i}` },
        after: action === 'DELETE' ? null : { name: `${target} ${i + 1}` },
      });
    }
  }
  return logs;
}

