import type { GroupRole, Membership } from './schemas';
import { dateOfExpiry, expiryFromDate } from '@/lib/expiry-date';

/** One row of a user's membership list while it is edited: an existing membership (publicId) or a new one (null). */
export interface MembershipDraft {
  /** Stable key of the row: the membership's publicId, or a made-up key for a new row. */
  key: string;
  publicId: string | null;
  /** '' until a group is chosen. */
  groupId: string;
  /** null until a role is chosen (or an existing membership that has no role). */
  roleId: string | null;
  expiresOn: string | null;
}

export type MembershipField = 'group' | 'role' | 'expiresOn';

export interface MembershipEdit {
  before: Membership;
  after: MembershipDraft;
  fields: MembershipField[];
}

export type MembershipProblem =
  'GROUP_REQUIRED' | 'ROLE_REQUIRED' | 'DUPLICATE_GROUP' | 'EXPIRY_INVALID' | 'EXPIRY_PAST';

export interface MembershipDiff {
  added: MembershipDraft[];
  removed: Membership[];
  changed: MembershipEdit[];
  /** Any addition, removal or change: Save stays disabled without one. */
  hasChanges: boolean;
  /** Problems of each row, by its key; rows without a problem are absent. */
  problems: Record<string, MembershipProblem[]>;
  /** Nobody leaves the company through this list: that has its own confirmed action. */
  empty: boolean;
  valid: boolean;
  canSave: boolean;
}

export const draftsOf = (memberships: readonly Membership[]): MembershipDraft[] =>
  memberships.map((m) => ({
    key: m.publicId,
    publicId: m.publicId,
    groupId: m.group.publicId,
    roleId: m.role?.publicId ?? null,
    expiresOn: m.expiresOn ?? null,
  }));

const instant = (value: string | null | undefined): number | null => (value ? Date.parse(value) : null);

/** Two expiries are the same when both are absent or both name the same instant (the server may write it another way). */
export function sameExpiry(a: string | null | undefined, b: string | null | undefined): boolean {
  const [x, y] = [instant(a), instant(b)];
  if (x === null || y === null) return x === y;
  return Number.isNaN(x) || Number.isNaN(y) ? a === b : x === y;
}

function changedFields(before: Membership, after: MembershipDraft): MembershipField[] {
  const fields: MembershipField[] = [];
  if (before.group.publicId !== after.groupId) fields.push('group');
  if ((before.role?.publicId ?? null) !== after.roleId) fields.push('role');
  if (!sameExpiry(before.expiresOn, after.expiresOn)) fields.push('expiresOn');
  return fields;
}

function rowProblems(
  draft: MembershipDraft,
  before: Membership | undefined,
  earlierGroups: ReadonlySet<string>,
  now: number,
): MembershipProblem[] {
  const problems: MembershipProblem[] = [];
  if (draft.groupId === '') problems.push('GROUP_REQUIRED');
  else if (earlierGroups.has(draft.groupId)) problems.push('DUPLICATE_GROUP');
  // A membership that has no role may keep it so; a new one, or one that had a role, needs one.
  if (draft.roleId === null && (!before || before.role)) problems.push('ROLE_REQUIRED');
  if (draft.expiresOn !== null) {
    const at = Date.parse(draft.expiresOn);
    if (Number.isNaN(at)) problems.push('EXPIRY_INVALID');
    // An expiry already past is shown as it is; only a new or changed one must lie ahead.
    else if (at <= now && (!before || !sameExpiry(before.expiresOn, draft.expiresOn))) problems.push('EXPIRY_PAST');
  }
  return problems;
}

/** What an edited membership list changes against the user's memberships, and whether it may be saved. */
export function membershipDiff(
  original: readonly Membership[],
  drafts: readonly MembershipDraft[],
  now: number,
): MembershipDiff {
  const byId = new Map(original.map((m) => [m.publicId, m]));
  const kept = new Set<string>();
  const added: MembershipDraft[] = [];
  const changed: MembershipEdit[] = [];
  const problems: Record<string, MembershipProblem[]> = {};
  const groups = new Set<string>();
  for (const draft of drafts) {
    const before = draft.publicId === null ? undefined : byId.get(draft.publicId);
    const found = rowProblems(draft, before, groups, now);
    if (found.length > 0) problems[draft.key] = found;
    if (draft.groupId !== '') groups.add(draft.groupId);
    if (!before) {
      added.push(draft);
      continue;
    }
    kept.add(before.publicId);
    const fields = changedFields(before, draft);
    if (fields.length > 0) changed.push({ before, after: draft, fields });
  }
  const removed = original.filter((m) => !kept.has(m.publicId));
  const hasChanges = added.length + removed.length + changed.length > 0;
  const empty = drafts.length === 0;
  const valid = !empty && Object.keys(problems).length === 0;
  return { added, removed, changed, hasChanges, problems, empty, valid, canSave: hasChanges && valid };
}

/** The body of UserMembershipUserList PUT: the whole edited list, since it replaces every membership of the user. */
export const replaceBody = (drafts: readonly MembershipDraft[]): GroupRole[] =>
  drafts.map((draft) => ({
    group: { publicId: draft.groupId },
    role: draft.roleId === null ? null : { publicId: draft.roleId },
    expiresOn: draft.expiresOn,
  }));

export { dateOfExpiry, expiryFromDate };
