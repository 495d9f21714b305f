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
  useAssetTypesQuery,
  useCreateAssetTypeMutation,
  useDeleteAssetTypeMutation,
  useLazyAssetTypeInUseQuery,
  useRenameAssetTypeMutation,
  useReorderAssetTypesMutation,
} from '../api';
import { assetTypeFormSchema, type AssetType } from '../model/schemas';

export const assetTypePath = (publicId: string) => `/assets/${publicId}`;

/** The assets pages: the ordered asset-type side list, its dialogs, and which type is selected. */
export function useAssetTypesPage(selectedId: string | undefined) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const canManageTypes = canManage(usePermissions(), 'assetTypes');
  const typesQuery = useAssetTypesQuery();
  const types = typesQuery.data;
  const selected = selectedId === undefined ? types?.[0] : types?.find((type) => type.publicId === selectedId);

  const [checkInUse] = useLazyAssetTypeInUseQuery();
  const [createType] = useCreateAssetTypeMutation();
  const [renameType] = useRenameAssetTypeMutation();
  const [deleteType, deletion] = useDeleteAssetTypeMutation();
  const [reorderTypes] = useReorderAssetTypesMutation();

  // Spec §8: a failure as a 3-second snackbar with the first error message (a fixed text when there is none).
  const notifyFailure = (error: unknown, fallbackKey: 'assetTypes.deleteFailed' | 'assetTypes.checkFailed') => {
    const text = firstErrorMessage(error);
    dispatch(snackbarRequested({ ...(text ? { text } : { messageKey: fallbackKey }), duration: SNACKBAR_DURATION.short, severity: 'error' }));
  };

  const operations = useListOperation<AssetType>({
    count: types?.length ?? 0,
    isInUse: (type) => checkInUse(type.publicId, false).unwrap(),
    onCheckFailed: (error) => notifyFailure(error, 'assetTypes.checkFailed'),
  });
  const { operation } = operations;
  const withType = (id: string, action: (type: AssetType) => void) => {
    const type = types?.find((candidate) => candidate.publicId === id);
    if (type) action(type);
  };

  const sideList: SortableSideListProps = {
    title: t('assetTypes.list.title'),
    addLabel: t('assetTypes.list.add'),
    emptyText: t('assetTypes.list.empty'),
    entries: types?.map((type) => ({ id: type.publicId, name: type.name, to: assetTypePath(type.publicId) })),
    isLoading: typesQuery.isLoading,
    error: typesQuery.isError ? firstErrorMessage(typesQuery.error) : undefined,
    onRetry: () => void typesQuery.refetch(),
    selectedId: selected?.publicId,
    navigation: true,
    canManage: canManageTypes,
    onAdd: operations.add,
    onEdit: (id) => withType(id, operations.edit),
    onDelete: (id) => withType(id, (type) => void operations.requestDelete(type)),
    onMove: (from, to) => {
      if (!types) return;
      const { arranged, changes } = reorder(types, from, to);
      if (changes.length > 0) void reorderTypes({ arranged, changes });
    },
  };

  const editing = operation.kind === 'edit' ? operation.item : undefined;
  const submit = async ({ name }: NameFormValues): Promise<SubmitOutcome> => {
    const result = editing ? await renameType({ publicId: editing.publicId, name }) : await createType({ name, order: nextOrder(types ?? []) });
    if (result.error) return { ok: false, fieldErrors: fieldErrors(result.error), message: firstErrorMessage(result.error) };
    operations.close();
    return { ok: true };
  };

  const confirmDelete = async () => {
    if (operation.kind !== 'confirmDelete') return;
    const { publicId } = operation.item;
    const result = await deleteType(publicId);
    operations.close();
    if (result.error) notifyFailure(result.error, 'assetTypes.deleteFailed');
    else if (selectedId === publicId) void navigate('/assets', { replace: true });
  };

  return {
    sideList,
    selected,
    notFound: Boolean(types && selectedId !== undefined && !selected),
    hasNoTypes: Boolean(types && types.length === 0),
    dialogs: {
      operation,
      form:
        operation.kind === 'add' || operation.kind === 'edit'
          ? {
              title: t(editing ? 'assetTypes.dialog.renameTitle' : 'assetTypes.dialog.addTitle'),
              submitLabel: t(editing ? 'assetTypes.dialog.save' : 'assetTypes.dialog.add'),
              initialValues: { name: editing?.name ?? '', color: '' },
              schema: assetTypeFormSchema(),
              showColor: false,
              onSubmit: submit,
              onClose: operations.close,
            }
          : null,
      confirmDelete,
      deleting: deletion.isLoading,
      close: operations.close,
      texts: {
        deleteTitle: t('assetTypes.dialog.deleteTitle'),
        deleteConfirm: t('assetTypes.dialog.delete'),
        deleteText: (type) => t('assetTypes.dialog.deleteText', { name: type.name }),
        cannotDeleteTitle: t('assetTypes.dialog.cannotDeleteAssetType'),
        cannotDeleteText: (type, reason) =>
          t(reason === 'inUse' ? 'assetTypes.dialog.cannotDeleteInUse' : 'assetTypes.dialog.cannotDeleteLast', { name: type.name }),
      },
    } satisfies ListOperationDialogsProps<AssetType>,
  };
}
