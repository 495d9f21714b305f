import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { fillDays, fillMonths, type UsageRow } from './buckets';
import { slug, usageCsv, usageFileName } from './export';

const today = new Date('2026-11-23T09:30:00Z');
const header = {
  period: 'Period (UTC)',
  received: 'Received (bytes)',
  sent: 'Sent (bytes)',
  total: 'Total (bytes)',
  totalRow: 'Total',
};
const row = (month: number, day: number | null, bytesReceived: number, bytesSent: number): UsageRow => ({
  year: 2026,
  month,
  day,
  hour: null,
  bytesReceived,
  bytesSent,
});

describe('the CSV export', () => {
  it('has a BOM, a header row, one row per period shown (zeros included) and the totals last', () => {
    const buckets = fillMonths(
      [row(1, null, 1500, 500), row(3, null, 20, 10)],
      { from: { year: 2026, month: 1 }, to: { year: 2026, month: 3 } },
      today,
    );
    const csv = usageCsv(buckets, header);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Period (UTC),Received (bytes),Sent (bytes),Total (bytes)',
      '2026-01,1500,500,2000',
      '2026-02,0,0,0',
      '2026-03,20,10,30',
      'Total,1520,510,2030',
    ]);
  });

  it('lists days by date for a month', () => {
    const csv = usageCsv(fillDays([row(2, 3, 7, 1)], { year: 2026, month: 2 }, today), header);
    const lines = Papa.parse<string[]>(csv.slice(1)).data;
    expect(lines).toHaveLength(1 + 28 + 1);
    expect(lines[3]).toEqual(['2026-02-03', '7', '1', '8']);
  });

  it('names the file after the scope, the range and the aggregation', () => {
    const range = { from: { year: 2026, month: 1 }, to: { year: 2026, month: 11 } };
    expect(usageFileName({ kind: 'months', range }, null)).toBe('data-usage-2026-01-2026-11.csv');
    expect(usageFileName({ kind: 'days', month: { year: 2026, month: 3 } }, null)).toBe('data-usage-2026-03-daily.csv');
    const device = { publicId: 'ag-003', name: 'Pump station Düsseldorf 03' };
    expect(usageFileName({ kind: 'months', range }, device)).toBe(
      'data-usage-pump-station-dusseldorf-03-2026-01-2026-11.csv',
    );
    expect(usageFileName({ kind: 'days', month: { year: 2025, month: 12 } }, { publicId: 'ag-9', name: '東京' })).toBe(
      'data-usage-ag-9-2025-12-daily.csv',
    );
    expect(slug('  ../Kiln / "Eindhoven"  ')).toBe('kiln-eindhoven');
  });
});
