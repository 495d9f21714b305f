import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '../../../api';
import type { ListOperationDialogsProps } from '../../../ui/list-operation-dialogs';
import type { NameFormValues, SubmitOutcome } from '../../../ui/name-form-dialog';
import { useListOperation } from '../../../ui/use-list-operation';
import { canManage, usePermissions } from '../../session';
import { useCreateGroupMutation, useDeleteGroupMutation, useGroupsOfTypeQuery, useRenameGroupMutation } from '../api';
import { groupFormSchema, type Group, type GroupType } from '../model/schemas';
import { submitFailure, useFailureNotice } from './use-group-types-page';

const noUsageCheck = () => Promise.resolve(false);

/** The groups of one type: the table, and create, rename and delete with MANAGE_GROUPS. */
export function useGroupsPanel(groupType: GroupType | undefined) {
  const { t } = useTranslation();
  const notifyFailure = useFailureNotice();
  const canManageGroups = canManage(usePermissions(), 'groups');
  const groupsQuery = useGroupsOfTypeQuery(groupType?.publicId ?? skipToken);
  const [createGroup] = useCreateGroupMutation();
  const [renameGroup] = useRenameGroupMutation();
  const [deleteGroup, deletion] = useDeleteGroupMutation();
  const operations = useListOperation<Group>({ count: Infinity, isInUse: noUsageCheck, onCheckFailed: () => undefined });
  const { operation } = operations;
  const editing = operation.kind === 'edit' ? operation.item : undefined;

  const submit = async ({ name }: NameFormValues): Promise<SubmitOutcome> => {
    if (!groupType) return { ok: false, fieldErrors: {} };
    const result = editing ? await renameGroup({ publicId: editing.publicId, name }) : await createGroup({ name, groupTypeId: groupType.publicId });
    if (result.error) return submitFailure(result.error);
    operations.close();
    return { ok: true };
  };

  const confirmDelete = async () => {
    if (operation.kind !== 'confirmDelete') return;
    const result = await deleteGroup(operation.item.publicId);
    operations.close();
    if (result.error) notifyFailure(result.error, 'groupTypes.groups.deleteFailed');
  };

  return {
    canManageGroups,
    table: {
      label: t('groupTypes.groups.tableLabel', { type: groupType?.name ?? '' }),
      rows: groupsQuery.data,
      isLoading: groupsQuery.isLoading,
      error: groupsQuery.isError ? firstErrorMessage(groupsQuery.error) : undefined,
      onRetry: () => void groupsQuery.refetch(),
      emptyText: t('groupTypes.groups.empty'),
    },
    add: operations.add,
    rename: operations.edit,
    remove: operations.confirmDelete,
    dialogs: {
      operation,
      form:
        operation.kind === 'add' || operation.kind === 'edit'
          ? {
              title: t(editing ? 'groupTypes.groups.renameTitle' : 'groupTypes.groups.addTitle'),
              submitLabel: t(editing ? 'groupTypes.dialog.save' : 'groupTypes.dialog.add'),
              initialValues: { name: editing?.name ?? '', color: '' },
              schema: groupFormSchema(),
              showColor: false,
              onSubmit: submit,
              onClose: operations.close,
            }
          : null,
      confirmDelete,
      deleting: deletion.isLoading,
      close: operations.close,
      texts: {
        deleteTitle: t('groupTypes.groups.deleteTitle'),
        deleteConfirm: t('groupTypes.dialog.delete'),
        deleteText: (group) => t('groupTypes.groups.deleteText', { name: group.name }),
        cannotDeleteTitle: '',
        cannotDeleteText: () => '',
      },
    } satisfies ListOperationDialogsProps<Group>,
  };
}
