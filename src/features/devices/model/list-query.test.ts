import {
  deviceFilters,
  deviceOrder,
  deviceSegments,
  nextDeviceSort,
  NO_DEVICE_QUERY,
  readDeviceQuery,
  writeDeviceQuery,
} from './list-query';

describe('the devices list’s query', () => {
  it('is read from the address, what is not understood being the default, and written back with only what differs', () => {
    const query = readDeviceQuery(new URLSearchParams('search=kiln&state=online&group=g-1&type=at-ixr2&sort=-type'));
    expect(query).toEqual({ search: 'kiln', state: 'online', groupId: 'g-1', typeId: 'at-ixr2', sort: '-type' });
    expect(readDeviceQuery(new URLSearchParams('state=sleeping&sort=price'))).toEqual(NO_DEVICE_QUERY);
    expect(writeDeviceQuery(query, new URLSearchParams('tab=x')).toString()).toBe(
      'tab=x&search=kiln&state=online&group=g-1&type=at-ixr2&sort=-type',
    );
    expect(writeDeviceQuery(NO_DEVICE_QUERY, new URLSearchParams('search=old&sort=-name')).toString()).toBe('');
  });

  it('filters on the server: online is an active VPN session, a group one of the memberships', () => {
    expect(deviceFilters({ search: ' kiln ', state: 'online', groupId: 'g-1', typeId: 't-1' })).toEqual([
      'contains(name,"kiln")',
      'isnotnull(activeVpnSession)',
      'eq(memberships.group.publicId,"g-1")',
      'eq(type.publicId,"t-1")',
    ]);
    expect(deviceFilters({ search: '', state: 'offline', groupId: '', typeId: '' })).toEqual([
      'isnull(activeVpnSession)',
    ]);
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

  it('keeps a state sort in the address both ways, and a state header asks online first, then offline first', () => {
    for (const sort of ['state', '-state'] as const) {
      const query = { ...NO_DEVICE_QUERY, groupId: 'g-1', sort };
      const written = writeDeviceQuery(query);
      expect(written.toString()).toBe(`group=g-1&sort=${sort}`);
      expect(readDeviceQuery(written)).toEqual({ ...NO_DEVICE_QUERY, groupId: 'g-1', sort });
    }
    expect(nextDeviceSort('name', 'state')).toBe('state');
    expect(nextDeviceSort('state', 'state')).toBe('-state');
    expect(nextDeviceSort('-state', 'state')).toBe('state');
    expect(nextDeviceSort('-state', 'name')).toBe('name');
  });

  it('orders by state on the server as two stretches, each filtered on the session and ordered by name', () => {
    const online = 'isnotnull(activeVpnSession)';
    const offline = 'isnull(activeVpnSession)';
    expect(deviceSegments({ ...NO_DEVICE_QUERY, search: 'kiln', sort: 'state' })).toEqual([
      { filters: ['contains(name,"kiln")', online], orderBy: 'name' },
      { filters: ['contains(name,"kiln")', offline], orderBy: 'name' },
    ]);
    expect(deviceSegments({ ...NO_DEVICE_QUERY, typeId: 't-1', sort: '-state' })).toEqual([
      { filters: ['eq(type.publicId,"t-1")', offline], orderBy: 'name' },
      { filters: ['eq(type.publicId,"t-1")', online], orderBy: 'name' },
    ]);
    // A state filter leaves its own stretch only.
    expect(deviceSegments({ ...NO_DEVICE_QUERY, state: 'offline', sort: 'state' })).toEqual([
      { filters: [offline], orderBy: 'name' },
    ]);
    expect(deviceSegments({ ...NO_DEVICE_QUERY, state: 'online', sort: '-state' })).toEqual([
      { filters: [online], orderBy: 'name' },
    ]);
    // Other sorts are one stretch.
    expect(deviceSegments({ ...NO_DEVICE_QUERY, state: 'online', sort: '-type' })).toEqual([
      { filters: [online], orderBy: '-type.name,name' },
    ]);
  });
});
