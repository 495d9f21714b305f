import type { ParseKeys } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { fieldErrors, firstErrorMessage } from '../../../api';
import type { ListOperationDialogsProps } from '../../../ui/list-operation-dialogs';
import type { NameFormValues, SubmitOutcome } from '../../../ui/name-form-dialog';
import { nextOrder, reorder } from '../../../lib/ordering';
import type { SortableSideListProps } from '../../../ui/sortable-side-list';
import { useListOperation } from '../../../ui/use-list-operation';
import { SNACKBAR_DURATION, snackbarRequested } from '../../notices';
import { canManage, usePermissions } from '../../session';
import {
  useCreateGroupTypeMutation,
  useDeleteGroupTypeMutation,
  useGroupTypesQuery,
  useLazyGroupTypeInUseQuery,
  useReorderGroupTypesMutation,
  useUpdateGroupTypeMutation,
} from '../api';
import { groupTypeFormSchema, type GroupType } from '../model/schemas';

export const groupTypePath = (publicId: string) => `/groups/type/${publicId}`;

export const submitFailure = (error: unknown): SubmitOutcome => ({ ok: false, fieldErrors: fieldErrors(error), message: firstErrorMessage(error) });

/** Spec §8: a failure as a 3-second snackbar with the first error message (a fixed text when there is none). */
export function useFailureNotice() {
  const dispatch = useDispatch();
  return (error: unknown, fallbackKey: ParseKeys) => {
    const text = firstErrorMessage(error);
    dispatch(snackbarRequested({ ...(text ? { text } : { messageKey: fallbackKey }), duration: SNACKBAR_DURATION.short, severity: 'error' }));
  };
}

/** The groups pages: the ordered group-type side list, its dialogs, and which type is selected. */
export function useGroupTypesPage(selectedId: string | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notifyFailure = useFailureNotice();
  const permissions = usePermissions();
  const canManageTypes = canManage(permissions, 'groupTypes');
  const withColor = canManage(permissions, 'subgroups');
  const listArgs = useMemo(() => ({ withColor }), [withColor]);
  const typesQuery = useGroupTypesQuery(listArgs);
  const types = typesQuery.data;
  const selected = selectedId === undefined ? types?.[0] : types?.find((type) => type.publicId === selectedId);

  const [checkInUse] = useLazyGroupTypeInUseQuery();
  const [createType] = useCreateGroupTypeMutation();
  const [updateType] = useUpdateGroupTypeMutation();
  const [deleteType, deletion] = useDeleteGroupTypeMutation();
  const [reorderTypes] = useReorderGroupTypesMutation();

  const operations = useListOperation<GroupType>({
    count: types?.length ?? 0,
    isInUse: (type) => checkInUse(type.publicId, false).unwrap(),
    onCheckFailed: (error) => notifyFailure(error, 'groupTypes.checkFailed'),
  });
  const { operation } = operations;
  const withType = (id: string, action: (type: GroupType) => void) => {
    const type = types?.find((candidate) => candidate.publicId === id);
    if (type) action(type);
  };

  const sideList: SortableSideListProps = {
    title: t('groupTypes.list.title'),
    addLabel: t('groupTypes.list.add'),
    emptyText: t('groupTypes.list.empty'),
    entries: types?.map((type) => ({ id: type.publicId, name: type.name, color: type.color, to: groupTypePath(type.publicId) })),
    isLoading: typesQuery.isLoading,
    error: typesQuery.isError ? firstErrorMessage(typesQuery.error) : undefined,
    onRetry: () => void typesQuery.refetch(),
    selectedId: selected?.publicId,
    // With the subgroups feature the list is a navigation list; without it a plain one.
    navigation: withColor,
    canManage: canManageTypes,
    onAdd: operations.add,
    onEdit: (id) => withType(id, operations.edit),
    onDelete: (id) => withType(id, (type) => void operations.requestDelete(type)),
    onMove: (from, to) => {
      if (!types) return;
      const { arranged, changes } = reorder(types, from, to);
      if (changes.length > 0) void reorderTypes({ listArgs, arranged, changes });
    },
  };

  const editing = operation.kind === 'edit' ? operation.item : undefined;
  const submit = async (values: NameFormValues): Promise<SubmitOutcome> => {
    const color = withColor ? { color: values.color } : {};
    const result = editing
      ? await updateType({ publicId: editing.publicId, ...(editing.translationKey ? {} : { name: values.name }), ...color })
      : await createType({ name: values.name, ...color, order: nextOrder(types ?? []) });
    if (result.error) return submitFailure(result.error);
    operations.close();
    return { ok: true };
  };

  const form =
    operation.kind === 'add' || operation.kind === 'edit'
      ? {
          title: t(editing ? (withColor ? 'groupTypes.dialog.editTitle' : 'groupTypes.dialog.renameTitle') : 'groupTypes.dialog.addTitle'),
          submitLabel: t(editing ? 'groupTypes.dialog.save' : 'groupTypes.dialog.add'),
          initialValues: { name: editing?.name ?? '', color: editing?.color ?? '' },
          schema: groupTypeFormSchema({
            otherNames: (types ?? []).filter((type) => type.publicId !== editing?.publicId).map((type) => type.name),
            withColor,
          }),
          showColor: withColor,
          nameLockedHint: editing?.translationKey ? t('groupTypes.dialog.translationBound', { key: editing.translationKey }) : undefined,
          onSubmit: submit,
          onClose: operations.close,
        }
      : null;

  const confirmDelete = async () => {
    if (operation.kind !== 'confirmDelete') return;
    const { publicId } = operation.item;
    const result = await deleteType(publicId);
    operations.close();
    if (result.error) notifyFailure(result.error, 'groupTypes.deleteFailed');
    else if (selectedId === publicId) void navigate('/groups', { replace: true });
  };

  return {
    sideList,
    selected,
    /** The address names a type that is not in the list. */
    notFound: Boolean(types && selectedId !== undefined && !selected),
    hasNoTypes: Boolean(types && types.length === 0),
    dialogs: {
      operation,
      form,
      confirmDelete,
      deleting: deletion.isLoading,
      close: operations.close,
      texts: {
        deleteTitle: t('groupTypes.dialog.deleteTitle'),
        deleteConfirm: t('groupTypes.dialog.delete'),
        deleteText: (type) => t('groupTypes.dialog.deleteText', { name: type.name }),
        cannotDeleteTitle: t('groupTypes.dialog.cannotDeleteGroupType'),
        cannotDeleteText: (type, reason) =>
          t(reason === 'inUse' ? 'groupTypes.dialog.cannotDeleteInUse' : 'groupTypes.dialog.cannotDeleteLast', { name: type.name }),
      },
    } satisfies ListOperationDialogsProps<GroupType>,
  };
}

export type GroupTypesPageModel = ReturnType<typeof useGroupTypesPage>;
