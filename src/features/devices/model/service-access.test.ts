import { describe, expect, it } from 'vitest';
import type { ApprovalDevice, RequestWindow } from '@/features/access-requests';
import { toPermissionSet } from '@/features/session';
import { serviceAccess } from './service-access';

const NOW = Date.parse('2026-11-27T10:15:42Z');
const USER = 'u-1';
const user = toPermissionSet(['USE_ACCESS_REQUESTS']);
const WEB = { kind: 'server', serverId: 'srv-web' } as const;

const device = (overrides: Partial<ApprovalDevice> = {}): ApprovalDevice => ({
  publicId: 'ag-1',
  servers: [
    { publicId: 'srv-vpn', serviceGroup: 'vpn', requireAccessApproval: false },
    { publicId: 'srv-web', serviceGroup: 'http', requireAccessApproval: true },
    { publicId: 'srv-free', serviceGroup: 'http', requireAccessApproval: false },
  ],
  permissions: [],
  ...overrides,
});
const request = (status: string, start: string, end: string, serverIds = ['srv-web']): RequestWindow => ({
  userId: USER,
  status,
  start: `2026-11-27T${start}:00Z`,
  end: `2026-11-27T${end}:00Z`,
  vpn: false,
  serverIds,
});

describe('what a person can do with one web service', () => {
  it('opens a service without an approval step at once, even while the requests load', () => {
    expect(serviceAccess(device(), { kind: 'server', serverId: 'srv-free' }, user, undefined, USER, NOW)).toEqual({
      kind: 'open',
    });
    // Managers of the device's requests skip approval.
    expect(serviceAccess(device({ permissions: ['MANAGE_ACCESS_REQUESTS'] }), WEB, user, undefined, USER, NOW)).toEqual(
      { kind: 'open' },
    );
  });

  it('a service that needs approval waits for the requests, then opens while an approved one covers now', () => {
    expect(serviceAccess(device(), WEB, user, undefined, USER, NOW)).toEqual({ kind: 'checking' });
    expect(serviceAccess(device(), WEB, user, [request('approved', '10:00', '11:00')], USER, NOW)).toEqual({
      kind: 'open',
      until: '2026-11-27T11:00:00.000Z',
    });
  });

  it('otherwise offers Request access, or shows the pending request that names it', () => {
    expect(serviceAccess(device(), WEB, user, [], USER, NOW)).toEqual({ kind: 'request' });
    const pending = request('pending', '11:00', '12:00');
    expect(serviceAccess(device(), WEB, user, [pending, request('approved', '12:00', '13:00')], USER, NOW)).toEqual({
      kind: 'pending',
      request: pending,
    });
    expect(
      serviceAccess(device(), WEB, user, [request('pending', '11:00', '12:00', ['srv-other'])], USER, NOW),
    ).toEqual({ kind: 'request' });
  });

  it('locked web access asks for approval of every web service', () => {
    expect(
      serviceAccess(device({ webAccessLocked: true }), { kind: 'server', serverId: 'srv-free' }, user, [], USER, NOW),
    ).toEqual({ kind: 'request' });
  });
});
