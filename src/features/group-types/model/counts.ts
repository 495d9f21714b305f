import type { GroupCounts } from './schemas';

/**
 * Groups carry no member or device counts on the platform: the groups panel counts them from UserMembershipList
 * (filtered on `group.publicId`) and AgentList (filtered on `memberships.group.publicId`), a few groups per call.
 */

/** Group ids per `in(...)` filter: keeps the address short, whatever the number of groups. */
export const COUNT_BATCH_SIZE = 50;

export interface MembershipRow {
  user?: { publicId: string } | null;
  group?: { publicId: string } | null;
}

export interface AgentRow {
  publicId: string;
  memberships?: readonly { group?: { publicId: string } | null }[] | null;
}

export function inBatches<T>(items: readonly T[], size = COUNT_BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/**
 * People and devices per group. A person with several memberships (roles) in one group counts once, an invitation
 * (a membership without a user) not at all; a device counts once per group it belongs to.
 */
export function tallyGroupCounts(
  groupIds: readonly string[],
  memberships: readonly MembershipRow[],
  agents: readonly AgentRow[],
): Record<string, GroupCounts> {
  const people = new Map<string, Set<string>>(groupIds.map((id) => [id, new Set<string>()]));
  const devices = new Map<string, Set<string>>(groupIds.map((id) => [id, new Set<string>()]));
  for (const membership of memberships) {
    const userId = membership.user?.publicId;
    if (userId) people.get(membership.group?.publicId ?? '')?.add(userId);
  }
  for (const agent of agents) {
    for (const membership of agent.memberships ?? [])
      devices.get(membership.group?.publicId ?? '')?.add(agent.publicId);
  }
  return Object.fromEntries(
    groupIds.map((id) => [id, { members: people.get(id)?.size ?? 0, devices: devices.get(id)?.size ?? 0 }]),
  );
}
