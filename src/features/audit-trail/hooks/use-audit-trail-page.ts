import { useCallback, useMemo, useState } from 'react';
import { useAppDispatch } from '@/store';
import { firstErrorMessage } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useAuditLogsInfiniteQuery, useAuditTopicNamesQuery, useExportAuditLogsMutation } from '../api';
import { auditQueryFilters, exportFileName, filtersToSearch, hasFilters, NO_FILTERS } from '../model/filters';
import type { SavedView } from '../model/saved-views';
import type { AuditLogEntry } from '../model/schemas';
import { useAuditFilters } from './use-audit-filters';
import { useSavedViews } from './use-saved-views';

/** The audit trail page: filters in the address, server pages, the detail, the export and saved views. */
export function useAuditTrailPage() {
  const dispatch = useAppDispatch();
  const { filters, setFilters, applySearch } = useAuditFilters();
  const queryFilters = useMemo(() => auditQueryFilters(filters), [filters]);
  const result = useAuditLogsInfiniteQuery(queryFilters);
  const names = useAuditTopicNamesQuery();
  const entries = useMemo(() => result.data?.pages.flatMap((page) => page.entries), [result.data]);
  const [opened, setOpened] = useState<AuditLogEntry | null>(null);
  const [exportLogs, exportState] = useExportAuditLogsMutation();
  const savedViews = useSavedViews();

  const clearFilters = useCallback(() => setFilters(NO_FILTERS), [setFilters]);
  const runExport = async () => {
    try {
      await exportLogs({ filters: queryFilters, fileName: exportFileName(new Date()) }).unwrap();
      dispatch(
        snackbarRequested({
          messageKey: 'auditTrail.export.done',
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
    } catch (error) {
      const message = firstErrorMessage(error, String(isStatusError(error) ? error.status : ''));
      dispatch(
        snackbarRequested({
          messageKey: 'auditTrail.export.failed',
          messageValues: { message },
          duration: SNACKBAR_DURATION.long,
          severity: 'error',
        }),
      );
    }
  };
  const { refetch, fetchNextPage } = result;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return {
    filters,
    setFilters,
    clearFilters,
    entries,
    names: names.data,
    // A new filter shows its first page once loaded; meanwhile the table says it is busy.
    isLoading: result.data === undefined && !result.isError,
    busy: result.isFetching && !result.isFetchingNextPage,
    error: result.isError && !result.isFetchNextPageError ? firstErrorMessage(result.error) || undefined : undefined,
    isError: result.isError && !result.isFetchNextPageError,
    retry: () => void refetch(),
    filtered: hasFilters(filters),
    loadMore: {
      count: entries?.length ?? 0,
      hasMore: result.hasNextPage,
      loadingMore: result.isFetchingNextPage,
      failed: result.isFetchNextPageError,
      onLoadMore: loadMore,
    },
    opened,
    open: useCallback((entry: AuditLogEntry) => setOpened(entry), []),
    close: () => setOpened(null),
    exporting: exportState.isLoading,
    runExport: () => void runExport(),
    views: savedViews.views,
    applyView: (view: SavedView) => applySearch(view.search),
    saveView: (name: string) => {
      savedViews.save(name, filtersToSearch(filters).toString());
      dispatch(
        snackbarRequested({
          messageKey: 'auditTrail.views.saved',
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
    },
    deleteView: (name: string) => {
      savedViews.remove(name);
      dispatch(
        snackbarRequested({
          messageKey: 'auditTrail.views.deleted',
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
    },
  };
}

const isStatusError = (error: unknown): error is { status: string | number } =>
  typeof error === 'object' && error !== null && 'status' in error;
