import { Box } from '@mui/material';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/lib/visually-hidden';
import './catalogue';

export interface LegendItem {
  name: string;
  unit: string | null;
  stroke: string;
  dash: readonly number[];
  /** A filled square (a bar) instead of a line. */
  filled?: boolean;
}

/** The legend's measured height (it wraps on narrow charts), which the drawing leaves free below it. */
export function useLegendHeight(): [RefObject<HTMLUListElement | null>, number] {
  const ref = useRef<HTMLUListElement>(null);
  const [height, setHeight] = useState(LEGEND_LINE_PIXELS);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const read = () => setHeight(Math.ceil(element.getBoundingClientRect().height) + LEGEND_GAP_PIXELS);
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height];
}

const LEGEND_GAP_PIXELS = 4;
/** A drawing is never lower than this, however little room its legend leaves. */
export const MIN_PLOT_PIXELS = 80;
const LEGEND_LINE_PIXELS = 24;

interface ChartFigureProps {
  /** The figure's accessible name (the component's title). */
  label: string;
  /** The text alternative: one line per series (and threshold). */
  descriptions: readonly string[];
  legend: readonly LegendItem[];
  plotRef: RefObject<HTMLDivElement | null>;
  legendRef: RefObject<HTMLUListElement | null>;
  /** The drawing's height in px (the legend is below it). */
  height: number;
}

/**
 * A chart as a figure named by `label`: the canvas hidden from assistive technology, described by a visually hidden
 * caption that says what the canvas shows, and a legend with each series' name and unit.
 */
export function ChartFigure({ label, descriptions, legend, plotRef, legendRef, height }: ChartFigureProps) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <Box component="figure" aria-label={label} aria-describedby={captionId} sx={{ m: 0, minWidth: 0 }}>
      <Box
        ref={plotRef}
        aria-hidden="true"

        sx={{ position: 'relative', width: '100%', minHeight: height }}
      />
      <Box
        ref={legendRef}
        component="ul"
        aria-label={t('pages.viewer.chart.legend')}
        sx={{
          listStyle: 'none',
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          mt: 0.5,
          p: 0,
          typography: 'caption',
          color: 'text.secondary',
        }}
      >
        {legend.map((item, index) => (
          <Box component="li" key={index} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <svg width="20" height="10" aria-hidden="true" focusable="false">
              {item.filled ? (
                <rect x="5" y="0" width="10" height="10" fill={item.stroke} stroke={item.stroke} />
              ) : (
                <line
                  x1="0"
                  y1="5"
                  x2="20"
                  y2="5"
                  stroke={item.stroke}
                  strokeWidth="2"
                  strokeDasharray={item.dash.length > 0 ? item.dash.join(' ') : undefined}
                />
              )}
            </svg>
            {item.unit ? `${item.name} (${item.unit})` : item.name}
          </Box>
        ))}
      </Box>
      <Box component="figcaption" id={captionId} sx={visuallyHidden}>
        <ul>
          {descriptions.map((description, index) => (
            <li key={index}>{description}</li>
          ))}
        </ul>
      </Box>
    </Box>
  );
}
