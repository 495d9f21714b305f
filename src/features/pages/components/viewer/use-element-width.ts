import { useEffect, useState, type RefObject } from 'react';

/** Widths are read to this many pixels: a few pixels of resizing does not plan new reads. */
const WIDTH_STEP = 50;

/** The element's content width, rounded down to 50 px, followed as it resizes; `fallback` before it is measured. */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const read = (measured: number) => {
      if (measured > 0) setWidth(Math.max(WIDTH_STEP, Math.floor(measured / WIDTH_STEP) * WIDTH_STEP));
    };
    read(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => read(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
