import { describe, expect, it } from 'vitest';
import type { RequestWindow } from './approval-rule';
import { openRequests, pendingRequestFor, requestClash } from './open-requests';

const NOW = Date.parse('2026-11-27T10:00:30Z');
const at = (time: string) => Date.parse(`2026-11-27T${time}:00Z`);
const window = (overrides: Partial<RequestWindow> = {}): RequestWindow => ({
  userId: 'u-1',
  status: 'pending',
  start: '2026-11-27T10:00:00Z',
  end: '2026-11-27T10:30:00Z',
  vpn: true,
  serverIds: ['ag-1-vpn'],
  ...overrides,
});
const vpn = { vpn: true, serverIds: ['ag-1-vpn'] };

describe('open requests', () => {
  it('are the person’s pending or approved requests whose window has not ended', () => {
    const kept = [window(), window({ status: 'approved' })];
    const dropped = [
      window({ userId: 'u-2' }),
      window({ status: 'rejected' }),
      window({ status: 'revoked' }),
      window({ end: '2026-11-27T10:00:00Z' }),
    ];
    expect(openRequests([...kept, ...dropped], 'u-1', NOW)).toEqual(kept);
    expect(openRequests(kept, null, NOW)).toEqual([]);
  });

  it('a pending request is shown for the service it names, the soonest first', () => {
    const later = window({ start: '2026-11-27T12:00:00Z', end: '2026-11-27T13:00:00Z' });
    const sooner = window({ start: '2026-11-27T11:00:00Z', end: '2026-11-27T12:00:00Z' });
    const web = window({ vpn: false, serverIds: ['ag-1-http1'] });
    expect(pendingRequestFor([later, sooner, web], 'u-1', { kind: 'vpn' }, NOW)).toBe(sooner);
    expect(pendingRequestFor([later, sooner, web], 'u-1', { kind: 'server', serverId: 'ag-1-http1' }, NOW)).toBe(web);
    expect(pendingRequestFor([later, sooner], 'u-1', { kind: 'server', serverId: 'ag-1-http1' }, NOW)).toBeUndefined();
    // An approved one is no longer "pending"; an ended one is gone.
    expect(
      pendingRequestFor(
        [window({ status: 'approved' }), window({ end: '2026-11-27T09:59:00Z' })],
        'u-1',
        { kind: 'vpn' },
        NOW,
      ),
    ).toBeUndefined();
  });
});

describe('a new request against the open ones', () => {
  it('the same services and window (to the minute) is a duplicate', () => {
    expect(requestClash([window()], 'u-1', { ...vpn, start: at('10:00') + 20_000, end: at('10:30') }, NOW)).toEqual({
      kind: 'duplicate',
      request: window(),
    });
    // Approved counts too.
    expect(
      requestClash([window({ status: 'approved' })], 'u-1', { ...vpn, start: at('10:00'), end: at('10:30') }, NOW)
        ?.kind,
    ).toBe('duplicate');
  });

  it('services and a window inside an open request are covered; more services or time are not', () => {
    const wide = window({ end: '2026-11-27T12:00:00Z', serverIds: ['ag-1-vpn', 'ag-1-http1'] });
    expect(requestClash([wide], 'u-1', { ...vpn, start: at('10:30'), end: at('11:00') }, NOW)?.kind).toBe('covered');
    expect(
      requestClash(
        [wide],
        'u-1',
        { vpn: true, serverIds: ['ag-1-vpn', 'ag-1-http1'], start: at('10:00'), end: at('12:00') },
        NOW,
      )?.kind,
    ).toBe('duplicate');
    expect(
      requestClash(
        [wide],
        'u-1',
        { vpn: true, serverIds: ['ag-1-vpn', 'ag-1-http2'], start: at('10:30'), end: at('11:00') },
        NOW,
      )?.kind,
    ).toBe('overlap');
    expect(requestClash([wide], 'u-1', { ...vpn, start: at('11:30'), end: at('12:30') }, NOW)?.kind).toBe('overlap');
  });

  it('a window that only touches an open one, other services, another person or a closed request do not clash', () => {
    expect(requestClash([window()], 'u-1', { ...vpn, start: at('10:30'), end: at('11:00') }, NOW)).toBeNull();
    expect(
      requestClash(
        [window()],
        'u-1',
        { vpn: false, serverIds: ['ag-1-http1'], start: at('10:00'), end: at('10:30') },
        NOW,
      ),
    ).toBeNull();
    expect(
      requestClash(
        [window({ userId: 'u-2' }), window({ status: 'rejected' })],
        'u-1',
        { ...vpn, start: at('10:00'), end: at('10:30') },
        NOW,
      ),
    ).toBeNull();
    expect(
      requestClash([window()], 'u-1', { vpn: false, serverIds: [], start: at('10:00'), end: at('10:30') }, NOW),
    ).toBeNull();
  });

  it('the strongest clash wins, whatever the order', () => {
    const partly = window({ start: '2026-11-27T10:15:00Z', end: '2026-11-27T11:00:00Z' });
    const same = window();
    const chosen = { ...vpn, start: at('10:00'), end: at('10:30') };
    expect(requestClash([partly, same], 'u-1', chosen, NOW)?.request).toBe(same);
    expect(requestClash([same, partly], 'u-1', chosen, NOW)?.kind).toBe('duplicate');
  });

  it('the VPN of a device without a VPN server (vpn only, no server) is one service', () => {
    const vpnOnly = window({ serverIds: [] });
    expect(
      requestClash([vpnOnly], 'u-1', { vpn: true, serverIds: [], start: at('10:00'), end: at('10:30') }, NOW)?.kind,
    ).toBe('duplicate');
  });
});
