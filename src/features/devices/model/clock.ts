/**
 * One ticking clock per period shared by every subscriber (a list of 500 devices asks the time once a tick, not 500
 * times), for useSyncExternalStore.
 */
interface Ticker {
  now: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | null;
}

const tickers = new Map<number, Ticker>();

function tickerOf(periodMs: number): Ticker {
  let ticker = tickers.get(periodMs);
  if (!ticker) tickers.set(periodMs, (ticker = { now: Date.now(), listeners: new Set(), timer: null }));
  return ticker;
}

export function subscribeClock(periodMs: number, listener: () => void): () => void {
  const ticker = tickerOf(periodMs);
  ticker.listeners.add(listener);
  if (ticker.timer === null) {
    ticker.now = Date.now();
    ticker.timer = setInterval(() => {
      ticker.now = Date.now();
      ticker.listeners.forEach((notify) => notify());
    }, periodMs);
  }
  return () => {
    ticker.listeners.delete(listener);
    if (ticker.listeners.size === 0 && ticker.timer !== null) {
      clearInterval(ticker.timer);
      ticker.timer = null;
    }
  };
}

export const clockNow = (periodMs: number): number => tickerOf(periodMs).now;
