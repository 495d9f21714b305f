import { Stack, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/lib/intl-formatters';
import {
  addMonths,
  monthKey,
  monthOf,
  RANGE_PRESETS,
  type Month,
  type MonthRange,
  type RangePreset,
} from '../model/buckets';
import '../catalogue';

/** How far back a custom range may start: five years of months. */
const CUSTOM_MONTHS = 60;

interface RangePickerProps {
  today: Date;
  preset: RangePreset;
  onPreset: (preset: RangePreset) => void;
  range: MonthRange;
  onCustom: (end: 'from' | 'to', month: Month) => void;
}

/** A month in a native select (keyboard and screen readers know it), among the given months. */
export function MonthSelect({
  label,
  value,
  months,
  onChange,
}: {
  label: string;
  value: Month;
  months: readonly Month[];
  onChange: (month: Month) => void;
}) {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <TextField
      select
      size="small"
      label={label}
      value={monthKey(value)}
      onChange={(event) => {
        const found = months.find((month) => monthKey(month) === event.target.value);
        if (found) onChange(found);
      }}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 170 }}
    >
      {months.map((month) => (
        <option key={monthKey(month)} value={monthKey(month)}>
          {format.format(Date.UTC(month.year, month.month - 1, 1))}
        </option>
      ))}
    </TextField>
  );
}

/** The time range: a preset (the last 12 months by default) or a custom range of months. */
export function RangePicker({ today, preset, onPreset, range, onCustom }: RangePickerProps) {
  const { t } = useTranslation();
  // Newest first: the recent months are the likely choice.
  const months = useMemo(
    () => Array.from({ length: CUSTOM_MONTHS }, (_, index) => addMonths(monthOf(today), -index)),
    [today],
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t('usage.range.label')}
        value={preset}
        onChange={(event) => onPreset(RANGE_PRESETS.find((candidate) => candidate === event.target.value) ?? 'last12')}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 190 }}
      >
        {RANGE_PRESETS.map((option) => (
          <option key={option} value={option}>
            {t(`usage.range.presets.${option}`)}
          </option>
        ))}
      </TextField>
      {preset === 'custom' && (
        <>
          <MonthSelect
            label={t('usage.range.from')}
            value={range.from}
            months={months}
            onChange={(month) => onCustom('from', month)}
          />
          <MonthSelect
            label={t('usage.range.to')}
            value={range.to}
            months={months}
            onChange={(month) => onCustom('to', month)}
          />
        </>
      )}
    </Stack>
  );
}
