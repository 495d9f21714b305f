import { serviceLabel } from './service-label';

describe('a service’s label', () => {
  it('names the kind under the name, once: a VPN called VPN is not labelled VPN twice', () => {
    expect(serviceLabel('VPN', 'VPN', 'ag-1-vpn')).toEqual({ primary: 'VPN', secondary: undefined });
    expect(serviceLabel(' vpn ', 'VPN', 'ag-1-vpn')).toEqual({ primary: ' vpn ', secondary: undefined });
    expect(serviceLabel('Plant tunnel', 'VPN', 'ag-1-vpn')).toEqual({ primary: 'Plant tunnel', secondary: 'VPN' });
    expect(serviceLabel('Web HMI', 'Web service', 'ag-1-http1')).toEqual({
      primary: 'Web HMI',
      secondary: 'Web service',
    });
  });

  it('without a name, the fallback is shown; a VPN falls back to its kind alone', () => {
    expect(serviceLabel(null, 'Web service', 'ag-1-http1')).toEqual({
      primary: 'ag-1-http1',
      secondary: 'Web service',
    });
    expect(serviceLabel('  ', 'VPN', 'VPN')).toEqual({ primary: 'VPN', secondary: undefined });
  });
});
