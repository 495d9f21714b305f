import { useCallback, useMemo, useState } from 'react';
import { firstErrorMessage } from '../../../api';
import type { SortDirection } from '../../../ui/resource-table';
import { useRolesQuery } from '../../roles';
import { useCompanyGroupsQuery, useUsersInfiniteQuery } from '../api';
import type { CompanyGroup, User, UserOrder } from '../model/schemas';

/** The server search starts once typing pauses this long; the box itself answers every keystroke. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

/** The columns the server sorts by, and their fields. */
export const SORT_FIELDS = { name: 'name', email: 'emailAddress', lastSeen: 'lastSeenOn' } as const;
export type SortColumn = keyof typeof SORT_FIELDS;

export const isSortColumn = (id: string): id is SortColumn => Object.hasOwn(SORT_FIELDS, id);

/** The order-by of a column and direction: a leading minus sorts descending (API-CONTRACT.md). */
export const orderByOf = (column: SortColumn, direction: SortDirection): UserOrder =>
  `${direction === 'desc' ? '-' : ''}${SORT_FIELDS[column]}` as UserOrder;

/**
 * The user table: server pages (`moreAfter`), a server search on the name, the server's sort, and a selection
 * of users kept across pages, searches and sorts (by id, with the user as last seen).
 */
export function useUsersTable() {
  // The settled search (the box debounces what is typed).
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ column: SortColumn; direction: SortDirection }>({ column: 'name', direction: 'asc' });
  const [selected, setSelected] = useState<ReadonlyMap<string, User>>(new Map());
  const query = useUsersInfiniteQuery({ search, orderBy: orderByOf(sort.column, sort.direction) });
  const roles = useRolesQuery();
  const groups = useCompanyGroupsQuery();

  const users = useMemo(() => query.data?.pages.flatMap((page) => page.users), [query.data]);
  const roleNames = useMemo(() => new Map((roles.data ?? []).map((role) => [role.publicId, role.name])), [roles.data]);
  const groupsById = useMemo(() => new Map<string, CompanyGroup>((groups.data ?? []).map((group) => [group.publicId, group])), [groups.data]);

  const toggleSort = useCallback((columnId: string) => {
    if (!isSortColumn(columnId)) return;
    setSort((current) =>
      current.column === columnId ? { column: columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { column: columnId, direction: 'asc' },
    );
  }, []);

  const changeSelection = useCallback((rows: readonly User[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const user of rows) {
        if (on) next.set(user.publicId, user);
        else next.delete(user.publicId);
      }
      return next;
    });
  }, []);

  // The rows shown belong to the settled search; while a new one loads the old rows stay and the table is busy.
  const showingSearch = query.originalArgs?.search ?? search;
  const error = query.isError && !query.isFetchNextPageError ? firstErrorMessage(query.error) : undefined;
  return {
    search,
    setSearch,
    showingSearch,
    sort,
    toggleSort,
    users,
    isLoading: query.isLoading,
    busy: query.isFetching && !query.isFetchingNextPage,
    error,
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
    roleName: (roleId: string) => roleNames.get(roleId),
    group: (groupId: string) => groupsById.get(groupId),
    selected,
    isSelected: (user: User) => selected.has(user.publicId),
    changeSelection,
    clearSelection: () => setSelected(new Map()),
  };
}
