import CheckIcon from '@mui/icons-material/Check';
import { Box, FormControl, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './catalogue';

/** The colours offered for a coloured item; a stored colour outside the palette is offered too. */
export const COLOR_PALETTE: readonly { value: string; labelKey: ParseKeys }[] = [
  { value: '#1e88e5', labelKey: 'ui.colors.blue' },
  { value: '#43a047', labelKey: 'ui.colors.green' },
  { value: '#fb8c00', labelKey: 'ui.colors.orange' },
  { value: '#8e24aa', labelKey: 'ui.colors.purple' },
  { value: '#e53935', labelKey: 'ui.colors.red' },
  { value: '#00897b', labelKey: 'ui.colors.teal' },
  { value: '#3949ab', labelKey: 'ui.colors.indigo' },
  { value: '#d81b60', labelKey: 'ui.colors.pink' },
  { value: '#6d4c41', labelKey: 'ui.colors.brown' },
  { value: '#9e9e9e', labelKey: 'ui.colors.grey' },
];

function Swatch({ color, checked }: { color: string; checked?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        width: 28,
        height: 28,
        borderRadius: '50%',
        bgcolor: color,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'common.white',
        outline: checked ? '2px solid' : 'none',
        outlineColor: 'text.primary',
        outlineOffset: 2,
      }}
    >
      {checked && <CheckIcon fontSize="small" />}
    </Box>
  );
}

interface ColorFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}

/** A required colour choice as a group of radio swatches: keyboard-operable and named for screen readers. */
export function ColorField({ value, onChange, onBlur, error, disabled }: ColorFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const normalized = value.toLowerCase();
  const options = COLOR_PALETTE.some((option) => option.value === normalized) || !normalized
    ? COLOR_PALETTE.map((option) => ({ value: option.value, label: t(option.labelKey) }))
    : [{ value: normalized, label: t('ui.form.customColor', { value: normalized }) }, ...COLOR_PALETTE.map((option) => ({ value: option.value, label: t(option.labelKey) }))];
  return (
    <FormControl error={Boolean(error)} disabled={disabled} component="fieldset" variant="standard">
      <FormLabel component="legend" id={labelId} required>
        {t('ui.form.color')}
      </FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={normalized} onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            icon={<Swatch color={option.value} />}
            checkedIcon={<Swatch color={option.value} checked />}
            slotProps={{ input: { 'aria-label': option.label } }}
            sx={{ p: 0.75 }}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
