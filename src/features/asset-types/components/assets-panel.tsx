import { Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { firstErrorMessage } from '../../../api';
import { ResourceTable, type Column } from '../../../ui/resource-table';
import { useAssetDeviceNamesQuery, useAssetsOfTypeQuery } from '../api';
import type { Asset, AssetType } from '../model/schemas';
import '../catalogue';

const assetId = (asset: Asset) => asset.publicId;

/** The main area of the assets pages: the assets of the selected type. */
export function AssetsPanel({ assetType, heading }: { assetType: AssetType; heading?: string }) {
  const { t } = useTranslation();
  const assets = useAssetsOfTypeQuery(assetType.publicId);
  const deviceIds = [...new Set((assets.data ?? []).flatMap((asset) => (asset.agent ? [asset.agent.publicId] : [])))].sort();
  const devices = useAssetDeviceNamesQuery(deviceIds, { skip: deviceIds.length === 0 });
  const deviceNames = new Map((devices.data ?? []).map((device) => [device.publicId, device.name] as const));
  const deviceOf = (asset: Asset) => {
    if (!asset.agent) return t('assetTypes.assets.noDevice');
    // While the names load, or when a device could not be read: its id, never an empty cell.
    return deviceNames.get(asset.agent.publicId) ?? asset.agent.publicId;
  };
  const columns: Column<Asset>[] = [
    {
      id: 'name',
      header: t('assetTypes.assets.name'),
      // The asset's own page: its type, device and pages.
      render: (asset) => (
        <Link component={RouterLink} to={`/assets/${encodeURIComponent(assetType.publicId)}/${encodeURIComponent(asset.publicId)}`}>
          {asset.name}
        </Link>
      ),
      isRowHeader: true,
    },
    { id: 'device', header: t('assetTypes.assets.device'), render: deviceOf },
  ];
  return (
    <Stack spacing={2}>
      {heading && (
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
      )}
      <ResourceTable
        label={t('assetTypes.assets.tableLabel', { type: assetType.name })}
        columns={columns}
        rows={assets.data}
        getRowId={assetId}
        isLoading={assets.isLoading}
        error={assets.isError ? firstErrorMessage(assets.error) : undefined}
        onRetry={() => void assets.refetch()}
        emptyText={t('assetTypes.assets.empty')}
      />
    </Stack>
  );
}
