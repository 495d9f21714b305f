import { describe, expect, it } from 'vitest';
import { toPermissionSet } from '@/features/session';
import {
  approvalState,
  minuteStart,
  serviceRequiresApproval,
  VPN_SERVICE,
  type ApprovalDevice,
  type RequestWindow,
} from './approval-rule';

const NOW = Date.parse('2026-11-23T10:15:42Z');
const USER = 'u-1';
const user = toPermissionSet(['USE_ACCESS_REQUESTS']);
const manager = toPermissionSet(['USE_ACCESS_REQUESTS', 'MANAGE_ACCESS_REQUESTS']);
const nonUser = toPermissionSet([]);

const device = (overrides: Partial<ApprovalDevice> = {}): ApprovalDevice => ({
  publicId: 'ag-1',
  vpnLocked: false,
  webAccessLocked: false,
  vpnRequireAccessApproval: false,
  servers: [
    { publicId: 'srv-vpn', serviceGroup: 'vpn', requireAccessApproval: false },
    { publicId: 'srv-web', serviceGroup: 'http', requireAccessApproval: false },
  ],
  permissions: [],
  ...overrides,
});

const approved = (overrides: Partial<RequestWindow> = {}): RequestWindow => ({
  userId: USER,
  status: 'approved',
  start: '2026-11-23T10:00:00Z',
  end: '2026-11-23T11:00:00Z',
  vpn: true,
  serverIds: ['srv-web'],
  ...overrides,
});

describe('approvalState (docs/RULES.md#access-approval)', () => {
  const web = { kind: 'server', serverId: 'srv-web' } as const;
  it.each([
    ['no flag on the device: not needed', device(), VPN_SERVICE, user, [], { kind: 'notNeeded' }],
    [
      'vpnRequireAccessApproval: needed',
      device({ vpnRequireAccessApproval: true }),
      VPN_SERVICE,
      user,
      [],
      { kind: 'needed' },
    ],
    ['vpnLocked: needed', device({ vpnLocked: true }), VPN_SERVICE, user, [], { kind: 'needed' }],
    [
      'the VPN server requires approval: needed',
      device({ servers: [{ publicId: 'srv-vpn', serviceGroup: 'vpn', requireAccessApproval: true }] }),
      VPN_SERVICE,
      user,
      [],
      { kind: 'needed' },
    ],
    [
      'webAccessLocked does not gate the VPN',
      device({ webAccessLocked: true }),
      VPN_SERVICE,
      user,
      [],
      { kind: 'notNeeded' },
    ],
    ['webAccessLocked gates a web service', device({ webAccessLocked: true }), web, user, [], { kind: 'needed' }],
    [
      'a web server requiring approval: needed',
      device({ servers: [{ publicId: 'srv-web', serviceGroup: 'http', requireAccessApproval: true }] }),
      web,
      user,
      [],
      { kind: 'needed' },
    ],
    ['vpnLocked does not gate a web service', device({ vpnLocked: true }), web, user, [], { kind: 'notNeeded' }],
    [
      'company-wide MANAGE_ACCESS_REQUESTS skips',
      device({ vpnLocked: true }),
      VPN_SERVICE,
      manager,
      [],
      { kind: 'notNeeded' },
    ],
    [
      'device-scoped MANAGE_ACCESS_REQUESTS skips',
      device({ vpnLocked: true, permissions: ['MANAGE_ACCESS_REQUESTS'] }),
      VPN_SERVICE,
      user,
      [],
      { kind: 'notNeeded' },
    ],
    [
      'without USE_ACCESS_REQUESTS approval is skipped',
      device({ vpnLocked: true }),
      VPN_SERVICE,
      nonUser,
      [],
      { kind: 'notNeeded' },
    ],
    [
      'an approved VPN request covering now',
      device({ vpnLocked: true }),
      VPN_SERVICE,
      user,
      [approved()],
      { kind: 'approved', until: '2026-11-23T11:00:00.000Z' },
    ],
    [
      'a pending request does not satisfy',
      device({ vpnLocked: true }),
      VPN_SERVICE,
      user,
      [approved({ status: 'pending' })],
      { kind: 'needed' },
    ],
    [
      'a revoked request does not satisfy',
      device({ vpnLocked: true }),
      VPN_SERVICE,
      user,
      [approved({ status: 'revoked' })],
      { kind: 'needed' },
    ],
    [
      "another user's request does not satisfy",
      device({ vpnLocked: true }),
      VPN_SERVICE,
      user,
      [approved({ userId: 'u-2' })],
      { kind: 'needed' },
    ],
    [
      'a web-only request does not open the VPN',
      device({ vpnLocked: true }),
      VPN_SERVICE,
      user,
      [approved({ vpn: false })],
      { kind: 'needed' },
    ],
    [
      'a web request covers its own server',
      device({ webAccessLocked: true }),
      web,
      user,
      [approved({ vpn: false })],
      { kind: 'approved', until: '2026-11-23T11:00:00.000Z' },
    ],
    [
      'a request for another server does not cover',
      device({ webAccessLocked: true }),
      web,
      user,
      [approved({ serverIds: ['srv-other'] })],
      { kind: 'needed' },
    ],
    [
      'a future window does not satisfy',
      device({ vpnLocked: true }),
      VPN_SERVICE,
      user,
      [approved({ start: '2026-11-23T10:16:00Z' })],
      { kind: 'needed' },
    ],
    [
      'an ended window does not satisfy',
      device({ vpnLocked: true }),
      VPN_SERVICE,
      user,
      [approved({ end: '2026-11-23T10:14:59Z' })],
      { kind: 'needed' },
    ],
    [
      'the latest end among covering requests',
      device({ vpnLocked: true }),
      VPN_SERVICE,
      user,
      [approved(), approved({ end: '2026-11-23T12:30:00Z' })],
      { kind: 'approved', until: '2026-11-23T12:30:00.000Z' },
    ],
  ] as const)('%s', (_name, gadget, service, permissions, requests, expected) => {
    expect(approvalState(gadget, service, permissions, requests, USER, NOW)).toEqual(expected);
  });

  it('compares at the start of the current minute, in UTC', () => {
    expect(minuteStart(NOW)).toBe(Date.parse('2026-11-23T10:15:00Z'));
    // Starts at 10:15:30, after the minute start (10:15:00): it does not cover now yet.
    expect(
      approvalState(
        device({ vpnLocked: true }),
        VPN_SERVICE,
        user,
        [approved({ start: '2026-11-23T10:15:30Z' })],
        USER,
        NOW,
      ),
    ).toEqual({ kind: 'needed' });
    // Ends at 10:15:00 exactly: still covers the minute start.
    expect(
      approvalState(
        device({ vpnLocked: true }),
        VPN_SERVICE,
        user,
        [approved({ end: '2026-11-23T10:15:00Z' })],
        USER,
        NOW,
      ).kind,
    ).toBe('approved');
  });

  it('without a signed-in user id nothing satisfies the approval', () => {
    expect(approvalState(device({ vpnLocked: true }), VPN_SERVICE, user, [approved()], null, NOW)).toEqual({
      kind: 'needed',
    });
  });

  it('serviceRequiresApproval reads a missing server list as none', () => {
    expect(serviceRequiresApproval(device({ servers: null }), VPN_SERVICE)).toBe(false);
  });
});
