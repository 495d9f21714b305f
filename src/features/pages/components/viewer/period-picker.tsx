import { TZDate } from '@date-fns/tz';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIODS, periodKey } from '@/features/pages/model/periods';
import { customPeriodSpec, readPeriodSpec } from '@/features/pages/model/data/period-range';
import '@/features/pages/catalogue-editor';
import '@/features/pages/catalogue-viewer';

const CUSTOM = 'custom';
const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";

/** A `datetime-local` value (wall time in `timeZone`) as an instant; null when incomplete. */
function instantOf(text: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, timeZone).getTime());
}

const wallTime = (date: Date, timeZone: string) => format(new TZDate(date, timeZone), LOCAL_INPUT);

interface PeriodPickerProps {
  spec: string;
  timeZone: string;
  onChange: (spec: string) => void;
}

/** The page's period: a preset, or a range of two moments in the device's time zone, which it names. */
export function PeriodPicker({ spec, timeZone, onChange }: PeriodPickerProps) {
  const { t } = useTranslation();
  const zoneId = useId();
  const choice = readPeriodSpec(spec);
  const [editing, setEditing] = useState(choice?.kind === 'custom');
  const now = new Date();
  const [from, setFrom] = useState(() =>
    wallTime(choice?.kind === 'custom' ? choice.start : new Date(now.getTime() - 86_400_000), timeZone),
  );
  const [to, setTo] = useState(() => wallTime(choice?.kind === 'custom' ? choice.end : now, timeZone));
  const start = instantOf(from, timeZone);
  const end = instantOf(to, timeZone);
  const rangeError = start && end && start >= end ? t('pages.viewer.period.order') : null;
  const selected = editing ? CUSTOM : choice?.kind === 'preset' ? choice.period : 'today';

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label={t('pages.viewer.period.label')}
        value={selected}
        onChange={(event) => {
          if (event.target.value === CUSTOM) setEditing(true);
          else {
            setEditing(false);
            onChange(event.target.value);
          }
        }}
        slotProps={{ htmlInput: { 'aria-describedby': zoneId } }}
        sx={{ minWidth: 180 }}
      >
        {PERIODS.map((period) => (
          <MenuItem key={period} value={period}>
            {t(`pages.editor.periods.${periodKey(period)}`)}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM}>{t('pages.viewer.period.custom')}</MenuItem>
      </TextField>
      {editing && (
        <>
          <TextField
            size="small"
            type="datetime-local"
            label={t('pages.viewer.period.from')}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': zoneId } }}
          />
          <TextField
            size="small"
            type="datetime-local"
            label={t('pages.viewer.period.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={Boolean(rangeError)}
            helperText={rangeError ?? undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': zoneId } }}
          />
          <Button
            variant="outlined"
            disabled={!start || !end || Boolean(rangeError)}
            onClick={() => start && end && onChange(customPeriodSpec(start, end))}
          >
            {t('pages.viewer.period.apply')}
          </Button>
        </>
      )}
      <Typography id={zoneId} variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        {t('pages.viewer.period.zone', { zone: timeZone })}
      </Typography>
    </Stack>
  );
}
