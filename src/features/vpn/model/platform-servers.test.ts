import { encodeListQuery } from '@/api';
import { collectPlatformServers, platformServerLabel, PLATFORM_SERVER_QUERY } from './platform-servers';

const listed = [
  {
    publicId: 'ps-rsc-ams',
    name: 'rsc-eu-west-1',
    type: 'rsc',
    location: { name: 'Amsterdam' },
    vpnRange: '10.8.0.0/16',
  },
  { publicId: 'ps-mdr-ams', name: 'mdr-eu-west-1', type: 'mdr', location: { name: 'Amsterdam' }, vpnRange: null },
];

describe('platform servers', () => {
  it('asks for the mdr and rsc servers only', () => {
    const params = encodeListQuery(PLATFORM_SERVER_QUERY);
    expect(params.getAll('filters')).toEqual(['in(type,"mdr","rsc")']);
    expect(params.get('fields')).toBe('publicId,name,type,location.name,vpnRange');
  });

  it("adds the agent's session, mdr and logging mdr servers to the company's list", () => {
    const servers = collectPlatformServers(listed, {
      activeVpnSession: { rscServer: { publicId: 'ps-rsc-new', name: 'rsc-ap-1' } },
      mdrServer: { publicId: 'ps-mdr-x', name: 'mdr-x' },
      loggingMdrServer: { publicId: 'ps-mdr-log', name: 'mdr-log' },
    });
    expect([...servers.keys()]).toEqual(['ps-rsc-ams', 'ps-mdr-ams', 'ps-rsc-new', 'ps-mdr-x', 'ps-mdr-log']);
    expect(servers.get('ps-rsc-new')).toEqual({ publicId: 'ps-rsc-new', name: 'rsc-ap-1', type: 'rsc' });
    expect(servers.get('ps-mdr-log')?.type).toBe('mdr');
  });

  it("keeps the list's record of a server the agent also names", () => {
    const servers = collectPlatformServers(listed, {
      activeVpnSession: { rscServer: { publicId: 'ps-rsc-ams', name: 'rsc-eu-west-1' } },
    });
    expect(servers.size).toBe(2);
    expect(servers.get('ps-rsc-ams')?.location?.name).toBe('Amsterdam');
  });

  it('works without an agent or a list', () => {
    expect(collectPlatformServers([], null).size).toBe(0);
    expect(
      collectPlatformServers([], { activeVpnSession: null, mdrServer: null, loggingMdrServer: undefined }).size,
    ).toBe(0);
  });

  it('names a server with its location when known', () => {
    expect(platformServerLabel(listed[0])).toBe('rsc-eu-west-1 · Amsterdam');
    expect(platformServerLabel({ publicId: 'p', name: 'rsc-1', location: null })).toBe('rsc-1');
    expect(platformServerLabel({ publicId: 'p', name: 'rsc-1', location: { name: ' ' } })).toBe('rsc-1');
    expect(platformServerLabel({ publicId: 'p', name: null })).toBeNull();
    expect(platformServerLabel(undefined)).toBeNull();
  });
});
