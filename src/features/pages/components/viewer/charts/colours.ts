import { alpha, useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useMediaQueryMatches } from '@/ui/use-media-query';

/** The colours a chart draws with: from the MUI theme, or the system's own in forced-colors mode. */
export interface ChartColours {
  forced: boolean;
  /** One per series, in order (repeating past six). */
  series: readonly string[];
  /** Each series' dash pattern in CSS px ([] solid): in forced-colors mode, where two colours must tell six lines apart. */
  dashes: readonly (readonly number[])[];
  barFill: string;
  barStroke: string;
  threshold: string;
  thresholdDash: readonly number[];
  /** Axis labels and ticks. */
  axis: string;
  grid: string;
  font: string;
  tooltip: { background: string; text: string; border: string; shadow: string };
}

export const FORCED_COLORS_QUERY = '(forced-colors: active)';

const FORCED_DASHES: readonly (readonly number[])[] = [[], [], [2, 3], [2, 3], [8, 3, 2, 3], [8, 3, 2, 3]];

/**
 * The chart's colours, following the theme (light or dark) and forced-colors mode: the canvas is not adjusted by the
 * browser, so there the lines are drawn in the system colours CanvasText and Highlight, told apart by dashes too.
 */
export function useChartColours(): ChartColours {
  const theme = useTheme();
  const forced = useMediaQueryMatches(FORCED_COLORS_QUERY);
  return useMemo(() => {
    const { palette } = theme;
    // In px: uPlot scales the size it finds in the text by the device's pixel ratio.
    const font = `12px ${theme.typography.fontFamily ?? 'sans-serif'}`;
    const tooltip = {
      background: palette.background.paper,
      text: palette.text.primary,
      border: palette.divider,
      shadow: theme.shadows[3],
    };
    if (forced)
      return {
        forced,
        series: FORCED_DASHES.map((_, index) => (index % 2 === 0 ? 'CanvasText' : 'Highlight')),
        dashes: FORCED_DASHES,
        barFill: 'Highlight',
        barStroke: 'CanvasText',
        threshold: 'CanvasText',
        thresholdDash: [6, 4],
        axis: 'CanvasText',
        grid: 'GrayText',
        font,
        tooltip: { background: 'Canvas', text: 'CanvasText', border: 'CanvasText', shadow: 'none' },
      };
    return {
      forced,
      series: [
        palette.primary.main,
        palette.secondary.main,
        palette.success.main,
        palette.warning.main,
        palette.info.main,
        palette.error.main,
      ],
      dashes: FORCED_DASHES.map(() => []),
      barFill: alpha(palette.primary.main, 0.7),
      barStroke: palette.primary.main,
      threshold: palette.text.secondary,
      thresholdDash: [6, 4],
      axis: palette.text.secondary,
      grid: palette.divider,
      font,
      tooltip,
    };
  }, [theme, forced]);
}

/** A series' colour and dash by its place. */
export const seriesStyle = (colours: ChartColours, index: number): { stroke: string; dash: readonly number[] } => ({
  stroke: colours.series[index % colours.series.length] ?? 'CanvasText',
  dash: colours.dashes[index % colours.dashes.length] ?? [],
});
