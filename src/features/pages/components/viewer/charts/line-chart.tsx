import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import type { Threshold } from '@/features/pages/model/data/settings';
import { ChartFigure, MIN_PLOT_PIXELS, useLegendHeight, type LegendItem } from './chart-figure';
import { seriesStyle, useChartColours, type ChartColours } from './colours';
import { formatValue, timeTickLabels, valueTickLabels } from './formats';
import { alignSeries } from './plot-data';
import {
  lineSummary,
  lineTooltip,
  thresholdSummary,
  type ChartSeries,
  type ChartText,
  type TextOptions,
} from './summary';
import { usePlot, type PlotOptions } from './use-plot';
import './catalogue';

export interface LineChartProps {
  /** The accessible name of the figure (the component's title). */
  label: string;
  /** One line each, in time order; a null or text value is a gap in its line. */
  series: ChartSeries[];
  /** Dashed horizontal lines, on the axis of the first series' unit. */
  thresholds: Threshold[];
  /** The device's time zone: axis, tooltip and text alternative are written in it. */
  timeZone: string;
  decimals: number;
  /** The chart's height in px: its drawing, axes included, and its legend below. */
  height: number;
}

interface Shape {
  name: string;
  unit: string | null;
}

/** The first series' unit is the axis `y` (left), each other unit its own axis, alternating right and left. */
const scaleKeys = (shape: readonly Shape[]): { byUnit: Map<string, string>; ofSeries: string[] } => {
  const byUnit = new Map<string, string>();
  const ofSeries = shape.map(({ unit }) => {
    const unitKey = unit ?? '';
    let key = byUnit.get(unitKey);
    if (key === undefined) byUnit.set(unitKey, (key = byUnit.size === 0 ? 'y' : `y${byUnit.size}`));
    return key;
  });
  return { byUnit, ofSeries };
};

function lineOptions(
  shape: readonly Shape[],
  thresholds: readonly Threshold[],
  colours: ChartColours,
  { language, timeZone, decimals }: Omit<TextOptions, 'text'>,
): PlotOptions {
  const { byUnit, ofSeries } = scaleKeys(shape);
  const limits = thresholds.map((threshold) => threshold.value);
  const withThresholds: uPlot.Range.Function = (_plot, min, max) => {
    const low = Math.min(...[min, ...limits].filter(Number.isFinite));
    const high = Math.max(...[max, ...limits].filter(Number.isFinite));
    return Number.isFinite(low) && Number.isFinite(high) ? uPlot.rangeNum(low, high, 0.1, true) : [0, 1];
  };
  const scales: uPlot.Scales = { x: { time: true } };
  const axes: uPlot.Axis[] = [
    {
      stroke: colours.axis,
      font: colours.font,
      grid: { stroke: colours.grid, width: 1 },
      ticks: { stroke: colours.grid, width: 1 },
      space: 80,
      size: 56,
      values: (_plot, splits, _axis, _space, incr) => timeTickLabels(splits, incr, language, timeZone),
    },
  ];
  [...byUnit.entries()].forEach(([unit, key], index) => {
    scales[key] = key === 'y' ? { range: withThresholds } : {};
    axes.push({
      scale: key,
      side: index % 2 === 0 ? 3 : 1,
      stroke: colours.axis,
      font: colours.font,
      grid: { show: index === 0, stroke: colours.grid, width: 1 },
      ticks: { stroke: colours.grid, width: 1 },
      // The unit names each axis once there are more than one.
      label: byUnit.size > 1 ? unit : undefined,
      labelFont: colours.font,
      size: (_plot, values) => Math.max(40, Math.max(0, ...(values ?? []).map((value) => value.length)) * 7 + 18),
      values: (_plot, splits, _axis, _space, incr) => valueTickLabels(splits, incr, language),
    });
  });
  const drawThresholds = (plot: uPlot) => {
    if (thresholds.length === 0) return;
    const { ctx, bbox } = plot;
    const ratio = uPlot.pxRatio;
    ctx.save();
    ctx.strokeStyle = colours.threshold;
    ctx.fillStyle = colours.threshold;
    ctx.lineWidth = ratio;
    ctx.setLineDash(colours.thresholdDash.map((length) => length * ratio));
    ctx.font = colours.font.replace(/^(\d+)px/, (_match, size: string) => `${Number(size) * ratio}px`);
    ctx.textBaseline = 'bottom';
    for (const threshold of thresholds) {
      const y = Math.round(plot.valToPos(threshold.value, 'y', true));
      if (y < bbox.top || y > bbox.top + bbox.height) continue;
      ctx.beginPath();
      ctx.moveTo(bbox.left, y);
      ctx.lineTo(bbox.left + bbox.width, y);
      ctx.stroke();
      const text = threshold.label ?? formatValue(threshold.value, shape[0]?.unit ?? null, language, decimals);
      ctx.fillText(text, bbox.left + 4 * ratio, y - 2 * ratio);
    }
    ctx.restore();
  };
  return {
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), timeZone),
    legend: { show: false },
    cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 7 } },
    scales,
    axes,
    series: [
      {},
      ...shape.map(({ name }, index): uPlot.Series => {
        const { stroke, dash } = seriesStyle(colours, index);
        return {
          label: name,
          scale: ofSeries[index],
          stroke,
          dash: [...dash],
          width: 2,
          spanGaps: false,
          points: { show: false },
        };
      }),
    ],
    hooks: { draw: [drawThresholds] },
  };
}

