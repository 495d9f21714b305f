import { useMemo, useState } from 'react';
import {
  useCreateMembershipsMutation,
  useDeleteMembershipsMutation,
  useRemoveUsersMutation,
  useUpdateMembershipsMutation,
} from '../api';
import {
  bulkOutcome,
  bulkPlan,
  type BulkAction,
  type BulkOutcome,
  type BulkPlan,
  type BulkRequest,
  type BulkResult,
} from '../model/bulk-preview';
import { expiryFromDate } from '../model/membership-diff';
import type { User } from '../model/schemas';
import '../catalogue';
import type { LockoutChange } from '@/features/lockout';

export type BulkKind = BulkAction['kind'];

/** The expiry a date field asks for in a bulk action; an expiry must lie ahead. */
function expiryChoice(
  date: string,
  now: number,
): { expiresOn: string | null; problem: 'EXPIRY_INVALID' | 'EXPIRY_PAST' | null } {
  const expiresOn = expiryFromDate(date);
  if (expiresOn === null) return { expiresOn, problem: null };
  const at = Date.parse(expiresOn);
  if (Number.isNaN(at)) return { expiresOn: null, problem: 'EXPIRY_INVALID' };
  return at <= now ? { expiresOn: null, problem: 'EXPIRY_PAST' } : { expiresOn, problem: null };
}

/**
 * One bulk action on the selected users: the choices, the preview computed from them (nothing is sent before Apply),
 * then one list call per kind of change and the outcome per user.
 */
/** What a plan's calls would change for the self-lockout check: new roles, removed memberships, removed people. */
export function lockoutChangeOf(plan: Pick<BulkPlan, 'requests'>): LockoutChange | null {
  const changes = plan.requests.flatMap((request) => {
    if (request.kind === 'update')
      return request.body.flatMap((item) =>
        item.role ? [{ membershipId: item.publicId, roleId: item.role.publicId }] : [],
      );
    if (request.kind === 'remove') return request.body.map((membershipId) => ({ membershipId }));
    return [];
  });
  const removed = plan.requests.flatMap((request) => (request.kind === 'removeUsers' ? request.body : []));
  if (removed.length > 0) return { kind: 'removeUsers', userIds: removed };
  return changes.length > 0 ? { kind: 'memberships', changes } : null;
}

export function useBulkAction(
  users: readonly User[],
  kind: BulkKind,
  allows: (change: LockoutChange) => Promise<boolean> = () => Promise.resolve(true),
) {
  const [createMemberships] = useCreateMembershipsMutation();
  const [updateMemberships] = useUpdateMembershipsMutation();
  const [deleteMemberships] = useDeleteMembershipsMutation();
  const [removeUsers] = useRemoveUsersMutation();
  const [groupId, setGroupId] = useState('');
  const [roleId, setRoleId] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [openedAt] = useState(() => Date.now());
  const [applying, setApplying] = useState(false);
  const [result, setResult] = useState<{ plan: BulkPlan; outcome: BulkOutcome[] } | null>(null);

  const expiry = expiryChoice(date, openedAt);
  const action = useMemo((): BulkAction | null => {
    if (kind === 'removeFromCompany') return { kind };
    if (!groupId) return null;
    if (kind === 'removeFromGroup') return { kind, groupId };
    return roleId && !expiry.problem ? { kind, groupId, roleId, expiresOn: expiry.expiresOn } : null;
  }, [kind, groupId, roleId, expiry.problem, expiry.expiresOn]);
  const plan = useMemo(() => (action ? bulkPlan(users, action) : null), [users, action]);

  const send = (request: BulkRequest) => {
    switch (request.kind) {
      case 'create':
        return createMemberships(request.body).unwrap();
      case 'update':
        return updateMemberships(request.body).unwrap();
      case 'remove':
        return deleteMemberships(request.body).unwrap();
      case 'removeUsers':
        return removeUsers(request.body).unwrap();
    }
  };

  const apply = async () => {
    // The plan as previewed: the lists refetched after each call must not change what is reported.
    if (!plan || plan.requests.length === 0 || applying) return;
    // Changing or removing the signed-in person's own company role asks first; the company's last role manager stays.
    const change = lockoutChangeOf(plan);
    if (change && !(await allows(change))) return;
    setApplying(true);
    const results: BulkResult[] = [];
    for (const request of plan.requests) {
      try {
        await send(request);
        results.push({ kind: request.kind, error: null });
      } catch (error) {
        results.push({ kind: request.kind, error });
      }
    }
    setApplying(false);
    setResult({ plan, outcome: bulkOutcome(plan, results) });
  };

  return {
    kind,
    groupId,
    setGroupId,
    roleId,
    setRoleId,
    date,
    setDate,
    expiryProblem: expiry.problem,
    plan,
    canApply: Boolean(plan && plan.requests.length > 0) && !applying && !result,
    applying,
    outcome: result?.outcome ?? null,
    apply,
  };
}
