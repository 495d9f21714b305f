import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { firstErrorMessage } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useDeleteRoleMutation, useMoveMembershipsMutation, useRoleMembershipsQuery } from '../api';
import { movePlan, moveTargets, type MovePlan } from '../model/role-rules';
import type { Role } from '../model/schemas';
import '../catalogue';
import { useLockoutGuard } from '@/features/lockout';
import { useCurrentSession } from '@/features/session';

export type DeleteRoleView =
  | { kind: 'checking' }
  | { kind: 'checkFailed'; message: string }
  | { kind: 'unused' }
  | { kind: 'inUse'; plan: Omit<MovePlan, 'changes'> & { memberships: number } };

/**
 * The delete flow of one role, in one dialog: reads the memberships that give the role (fresh, every time the dialog
 * opens); an unused role is deleted after a confirmation; a used one first has its memberships moved to the role
 * chosen (UserMembershipList PATCH), then is deleted.
 */
export function useDeleteRole(role: Role, roles: readonly Role[], onDone: () => void) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const memberships = useRoleMembershipsQuery(role.publicId, { refetchOnMountOrArgChange: true });
  const [moveMemberships] = useMoveMembershipsMutation();
  const [deleteRole] = useDeleteRoleMutation();
  const [targetId, setTargetId] = useState('');
  const lockout = useLockoutGuard();
  const me = useCurrentSession().user?.publicId;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  // What the dialog showed when the person confirmed: kept while the lists refresh under it.
  const [shown, setShown] = useState<DeleteRoleView>();

  const current = memberships.data ?? [];
  let view: DeleteRoleView;
  if (shown) view = shown;
  else if (memberships.isError) view = { kind: 'checkFailed', message: firstErrorMessage(memberships.error) };
  else if (!memberships.data || memberships.isFetching) view = { kind: 'checking' };
  else if (current.length === 0) view = { kind: 'unused' };
  else {
    const { people, invitations } = movePlan(current, '');
    view = { kind: 'inUse', plan: { people, invitations, memberships: current.length } };
  }

  const targets = moveTargets(roles, role.publicId);
  const target = targets.find((candidate) => candidate.publicId === targetId);

  const fail = (message: string) => {
    setError(message);
    setShown(undefined);
    setPending(false);
    void memberships.refetch();
  };

  const confirm = async () => {
    if (view.kind !== 'unused' && view.kind !== 'inUse') return;
    if (view.kind === 'inUse' && !target) return;
    // Deleting a role the person holds may take their own rights away: asked first, refused for the company's last.
    if (!(await lockout.allows({ kind: 'deleteRole', roleId: role.publicId, moveTo: target?.publicId ?? null })))
      return;
    setShown(view);
    setPending(true);
    setError(undefined);
    let moved = 0;
    if (view.kind === 'inUse' && target) {
      const plan = movePlan(current, target.publicId);
      const result = await moveMemberships(plan.changes);
      if ('error' in result) return fail(firstErrorMessage(result.error, t('roles.delete.failed')));
      moved = plan.changes.length;
    }
    const result = await deleteRole(role.publicId);
    if ('error' in result) {
      const message = firstErrorMessage(result.error, t('roles.delete.failed'));
      return fail(moved > 0 ? t('roles.delete.movedNotDeleted', { name: role.name, message }) : message);
    }
    if (moved > 0 && target) {
      dispatch(
        snackbarRequested({
          messageKey: 'roles.delete.moved',
          messageValues: { count: moved, target: target.name, name: role.name },
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
    } else {
      dispatch(
        snackbarRequested({
          messageKey: 'roles.notices.deleted',
          messageValues: { name: role.name },
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
    }
    onDone();
  };

  return {
    view,
    targets,
    targetId,
    chooseTarget: setTargetId,
    canConfirm: !pending && (view.kind === 'unused' || (view.kind === 'inUse' && target !== undefined)),
    pending,
    error,
    retry: () => void memberships.refetch(),
    /** The signed-in person is among those given this role. */
    heldByMe: me !== undefined && current.some((membership) => membership.user?.publicId === me),
    lockout: lockout.dialog,
    confirm: () => void confirm(),
  };
}
