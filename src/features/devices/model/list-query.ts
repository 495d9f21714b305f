import { filter, type Filter } from '../../../api';

/** What the devices list shows: a search, filters and an order, all kept in the address. */
export interface DeviceListQuery {
  search: string;
  state: 'all' | 'online' | 'offline';
  groupId: string;
  typeId: string;
  sort: DeviceSort;
}

export type DeviceSort = 'name' | '-name' | 'type' | '-type';
const SORTS: readonly DeviceSort[] = ['name', '-name', 'type', '-type'];
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
export function writeDeviceQuery(query: DeviceListQuery, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string, empty: string) => (value && value !== empty ? params.set(key, value) : params.delete(key));
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

/** The AgentList order of a sort: by name, or by type then name. */
export function deviceOrder(sort: DeviceSort): string {
  const desc = sort.startsWith('-') ? '-' : '';
  return sort.endsWith('type') ? `${desc}type.name,name` : `${desc}name`;
}

/** The next sort when a column's header is chosen: ascending first, then the other way. */
export function nextDeviceSort(current: DeviceSort, column: 'name' | 'type'): DeviceSort {
  if (current === column) return `-${column}`;
  return column;
}
