import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, firstErrorMessage } from '@/api';
import { useNamedListDialogs } from '@/ui/use-named-list-dialogs';
import { useChangeNotice, useFailureNotice } from '@/features/notices';
import { canManage, usePermissions } from '@/features/session';
import {
  useCreateGroupMutation,
  useDeleteGroupMutation,
  useGroupCountsQuery,
  useGroupsOfTypeQuery,
  useRenameGroupMutation,
} from '../api';
import { groupFormSchema, type Group, type GroupCounts, type GroupType } from '../model/schemas';
import '../catalogue';

/** A count cell: the number, or undefined while it loads or when it could not be counted. */
export type CountOf = (group: Group, kind: keyof GroupCounts) => number | undefined;

/** The groups of one type: the table, and create, rename and delete with MANAGE_GROUPS. */
export function useGroupsPanel(groupType: GroupType) {
  const { t } = useTranslation();
  const notifyFailure = useFailureNotice();
  const notifyChange = useChangeNotice();
  const canManageGroups = canManage(usePermissions(), 'groups');
  const groupsQuery = useGroupsOfTypeQuery(groupType.publicId);
  // Counted after the groups are known, so the table shows at once; one sorted id list keeps the cache key stable.
  const groupIds = useMemo(() => groupsQuery.data?.map((group) => group.publicId).sort(), [groupsQuery.data]);
  const countsQuery = useGroupCountsQuery(groupIds && groupIds.length > 0 ? groupIds : skipToken);
  const countOf: CountOf = (group, kind) => countsQuery.data?.[group.publicId]?.[kind];
  const [createGroup] = useCreateGroupMutation();
  const [renameGroup] = useRenameGroupMutation();
  const [deleteGroup, deletion] = useDeleteGroupMutation();
  const { operations, dialogs } = useNamedListDialogs<Group>({
    form: (editing) => ({
      title: t(editing ? 'groupTypes.groups.renameTitle' : 'groupTypes.groups.addTitle'),
      submitLabel: t(editing ? 'groupTypes.dialog.save' : 'groupTypes.dialog.add'),
      schema: groupFormSchema(),
      showColor: false,
    }),
    save: ({ name }, editing) =>
      editing
        ? renameGroup({ publicId: editing.publicId, name })
        : createGroup({ name, groupTypeId: groupType.publicId }),
    remove: (group) => deleteGroup(group.publicId),
    deleting: deletion.isLoading,
    onSaved: ({ name }, editing) =>
      notifyChange({
        messageKey: editing ? 'groupTypes.groups.notices.renamed' : 'groupTypes.groups.notices.added',
        messageValues: { name },
      }),
    onDeleted: (group) =>
      notifyChange({ messageKey: 'groupTypes.groups.notices.deleted', messageValues: { name: group.name } }),
    onDeleteFailed: (error) => notifyFailure(error, 'groupTypes.groups.deleteFailed'),
    errors: { message: firstErrorMessage, fields: fieldErrors },
    texts: {
      deleteTitle: t('groupTypes.groups.deleteTitle'),
      deleteConfirm: t('groupTypes.dialog.delete'),
      deleteText: (group) => t('groupTypes.groups.deleteText', { name: group.name }),
    },
  });

  return {
    canManageGroups,
    countOf,
    countsFailed: countsQuery.isError,
    table: {
      label: t('groupTypes.groups.tableLabel', { type: groupType.name }),
      rows: groupsQuery.data,
      isLoading: groupsQuery.isLoading,
      error: groupsQuery.isError ? firstErrorMessage(groupsQuery.error) : undefined,
      onRetry: () => void groupsQuery.refetch(),
      emptyText: t('groupTypes.groups.empty'),
    },
    add: operations.add,
    rename: operations.edit,
    remove: operations.confirmDelete,
    dialogs,
  };
}
