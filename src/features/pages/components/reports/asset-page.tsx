import { Stack } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { firstErrorMessage, isNotFound } from '@/api';
import { PageLayout } from '@/ui/page-layout';
import { ErrorState, LoadingRows, NotFoundState } from '@/ui/states';
import { useAssetPagesQuery } from '@/features/pages/api';
import { useAssetSummaryQuery } from '@/features/pages/api-reports';
import { AssetFacts } from './asset-facts';
import { OwnerPagesSection } from './owner-pages-section';
import '@/features/pages/catalogue-reports';

/** /assets/:publicId/:assetId: an asset (name, type, device, custom field values) with its pages (AssetPageList) and its report queue. */
export function AssetPage() {
  const { t } = useTranslation();
  const { publicId: typeId, assetId } = useParams();
  const asset = useAssetSummaryQuery(assetId ?? skipToken);
  const pages = useAssetPagesQuery(assetId ?? skipToken);
  // The type's crumb once its name is known (the crumbs are keyed by their labels).
  const typeName = asset.data?.type?.name;
  const typeCrumbs = typeName
    ? [{ label: typeName, to: `/assets/${encodeURIComponent(typeId ?? asset.data?.type?.publicId ?? '')}` }]
    : [];
  const notFound = asset.isError && isNotFound(asset.error);
  const title = asset.data?.name ?? (notFound ? t('pages.reports.asset.notFound') : t('pages.reports.asset.title'));

  return (
    <PageLayout
      title={title}
      breadcrumbs={[
        { label: t('shell.menu.DEVICE_SETTINGS') },
        { label: t('shell.menu.assets'), to: '/assets' },
        ...typeCrumbs,
        { label: title },
      ]}
    >
      {asset.isLoading && <LoadingRows rows={2} label={t('pages.reports.asset.loading')} />}
      {notFound && (
        <NotFoundState
          title={t('pages.reports.asset.notFound')}
          backTo={typeId ? `/assets/${encodeURIComponent(typeId)}` : '/assets'}
          backLabel={t('pages.reports.asset.back')}
        />
      )}
      {asset.isError && !notFound && (
        <ErrorState message={firstErrorMessage(asset.error)} onRetry={() => void asset.refetch()} />
      )}
      {asset.data && (
        <Stack spacing={0}>
          <AssetFacts asset={asset.data} />
          <OwnerPagesSection
            ownerName={asset.data.name}
            target={{ asset: { publicId: asset.data.publicId } }}
            query={pages}
            viewPath={(pageId) =>
              `/assets/${encodeURIComponent(typeId ?? asset.data?.type?.publicId ?? '')}/${encodeURIComponent(assetId ?? '')}/pages/${encodeURIComponent(pageId)}`
            }
          />
        </Stack>
      )}
    </PageLayout>
  );
}
