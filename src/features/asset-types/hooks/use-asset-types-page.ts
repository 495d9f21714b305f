import { useTranslation } from 'react-i18next';
import { fieldErrors, firstErrorMessage } from '@/api';
import { useOrderedTypeList } from '@/ui/use-ordered-type-list';
import { useFailureNotice, useChangeNotice } from '@/features/notices';
import { canManage, usePermissions } from '@/features/session';
import {
  useAssetTypesQuery,
  useCreateAssetTypeMutation,
  useDeleteAssetTypeMutation,
  useLazyAssetTypeInUseQuery,
  useRenameAssetTypeMutation,
  useReorderAssetTypesMutation,
} from '../api';
import { assetTypeFormSchema } from '../model/schemas';
import '../catalogue';

export const assetTypePath = (publicId: string) => `/assets/${publicId}`;

/** The assets pages: the ordered asset-type side list, its dialogs, and which type is selected. */
export function useAssetTypesPage(selectedId: string | undefined) {
  const { t } = useTranslation();
  const { t: texts } = useTranslation(undefined, { keyPrefix: 'assetTypes' });
  const notifyFailure = useFailureNotice();
  const typesQuery = useAssetTypesQuery();
  const [checkInUse] = useLazyAssetTypeInUseQuery();
  const [createType] = useCreateAssetTypeMutation();
  const [renameType] = useRenameAssetTypeMutation();
  const [deleteType, deletion] = useDeleteAssetTypeMutation();
  const [reorderTypes] = useReorderAssetTypesMutation();

  const notifyChange = useChangeNotice();
  return useOrderedTypeList({
    onChanged: (change, name) => notifyChange({ messageKey: `assetTypes.notices.${change}`, messageValues: { name } }),
    selectedId,
    query: typesQuery,
    errors: { message: firstErrorMessage, fields: fieldErrors },
    canManage: canManage(usePermissions(), 'assetTypes'),
    navigation: true,
    paths: { list: '/assets', type: assetTypePath },
    reorder: (arranged, changes) => void reorderTypes({ arranged, changes }),
    texts,
    section: t('shell.menu.DEVICE_SETTINGS'),
    cannotDeleteTitle: t('assetTypes.dialog.cannotDeleteAssetType'),
    form: () => ({ schema: assetTypeFormSchema() }),
    create: ({ name }, order) => createType({ name, order }),
    update: (type, { name }) => renameType({ publicId: type.publicId, name }),
    isInUse: (type) => checkInUse(type.publicId, false).unwrap(),
    onCheckFailed: (error) => notifyFailure(error, 'assetTypes.checkFailed'),
    remove: (type) => deleteType(type.publicId),
    deleting: deletion.isLoading,
    onDeleteFailed: (error) => notifyFailure(error, 'assetTypes.deleteFailed'),
  });
}
