import { activeFor, alarmStatus, type OccurrenceFacts } from './state';

const NOW = Date.parse('2026-12-02T12:00:00Z');
const occurrence = (changes: Partial<OccurrenceFacts>): OccurrenceFacts => ({
  occurredOn: '2026-12-02T10:00:00Z',
  rtnOn: null,
  acknowledged: false,
  silenced: false,
  rateLimitTill: null,
  ...changes,
});
const RETURNED = '2026-12-02T11:00:00Z';

describe('alarmStatus', () => {
  it.each([
    ['active, not acknowledged', null, false, 'active-unacknowledged', true, true],
    ['active, acknowledged', null, true, 'active-acknowledged', true, false],
    ['returned, not acknowledged', RETURNED, false, 'returned-unacknowledged', false, true],
    ['returned and acknowledged', RETURNED, true, 'normal', false, false],
  ] as const)('%s', (_, rtnOn, acknowledged, state, active, needsAcknowledging) => {
    const status = alarmStatus(occurrence({ rtnOn, acknowledged }), null, NOW);
    expect(status).toMatchObject({ state, active, needsAcknowledging });
  });

  it.each([
    ['silenced', { silenced: true }, null, { silenced: true, outOfService: false, rateLimited: false }],
    ['its rule out of service', {}, { outOfService: true }, { silenced: false, outOfService: true }],
    ['rate-limited until later', { rateLimitTill: '2026-12-02T12:05:00Z' }, null, { rateLimited: true }],
    ['a rate limit that has passed', { rateLimitTill: '2026-12-02T11:55:00Z' }, null, { rateLimited: false }],
    ['an unreadable rate limit', { rateLimitTill: 'soon' }, null, { rateLimited: false }],
  ] as const)('flags: %s', (_, changes, rule, flags) => {
    expect(alarmStatus(occurrence(changes), rule, NOW)).toMatchObject(flags);
  });
});

describe('activeFor', () => {
  it('counts to now while active, to rtnOn once returned, and 0 for unreadable times', () => {
    expect(activeFor(occurrence({}), NOW)).toBe(2 * 3600_000);
    expect(activeFor(occurrence({ rtnOn: RETURNED }), NOW)).toBe(3600_000);
    expect(activeFor(occurrence({ occurredOn: 'later' }), NOW)).toBe(0);
  });
});
