import { isKnownPeriod, periodChoices, periodKey, periodText, PERIODS } from './periods';

describe('page periods', () => {
  it('offers the eight periods in order, with the platform strings', () => {
    expect(PERIODS).toEqual([
      'today',
      'yesterday',
      'last-24-hours',
      'this-week',
      'last-7-days',
      'this-month',
      'last-30-days',
      'this-year',
    ]);
    expect(PERIODS.map(periodKey)).toEqual([
      'today',
      'yesterday',
      'last24Hours',
      'thisWeek',
      'last7Days',
      'thisMonth',
      'last30Days',
      'thisYear',
    ]);
  });

  it('keeps an unknown period from the server as the first choice, as it comes', () => {
    expect(periodChoices('lastMonth')).toEqual(['lastMonth', ...PERIODS]);
    expect(periodChoices('today')).toEqual([...PERIODS]);
    expect(periodChoices(null)).toEqual([...PERIODS]);
    expect(isKnownPeriod('lastMonth')).toBe(false);
  });

  it('says a known period by its label, an unknown one as it comes, none as none', () => {
    const label = (key: string) => `label:${key}`;
    expect(periodText('last-7-days', label, '—')).toBe('label:last7Days');
    expect(periodText('lastMonth', label, '—')).toBe('lastMonth');
    expect(periodText(null, label, '—')).toBe('—');
  });
});
