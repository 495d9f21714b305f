import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, Stack } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { firstErrorMessage, isNotFound } from '@/api';
import { Notice } from '@/ui/notice';
import { PageLayout, type Crumb } from '@/ui/page-layout';
import { ErrorState, LoadingRows, NotFoundState } from '@/ui/states';
import { canManage, usePermissions } from '@/features/session';
import { useComponentTemplatesQuery, usePageQuery } from '@/features/pages/api';
import { useDataDeviceQuery, useDeviceTagsQuery } from '@/features/pages/api-data';
import { browserTimeZone, knownTimeZone } from '@/features/pages/model/data/period-range';
import { pageFormat, viewComponents } from '@/features/pages/model/data/view-components';
import { pageTitle } from '@/features/pages/model/schemas';
import { PageView } from './page-view';
import { PeriodPicker } from './period-picker';
import '@/features/pages/catalogue-viewer';

interface DevicePageViewProps {
  pageId: string;
  /** The device whose data the page shows; null for an asset without one. */
  deviceId: string | null;
  /** The crumbs before the page's own: Devices / the device, or Assets / the type / the asset. */
  crumbs: readonly Crumb[];
  /** Where Back goes from a page that is not found. */
  backTo: string;
  backLabel: string;
}

/** The moment periods are counted to: now, and again at each refresh so "today" moves on. */
function useNow(refreshSeconds: number | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!refreshSeconds) return undefined;
    const timer = setInterval(() => setNow(new Date()), Math.max(5, refreshSeconds) * 1000);
    return () => clearInterval(timer);
  }, [refreshSeconds]);
  return now;
}

/**
 * A page's published version drawn for one device (docs/MACHINE-DATA.md): read-only, with the period picker where the
 * version allows it (the address keeps the choice), and Edit for people who may edit pages. A page with no published
 * version says so, and offers its draft to those people.
 */
export function DevicePageView({ pageId, deviceId, crumbs, backTo, backLabel }: DevicePageViewProps) {
  const { t } = useTranslation();
  const editsPages = canManage(usePermissions(), 'pages');
  const [params, setParams] = useSearchParams();
  const page = usePageQuery(pageId);
  const templates = useComponentTemplatesQuery();
  const device = useDataDeviceQuery(deviceId ?? skipToken);
  const tags = useDeviceTagsQuery(deviceId ?? skipToken);
  const version = page.data?.published ?? null;
  const now = useNow(version?.defaultRefreshRate ?? null);
  const timeZone = knownTimeZone(device.data?.timeZone) ?? browserTimeZone();
  const periodSpec = (version?.periodSelectorEnabled && params.get('period')) || version?.periodSpec || 'today';
  const format = page.data ? pageFormat(page.data) : 'sheet';
  const components = useMemo(
    () => (version ? viewComponents(version, templates.data ?? [], format) : []),
    [version, templates.data, format],
  );
  const notFound = page.isError && isNotFound(page.error);
  // The published version's title: the one the page shows (a draft's title is the editor's).
  const title = page.data
    ? version?.title || pageTitle(page.data)
    : notFound
      ? t('pages.viewer.page.notFound')
      : t('pages.viewer.page.pages');
  const choosePeriod = (spec: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('period', spec);
        return next;
      },
      { replace: true },
    );

  const body = () => {
    if (page.isLoading || templates.isLoading) return <LoadingRows rows={3} label={t('pages.viewer.page.loading')} />;
    if (notFound)
      return <NotFoundState title={t('pages.viewer.page.notFound')} backTo={backTo} backLabel={backLabel} />;
    if (page.isError) return <ErrorState message={firstErrorMessage(page.error)} onRetry={() => void page.refetch()} />;
    if (!page.data) return null;
    if (!version)
      return (
        <Notice
          severity="info"
          action={
            editsPages && page.data.draft ? (
              <Button component={RouterLink} to={`/pages/${encodeURIComponent(pageId)}`} color="inherit">
                {t('pages.viewer.page.openDraft')}
              </Button>
            ) : undefined
          }
        >
          {editsPages && page.data.draft
            ? t('pages.viewer.page.unpublishedEditor')
            : t('pages.viewer.page.unpublished')}
        </Notice>
      );
    if (!deviceId) return <Notice severity="info">{t('pages.viewer.page.noDevice')}</Notice>;
    if (device.isError)
      return <ErrorState message={t('pages.viewer.page.deviceFailed')} onRetry={() => void device.refetch()} />;
    if (tags.isError)
      return <ErrorState message={t('pages.viewer.page.tagsFailed')} onRetry={() => void tags.refetch()} />;
    if (device.isLoading || tags.isLoading) return <LoadingRows rows={3} label={t('pages.viewer.page.loading')} />;
    return (
      <Stack spacing={2}>
        {version.periodSelectorEnabled && (
          <PeriodPicker key={periodSpec} spec={periodSpec} timeZone={timeZone} onChange={choosePeriod} />
        )}
        <PageView
          format={format}
          components={components}
          tags={tags.data ?? []}
          periodSpec={periodSpec}
          timeZone={timeZone}
          refreshSeconds={version.defaultRefreshRate}
          devicePath={`/devices/${encodeURIComponent(deviceId)}`}
          now={now}
        />
      </Stack>
    );
  };

  return (
    <PageLayout
      title={title}
      breadcrumbs={[...crumbs, { label: title }]}
      actions={
        editsPages && page.data ? (
          <Button component={RouterLink} to={`/pages/${encodeURIComponent(pageId)}`} startIcon={<EditIcon />}>
            {t('pages.viewer.page.edit')}
          </Button>
        ) : undefined
      }
    >
      {body()}
    </PageLayout>
  );
}