// The default export alone: the viewer loads it with React.lazy, and a named export beside it would be the same
// function exported twice (knip's duplicate exports), or let a static import pull uPlot into the viewer's chunk.
/**
 * A device's series over time on one canvas (uPlot): one line per series in its own colour, dashed threshold lines
 * with their labels, a tooltip at the pointer with the exact time and each value, a legend, and a visually hidden text
 * alternative with each series' minimum, maximum and last value.
 */
export default function LineChart({ label, series, thresholds, timeZone, decimals, height }: LineChartProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const colours = useChartColours();
  const text = useCallback<ChartText>((key, values) => t(key, { replace: values ?? {} }), [t]);
  const textOptions: TextOptions = useMemo(
    () => ({ language, timeZone, decimals, text }),
    [language, timeZone, decimals, text],
  );

  // Made again only when what is drawn changes, not when new points arrive: those go to setData.
  const shapeKey = JSON.stringify(series.map(({ name, unit }) => [name, unit]));
  const thresholdsKey = JSON.stringify(thresholds);
  const options = useMemo(() => {
    const shape = (JSON.parse(shapeKey) as [string, string | null][]).map(([name, unit]) => ({ name, unit }));
    return lineOptions(shape, JSON.parse(thresholdsKey) as Threshold[], colours, { language, timeZone, decimals });
  }, [shapeKey, thresholdsKey, colours, language, timeZone, decimals]);
  const data = useMemo(() => alignSeries(series), [series]);

  const tooltip = useCallback(
    (plot: uPlot, index: number) => {
      const time = plot.data[0][index];
      if (time === undefined) return null;
      const values = series.map((_, column) => plot.data[column + 1]?.[index]);
      return lineTooltip(time * 1000, values, series, textOptions);
    },
    [series, textOptions],
  );
  const [legendRef, legendHeight] = useLegendHeight();
  const plotHeight = Math.max(MIN_PLOT_PIXELS, height - legendHeight);
  const plotRef = usePlot({ options, data, height: plotHeight, colours, tooltip });

  const descriptions = [
    ...series.map((item) => lineSummary(item, textOptions)),
    ...thresholds.map((threshold) => thresholdSummary(threshold, series[0]?.unit ?? null, textOptions)),
  ];
  const legend: LegendItem[] = series.map(({ name, unit }, index) => ({ name, unit, ...seriesStyle(colours, index) }));
  return (
    <ChartFigure
      label={label}
      descriptions={descriptions}
      legend={legend}
      plotRef={plotRef}
      legendRef={legendRef}
      height={plotHeight}
    />
  );
}
