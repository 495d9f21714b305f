import { describe, expect, it } from 'vitest';
import type { AccessRequest } from '@/features/access-requests';
import { longestRequest, moreTimePrefill } from './more-time';

const request = (publicId: string, end: string): AccessRequest => ({
  publicId,
  agent: { publicId: 'ag-1', name: null },
  user: { publicId: 'u-1', name: 'Umar' },
  approver: null,
  vpn: true,
  servers: [{ publicId: 'ag-1-vpn', name: 'VPN' }],
  start: '2026-11-27T09:00:00Z',
  end,
  status: 'approved',
  reason: 'Check',
  createdOn: null,
  updatedOn: null,
  allowedApprovers: [{ publicId: 'u-9', name: 'Ada' }],
  reviewExpiresOn: null,
});

describe('request more time', () => {
  it('repeats the longest running access: its services and approvers, From at its end', () => {
    const longest = longestRequest([request('a', '2026-11-27T10:00:00Z'), request('b', '2026-11-27T11:35:00Z')]);
    expect(longest?.publicId).toBe('b');
    expect(moreTimePrefill(longest)).toEqual({
      vpn: true,
      serverIds: ['ag-1-vpn'],
      approverIds: ['u-9'],
      start: '2026-11-27T11:35:00Z',
    });
    expect(moreTimePrefill(undefined)).toBeUndefined();
  });
});
