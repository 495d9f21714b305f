import { describe, expect, it } from 'vitest';
import { matchesStateFilter, requestState, stateOrder } from './request-state';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const request = (status: string, start: string, end: string) => ({
  status,
  start: `2026-11-27T${start}:00Z`,
  end: `2026-11-27T${end}:00Z`,
});

describe('the state of one of my requests', () => {
  it('approved: active until its end while the window covers now, upcoming before, ended after', () => {
    expect(requestState(request('approved', '09:00', '11:00'), NOW)).toEqual({
      kind: 'active',
      until: '2026-11-27T11:00:00Z',
    });
    expect(requestState(request('approved', '10:00', '11:00'), NOW)).toEqual({
      kind: 'active',
      until: '2026-11-27T11:00:00Z',
    });
    expect(requestState(request('approved', '10:30', '11:00'), NOW)).toEqual({
      kind: 'upcoming',
      from: '2026-11-27T10:30:00Z',
    });
    expect(requestState(request('approved', '08:00', '10:00'), NOW)).toEqual({ kind: 'ended' });
  });

  it('pending while its window is not over, expired once it is', () => {
    expect(requestState(request('pending', '09:00', '11:00'), NOW)).toEqual({ kind: 'pending' });
    expect(requestState(request('pending', '08:00', '09:00'), NOW)).toEqual({ kind: 'expired' });
  });

  it('rejected and revoked carry who decided and when; another status is kept as it comes', () => {
    const decision = { by: 'Ada Admin', on: '2026-11-26T08:00:00Z' };
    expect(requestState(request('rejected', '09:00', '11:00'), NOW, decision)).toEqual({ kind: 'rejected', decision });
    expect(requestState(request('revoked', '09:00', '11:00'), NOW)).toEqual({
      kind: 'revoked',
      decision: { by: null, on: null },
    });
    expect(requestState(request('withdrawn', '09:00', '11:00'), NOW)).toEqual({ kind: 'other', status: 'withdrawn' });
  });

  it('filters by state, and orders running and waiting requests before the record', () => {
    const active = requestState(request('approved', '09:00', '11:00'), NOW);
    expect(matchesStateFilter(active, 'all')).toBe(true);
    expect(matchesStateFilter(active, 'active')).toBe(true);
    expect(matchesStateFilter(active, 'ended')).toBe(false);
    expect(stateOrder(active)).toBeLessThan(stateOrder(requestState(request('pending', '09:00', '11:00'), NOW)));
    expect(stateOrder(requestState(request('pending', '09:00', '11:00'), NOW))).toBeLessThan(
      stateOrder({ kind: 'ended' }),
    );
  });
});
