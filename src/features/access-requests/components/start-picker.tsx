import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pickerLocale } from '../model/request-form-locale';

interface StartPickerProps {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  onBlur: () => void;
  minDateTime: Date;
  error?: string;
}

/** Its lists offer 5-minute steps (docs/RULES.md#access-requests); any typed minute from the current one on is accepted. */
const TIME_STEPS = { minutes: 5 };

/**
 * The From date-time: MUI X's picker, keyboard editable section by section, in the UI language's date-fns locale
 * (12- or 24-hour clock by locale).
 */
export function StartPicker({ label, value, onChange, onBlur, minDateTime, error }: StartPickerProps) {
  const { i18n } = useTranslation();
  const locale = useMemo(
    () => pickerLocale(i18n.language, typeof navigator === 'undefined' ? [] : navigator.languages),
    [i18n.language],
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale}>
      <DateTimePicker
        label={label}
        value={value}
        onChange={(next) => onChange(next)}
        minDateTime={minDateTime}
        timeSteps={TIME_STEPS}
        slotProps={{ textField: { required: true, fullWidth: true, error: Boolean(error), helperText: error, onBlur } }}
      />
    </LocalizationProvider>
  );
}
