import { vi } from 'vitest';

/**
 * What jsdom lacks for uPlot, for the chart tests: uPlot reads `matchMedia` when imported (the pixel ratio), and jsdom
 * has no canvas (getContext gives null): a 2D context and a Path2D that draw nothing, and a ResizeObserver that reports a width.
 */

/** A media query list that matches the given queries only, and never changes. */
export function matchMediaFor(matching: readonly string[] = []): (query: string) => MediaQueryList {
  return (query) => {
    const list: Pick<
      MediaQueryList,
      | 'matches'
      | 'media'
      | 'onchange'
      | 'addEventListener'
      | 'removeEventListener'
      | 'addListener'
      | 'removeListener'
      | 'dispatchEvent'
    > = {
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  };
}

/** A 2D context whose methods do nothing (measureText measures 6 px a character) and whose properties keep what is set. */
function inertContext(): CanvasRenderingContext2D {
  const values = new Map<PropertyKey, unknown>();
  const noop = () => undefined;
  const measureText = (text: string) => ({ width: text.length * 6 });
  return new Proxy({} as CanvasRenderingContext2D, {
    get: (_target, key) => (values.has(key) ? values.get(key) : key === 'measureText' ? measureText : noop),
    set: (_target, key, value) => {
      values.set(key, value);
      return true;
    },
  });
}

export interface ObservedSizes {
  disconnected: number;
}

/** Installs the canvas and a ResizeObserver that reports `width` at once; restored after the test (restoreMocks, unstubAllGlobals). */
export function installChartDoubles(width = 600): ObservedSizes {
  const sizes: ObservedSizes = { disconnected: 0 };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(inertContext);
  class ReportingResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const entry = { target, contentRect: { width, height: 0 } } as ResizeObserverEntry;
      this.callback([entry], this);
    }
    unobserve() {}
    disconnect() {
      sizes.disconnected += 1;
    }
  }
  vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
  // uPlot builds its lines as Path2D objects, which jsdom lacks too: one that records nothing.
  vi.stubGlobal(
    'Path2D',
    class InertPath2D {
      constructor() {
        return new Proxy(this, { get: () => () => undefined });
      }
    },
  );
  return sizes;
}
