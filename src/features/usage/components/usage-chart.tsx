import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/intl-formatters';
import type { UsageBucket } from '../model/buckets';
import '../catalogue';
import { visuallyHidden } from '@/lib/visually-hidden';

interface UsageChartProps {
  buckets: readonly UsageBucket[];
  /** Short labels on the axis ("Mar 26", "5"), long ones in the tooltip ("March 2026", "5 March 2026"). */
  shortLabel: (bucket: UsageBucket) => string;
  longLabel: (bucket: UsageBucket) => string;
  /** The chart's accessible name. */
  label: string;
  /** A click on a month's bars: its days. Absent for days. */
  onPick?: (bucket: UsageBucket) => void;
}

/**
 * Received and sent bytes per period as grouped bars (MUI X Charts: this page's chunk only). The table under it holds
 * the same numbers and is the way to reach them by keyboard or screen reader.
 */
export function UsageChart({ buckets, shortLabel, longLabel, label, onPick }: UsageChartProps) {
  const { t, i18n } = useTranslation();
  const descriptionId = useId();
  const bytes = (value: number | null) => (value === null ? '' : formatBytes(i18n.language, value));
  return (
    <Box
      component="figure"
      aria-label={label}
      aria-describedby={descriptionId}
      sx={{ m: 0, width: '100%', minWidth: 0, cursor: onPick ? 'pointer' : undefined }}
    >
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: buckets.map((bucket) => bucket.key),
            valueFormatter: (key: string, context) => {
              const bucket = buckets.find((candidate) => candidate.key === key);
              if (!bucket) return key;
              return context.location === 'tick' ? shortLabel(bucket) : longLabel(bucket);
            },
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => formatBytes(i18n.language, value), width: 76 }]}
        series={[
          {
            id: 'received',
            label: t('usage.received'),
            data: buckets.map((bucket) => bucket.bytesReceived),
            valueFormatter: bytes,
          },
          {
            id: 'sent',
            label: t('usage.sent'),
            data: buckets.map((bucket) => bucket.bytesSent),
            valueFormatter: bytes,
          },
        ]}
        onAxisClick={
          onPick &&
          ((_event, data) => {
            const bucket = data ? buckets[data.dataIndex] : undefined;
            if (bucket) onPick(bucket);
          })
        }
        margin={{ right: 8 }}
      />
      <Box component="figcaption" id={descriptionId} sx={visuallyHidden}>
        {t('usage.chart.description')}
      </Box>
    </Box>
  );
}
