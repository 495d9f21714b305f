import { Box, Link, Stack, Typography } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { firstErrorMessage, isNotFound } from '../../../../api';
import { PageLayout } from '../../../../ui/page-layout';
import { ErrorState, LoadingRows, NotFoundState } from '../../../../ui/states';
import { useAssetPagesQuery } from '../../api';
import { useAssetSummaryQuery, type AssetSummary } from '../../api-reports';
import { PagesSection } from './pages-section';
import '../../catalogue-reports';

function AssetFacts({ asset }: { asset: AssetSummary }) {
  const { t } = useTranslation();
  const deviceId = asset.agent?.publicId;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      <Typography component="dt" color="text.secondary">
        {t('pages.reports.asset.type')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {asset.type?.name ?? t('pages.reports.asset.noType')}
      </Typography>
      <Typography component="dt" color="text.secondary">
        {t('pages.reports.asset.device')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {deviceId ? (
          <Link component={RouterLink} to={`/devices/${encodeURIComponent(deviceId)}`}>
            {asset.agent?.name ?? deviceId}
          </Link>
        ) : (
          t('pages.reports.asset.noDevice')
        )}
      </Typography>
    </Box>
  );
}

/** /assets/:publicId/:assetId: an asset (name, type, device) with its pages (AssetPageList) and its report queue. */
export function AssetPagesPage() {
  const { t } = useTranslation();
  const { publicId: typeId, assetId } = useParams();
  const asset = useAssetSummaryQuery(assetId ?? skipToken);
  const pages = useAssetPagesQuery(assetId ?? skipToken);
  // The type's crumb once its name is known (the crumbs are keyed by their labels).
  const typeName = asset.data?.type?.name;
  const typeCrumbs = typeName ? [{ label: typeName, to: `/assets/${encodeURIComponent(typeId ?? asset.data?.type?.publicId ?? '')}` }] : [];
  const notFound = asset.isError && isNotFound(asset.error);
  const title = asset.data?.name ?? (notFound ? t('pages.reports.asset.notFound') : t('pages.reports.asset.title'));

  return (
    <PageLayout title={title} breadcrumbs={[{ label: t('shell.menu.DEVICE_SETTINGS') }, { label: t('shell.menu.assets'), to: '/assets' }, ...typeCrumbs, { label: title }]}>
      {asset.isLoading && <LoadingRows rows={2} label={t('pages.reports.asset.loading')} />}
      {notFound && <NotFoundState title={t('pages.reports.asset.notFound')} backTo={typeId ? `/assets/${encodeURIComponent(typeId)}` : '/assets'} backLabel={t('pages.reports.asset.back')} />}
      {asset.isError && !notFound && <ErrorState message={firstErrorMessage(asset.error)} onRetry={() => void asset.refetch()} />}
      {asset.data && (
        <Stack spacing={0}>
          <AssetFacts asset={asset.data} />
          <PagesSection ownerName={asset.data.name} target={{ asset: { publicId: asset.data.publicId } }} query={pages} />
        </Stack>
      )}
    </PageLayout>
  );
}
