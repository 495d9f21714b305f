import { describe, expect, it } from 'vitest';
import {
  chosenServices,
  prefilledServiceKeys,
  requestServices,
  VPN_KEY,
  type RequestDevice,
} from './request-form-services';

const server = (publicId: string, serviceGroup: string, name = publicId) => ({
  publicId,
  name,
  serviceGroup,
  requireAccessApproval: false,
});
const withVpn: Pick<RequestDevice, 'servers'> = {
  servers: [server('s-web', 'http', 'Web HMI'), server('s-vpn', 'vpn', 'VPN'), server('s-red', 'http', 'Node-RED')],
};
const withoutVpn: Pick<RequestDevice, 'servers'> = { servers: [server('s-web', 'http', 'Web HMI')] };

describe('requestServices', () => {
  it.each([
    [
      'the VPN server first, then the web services in order',
      withVpn,
      [
        { key: VPN_KEY, kind: 'vpn', name: 'VPN', serverIds: ['s-vpn'] },
        { key: 'server:s-web', kind: 'server', name: 'Web HMI', serverIds: ['s-web'] },
        { key: 'server:s-red', kind: 'server', name: 'Node-RED', serverIds: ['s-red'] },
      ],
    ],
    [
      'a device without a VPN server still offers the VPN, with no server',
      withoutVpn,
      [
        { key: VPN_KEY, kind: 'vpn', name: null, serverIds: [] },
        { key: 'server:s-web', kind: 'server', name: 'Web HMI', serverIds: ['s-web'] },
      ],
    ],
    [
      'a missing server list: the VPN alone',
      { servers: null },
      [{ key: VPN_KEY, kind: 'vpn', name: null, serverIds: [] }],
    ],
  ] as const)('%s', (_name, device, expected) => {
    expect(requestServices(device)).toEqual(expected);
  });
});

describe('chosenServices', () => {
  it.each([
    ['the VPN with its server', withVpn, [VPN_KEY], { vpn: true, serverIds: ['s-vpn'] }],
    ['the VPN of a device without a VPN server', withoutVpn, [VPN_KEY], { vpn: true, serverIds: [] }],
    ['web services only', withVpn, ['server:s-red', 'server:s-web'], { vpn: false, serverIds: ['s-web', 's-red'] }],
    ['VPN and a web service', withVpn, ['server:s-web', VPN_KEY], { vpn: true, serverIds: ['s-vpn', 's-web'] }],
    ['nothing', withVpn, [], { vpn: false, serverIds: [] }],
    ['an unknown key is ignored', withVpn, ['server:gone'], { vpn: false, serverIds: [] }],
  ] as const)('%s', (_name, device, keys, expected) => {
    expect(chosenServices(keys, requestServices(device))).toEqual(expected);
  });
});

describe('prefilledServiceKeys', () => {
  it.each([
    ['no prefill', withVpn, undefined, []],
    ['vpn: true', withVpn, { vpn: true }, [VPN_KEY]],
    ['vpn: true on a device without a VPN server', withoutVpn, { vpn: true }, [VPN_KEY]],
    ['the VPN server id names the VPN', withVpn, { serverIds: ['s-vpn'] }, [VPN_KEY]],
    ['web servers, an unknown one left out', withVpn, { vpn: false, serverIds: ['s-red', 'gone'] }, ['server:s-red']],
  ] as const)('%s', (_name, device, prefill, expected) => {
    expect(prefilledServiceKeys(prefill, requestServices(device))).toEqual(expected);
  });
});
