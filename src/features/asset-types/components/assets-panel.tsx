import AddIcon from '@mui/icons-material/Add';
import { Button, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ListOperationDialogs } from '@/ui/list-operation-dialogs';
import { PanelHeading } from '@/ui/panel-heading';
import { ResourceTable, type Column, type TableRowActions } from '@/ui/resource-table';
import { useAssetsPanel } from '../hooks/use-assets-panel';
import type { Asset, AssetType } from '../model/schemas';
import { AssetFormDialog } from './asset-form-dialog';
import '../catalogue';

const assetId = (asset: Asset) => asset.publicId;

/** The main area of the assets pages: the assets of the selected type, managed with MANAGE_ASSET_TYPES. */
export function AssetsPanel({ assetType, heading }: { assetType: AssetType; heading?: string }) {
  const { t } = useTranslation();
  const panel = useAssetsPanel(assetType);
  const columns: Column<Asset>[] = [
    {
      id: 'name',
      header: t('assetTypes.assets.name'),
      // The asset's own page: its type, device and pages.
      render: (asset) => (
        <Link
          component={RouterLink}
          to={`/assets/${encodeURIComponent(assetType.publicId)}/${encodeURIComponent(asset.publicId)}`}
        >
          {asset.name}
        </Link>
      ),
      isRowHeader: true,
    },
    {
      id: 'device',
      header: t('assetTypes.assets.device'),
      render: (asset) => panel.deviceName(asset) ?? t('assetTypes.assets.noDevice'),
    },
  ];
  const rowActions: TableRowActions<Asset> | undefined = panel.canManageAssets
    ? {
        header: t('assetTypes.assets.actions'),
        actions: (asset) => [
          { label: t('assetTypes.assets.edit', { name: asset.name }), icon: 'edit', onClick: () => panel.edit(asset) },
          {
            label: t('assetTypes.assets.delete', { name: asset.name }),
            icon: 'delete',
            onClick: () => panel.remove(asset),
          },
        ],
      }
    : undefined;

  return (
    <Stack spacing={2}>
      <PanelHeading
        heading={heading}
        action={
          panel.canManageAssets && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={panel.add} sx={{ flexShrink: 0 }}>
              {t('assetTypes.assets.add')}
            </Button>
          )
        }
      />
      <ResourceTable columns={columns} rowActions={rowActions} getRowId={assetId} {...panel.table} />
      {panel.form && <AssetFormDialog {...panel.form} />}
      <ListOperationDialogs {...panel.confirmation} />
    </Stack>
  );
}
