import { Box, Typography } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/lib/intl-formatters';
import { isDataSettings } from '@/features/pages/model/data/settings';
import { periodRange } from '@/features/pages/model/data/period-range';
import { planPage, type DataListItem, type DeviceTag } from '@/features/pages/model/data/query-plan';
import type { PageFormat, ViewComponent } from '@/features/pages/model/data/view-components';
import { useMediaQueryMatches } from '@/ui/use-media-query';
import { ComponentView, preloadCharts, type ComponentData } from './component-view';
import { PageGrid, PHONE_QUERY, componentWidth, contentHeight } from './page-grid';
import { useElementWidth } from './use-element-width';
import { usePageData } from './use-page-data';
import '@/features/pages/catalogue-viewer';

/** No read yet: the grid's width, which the steps are planned from, is not measured. */
const NO_READ: DataListItem[] = [];

interface PageViewProps {
  format: PageFormat;
  components: readonly ViewComponent[];
  tags: readonly DeviceTag[];
  periodSpec: string;
  timeZone: string;
  refreshSeconds: number | null;
  devicePath: string | null;
  /** The moment the period is counted to; changes with each refresh of the page. */
  now: Date;
}

/**
 * A page's components drawn with one device's data: one DataList read for them all (docs/MACHINE-DATA.md), each
 * component showing its part, its own failure or its missing tags.
 */
export function PageView({
  format,
  components,
  tags,
  periodSpec,
  timeZone,
  refreshSeconds,
  devicePath,
  now,
}: PageViewProps) {
  const { t, i18n } = useTranslation();
  const gridRef = useRef<HTMLDivElement>(null);
  const { width, measured } = useElementWidth(gridRef, 1200);
  const phone = useMediaQueryMatches(PHONE_QUERY);
  const range = useMemo(() => periodRange(periodSpec, now, timeZone), [periodSpec, now, timeZone]);
  const plan = useMemo(
    () =>
      planPage(
        components.flatMap((component) =>
          component.settings && isDataSettings(component.settings)
            ? [
                {
                  index: component.index,
                  settings: component.settings,
                  widthPixels: componentWidth(component, width, phone),
                },
              ]
            : [],
        ),
        tags,
        range,
        timeZone,
      ),
    [components, tags, range, timeZone, width, phone],
  );
  const data = usePageData(measured ? plan.body : NO_READ, refreshSeconds);
  const hasCharts = components.some((component) => component.kind === 'line-chart' || component.kind === 'bar-chart');
  // The charts' code is fetched beside the page's read, not once the data is there.
  useEffect(() => {
    if (hasCharts) preloadCharts();
  }, [hasCharts]);
  const byslug = useMemo(() => new Map(tags.map((tag) => [tag.slug, tag])), [tags]);

  const dataOf = (component: ViewComponent): ComponentData => ({
    plan: plan.components.get(component.index),
    series: data.series,
    tags: byslug,
    loading: data.isLoading || !measured,
    error: data.error,
    retry: data.retry,
    timeZone,
    devicePath,
    height: contentHeight(component, phone),
  });

  return (
    <Box>
      <Box ref={gridRef}>
        {components.length === 0 ? (
          <Typography color="text.secondary">{t('pages.viewer.noComponents')}</Typography>
        ) : (
          <PageGrid
            format={format}
            components={components}
            render={(component) => <ComponentView component={component} data={dataOf(component)} />}
          />
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" role="status" sx={{ display: 'block', mt: 1 }}>
        {data.isFetching
          ? t('pages.viewer.reading')
          : data.readAt
            ? t('pages.viewer.readAt', {
                time: dateTimeFormat(i18n.language, { timeStyle: 'medium', timeZone }).format(data.readAt),
              })
            : ''}
      </Typography>
    </Box>
  );
}
