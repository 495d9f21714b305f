import { csvText } from '@/lib/csv';
import { monthKey, totalsOf, type Month, type MonthRange, type UsageBucket } from './buckets';

/** What the page shows: the company or one device, months of a range or the days of one month. */
export type UsageView = { kind: 'months'; range: MonthRange } | { kind: 'days'; month: Month };

export interface CsvHeader {
  period: string;
  received: string;
  sent: string;
  total: string;
  /** The label of the last row, the range's totals. */
  totalRow: string;
}

/**
 * The CSV of exactly what the table shows: a header row, one row per period (`2026-03` or `2026-03-05`, UTC) with the
 * received, sent and total bytes as whole numbers, and the totals row last.
 */
export function usageCsv(buckets: readonly UsageBucket[], header: CsvHeader): string {
  const totals = totalsOf(buckets);
  return csvText(
    [header.period, header.received, header.sent, header.total],
    [
      ...buckets.map((b) => [b.key, b.bytesReceived, b.bytesSent, b.bytesReceived + b.bytesSent]),
      [header.totalRow, totals.bytesReceived, totals.bytesSent, totals.bytesReceived + totals.bytesSent],
    ],
  );
}

/** A device's name as a file name part: ASCII letters and digits, accents dropped, the rest a single dash. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * `data-usage[-<device>]-<from>-<to>.csv` for months (`data-usage-2026-01-2026-11.csv`), and
 * `data-usage[-<device>]-<month>-daily.csv` for the days of a month: the scope, the range and the aggregation.
 */
export function usageFileName(view: UsageView, device: { name: string; publicId: string } | null): string {
  const scope = device ? `-${slug(device.name) || slug(device.publicId) || 'device'}` : '';
  const period =
    view.kind === 'months'
      ? `${monthKey(view.range.from)}-${monthKey(view.range.to)}`
      : `${monthKey(view.month)}-daily`;
  return `data-usage${scope}-${period}.csv`;
}
