import { deviceFilters, deviceOrder, nextDeviceSort, NO_DEVICE_QUERY, readDeviceQuery, writeDeviceQuery } from './list-query';

describe('the devices list’s query', () => {
  it('is read from the address, what is not understood being the default, and written back with only what differs', () => {
    const query = readDeviceQuery(new URLSearchParams('search=kiln&state=online&group=g-1&type=at-ixr2&sort=-type'));
    expect(query).toEqual({ search: 'kiln', state: 'online', groupId: 'g-1', typeId: 'at-ixr2', sort: '-type' });
    expect(readDeviceQuery(new URLSearchParams('state=sleeping&sort=price'))).toEqual(NO_DEVICE_QUERY);
    expect(writeDeviceQuery(query, new URLSearchParams('tab=x')).toString()).toBe('tab=x&search=kiln&state=online&group=g-1&type=at-ixr2&sort=-type');
    expect(writeDeviceQuery(NO_DEVICE_QUERY, new URLSearchParams('search=old&sort=-name')).toString()).toBe('');
  });

  it('filters on the server: online is an active VPN session, a group one of the memberships', () => {
    expect(deviceFilters({ search: ' kiln ', state: 'online', groupId: 'g-1', typeId: 't-1' })).toEqual([
      'contains(name,"kiln")', 'isnotnull(activeVpnSession)', 'eq(memberships.group.publicId,"g-1")', 'eq(type.publicId,"t-1")',
    ]);
    expect(deviceFilters({ search: '', state: 'offline', groupId: '', typeId: '' })).toEqual(['isnull(activeVpnSession)']);
    expect(deviceFilters(NO_DEVICE_QUERY)).toEqual([]);
  });

  it('orders by name or by type then name, each both ways; a header asks ascending first', () => {
    expect(deviceOrder('name')).toBe('name');
    expect(deviceOrder('-name')).toBe('-name');
    expect(deviceOrder('type')).toBe('type.name,name');
    expect(deviceOrder('-type')).toBe('-type.name,name');
    expect(nextDeviceSort('name', 'name')).toBe('-name');
    expect(nextDeviceSort('-name', 'type')).toBe('type');
    expect(nextDeviceSort('type', 'type')).toBe('-type');
  });
});
