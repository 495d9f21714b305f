import CheckIcon from '@mui/icons-material/Check';
import { Box, FormControl, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import type { ParseKeys } from 'i18next';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cssColour } from '../lib/contrast';
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

const HEX = /^#[0-9a-f]{6}$/;

/** A round swatch; `none` (an empty colour) is drawn as an outlined circle with a slash. */
function Swatch({ color, checked }: { color: string; checked?: boolean }) {
  const fill = cssColour(color);
  const none = fill === undefined;
  return (
    <Box
      component="span"
      sx={{
        width: 28,
        height: 28,
        borderRadius: '50%',
        bgcolor: fill ?? 'transparent',
        ...(none && {
          border: '2px solid',
          borderColor: 'text.secondary',
          background: 'linear-gradient(135deg, transparent 45%, currentColor 45%, currentColor 55%, transparent 55%)',
          color: 'text.secondary',
        }),
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'common.white',
        outline: checked ? '2px solid' : 'none',
        outlineColor: 'text.primary',
        outlineOffset: 2,
      }}
    >
      {checked && !none && <CheckIcon fontSize="small" />}
    </Box>
  );
}

interface ColorFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  /** The legend; default "Colour". */
  label?: string;
  /** Default true. An optional colour offers "None" (the value ''). */
  required?: boolean;
  /** Any colour as #rrggbb in a text box beside the swatches (the value is what is typed, checked by the form). */
  allowCustom?: boolean;
  /** Shown under the field when there is no error (a hint or a warning). */
  helperText?: ReactNode;
}

/** A colour choice as a group of radio swatches: keyboard-operable and named for screen readers. */
export function ColorField({
  value,
  onChange,
  onBlur,
  error,
  disabled,
  label,
  required = true,
  allowCustom = false,
  helperText,
}: ColorFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const normalized = value.trim().toLowerCase();
  const palette = COLOR_PALETTE.map((option) => ({ value: option.value, label: t(option.labelKey) }));
  const current =
    HEX.test(normalized) && !COLOR_PALETTE.some((option) => option.value === normalized)
      ? [{ value: normalized, label: t('ui.form.customColor', { value: normalized }) }]
      : [];
  const none = required ? [] : [{ value: '', label: t('ui.form.noColor') }];
  const options = [...none, ...current, ...palette];
  const legend = label ?? t('ui.form.color');
  return (
    <FormControl error={Boolean(error)} disabled={disabled} component="fieldset" variant="standard">
      <FormLabel component="legend" id={labelId} required={required}>
        {legend}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={normalized}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
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
        {allowCustom && (
          <TextField
            size="small"
            label="#rrggbb"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            disabled={disabled}
            error={Boolean(error)}
            slotProps={{
              htmlInput: {
                spellCheck: false,
                autoComplete: 'off',
                maxLength: 7,
                'aria-label': t('ui.form.hexValue', { label: legend }),
              },
            }}
            sx={{ width: 120, my: 0.5 }}
          />
        )}
      </Box>
      {error ? (
        <FormHelperText>{error}</FormHelperText>
      ) : (
        helperText && <FormHelperText component="div">{helperText}</FormHelperText>
      )}
    </FormControl>
  );
}
