import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, formatBytes } from '@/lib/intl-formatters';
import { PageLayout } from '@/ui/page-layout';
import { EmptyState, ErrorState, LoadingRows } from '@/ui/states';
import { useUsagePage } from '../hooks/use-usage-page';
import type { Month, UsageBucket } from '../model/buckets';
import { DevicePicker } from './device-picker';
import { MonthSelect, RangePicker } from './range-picker';
import { UsageChart } from './usage-chart';
import { UsageTable } from './usage-table';
import '../catalogue';

const utc = (year: number, month: number, day = 1) => Date.UTC(year, month - 1, day);

/** /usage: the VPN data usage of the company or one device, by month over a range or by day for one month. */
export function UsagePage() {
  const { t, i18n } = useTranslation();
  const page = useUsagePage();
  const language = i18n.language;

  const monthLong = useCallback(
    (m: Month) =>
      dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(m.year, m.month)),
    [language],
  );
  const monthShort = useCallback(
    (m: Month) =>
      dateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(utc(m.year, m.month)),
    [language],
  );
  const dayLong = useCallback(
    (b: UsageBucket) =>
      dateTimeFormat(language, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(utc(b.year, b.month, b.day ?? 1)),
    [language],
  );
  const days = page.view.kind === 'days';
  const periodLabel = days ? dayLong : monthLong;
  const shortLabel = useCallback((b: UsageBucket) => (b.day === null ? monthShort(b) : String(b.day)), [monthShort]);

  const scope = page.device ? (page.device.name ?? page.device.publicId) : t('usage.allDevices');
  const heading =
    page.view.kind === 'days'
      ? t('usage.heading.days', { month: monthLong(page.view.month) })
      : t('usage.heading.months', { from: monthLong(page.view.range.from), to: monthLong(page.view.range.to) });

  // Drilling in or out moves focus to the new view's heading, so keyboard and screen reader users land on it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { drillInto, backToMonths } = page;
  const pick = useCallback(
    (bucket: UsageBucket) => {
      moved.current = true;
      drillInto({ year: bucket.year, month: bucket.month });
    },
    [drillInto],
  );
  const back = useCallback(() => {
    moved.current = true;
    backToMonths();
  }, [backToMonths]);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = false;
  }, [page.drilled]);

  const bytes = (value: number) => formatBytes(language, value);
  let content;
  if (page.isLoading) content = <LoadingRows label={t('usage.loading')} rows={6} />;
  else if (page.error !== undefined)
    content = (
      <ErrorState title={t('usage.loadFailed')} message={page.error || undefined} onRetry={() => void page.retry()} />
    );
  else if (!page.buckets || !page.hasTraffic)
    content = (
      <Paper variant="outlined">
        <EmptyState title={t('usage.empty')} text={t('usage.emptyHint')} />
      </Paper>
    );
  else {
    const totals = page.totals ?? { bytesReceived: 0, bytesSent: 0 };
    content = (
      <>
        <Typography role="status">
          {t('usage.totals', {
            received: bytes(totals.bytesReceived),
            sent: bytes(totals.bytesSent),
            total: bytes(totals.bytesReceived + totals.bytesSent),
          })}
        </Typography>
        <UsageChart
          buckets={page.buckets}
          shortLabel={shortLabel}
          longLabel={periodLabel}
          label={t('usage.chart.label', { heading, scope })}
          onPick={days ? undefined : pick}
        />
        <UsageTable
          label={t('usage.table.label', { heading, scope })}
          buckets={page.buckets}
          periodLabel={periodLabel}
          onPick={days ? undefined : pick}
        />
      </>
    );
  }

  return (
    <PageLayout
      title={t('usage.title')}
      breadcrumbs={[{ label: t('shell.menu.COMPANY') }, { label: t('usage.title') }]}
      actions={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={page.exportCsv}
          disabled={!page.hasTraffic || page.isLoading}
        >
          {t('usage.export')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('usage.intro')}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <DevicePicker value={page.device} onChange={page.setDevice} />
        {page.drilled ? (
          <MonthSelect
            label={t('usage.month')}
            value={page.drilled}
            months={page.rangeMonths}
            onChange={page.drillInto}
          />
        ) : (
          <RangePicker
            today={page.today}
            preset={page.preset}
            onPreset={page.changePreset}
            range={page.range}
            onCustom={page.changeCustom}
          />
        )}
      </Stack>
      <Stack component="section" spacing={2} aria-labelledby="usage-heading">
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            id="usage-heading"
            ref={headingRef}
            tabIndex={-1}
            component="h2"
            variant="h6"
            sx={{ outline: 'none' }}
          >
            {heading}
          </Typography>
          {days && (
            <Button startIcon={<ArrowBackIcon />} onClick={back}>
              {t('usage.backToMonths')}
            </Button>
          )}
        </Stack>
        {content}
      </Stack>
    </PageLayout>
  );
}
