import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { fieldErrors, firstErrorMessage } from '@/api';
import type { ListOperationDialogsProps } from '@/ui/list-operation-dialogs';
import { useListOperation } from '@/ui/use-list-operation';
import type { SubmitOutcome } from '@/ui/use-server-aware-form';
import { SNACKBAR_DURATION, snackbarRequested, useChangeNotice, useFailureNotice } from '@/features/notices';
import { canManage, usePermissions } from '@/features/session';
import {
  useAddAssetMutation,
  useAssetDeviceNamesQuery,
  useAssetsOfTypeQuery,
  useDeleteAssetMutation,
  useUpdateAssetMutation,
} from '../api';
import {
  assetChanges,
  assetFieldErrors,
  touchedDevices,
  type AssetFormValues,
  type DeviceChoice,
} from '../model/asset-form';
import type { Asset, AssetType } from '../model/schemas';
import type { AssetFormDialogProps } from '../components/asset-form-dialog';
import '../catalogue';

/** Assets may always be deleted: nothing is checked before asking. */
const refused = (error: unknown): SubmitOutcome => ({
  ok: false,
  fieldErrors: assetFieldErrors(fieldErrors(error)),
  message: firstErrorMessage(error),
});

/** The assets of one type: the table with each asset's device by name, and add, edit and delete with MANAGE_ASSET_TYPES. */
export function useAssetsPanel(assetType: AssetType) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notifyChange = useChangeNotice();
  const notifyFailure = useFailureNotice();
  const canManageAssets = canManage(usePermissions(), 'assetTypes');
  const assets = useAssetsOfTypeQuery(assetType.publicId);
  // One sorted id list keeps the names' cache key stable while the assets are read again.
  const deviceIds = useMemo(
    () => [...new Set((assets.data ?? []).flatMap((asset) => (asset.agent ? [asset.agent.publicId] : [])))].sort(),
    [assets.data],
  );
  const devices = useAssetDeviceNamesQuery(deviceIds, { skip: deviceIds.length === 0 });
  const deviceNames = new Map((devices.data ?? []).map((device) => [device.publicId, device.name] as const));
  // While the names load, or when a device could not be read: its id, never an empty cell.
  const deviceOf = (asset: Asset): DeviceChoice | null =>
    asset.agent
      ? { publicId: asset.agent.publicId, name: deviceNames.get(asset.agent.publicId) ?? asset.agent.publicId }
      : null;
  const [addAsset] = useAddAssetMutation();
  const [updateAsset] = useUpdateAssetMutation();
  const [deleteAsset, deletion] = useDeleteAssetMutation();
  const operations = useListOperation<Asset>();
  const { operation, close } = operations;

  const add = async (values: AssetFormValues): Promise<SubmitOutcome> => {
    const result = await addAsset({
      name: values.name,
      typeId: assetType.publicId,
      agentId: values.agent?.publicId ?? null,
    });
    if ('error' in result) return refused(result.error);
    close();
    const { name, agent } = values;
    if (!agent) notifyChange({ messageKey: 'assetTypes.assets.notices.added', messageValues: { name } });
    else if (!result.data.linkError)
      notifyChange({
        messageKey: 'assetTypes.assets.notices.addedLinked',
        messageValues: { name, device: agent.name },
      });
    else {
      // The asset exists; only the link is missing. Said as it is, and kept until read: the form is gone.
      const reason = firstErrorMessage(result.data.linkError, t('assetTypes.assets.notices.noReason'));
      dispatch(
        snackbarRequested({
          messageKey: 'assetTypes.assets.notices.addedNotLinked',
          messageValues: { name, device: agent.name, reason },
          severity: 'warning',
          duration: SNACKBAR_DURATION.persistent,
        }),
      );
    }
    return { ok: true };
  };

  const save = async (asset: Asset, before: AssetFormValues, values: AssetFormValues): Promise<SubmitOutcome> => {
    const result = await updateAsset({
      publicId: asset.publicId,
      changes: assetChanges(before, values),
      devices: touchedDevices(before, values),
    });
    if ('error' in result) return refused(result.error);
    close();
    notifyChange({ messageKey: 'assetTypes.assets.notices.saved', messageValues: { name: values.name } });
    return { ok: true };
  };

  let form: AssetFormDialogProps | null = null;
  if (operation.kind === 'add')
    form = { mode: 'add', initialValues: { name: '', agent: null }, onSubmit: add, onClose: close };
  if (operation.kind === 'edit') {
    const { item } = operation;
    const before: AssetFormValues = { name: item.name, agent: deviceOf(item) };
    form = { mode: 'edit', initialValues: before, onSubmit: (values) => save(item, before, values), onClose: close };
  }

  const confirmDelete = async () => {
    if (operation.kind !== 'confirmDelete') return;
    const { item } = operation;
    const result = await deleteAsset(item);
    close();
    if ('error' in result) notifyFailure(result.error, 'assetTypes.assets.deleteFailed');
    else notifyChange({ messageKey: 'assetTypes.assets.notices.deleted', messageValues: { name: item.name } });
  };

  const confirmation: ListOperationDialogsProps<Asset> = {
    operation,
    form: null,
    deleting: deletion.isLoading,
    confirmDelete,
    close,
    texts: {
      deleteTitle: t('assetTypes.assets.deleteTitle'),
      deleteConfirm: t('assetTypes.assets.deleteConfirm'),
      deleteText: (asset) => t('assetTypes.assets.deleteText', { name: asset.name }),
    },
  };

  return {
    canManageAssets,
    deviceName: (asset: Asset) => deviceOf(asset)?.name,
    table: {
      label: t('assetTypes.assets.tableLabel', { type: assetType.name }),
      rows: assets.data,
      isLoading: assets.isLoading,
      error: assets.isError ? firstErrorMessage(assets.error, t('ui.states.loadFailed')) : undefined,
      onRetry: () => void assets.refetch(),
      emptyText: t('assetTypes.assets.empty'),
    },
    add: operations.add,
    edit: operations.edit,
    remove: operations.confirmDelete,
    form,
    confirmation,
  };
}
