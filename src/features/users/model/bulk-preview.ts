import { isAppError } from '@/api';
import { sameExpiry } from './membership-diff';
import type { Membership, MembershipChange, MembershipInput, User } from './schemas';

/** What an administrator asks of the selected users. */
export type BulkAction =
  | { kind: 'giveRole'; groupId: string; roleId: string; expiresOn: string | null }
  | { kind: 'removeFromGroup'; groupId: string }
  | { kind: 'removeFromCompany' };

/** One change of one user, as the preview lists it. */
export type BulkChange =
  | { kind: 'new'; groupId: string; roleId: string; expiresOn: string | null }
  | {
      kind: 'roleChange';
      membershipId: string;
      groupId: string;
      fromRoleId: string | null;
      toRoleId: string;
      expiresOn: string | null;
    }
  | {
      kind: 'expiryChange';
      membershipId: string;
      groupId: string;
      roleId: string;
      from: string | null;
      to: string | null;
    }
  | { kind: 'alreadyHas'; groupId: string; roleId: string }
  | { kind: 'removal'; membershipId: string; groupId: string; roleId: string | null }
  | { kind: 'notInGroup'; groupId: string }
  | { kind: 'leaveCompany'; memberships: number };

export interface BulkPreviewLine {
  userId: string;
  name: string;
  changes: BulkChange[];
  /** Nothing is sent for this user. */
  unchanged: boolean;
}

export type BulkRequestKind = 'create' | 'update' | 'remove' | 'removeUsers';

/** One list call; `owners[i]` is the user the body's item `i` belongs to, so an error's `listIndex` finds its user. */
export type BulkRequest =
  | { kind: 'create'; body: MembershipInput[]; owners: string[] }
  | { kind: 'update'; body: MembershipChange[]; owners: string[] }
  | { kind: 'remove'; body: string[]; owners: string[] }
  | { kind: 'removeUsers'; body: string[]; owners: string[] };

export interface BulkPlan {
  lines: BulkPreviewLine[];
  /** One call per kind of change, in this order; kinds without a change are left out. */
  requests: BulkRequest[];
}

const NOTHING: readonly BulkChange['kind'][] = ['alreadyHas', 'notInGroup'];

function changesOf(user: User, action: BulkAction): BulkChange[] {
  if (action.kind === 'removeFromCompany') return [{ kind: 'leaveCompany', memberships: user.memberships.length }];
  const inGroup: Membership[] = user.memberships.filter((m) => m.group.publicId === action.groupId);
  if (action.kind === 'removeFromGroup') {
    if (inGroup.length === 0) return [{ kind: 'notInGroup', groupId: action.groupId }];
    return inGroup.map((m) => ({
      kind: 'removal',
      membershipId: m.publicId,
      groupId: action.groupId,
      roleId: m.role?.publicId ?? null,
    }));
  }
  const { groupId, roleId, expiresOn } = action;
  const current = inGroup.find((m) => m.role?.publicId === roleId) ?? inGroup[0];
  if (!current) return [{ kind: 'new', groupId, roleId, expiresOn }];
  if (current.role?.publicId !== roleId) {
    // Without an expiry in the action the membership keeps its own; with one it gets it.
    return [
      {
        kind: 'roleChange',
        membershipId: current.publicId,
        groupId,
        fromRoleId: current.role?.publicId ?? null,
        toRoleId: roleId,
        expiresOn,
      },
    ];
  }
  if (expiresOn !== null && !sameExpiry(current.expiresOn, expiresOn)) {
    return [
      {
        kind: 'expiryChange',
        membershipId: current.publicId,
        groupId,
        roleId,
        from: current.expiresOn ?? null,
        to: expiresOn,
      },
    ];
  }
  return [{ kind: 'alreadyHas', groupId, roleId }];
}

