import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@/api';
import { saveFile } from '@/lib/download';
import { useVpnUsageQuery, type UsageDevice } from '../api';
import {
  dailyBody,
  fillDays,
  fillMonths,
  hasTraffic,
  monthlyBody,
  monthsIn,
  presetRange,
  totalsOf,
  withEnd,
  type Month,
  type MonthRange,
  type RangePreset,
  type UsageBucket,
} from '../model/buckets';
import { usageCsv, usageFileName, type UsageView } from '../model/export';

/**
 * The /usage page's state: the scope (the company or one device), the range of months (a preset or a custom one) and
 * the month drilled into; the usage of that view with every period filled, its totals and its CSV export.
 */
export function useUsagePage() {
  const { t } = useTranslation();
  // The current month is fixed while the page is open, so the ranges and the request stay the same between renders.
  const [today] = useState(() => new Date());
  const [device, setDevice] = useState<UsageDevice | null>(null);
  const [preset, setPreset] = useState<RangePreset>('last12');
  const [custom, setCustom] = useState<MonthRange>(() => presetRange('last12', today));
  const [drilled, setDrilled] = useState<Month | null>(null);

  const range = useMemo(() => (preset === 'custom' ? custom : presetRange(preset, today)), [preset, custom, today]);
  const view = useMemo<UsageView>(
    () => (drilled ? { kind: 'days', month: drilled } : { kind: 'months', range }),
    [drilled, range],
  );
  const body = view.kind === 'days' ? dailyBody(view.month) : monthlyBody(view.range);
  const usage = useVpnUsageQuery({ agentId: device?.publicId ?? null, body });
  const rows = usage.currentData;
  const buckets = useMemo<UsageBucket[] | undefined>(() => {
    if (!rows) return undefined;
    return view.kind === 'days' ? fillDays(rows, view.month, today) : fillMonths(rows, view.range, today);
  }, [rows, view, today]);

  const changePreset = useCallback(
    (next: RangePreset) => {
      // A custom range starts from what was shown.
      if (next === 'custom' && preset !== 'custom') setCustom(presetRange(preset, today));
      setPreset(next);
      setDrilled(null);
    },
    [preset, today],
  );

  const changeCustom = useCallback(
    (end: 'from' | 'to', month: Month) => setCustom((current) => withEnd(current, end, month)),
    [],
  );

  const exportCsv = useCallback(() => {
    if (!buckets) return;
    const header = {
      period: t('usage.csv.period'),
      received: t('usage.csv.received'),
      sent: t('usage.csv.sent'),
      total: t('usage.csv.total'),
      totalRow: t('usage.table.totalRow'),
    };
    const file = usageFileName(view, device && { publicId: device.publicId, name: device.name ?? device.publicId });
    saveFile(file, usageCsv(buckets, header), 'text/csv;charset=utf-8');
  }, [buckets, device, t, view]);

  return {
    today,
    device,
    setDevice,
    preset,
    changePreset,
    range,
    /** The months one can drill into: those of the range, up to the current one. */
    rangeMonths: useMemo(() => monthsIn(range, today), [range, today]),
    changeCustom,
    drilled,
    drillInto: setDrilled,
    backToMonths: useCallback(() => setDrilled(null), []),
    view,
    buckets,
    totals: buckets ? totalsOf(buckets) : undefined,
    hasTraffic: buckets ? hasTraffic(buckets) : false,
    isLoading: usage.isFetching && !rows,
    error: usage.isError && !usage.isFetching ? (firstErrorMessage(usage.error) ?? t('usage.loadFailed')) : undefined,
    retry: usage.refetch,
    exportCsv,
  };
}
