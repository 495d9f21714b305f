import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import { ChartFigure, MIN_PLOT_PIXELS, useLegendHeight, type LegendItem } from './chart-figure';
import { useChartColours, type ChartColours } from './colours';
import { timeTickLabels, valueTickLabels, type BarInterval } from './formats';
import { sumByMonth } from './months';
import { alignSeries } from './plot-data';
import { barSummary, barTooltip, type ChartSeries, type ChartText, type TextOptions } from './summary';
import { usePlot, type PlotOptions } from './use-plot';
import { dateTimeFormat } from '@/lib/intl-formatters';
import './catalogue';

export interface BarChartProps {
  /** The accessible name of the figure (the component's title). */
  label: string;
  /** One bar per point (a bucket's start); for `month`, the points are days, summed per month here. */
  series: ChartSeries;
  interval: BarInterval;
  /** The device's time zone: buckets are its hours, days and months. */
  timeZone: string;
  decimals: number;
  /** The chart's height in px: its drawing, axes included, and its legend below. */
  height: number;
}

/** A bucket's nominal length in seconds: half of it pads the x axis, so the first and last bars are whole. */
const BUCKET_S: Record<BarInterval, number> = { hour: 3600, day: 86_400, month: 30 * 86_400 };
/** The least room a bucket's label takes, in CSS px. */
const LABEL_SPACE = 64;

function barOptions(
  interval: BarInterval,
  colours: ChartColours,
  { language, timeZone }: Pick<TextOptions, 'language' | 'timeZone'>,
): PlotOptions {
  const half = BUCKET_S[interval] / 2;
  const dayLabel = dateTimeFormat(language, { timeZone, day: 'numeric', month: 'short' });
  const monthLabel = dateTimeFormat(language, { timeZone, month: 'short', year: 'numeric' });
  const bars = uPlot.paths.bars;
  return {
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), timeZone),
    legend: { show: false },
    cursor: { drag: { x: false, y: false, setScale: false }, points: { show: false } },
    scales: {
      x: {
        time: true,
        range: (_plot, min, max) => (Number.isFinite(min) && Number.isFinite(max) ? [min - half, max + half] : [0, 1]),
      },
      y: {
        range: (_plot, min, max) => {
          const low = Number.isFinite(min) ? Math.min(0, min) : 0;
          const high = Number.isFinite(max) ? Math.max(0, max) : 0;
          return high > low ? [low, high + (high - low) * 0.05] : [0, 1];
        },
      },
    },
    axes: [
      {
        stroke: colours.axis,
        font: colours.font,
        grid: { show: false },
        ticks: { stroke: colours.grid, width: 1 },
        size: 56,
        // A label under a bar's middle, every so many bars as fit.
        splits: (plot) => {
          const starts = Array.from(plot.data[0]);
          const fit = Math.max(1, Math.floor(plot.width / LABEL_SPACE));
          const every = Math.max(1, Math.ceil(starts.length / fit));
          return starts.filter((_, index) => index % every === 0);
        },
        values: (_plot, splits) => {
          if (interval === 'hour') return timeTickLabels(splits, BUCKET_S.hour, language, timeZone);
          const format = interval === 'day' ? dayLabel : monthLabel;
          return splits.map((split) => format.format(split * 1000));
        },
      },
      {
        stroke: colours.axis,
        font: colours.font,
        grid: { stroke: colours.grid, width: 1 },
        ticks: { stroke: colours.grid, width: 1 },
        size: (_plot, values) => Math.max(40, Math.max(0, ...(values ?? []).map((value) => value.length)) * 7 + 18),
        values: (_plot, splits, _axis, _space, incr) => valueTickLabels(splits, incr, language),
      },
    ],
    series: [
      {},
      {
        stroke: colours.barStroke,
        fill: colours.barFill,
        width: 1,
        paths: bars?.({ size: [0.7, 64, 1], align: 0 }),
        points: { show: false },
      },
    ],
  };
}

// The default export alone: the viewer loads it with React.lazy, and a named export beside it would be the same
// function exported twice (knip's duplicate exports), or let a static import pull uPlot into the viewer's chunk.
/**
 * A counter's consumption per hour, day or month of the device's time zone as bars (uPlot), with a tooltip naming the
 * bucket and its value, a legend, and a visually hidden text alternative with the total, the highest and the last bucket.
 */
export default function BarChart({ label, series, interval, timeZone, decimals, height }: BarChartProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const colours = useChartColours();
  const text = useCallback<ChartText>((key, values) => t(key, { replace: values ?? {} }), [t]);
  const textOptions: TextOptions = useMemo(
    () => ({ language, timeZone, decimals, text }),
    [language, timeZone, decimals, text],
  );

  const buckets: ChartSeries = useMemo(
    () => (interval === 'month' ? { ...series, points: sumByMonth(series.points, timeZone) } : series),
    [series, interval, timeZone],
  );
  const options = useMemo(
    () => barOptions(interval, colours, { language, timeZone }),
    [interval, colours, language, timeZone],
  );
  const data = useMemo(() => alignSeries([buckets]), [buckets]);

  const tooltip = useCallback(
    (plot: uPlot, index: number) => {
      const start = plot.data[0][index];
      if (start === undefined) return null;
      return barTooltip(start * 1000, plot.data[1]?.[index], buckets, interval, textOptions);
    },
    [buckets, interval, textOptions],
  );
  const [legendRef, legendHeight] = useLegendHeight();
  const plotHeight = Math.max(MIN_PLOT_PIXELS, height - legendHeight);
  const plotRef = usePlot({ options, data, height: plotHeight, colours, tooltip });

  const legend: LegendItem[] = [
    { name: series.name, unit: series.unit, stroke: colours.barStroke, dash: [], filled: true },
  ];
  return (
    <ChartFigure
      label={label}
      descriptions={[barSummary(buckets, interval, textOptions)]}
      legend={legend}
      plotRef={plotRef}
      legendRef={legendRef}
      height={plotHeight}
    />
  );
}
