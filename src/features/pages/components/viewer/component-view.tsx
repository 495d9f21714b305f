import { withTexts } from '@/i18n';
import { Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@/api';
import type { ComponentPlan, DeviceTag, SeriesPoint } from '@/features/pages/model/data/query-plan';
import type { ComponentSettings } from '@/features/pages/model/data/settings';
import type { ViewComponent } from '@/features/pages/model/data/view-components';
import { ComponentFrame } from './component-frame';
import { decimalsFor } from './format';
import { AlarmsView, ImageView, TextView, UnknownView } from './views/content-views';
import { GaugeView } from './views/gauge-view';
import { SingleValueView, type ValueReading } from './views/single-value-view';
import { TableView } from './views/table-view';
import '@/features/pages/catalogue-viewer';

// The charts and uPlot are their own chunk: a page of values and tables does not download them.
const loadLineChart = () => import('./charts/line-chart').then(withTexts);
const loadBarChart = () => import('./charts/bar-chart').then(withTexts);
const LineChart = lazy(loadLineChart);
const BarChart = lazy(loadBarChart);

/** Starts fetching the charts' chunk (and its texts) before a chart renders: a page with charts calls it on mount. */
export function preloadCharts(): void {
  // A chunk that fails here is no failure yet: the chart's own lazy load tries again and shows its error.
  loadLineChart().catch(() => undefined);
  loadBarChart().catch(() => undefined);
}

/** What a component draws from: the page's read, and the device's tags. */
export interface ComponentData {
  plan: ComponentPlan | undefined;
  series: Map<string, SeriesPoint[]>;
  tags: ReadonlyMap<string, DeviceTag>;
  loading: boolean;
  error: unknown;
  retry: () => void;
  timeZone: string;
  /** The device's page, for the alarms component's link; null in a preview without a device. */
  devicePath: string | null;
  /** The height in pixels the component's content has, for its chart. */
  height: number;
}

const EMPTY: SeriesPoint[] = [];

function lastReading(points: readonly SeriesPoint[]): ValueReading | null {
  const last = points[points.length - 1];
  return last ? { value: last.value, time: last.time } : null;
}

/** One component of a page, in its frame: its kind's view of its data, or the state that stands for it. */
export function ComponentView({ component, data }: { component: ViewComponent; data: ComponentData }) {
  const { t } = useTranslation();
  const settings = component.settings;
  const title = settings?.title || component.templateName;
  const queries = data.plan?.queries ?? [];
  const pointsOf = (slug: string) => {
    const ref = queries.find((query) => query.slug === slug)?.ref;
    return (ref && data.series.get(ref)) || EMPTY;
  };
  const reads = queries.length > 0;
  // The server's own words under the failure, when it sent any.
  const failed = reads && data.error ? { message: firstErrorMessage(data.error), onRetry: data.retry } : null;
  return (
    <ComponentFrame title={title} loading={reads && data.loading} failed={failed} missing={data.plan?.missing}>
      {settings ? (
        <KindView settings={settings} data={data} pointsOf={pointsOf} reads={reads} />
      ) : component.kind ? (
        <UnknownView templateName={t('pages.viewer.badSettings', { name: component.templateName })} />
      ) : (
        <UnknownView templateName={component.templateName} />
      )}
    </ComponentFrame>
  );
}

interface KindViewProps {
  settings: ComponentSettings;
  data: ComponentData;
  pointsOf: (slug: string) => SeriesPoint[];
  /** Whether any of its tags is logged by the device. */
  reads: boolean;
}

const LINE_PIXELS = 28;

function KindView({ settings, data, pointsOf, reads }: KindViewProps) {
  const { t } = useTranslation();
  const tag = (slug: string) => data.tags.get(slug);
  const chartFallback = <Skeleton variant="rounded" height={data.height} />;
  switch (settings.kind) {
    case 'text':
      return <TextView html={settings.html} />;
    case 'image':
      return <ImageView url={settings.url} alt={settings.alt} />;
    case 'alarms':
      return <AlarmsView devicePath={data.devicePath} />;
    default:
      break;
  }
  if (settings.tags.length === 0) return <Typography color="text.secondary">{t('pages.viewer.noTags')}</Typography>;
  if (!reads) return null;
  const present = settings.tags.filter((slug) => data.tags.has(slug));
  // A chart gets what a "No data for" line above it leaves of the content's height.
  const chartHeight = data.height - (present.length < settings.tags.length ? LINE_PIXELS : 0);
  const named = (slug: string) => ({
    name: tag(slug)?.name ?? slug,
    unit: tag(slug)?.unit ?? null,
    points: pointsOf(slug),
  });
  switch (settings.kind) {
    case 'line-chart':
      return (
        <Suspense fallback={chartFallback}>
          <LineChart
            label={settings.title || present.map((slug) => tag(slug)?.name ?? slug).join(', ')}
            series={present.map(named)}
            thresholds={settings.thresholds}
            timeZone={data.timeZone}
            decimals={decimalsFor(null, tag(present[0] ?? '')?.type ?? null)}
            height={chartHeight}
          />
        </Suspense>
      );
    case 'bar-chart': {
      const slug = present[0] ?? '';
      return (
        <Suspense fallback={chartFallback}>
          <BarChart
            label={settings.title || (tag(slug)?.name ?? slug)}
            series={named(slug)}
            interval={settings.interval}
            timeZone={data.timeZone}
            decimals={decimalsFor(null, tag(slug)?.type ?? null)}
            height={chartHeight}
          />
        </Suspense>
      );
    }
    case 'single-value':
    case 'gauge': {
      const slug = present[0] ?? '';
      const unit = settings.unit ?? tag(slug)?.unit ?? null;
      const decimals = decimalsFor(settings.decimals, tag(slug)?.type ?? null);
      const reading = lastReading(pointsOf(slug));
      return settings.kind === 'gauge' ? (
        <GaugeView
          label={settings.title || (tag(slug)?.name ?? slug)}
          reading={reading}
          min={settings.min}
          max={settings.max}
          bands={settings.bands}
          rules={settings.rules}
          unit={unit}
          decimals={decimals}
        />
      ) : (
        <SingleValueView
          reading={reading}
          unit={unit}
          decimals={decimals}
          rules={settings.rules}
          timeZone={data.timeZone}
        />
      );
    }
    case 'table':
      return (
        <TableView
          title={settings.title}
          timeZone={data.timeZone}
          columns={present.map((slug) => ({
            ...named(slug),
            decimals: decimalsFor(null, tag(slug)?.type ?? null),
          }))}
        />
      );
  }
}
