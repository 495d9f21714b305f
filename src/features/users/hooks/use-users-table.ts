import type { UseInfiniteQueryStateDefaultResult } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch } from '@/store';
import { firstErrorMessage } from '@/api';
import type { SortDirection } from '@/ui/resource-table';
import { useRolesQuery } from '@/features/roles';
import { useCompanyGroupsQuery, usersApi, useUsersInfiniteQuery } from '../api';
import { createAskedView, type AskedView } from './asked-view';
import type { CompanyGroup, User, UserOrder } from '../model/schemas';

/** The server search starts once typing pauses this long; the box itself answers every keystroke. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

/** The columns the server sorts by, and their fields. */
export const SORT_FIELDS = { name: 'name', email: 'emailAddress', lastSeen: 'lastSeenOn' } as const;
export type SortColumn = keyof typeof SORT_FIELDS;

export const isSortColumn = (id: string): id is SortColumn => Object.hasOwn(SORT_FIELDS, id);

/** The order-by of a column and direction: a leading minus sorts descending (docs/ARCHITECTURE.md#the-wire). */
export const orderByOf = (column: SortColumn, direction: SortDirection): UserOrder =>
  `${direction === 'desc' ? '-' : ''}${SORT_FIELDS[column]}` as UserOrder;

/** What the table lists: the settled search and the server's order. */
export interface UsersView {
  search: string;
  sort: { column: SortColumn; direction: SortDirection };
}

const FIRST_VIEW: UsersView = { search: '', sort: { column: 'name', direction: 'asc' } };
const argsOf = (view: UsersView) => ({
  search: view.search,
  orderBy: orderByOf(view.sort.column, view.sort.direction),
});
const sameView = (a: UsersView, b: UsersView) =>
  a.search === b.search && a.sort.column === b.sort.column && a.sort.direction === b.sort.direction;

type UsersQueryResult = UseInfiniteQueryStateDefaultResult<
  (typeof usersApi.endpoints.users.Types)['InfiniteQueryDefinition']
>;

/**
 * What the table shows of the query, so the page renders again only when that changes (not for each step of a
 * request). Before its request starts, a query counts as fetching, as RTK Query's own hook says.
 */
function tableResult(result: UsersQueryResult) {
  const starting = result.isUninitialized;
  return {
    data: result.data,
    isLoading: starting ? result.data === undefined : result.isLoading,
    replacing: (starting || result.isFetching) && !result.isFetchingNextPage,
    isError: result.isError,
    error: result.error,
    hasNextPage: result.hasNextPage,
    isFetchingNextPage: result.isFetchingNextPage,
    isFetchNextPageError: result.isFetchNextPageError,
  };
}

/**
 * The user table: server pages (`moreAfter`), a server search on the name, the server's sort, and a selection
 * of users kept across pages, searches and sorts (by id, with the user as last seen).
 *
 * A new search or order is asked for first and shown once its first page is loaded: meanwhile only the table
 * renders (busy, with the previous rows), and the page renders once, with the new rows.
 */
export function useUsersTable() {
  const dispatch = useAppDispatch();
  const [view, setView] = useState(FIRST_VIEW);
  const [asked] = useState(() => createAskedView(FIRST_VIEW));
  // The latest view's request: an answer to an earlier one is dropped.
  const request = useRef<object>(undefined);
  const [failed, setFailed] = useState<{ view: UsersView; error: unknown } | null>(null);
  const [selected, setSelected] = useState<ReadonlyMap<string, User>>(new Map());
  const query = useUsersInfiniteQuery(argsOf(view), { selectFromResult: tableResult });
  const roles = useRolesQuery();
  const groups = useCompanyGroupsQuery();
  useEffect(
    () => () => {
      request.current = undefined;
      asked.settle();
    },
    [asked],
  );

  const users = useMemo(() => query.data?.pages.flatMap((page) => page.users), [query.data]);
  const roleNames = useMemo(() => new Map((roles.data ?? []).map((role) => [role.publicId, role.name])), [roles.data]);
  const groupsById = useMemo(
    () => new Map<string, CompanyGroup>((groups.data ?? []).map((group) => [group.publicId, group])),
    [groups.data],
  );

  // Fetches a view's first page, then shows it; a failure is shown as the table's error (not the rows' view, which
  // would make RTK Query ask the failed page again as the table subscribes to it).
  const fetchView = useCallback(
    (next: UsersView) => {
      asked.set(next);
      // Only when there is one to clear: a state set to what it holds may still render the page once, for nothing.
      if (failed) setFailed(null);
      // No subscription of its own: the table's takes the rows over when it renders them (unused, they are kept for a
      // while), which spares the store a subscribe and an unsubscribe per search.
      const started = dispatch(usersApi.endpoints.users.initiate(argsOf(next), { subscribe: false }));
      request.current = started;
      void started.then((result) => {
        if (request.current !== started) return;
        request.current = undefined;
        asked.settle();
        if (result.isError) setFailed({ view: next, error: result.error });
        else setView(next);
      });
    },
    [asked, dispatch, failed],
  );
  const ask = useCallback(
    (next: UsersView) => {
      if (!sameView(next, asked.get())) fetchView(next);
    },
    [asked, fetchView],
  );
  const setSearch = useCallback((search: string) => ask({ ...asked.get(), search }), [ask, asked]);
  const toggleSort = useCallback(
    (columnId: string) => {
      if (!isSortColumn(columnId)) return;
      const current = asked.get();
      const direction = current.sort.column === columnId && current.sort.direction === 'asc' ? 'desc' : 'asc';
      ask({ ...current, sort: { column: columnId, direction } });
    },
    [ask, asked],
  );

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

  // Stable between renders, so the table's rows are drawn again only when they change.
  const roleName = useCallback((roleId: string) => roleNames.get(roleId), [roleNames]);
  const group = useCallback((groupId: string) => groupsById.get(groupId), [groupsById]);
  const isSelected = useCallback((user: User) => selected.has(user.publicId), [selected]);
  const clearSelection = useCallback(() => setSelected(new Map()), []);
  const { refetch, fetchNextPage } = query;
  const retry = useCallback(() => (failed ? fetchView(failed.view) : void refetch()), [failed, fetchView, refetch]);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const queryError = query.isError && !query.isFetchNextPageError ? firstErrorMessage(query.error) : undefined;
  const error = failed ? firstErrorMessage(failed.error) : queryError;
  return {
    /** The search and order of the rows shown. */
    view,
    /** The search and order asked for last (the table is busy until they are shown, or their failure is). */
    asked: asked as AskedView<UsersView>,
    askFailed: failed !== null,
    search: view.search,
    setSearch,
    showingSearch: view.search,
    sort: view.sort,
    toggleSort,
    users,
    isLoading: query.isLoading,
    // The rows shown are being fetched again (e.g. after a change): they stay and the table says it is busy.
    busy: query.replacing,
    error,
    retry,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore,
    roleName,
    group,
    selected,
    isSelected,
    changeSelection,
    clearSelection,
  };
}
