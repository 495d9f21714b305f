import { filter, type Filter } from '@/api';

/** What the devices list shows: a search, filters and an order, all kept in the address. */
export interface DeviceListQuery {
  search: string;
  state: 'all' | 'online' | 'offline';
  groupId: string;
  typeId: string;
  sort: DeviceSort;
}

/** A sortable column of the list. */
export type DeviceSortColumn = 'name' | 'type' | 'state';
export type DeviceSort = DeviceSortColumn | `-${DeviceSortColumn}`;
const SORTS: readonly DeviceSort[] = ['name', '-name', 'type', '-type', 'state', '-state'];
const STATES = ['all', 'online', 'offline'] as const;

export const NO_DEVICE_QUERY: DeviceListQuery = { search: '', state: 'all', groupId: '', typeId: '', sort: 'name' };

/** The list's query from the address (`?search=&state=&group=&type=&sort=`); what is not understood is the default. */
export function readDeviceQuery(params: URLSearchParams): DeviceListQuery {
  const state = params.get('state');
  const sort = params.get('sort');
  return {
    search: params.get('search') ?? '',
    state: STATES.find((value) => value === state) ?? 'all',
    groupId: params.get('group') ?? '',
    typeId: params.get('type') ?? '',
    sort: SORTS.find((value) => value === sort) ?? 'name',
  };
}

/** The address's parameters of a query: only what differs from the default. */
export function writeDeviceQuery(
  query: DeviceListQuery,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string, empty: string) =>
    value && value !== empty ? params.set(key, value) : params.delete(key);
  set('search', query.search, '');
  set('state', query.state, 'all');
  set('group', query.groupId, '');
  set('type', query.typeId, '');
  set('sort', query.sort, 'name');
  return params;
}

/**
 * The AgentList filters of a query. Online is having an active VPN session (the platform has no online flag); a
 * group is one of the device's memberships.
 */
export function deviceFilters(query: Pick<DeviceListQuery, 'search' | 'state' | 'groupId' | 'typeId'>): Filter[] {
  const filters: Filter[] = [];
  if (query.search.trim()) filters.push(filter.contains('name', query.search.trim()));
  if (query.state === 'online') filters.push(filter.isNotNull('activeVpnSession'));
  if (query.state === 'offline') filters.push(filter.isNull('activeVpnSession'));
  if (query.groupId) filters.push(filter.eq('memberships.group.publicId', query.groupId));
  if (query.typeId) filters.push(filter.eq('type.publicId', query.typeId));
  return filters;
}

/** The AgentList order of a sort: by name, by type then name, or (within one state, see `deviceSegments`) by name. */
export function deviceOrder(sort: DeviceSort): string {
  const desc = sort.startsWith('-') ? '-' : '';
  if (sort.endsWith('state')) return 'name';
  return sort.endsWith('type') ? `${desc}type.name,name` : `${desc}name`;
}

/** One stretch of the list that the server filters, orders and pages: the list is its stretches one after the other. */
export interface DeviceListSegment {
  filters: Filter[];
  orderBy: string;
}

/**
 * The list as server-ordered stretches. By name or type: one. By state: the online devices, then the offline ones
 * (`-state` the other way round), each by name, each its own filtered AgentList (`isnotnull` / `isnull` of
 * `activeVpnSession`). The platform has no online flag to order by, and an order by `activeVpnSession` (an object) or
 * one of its fields says nothing about where devices without a session go, nor orders the online ones by name: the two
 * filters do both on the server. A state filter leaves only its own stretch.
 */
export function deviceSegments(query: DeviceListQuery): DeviceListSegment[] {
  const filters = deviceFilters(query);
  const orderBy = deviceOrder(query.sort);
  if (!query.sort.endsWith('state')) return [{ filters, orderBy }];
  const states: ('online' | 'offline')[] = query.sort.startsWith('-') ? ['offline', 'online'] : ['online', 'offline'];
  return states
    .filter((state) => query.state === 'all' || query.state === state)
    .map((state) => ({
      filters: query.state === 'all' ? [...filters, ...deviceFilters({ ...NO_DEVICE_QUERY, state })] : filters,
      orderBy,
    }));
}

/** The next sort when a column's header is chosen: ascending first (for the state: online first), then the other way. */
export function nextDeviceSort(current: DeviceSort, column: DeviceSortColumn): DeviceSort {
  if (current === column) return `-${column}`;
  return column;
}
