import { useLayoutEffect, useRef, type RefObject } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartColours } from './colours';
import type { PlotData } from './plot-data';
import type { TooltipText } from './summary';

/** A plot's options but its size: the width follows the container, the height is the chart's. */
export type PlotOptions = Omit<uPlot.Options, 'width' | 'height'>;

interface UsePlot {
  options: PlotOptions;
  data: PlotData;
  height: number;
  colours: ChartColours;
  /** The tooltip's text at a data index, or null for none. */
  tooltip: (plot: uPlot, index: number) => TooltipText | null;
}

const GAP = 12;

/**
 * One uPlot instance in the returned container: made again only when `options` change (a new object: the caller
 * memoises them), given new data with setData, as wide as its container (ResizeObserver, setSize), destroyed on
 * unmount; with a tooltip that follows the pointer.
 */
export function usePlot({ options, data, height, colours, tooltip }: UsePlot): RefObject<HTMLDivElement | null> {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const plotRef = useRef<uPlot | null>(null);
  const dataRef = useRef(data);
  const heightRef = useRef(height);
  const tooltipRef = useRef(tooltip);

  useLayoutEffect(() => {
    tooltipRef.current = tooltip;
  }, [tooltip]);

  useLayoutEffect(() => {
    dataRef.current = data;
    const plot = plotRef.current;
    if (plot && plot.data !== data) plot.setData(data);
  }, [data]);

  useLayoutEffect(() => {
    heightRef.current = height;
    const plot = plotRef.current;
    if (plot && plot.height !== height) plot.setSize({ width: plot.width, height });
  }, [height]);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const tip = document.createElement('div');
    Object.assign(tip.style, {
      position: 'absolute',
      display: 'none',
      pointerEvents: 'none',
      zIndex: '1',
      whiteSpace: 'nowrap',
      padding: '4px 8px',
      borderRadius: '4px',
      border: `1px solid ${colours.tooltip.border}`,
      background: colours.tooltip.background,
      color: colours.tooltip.text,
      boxShadow: colours.tooltip.shadow,
      font: colours.font,
      lineHeight: '1.5',
    } satisfies Partial<CSSStyleDeclaration>);

    const showTooltip = (plot: uPlot) => {
      const { left, top, idx } = plot.cursor;
      const text = idx == null || left == null || left < 0 ? null : tooltipRef.current(plot, idx);
      if (!text || left == null) {
        tip.style.display = 'none';
        return;
      }
      const heading = document.createElement('div');
      heading.style.fontWeight = '600';
      heading.textContent = text.heading;
      tip.replaceChildren(
        heading,
        ...text.rows.map(({ name, value }) => {
          const row = document.createElement('div');
          row.textContent = `${name}: ${value}`;
          return row;
        }),
      );
      tip.style.display = 'block';
      const width = plot.over.clientWidth;
      const plotHeight = plot.over.clientHeight;
      const x = left + GAP + tip.offsetWidth > width ? left - GAP - tip.offsetWidth : left + GAP;
      const y =
        (top ?? 0) + GAP + tip.offsetHeight > plotHeight ? (top ?? 0) - GAP - tip.offsetHeight : (top ?? 0) + GAP;
      tip.style.transform = `translate(${Math.max(0, x)}px, ${Math.max(0, y)}px)`;
      tip.style.left = '0';
      tip.style.top = '0';
    };

    const plot = new uPlot(
      {
        ...options,
        width: container.clientWidth,
        height: heightRef.current,
        hooks: { ...options.hooks, setCursor: [...(options.hooks?.setCursor ?? []), showTooltip] },
      },
      dataRef.current,
      container,
    );
    plot.over.appendChild(tip);
    plotRef.current = plot;

    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => {
            const width = Math.floor(entry?.contentRect.width ?? 0);
            if (width > 0 && width !== plot.width) plot.setSize({ width, height: heightRef.current });
          });
    observer?.observe(container);
    return () => {
      observer?.disconnect();
      plot.destroy();
      if (plotRef.current === plot) plotRef.current = null;
    };
  }, [options, colours]);

  return containerRef;
}
