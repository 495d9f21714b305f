import { compareOccurrences, countNeedingAction, type RankedOccurrence } from './ordering';

const item = (publicId: string, changes: Partial<RankedOccurrence>): RankedOccurrence => ({
  publicId,
  severity: 'low',
  occurredOn: '2026-12-02T10:00:00Z',
  rtnOn: null,
  acknowledged: false,
  silenced: false,
  rateLimitTill: null,
  ...changes,
});
const RETURNED = '2026-12-02T11:00:00Z';

describe('compareOccurrences', () => {
  it('puts active unacknowledged first, then active acknowledged, returned unacknowledged, the rest', () => {
    const list = [
      item('normal', { rtnOn: RETURNED, acknowledged: true, severity: 'high' }),
      item('returned', { rtnOn: RETURNED, severity: 'high' }),
      item('acked', { acknowledged: true, severity: 'high' }),
      item('open', {}),
    ];
    expect([...list].sort(compareOccurrences).map((o) => o.publicId)).toEqual(['open', 'acked', 'returned', 'normal']);
  });

  it('within a state: high, medium, low, an unknown severity last; then the newest; then the id', () => {
    const list = [
      item('b-low', {}),
      item('odd', { severity: 'critical' }),
      item('old-high', { severity: 'high', occurredOn: '2026-12-01T10:00:00Z' }),
      item('medium', { severity: 'medium' }),
      item('new-high', { severity: 'high', occurredOn: '2026-12-02T11:00:00Z' }),
      item('a-low', {}),
    ];
    expect([...list].sort(compareOccurrences).map((o) => o.publicId)).toEqual([
      'new-high',
      'old-high',
      'medium',
      'a-low',
      'b-low',
      'odd',
    ]);
  });
});

describe('countNeedingAction', () => {
  it('counts active, unacknowledged occurrences, silenced ones included', () => {
    expect(
      countNeedingAction([
        item('open', {}),
        item('silenced', { silenced: true }),
        item('acked', { acknowledged: true }),
        item('returned', { rtnOn: RETURNED }),
      ]),
    ).toBe(2);
  });
});
