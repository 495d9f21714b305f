/** What a request of mine means now, in the words of the people who use it. */
export type RequestState =
  /** Approved and its window covers now. */
  | { kind: 'active'; until: string }
  /** Approved, its window still to come. */
  | { kind: 'upcoming'; from: string }
  /** Waiting for an approver, its window not over. */
  | { kind: 'pending' }
  /** Approved, its window over. */
  | { kind: 'ended' }
  /** Nobody decided before its window was over. */
  | { kind: 'expired' }
  | { kind: 'rejected'; decision: Decision }
  | { kind: 'revoked'; decision: Decision }
  /** A status the platform may add later, shown as it comes. */
  | { kind: 'other'; status: string };

/** Who decided and when, once known (read from the device's request list). */
export interface Decision {
  by: string | null;
  on: string | null;
}

export const REQUEST_STATE_FILTERS = [
  'all',
  'active',
  'upcoming',
  'pending',
  'ended',
  'expired',
  'rejected',
  'revoked',
] as const;
export type RequestStateFilter = (typeof REQUEST_STATE_FILTERS)[number];

export function requestState(
  request: { status: string; start: string; end: string },
  now: number,
  decision: Decision = { by: null, on: null },
): RequestState {
  const start = Date.parse(request.start);
  const end = Date.parse(request.end);
  const over = end <= now;
  switch (request.status) {
    case 'approved':
      if (over) return { kind: 'ended' };
      return start <= now ? { kind: 'active', until: request.end } : { kind: 'upcoming', from: request.start };
    case 'pending':
      return over ? { kind: 'expired' } : { kind: 'pending' };
    case 'rejected':
    case 'revoked':
      return { kind: request.status, decision };
    default:
      return { kind: 'other', status: request.status };
  }
}

export const matchesStateFilter = (state: RequestState, filter: RequestStateFilter): boolean =>
  filter === 'all' || state.kind === filter;

/** Running and waiting requests first (active, upcoming, pending), then the record; within each, the latest start first. */
const STATE_ORDER: Record<RequestState['kind'], number> = {
  active: 0,
  upcoming: 1,
  pending: 1,
  ended: 2,
  expired: 2,
  rejected: 2,
  revoked: 2,
  other: 2,
};
export const stateOrder = (state: RequestState): number => STATE_ORDER[state.kind];
