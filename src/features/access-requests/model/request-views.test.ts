import { describe, expect, it } from 'vitest';
import {
  activeApprovals,
  decidedOn,
  decidedRequests,
  durationParts,
  expiredPending,
  myRequestViews,
  pendingByUrgency,
  requestDevice,
  serviceNames,
} from './request-views';
import { statusChanges, statusesById } from './status-changes';
import type { AccessRequest, MyAccessRequest } from './schemas';

const NOW = Date.parse('2026-11-23T10:00:00Z');

const request = (publicId: string, overrides: Partial<AccessRequest> = {}): AccessRequest => ({
  publicId,
  agent: { publicId: 'ag-1', name: 'Kiln' },
  user: { publicId: 'u-1', name: 'Umar' },
  approver: null,
  vpn: true,
  servers: [],
  start: '2026-11-23T12:00:00Z',
  end: '2026-11-23T13:00:00Z',
  status: 'pending',
  reason: 'Check',
  createdOn: '2026-11-23T09:00:00Z',
  updatedOn: null,
  allowedApprovers: [],
  reviewExpiresOn: null,
  ...overrides,
});

const mine = (
  publicId: string,
  status: string,
  start: string,
  end: string,
  refs: Partial<Pick<MyAccessRequest, 'agent' | 'asset'>> = {},
): MyAccessRequest => ({
  publicId,
  request: { publicId, status, start, end, vpn: true, servers: [], user: { publicId: 'u-1' } },
  user: { publicId: 'u-1', name: 'Umar' },
  agent: { publicId: 'ag-1', name: 'Kiln' },
  asset: null,
  ...refs,
});

describe('the inbox lists', () => {
  it('pending requests by urgency: the soonest start first, then the longest wait; decided and expired ones are left out', () => {
    const list = [
      request('later', { start: '2026-11-24T08:00:00Z' }),
      request('soon-new', { start: '2026-11-23T11:00:00Z', createdOn: '2026-11-23T09:30:00Z' }),
      request('soon-old', { start: '2026-11-23T11:00:00Z', createdOn: '2026-11-22T09:30:00Z' }),
      request('started', { start: '2026-11-22T08:00:00Z', end: '2026-11-23T10:30:00Z' }),
      request('expired', { start: '2026-11-22T08:00:00Z', end: '2026-11-22T09:00:00Z' }),
      request('ends-now', { start: '2026-11-23T09:00:00Z', end: '2026-11-23T10:00:00Z' }),
      request('decided', { start: '2026-11-20T08:00:00Z', status: 'approved' }),
    ];
    expect(pendingByUrgency(list, NOW).map((r) => r.publicId)).toEqual(['started', 'soon-old', 'soon-new', 'later']);
    expect(pendingByUrgency(undefined, NOW)).toEqual([]);
  });

  it('expired: pending requests whose window ended at or before now, the latest end first', () => {
    const list = [
      request('open', { end: '2026-11-23T10:00:01Z' }),
      request('weeks-ago', { start: '2026-11-01T08:00:00Z', end: '2026-11-01T09:00:00Z' }),
      request('ends-now', { start: '2026-11-23T09:00:00Z', end: '2026-11-23T10:00:00Z' }),
      request('rejected-late', { status: 'rejected', end: '2026-11-22T09:00:00Z' }),
    ];
    expect(expiredPending(list, NOW).map((r) => r.publicId)).toEqual(['ends-now', 'weeks-ago']);
  });

  it('decided: approved, rejected and revoked, the latest decision first (its last change, else its creation)', () => {
    const list = [
      request('pending'),
      request('approved', { status: 'approved', updatedOn: '2026-11-23T09:10:00Z' }),
      request('revoked', { status: 'revoked', updatedOn: '2026-11-23T09:50:00Z' }),
      request('rejected-unknown-time', { status: 'rejected', updatedOn: null, createdOn: '2026-11-23T09:20:00Z' }),
    ];
    expect(decidedRequests(list).map((r) => r.publicId)).toEqual(['revoked', 'rejected-unknown-time', 'approved']);
    expect(decidedOn(list[3] as AccessRequest)).toBe('2026-11-23T09:20:00Z');
  });

  it('active approvals: approved and not ended at now, the soonest end first', () => {
    const list = [
      request('running', { status: 'approved', start: '2026-11-23T09:00:00Z', end: '2026-11-23T11:00:00Z' }),
      request('upcoming', { status: 'approved', start: '2026-11-23T12:00:00Z', end: '2026-11-23T14:00:00Z' }),
      request('ended', { status: 'approved', start: '2026-11-23T08:00:00Z', end: '2026-11-23T10:00:00Z' }),
      request('revoked', { status: 'revoked', end: '2026-11-23T14:00:00Z' }),
    ];
    expect(activeApprovals(list, NOW).map((r) => r.publicId)).toEqual(['running', 'upcoming']);
  });

  it('a window as hours and minutes', () => {
    expect(durationParts('2026-11-23T10:00:00Z', '2026-11-23T10:30:00Z')).toEqual({ hours: 0, minutes: 30 });
    expect(durationParts('2026-11-23T10:00:00Z', '2026-11-23T11:30:00Z')).toEqual({ hours: 1, minutes: 30 });
    expect(durationParts('2026-11-23T10:00:00Z', '2026-11-23T18:00:00Z')).toEqual({ hours: 8, minutes: 0 });
  });

  it('services: the servers by name, the VPN by its label when no server is called so', () => {
    expect(serviceNames(true, [], 'VPN')).toEqual(['VPN']);
    expect(serviceNames(true, [{ publicId: 's-1', name: 'VPN' }], 'VPN')).toEqual(['VPN']);
    expect(serviceNames(true, [{ publicId: 's-2', name: 'Node-RED' }], 'VPN')).toEqual(['VPN', 'Node-RED']);
    expect(
      serviceNames(
        false,
        [
          { publicId: 's-2', name: 'Node-RED' },
          { publicId: 's-3', name: null },
        ],
        'VPN',
      ),
    ).toEqual(['Node-RED', 's-3']);
  });
});

