import { Stack, Typography } from '@mui/material';
import type { ParseKeys } from 'i18next';
import { useMemo } from 'react';
import { Controller, useWatch, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColorField } from '@/ui/color-field';
import type { BrandingFormValues, ThemeColourKey } from '../model/branding-form';
import { contrastWarnings } from '../model/contrast-warnings';
import '../catalogue';

/** The colours by the surface they paint, in the order of the preview. */
const GROUPS: { key: 'brand' | 'header' | 'menu' | 'page' | 'card'; fields: ThemeColourKey[] }[] = [
  { key: 'brand', fields: ['primaryColor', 'primaryTextColor', 'accentColor', 'accentTextColor'] },
  { key: 'header', fields: ['headerColor', 'headerLineColor'] },
  { key: 'menu', fields: ['menuColor', 'menuTextColor'] },
  { key: 'page', fields: ['pageColor', 'pageTextColor'] },
  { key: 'card', fields: ['cardColor', 'cardTextColor'] },
];

interface ThemeFieldsProps {
  control: Control<BrandingFormValues>;
  errorText: (error: FieldError | undefined) => string | undefined;
  disabled: boolean;
}

/** The contrast warning of one text colour: it alone follows the theme as it is typed, not the whole form. */
function ContrastNote({ control, field }: { control: Control<BrandingFormValues>; field: ThemeColourKey }) {
  const { t } = useTranslation();
  const theme = useWatch({ control, name: 'theme' });
  const warning = useMemo(
    () => contrastWarnings(theme).find((candidate) => candidate.field === `theme.${field}`),
    [theme, field],
  );
  if (!warning) return null;
  return (
    <Typography component="span" role="status" variant="caption" sx={{ color: 'warning.main', fontWeight: 500 }}>
      {t('identity.colours.contrast', { ratio: warning.ratio.toFixed(2) })}
    </Typography>
  );
}

const TEXT_COLOURS: ReadonlySet<ThemeColourKey> = new Set([
  'primaryTextColor',
  'accentTextColor',
  'menuTextColor',
  'pageTextColor',
  'cardTextColor',
]);

/** Every theme colour as a ColorField (palette or any #rrggbb), the text colours with their contrast warning. */
export function ThemeFields({ control, errorText, disabled }: ThemeFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('identity.colours.hint')}
      </Typography>
      {GROUPS.map((group) => (
        <Stack key={group.key} spacing={1.5} component="section" aria-label={t(`identity.colours.groups.${group.key}`)}>
          <Typography component="h4" variant="subtitle1">
            {t(`identity.colours.groups.${group.key}`)}
          </Typography>
          {group.fields.map((key) => (
            <Controller
              key={key}
              control={control}
              name={`theme.${key}`}
              render={({ field, fieldState }) => (
                <ColorField
                  label={t(`identity.colours.${key}` as ParseKeys)}
                  required={key === 'primaryColor'}
                  allowCustom
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={disabled}
                  error={errorText(fieldState.error)}
                  helperText={TEXT_COLOURS.has(key) ? <ContrastNote control={control} field={key} /> : undefined}
                />
              )}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
