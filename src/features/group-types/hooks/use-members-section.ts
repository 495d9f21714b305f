import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@/api';
import type { SubmitOutcome } from '@/ui/use-server-aware-form';
import { useLockoutGuard } from '@/features/lockout';
import { useChangeNotice, useFailureNotice } from '@/features/notices';
import { useRolesQuery } from '@/features/roles';
import { usersApi } from '@/features/users';
import { useGroupMembersQuery } from '../group-page-api';
import { membershipChange, refusalOf, type MemberFormValues } from '../model/group-forms';
import { expiryFromDate, memberLabel, type GroupDetail, type GroupMember } from '../model/group-page';
import '../catalogue';

/** The server's membership properties as the member form names them. */
const FORM_FIELD = { user: 'person', role: 'roleId', expiresOn: 'expiresOn' };

/**
 * The people of one group and their pending invitations, through the users feature's membership calls
 * (UserMembershipList POST, PATCH, DELETE): add a person with a role and an optional end of access, change the role or
 * the end, remove one after a confirmation. A change that would take the signed-in person's own rights asks first.
 */
export function useMembersSection(group: GroupDetail, withInvites: boolean) {
  const { t } = useTranslation();
  const notifyChange = useChangeNotice();
  const notifyFailure = useFailureNotice();
  const lockout = useLockoutGuard();
  const query = useGroupMembersQuery({ groupId: group.publicId, withInvites });
  const roles = useRolesQuery();
  const [create] = usersApi.endpoints.createMemberships.useMutation();
  const [update] = usersApi.endpoints.updateMemberships.useMutation();
  const [remove, removal] = usersApi.endpoints.deleteMemberships.useMutation();
  const [dialog, setDialog] = useState<{ editing: GroupMember | undefined } | null>(null);
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const roleById = useMemo(() => new Map((roles.data ?? []).map((role) => [role.publicId, role.name])), [roles.data]);
  const roleName = useCallback(
    (roleId: string | null) =>
      roleId === null
        ? t('groupTypes.page.members.noRole')
        : (roleById.get(roleId) ?? t('groupTypes.page.members.unknownRole')),
    [roleById, t],
  );
  const taken = useMemo(
    () => new Set((query.data ?? []).filter((m) => m.kind === 'user').map((m) => m.personId)),
    [query.data],
  );
  const nameOf = (member: GroupMember) => memberLabel(member);

  const addOne = (member: Pick<GroupMember, 'kind' | 'personId'>, roleId: string, expiresOn: string | null) =>
    create([
      {
        [member.kind]: { publicId: member.personId },
        group: { publicId: group.publicId },
        role: { publicId: roleId },
        ...(expiresOn ? { expiresOn } : {}),
      },
    ]).unwrap();

  const submit = async ({ person, roleId, expiresOn }: MemberFormValues): Promise<SubmitOutcome> => {
    const editing = dialog?.editing;
    try {
      if (editing) {
        const change = membershipChange(editing, { roleId, expiresOn });
        if (
          change.role &&
          !(await lockout.allows({ kind: 'memberships', changes: [{ membershipId: editing.membershipId, roleId }] }))
        )
          return { ok: false, fieldErrors: {} };
        await update([change]).unwrap();
      } else if (person) {
        await addOne({ kind: 'user', personId: person.publicId }, roleId, expiryFromDate(expiresOn));
      }
    } catch (error) {
      return refusalOf(error, FORM_FIELD);
    }
    setDialog(null);
    const name = editing ? nameOf(editing) : (person?.name ?? '');
    notifyChange({
      messageKey: editing ? 'groupTypes.page.members.notices.changed' : 'groupTypes.page.members.notices.added',
      messageValues: { name, group: group.name, role: roleName(roleId) },
    });
    return { ok: true };
  };

  const confirmRemove = async () => {
    const member = removing;
    if (!member) return;
    setRemoving(null);
    if (!(await lockout.allows({ kind: 'memberships', changes: [{ membershipId: member.membershipId }] }))) return;
    try {
      await remove([member.membershipId]).unwrap();
      const roleId = member.roleId;
      notifyChange({
        messageKey: 'groupTypes.page.members.notices.removed',
        messageValues: { name: nameOf(member), group: group.name },
        // Given again as it was (a membership without a role cannot be created: no Undo then).
        ...(roleId !== null && {
          undo: () =>
            void addOne(member, roleId, member.expiresOn).catch((error: unknown) =>
              notifyFailure(error, 'groupTypes.page.members.failed'),
            ),
        }),
      });
    } catch (error) {
      notifyFailure(error, 'groupTypes.page.members.failed');
    }
  };

  return {
    roles: roles.data ?? [],
    roleName,
    nameOf,
    table: {
      label: t('groupTypes.page.members.tableLabel', { group: group.name }),
      rows: query.data,
      isLoading: query.isLoading,
      error: query.isError ? firstErrorMessage(query.error, t('groupTypes.page.members.loadFailed')) : undefined,
      onRetry: () => void query.refetch(),
      emptyText: t('groupTypes.page.members.empty'),
    },
    taken,
    dialog,
    startAdding: () => setDialog({ editing: undefined }),
    startEditing: (member: GroupMember) => setDialog({ editing: member }),
    closeDialog: () => setDialog(null),
    submit,
    removing,
    askRemove: setRemoving,
    cancelRemove: () => setRemoving(null),
    confirmRemove,
    removePending: removal.isLoading,
    lockoutDialog: lockout.dialog,
  };
}
