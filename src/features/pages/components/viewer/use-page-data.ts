import { useEffect, useMemo, useRef } from 'react';
import { useAppDispatch } from '@/store';
import { dataApi } from '@/features/pages/api-data';
import { seriesByRef, type DataListItem, type SeriesPoint } from '@/features/pages/model/data/query-plan';
import { nextRefresh, refreshMs, type RefreshEvent, type RefreshState } from '@/features/pages/model/data/refresh';

export interface PageData {
  series: Map<string, SeriesPoint[]>;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  /** When the shown data was read (ms), for "Updated …". */
  readAt: number | null;
  retry: () => void;
}

const EMPTY = new Map<string, SeriesPoint[]>();

/** A read given up for a newer one is no failure to show. */
const isAborted = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * The page's one DataList read for `body` (docs/MACHINE-DATA.md, Reading the data): started when the body changes, the
 * previous one aborted; read again every `refreshSeconds` while the tab is visible, never while a read is running.
 */
export function usePageData(body: readonly DataListItem[], refreshSeconds: number | null): PageData {
  const dispatch = useAppDispatch();
  const key = JSON.stringify(body);
  // The body as of its key: a new array with the same content is the same read.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the body's content
  const stableBody = useMemo(() => body as DataListItem[], [key]);
  const skip = stableBody.length === 0;
  const request = useRef<{ key: string; refetch: () => unknown } | null>(null);

  useEffect(() => {
    if (skip) return undefined;
    const started = dispatch(dataApi.endpoints.pageData.initiate(stableBody));
    const current = { key, refetch: () => started.refetch() };
    request.current = current;
    return () => {
      started.unsubscribe();
      // The read is aborted once it is no longer wanted: the body changed or the page left. A cleanup followed at once by
      // the same read (React's development remount) keeps it, or the second start would share the aborted one.
      queueMicrotask(() => {
        const next = request.current;
        if (next === current) request.current = null;
        if (next === current || next?.key !== key) started.abort();
      });
    };
  }, [dispatch, stableBody, skip, key]);

  const result = dataApi.endpoints.pageData.useQueryState(stableBody, { skip });
  const reading = !skip && result.isFetching;
  const readingRef = useRef(reading);
  useEffect(() => {
    readingRef.current = reading;
  }, [reading]);

  const interval = refreshMs(refreshSeconds);
  const refresh = useRef<((kind: RefreshEvent['kind']) => void) | null>(null);
  useEffect(() => {
    if (skip || interval === null) return undefined;
    let state: RefreshState = { due: false };
    const handle = (kind: RefreshEvent['kind']) => {
      const next = nextRefresh(state, { kind }, { visible: isVisible(), reading: readingRef.current });
      state = next.state;
      if (next.read) request.current?.refetch();
    };
    refresh.current = handle;
    const timer = setInterval(() => handle('tick'), interval);
    const onVisibility = () => {
      if (isVisible()) handle('visible');
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      refresh.current = null;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [skip, interval]);
  // A tick that found the last read running is due: it starts once that read has settled.
  useEffect(() => {
    if (!reading) refresh.current?.('settled');
  }, [reading]);

  const series = useMemo(() => (result.data ? seriesByRef(result.data) : EMPTY), [result.data]);
  return {
    series,
    isLoading: !skip && !result.data && !result.isError,
    isFetching: reading,
    error: result.isError && !isAborted(result.error) ? result.error : null,
    readAt: result.fulfilledTimeStamp ?? null,
    retry: () => request.current?.refetch(),
  };
}
