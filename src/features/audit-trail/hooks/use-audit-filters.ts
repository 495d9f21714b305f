import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromSearch, withFilters, type AuditFilters } from '../model/filters';

/**
 * The filters live in the address: a filtered view can be bookmarked and shared, a reload restores it, and each
 * change is a history entry so Back goes to the previous filters.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const setFilters = useCallback(
    (next: AuditFilters) => setParams((current) => withFilters(current, next)),
    [setParams],
  );
  /** Applies a saved view's address parameters as they were saved (read through the same checks). */
  const applySearch = useCallback(
    (search: string) => setFilters(filtersFromSearch(new URLSearchParams(search))),
    [setFilters],
  );
  return { filters, setFilters, applySearch };
}
