import { useEffect, useState, type RefObject } from 'react';

/** Widths are read to this many pixels: a few pixels of resizing does not plan new reads. */
const WIDTH_STEP = 50;

/**
 * The element's content width, rounded down to 50 px, followed as it resizes; `fallback` before it is measured (or
 * where it has none, hidden or without layout). `measured` once the first measure has been taken: what is planned
 * from the width waits for it, rather than start a read at the fallback and give it up a moment later.
 */
export function useElementWidth(
  ref: RefObject<HTMLElement | null>,
  fallback: number,
): { width: number; measured: boolean } {
  const [width, setWidth] = useState(fallback);
  // Without ResizeObserver (no layout at all) there is nothing to wait for.
  const [measured, setMeasured] = useState(() => typeof ResizeObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const read = (pixels: number) => {
      if (pixels > 0) setWidth(Math.max(WIDTH_STEP, Math.floor(pixels / WIDTH_STEP) * WIDTH_STEP));
      setMeasured(true);
    };
    read(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => read(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return { width, measured };
}
