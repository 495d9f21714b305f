import { Link } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/intl-formatters';
import { ResourceTable, type Column } from '@/ui/resource-table';
import { totalsOf, type UsageBucket } from '../model/buckets';
import '../catalogue';

/** A period's row, or the totals row (key `total`) last. */
type Row = UsageBucket | { key: 'total'; bytesReceived: number; bytesSent: number };
const isTotal = (row: Row): row is Extract<Row, { key: 'total' }> => row.key === 'total';

interface UsageTableProps {
  label: string;
  buckets: readonly UsageBucket[];
  periodLabel: (bucket: UsageBucket) => string;
  /** A month's period is a link to its days. Absent for days. */
  onPick?: (bucket: UsageBucket) => void;
}

/** The chart's numbers as a table (period, received, sent, total) with the range's totals in the last row. */
export function UsageTable({ label, buckets, periodLabel, onPick }: UsageTableProps) {
  const { t, i18n } = useTranslation();
  const rows = useMemo<Row[]>(() => [...buckets, { key: 'total', ...totalsOf(buckets) }], [buckets]);
  const columns = useMemo<Column<Row>[]>(() => {
    const bytes = (value: number) => formatBytes(i18n.language, value);
    return [
      {
        id: 'period',
        header: t('usage.table.period'),
        isRowHeader: true,
        minWidth: 150,
        render: (row) => {
          if (isTotal(row)) return t('usage.table.totalRow');
          if (!onPick) return periodLabel(row);
          return (
            <Link
              component="button"
              type="button"
              onClick={() => onPick(row)}
              aria-label={t('usage.table.showDays', { month: periodLabel(row) })}
              sx={{ textAlign: 'left' }}
            >
              {periodLabel(row)}
            </Link>
          );
        },
      },
      {
        id: 'received',
        header: t('usage.received'),
        align: 'right',
        minWidth: 100,
        render: (row) => bytes(row.bytesReceived),
      },
      { id: 'sent', header: t('usage.sent'), align: 'right', minWidth: 100, render: (row) => bytes(row.bytesSent) },
      {
        id: 'total',
        header: t('usage.table.total'),
        align: 'right',
        minWidth: 100,
        render: (row) => bytes(row.bytesReceived + row.bytesSent),
      },
    ];
  }, [i18n.language, onPick, periodLabel, t]);
  return (
    <ResourceTable
      label={label}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.key}
      isLoading={false}
      onRetry={() => undefined}
      emptyText=""
    />
  );
}
