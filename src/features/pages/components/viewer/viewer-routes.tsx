import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadingRows } from '@/ui/states';
import { useDataDeviceQuery } from '@/features/pages/api-data';
import { useAssetSummaryQuery } from '@/features/pages/api-reports';
import { DevicePageView } from './device-page-view';
import '@/features/pages/catalogue-viewer';

/** /devices/:publicId/pages/:pageId: a page drawn with the device's data. */
export function DevicePageViewPage() {
  const { t } = useTranslation();
  const { publicId = '', pageId = '' } = useParams();
  const device = useDataDeviceQuery(publicId || skipToken);
  const devicePath = `/devices/${encodeURIComponent(publicId)}`;
  return (
    <DevicePageView
      key={`${publicId}/${pageId}`}
      pageId={pageId}
      deviceId={publicId}
      crumbs={[
        { label: t('shell.menu.REMOTE_ACCESS') },
        { label: t('pages.viewer.page.devices'), to: '/devices' },
        { label: device.data?.name ?? publicId, to: devicePath },
      ]}
      backTo={devicePath}
      backLabel={t('pages.viewer.page.back')}
    />
  );
}

/** /assets/:publicId/:assetId/pages/:pageId: a page drawn with the data of the asset's device. */
export function AssetPageViewPage() {
  const { t } = useTranslation();
  const { publicId: typeId = '', assetId = '', pageId = '' } = useParams();
  const asset = useAssetSummaryQuery(assetId || skipToken);
  const assetPath = `/assets/${encodeURIComponent(typeId)}/${encodeURIComponent(assetId)}`;
  if (asset.isLoading) return <LoadingRows rows={3} label={t('pages.viewer.page.loading')} />;
  return (
    <DevicePageView
      key={`${assetId}/${pageId}`}
      pageId={pageId}
      deviceId={asset.data?.agent?.publicId ?? null}
      crumbs={[
        { label: t('shell.menu.DEVICE_SETTINGS') },
        { label: t('shell.menu.assets'), to: '/assets' },
        ...(asset.data?.type?.name
          ? [{ label: asset.data.type.name, to: `/assets/${encodeURIComponent(typeId)}` }]
          : []),
        { label: asset.data?.name ?? assetId, to: assetPath },
      ]}
      backTo={assetPath}
      backLabel={t('pages.viewer.page.backAsset')}
    />
  );
}
