import { useDeferredValue, useMemo, useState } from 'react';
import { firstErrorMessage } from '@/api';
import { usePageGroupsQuery, usePagesQuery } from '../api';
import { pageSections } from '../components/list/list-model';
import '../catalogue';

/**
 * /pages: the company's pages read once (all of them), grouped by their group and filtered by the search box on the
 * client. The group names come from GroupList; while they are missing (or failed), a group shows under its id.
 */
export function usePagesList() {
  const query = usePagesQuery();
  const groupsQuery = usePageGroupsQuery();
  const [search, setSearch] = useState('');
  // Typing stays responsive with thousands of pages: the sections follow the box a moment later.
  const deferredSearch = useDeferredValue(search);
  const groups = groupsQuery.data;
  const sections = useMemo(
    () => pageSections(query.data ?? [], groups ?? [], deferredSearch),
    [query.data, groups, deferredSearch],
  );

  return {
    search,
    setSearch,
    sections,
    groups: groups ?? [],
    total: query.data?.length ?? 0,
    isLoading: query.isLoading,
    error: query.isError ? firstErrorMessage(query.error) : undefined,
    retry: () => void query.refetch(),
  };
}