describe('my requests by state', () => {
  const list = [
    mine('active', 'approved', '2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z'),
    mine('pending', 'pending', '2026-11-24T09:00:00Z', '2026-11-24T11:00:00Z'),
    mine('rejected', 'rejected', '2026-11-20T09:00:00Z', '2026-11-20T11:00:00Z'),
    mine('ended', 'approved', '2026-11-19T09:00:00Z', '2026-11-19T11:00:00Z'),
    mine('revoked', 'revoked', '2026-11-22T09:00:00Z', '2026-11-22T11:00:00Z'),
    mine('upcoming', 'approved', '2026-11-25T09:00:00Z', '2026-11-25T11:00:00Z'),
    mine('expired', 'pending', '2026-11-21T09:00:00Z', '2026-11-21T11:00:00Z'),
  ];
  const ids = (views: { item: MyAccessRequest }[]) => views.map((view) => view.item.publicId);
  it.each([
    ['all', ['active', 'upcoming', 'pending', 'revoked', 'expired', 'rejected', 'ended']],
    ['active', ['active']],
    ['upcoming', ['upcoming']],
    ['pending', ['pending']],
    ['ended', ['ended']],
    ['expired', ['expired']],
    ['rejected', ['rejected']],
    ['revoked', ['revoked']],
  ] as const)('%s', (filter, expected) => {
    expect(ids(myRequestViews(list, filter, NOW))).toEqual(expected);
  });

  it('a rejected or revoked request carries who decided and when, once known', () => {
    const decision = { by: 'Ada Admin', on: '2026-11-20T08:00:00Z' };
    expect(myRequestViews(list, 'rejected', NOW, new Map([['rejected', decision]]))[0]?.state).toEqual({
      kind: 'rejected',
      decision,
    });
  });
});

describe('the device of one of my requests', () => {
  const item = mine('a', 'approved', '2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z');
  const forAsset = mine('b', 'approved', '2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z', {
    agent: null,
    asset: { publicId: 'as-1', name: 'Compressor' },
  });
  const assets = new Map([['as-1', { name: 'Compressor (renamed)', agent: { publicId: 'ag-7', name: 'Filler' } }]]);

  it('follows the agent: its current name once read, the request’s own name before', () => {
    expect(requestDevice(item, {})).toEqual({ name: 'Kiln', agentId: 'ag-1' });
    expect(requestDevice(item, { agents: new Map([['ag-1', 'Kiln (renamed)']]) })).toEqual({
      name: 'Kiln (renamed)',
      agentId: 'ag-1',
    });
  });

  it('a request for an asset links to the asset’s agent and shows the asset', () => {
    expect(requestDevice(forAsset, {})).toEqual({ name: 'Compressor', agentId: null });
    expect(requestDevice(forAsset, { assets })).toEqual({ name: 'Compressor (renamed)', agentId: 'ag-7' });
  });

  it('when the agent could not be read, the asset’s linked agent is the fallback', () => {
    const both = mine('c', 'approved', '2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z', {
      asset: { publicId: 'as-1', name: 'Compressor' },
    });
    // The agent list was read and the agent is not in it (or the read failed and the asset answered).
    expect(requestDevice(both, { agents: new Map(), assets })).toEqual({
      name: 'Compressor (renamed)',
      agentId: 'ag-7',
    });
    expect(requestDevice(both, { assets })).toEqual({ name: 'Compressor (renamed)', agentId: 'ag-7' });
    // Neither could be read: the request's own reference.
    expect(requestDevice(both, {})).toEqual({ name: 'Compressor', agentId: 'ag-1' });
  });
});

describe('status changes to announce', () => {
  const before = statusesById([
    mine('a', 'pending', '2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z'),
    mine('b', 'approved', '2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z'),
    mine('c', 'pending', '2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z'),
    mine('d', 'approved', '2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z'),
  ]);
  it('approved, rejected and revoked since the last read; unchanged and new requests are not announced', () => {
    const now = [
      mine('a', 'approved', '2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z'),
      mine('b', 'revoked', '2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z'),
      mine('c', 'rejected', '2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z', {
        agent: null,
        asset: { publicId: 'as-1', name: 'Compressor' },
      }),
      mine('d', 'approved', '2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z'),
      mine('e', 'approved', '2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z'),
    ];
    expect(statusChanges(before, now)).toEqual([
      { publicId: 'a', status: 'approved', device: 'Kiln' },
      { publicId: 'b', status: 'revoked', device: 'Kiln' },
      { publicId: 'c', status: 'rejected', device: 'Compressor' },
    ]);
  });
  it('nothing on a first read', () => {
    expect(statusChanges(new Map(), [mine('a', 'approved', '2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z')])).toEqual(
      [],
    );
  });
});