/** The preview of a bulk action: per user what changes (or that nothing does), and the list calls that do it. */
export function bulkPlan(users: readonly User[], action: BulkAction): BulkPlan {
  const create: Extract<BulkRequest, { kind: 'create' }> = { kind: 'create', body: [], owners: [] };
  const update: Extract<BulkRequest, { kind: 'update' }> = { kind: 'update', body: [], owners: [] };
  const remove: Extract<BulkRequest, { kind: 'remove' }> = { kind: 'remove', body: [], owners: [] };
  const removeUsers: Extract<BulkRequest, { kind: 'removeUsers' }> = { kind: 'removeUsers', body: [], owners: [] };
  const lines = users.map((user): BulkPreviewLine => {
    const changes = changesOf(user, action);
    const owner = user.publicId;
    for (const change of changes) {
      if (change.kind === 'new') {
        create.body.push({
          user: { publicId: owner },
          group: { publicId: change.groupId },
          role: { publicId: change.roleId },
          ...(change.expiresOn ? { expiresOn: change.expiresOn } : {}),
        });
        create.owners.push(owner);
      } else if (change.kind === 'roleChange') {
        update.body.push({
          publicId: change.membershipId,
          role: { publicId: change.toRoleId },
          ...(change.expiresOn ? { expiresOn: change.expiresOn } : {}),
        });
        update.owners.push(owner);
      } else if (change.kind === 'expiryChange') {
        update.body.push({ publicId: change.membershipId, expiresOn: change.to });
        update.owners.push(owner);
      } else if (change.kind === 'removal') {
        remove.body.push(change.membershipId);
        remove.owners.push(owner);
      } else if (change.kind === 'leaveCompany') {
        removeUsers.body.push(owner);
        removeUsers.owners.push(owner);
      }
    }
    return { userId: owner, name: user.name, changes, unchanged: changes.every((c) => NOTHING.includes(c.kind)) };
  });
  return { lines, requests: [create, update, remove, removeUsers].filter((request) => request.body.length > 0) };
}

/** How one list call ended: `error` is what the base query returned (an AppError) or null on success. */
export interface BulkResult {
  kind: BulkRequestKind;
  error: unknown;
}

export type BulkStatus = 'done' | 'failed' | 'notApplied' | 'unchanged';

export interface BulkOutcome {
  userId: string;
  name: string;
  status: BulkStatus;
  /** The error message for this user's item (failed) or for the whole call when it named no item. */
  message?: string;
}

/**
 * Per user, what the calls did. An error item's `listIndex` names the failed item of the body, so its owner failed
 * with that message; a failed call that names no item failed for all of its users. List writes are all-or-nothing,
 * so the other users of a failed call were not changed either.
 */
export function bulkOutcome(plan: BulkPlan, results: readonly BulkResult[]): BulkOutcome[] {
  const failed = new Map<string, string>();
  const notApplied = new Set<string>();
  const touched = new Set<string>();
  for (const request of plan.requests) {
    request.owners.forEach((owner) => touched.add(owner));
    const result = results.find((r) => r.kind === request.kind);
    if (!result) {
      request.owners.forEach((owner) => notApplied.add(owner));
      continue;
    }
    if (result.error === null || result.error === undefined) continue;
    const items = isAppError(result.error) ? result.error.data : [];
    const pointed = items.filter(
      (item) => item.listIndex !== undefined && request.owners[item.listIndex] !== undefined,
    );
    if (pointed.length === 0) {
      request.owners.forEach((owner) => failed.set(owner, failed.get(owner) ?? items[0]?.message ?? ''));
      continue;
    }
    for (const item of pointed) {
      const owner = request.owners[item.listIndex ?? -1];
      if (owner !== undefined && !failed.has(owner)) failed.set(owner, item.message);
    }
    request.owners.forEach((owner) => notApplied.add(owner));
  }
  return plan.lines.map(({ userId, name }) => {
    const message = failed.get(userId);
    if (message !== undefined) return { userId, name, status: 'failed', ...(message ? { message } : {}) };
    if (notApplied.has(userId)) return { userId, name, status: 'notApplied' };
    return { userId, name, status: touched.has(userId) ? 'done' : 'unchanged' };
  });
}
