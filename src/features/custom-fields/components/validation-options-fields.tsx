import { Stack, TextField } from '@mui/material';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CustomFieldFormValues, ValidationChoice } from '../model/form';
import '../catalogue';

type OptionName = 'options' | 'minValue' | 'maxValue' | 'minLength' | 'maxLength' | 'regex';
const DEPENDENTS: Partial<Record<OptionName, OptionName[]>> = { minValue: ['maxValue'], minLength: ['maxLength'] };

interface ValidationOptionsFieldsProps {
  type: ValidationChoice;
  control: Control<CustomFieldFormValues>;
  errorText: (error: FieldError | undefined) => string | undefined;
}

/** The options of the chosen validation type: the list of an enum, the bounds of an int, the lengths and pattern of a str. */
export function ValidationOptionsFields({ type, control, errorText }: ValidationOptionsFieldsProps) {
  const { t } = useTranslation();

  const field = (name: OptionName, label: string, hint: string, extra: { multiline?: boolean; numeric?: boolean; monospace?: boolean } = {}) => (
    <Controller
      name={name}
      control={control}
      // A lower limit changes whether the upper one is valid.
      rules={{ deps: DEPENDENTS[name] }}
      render={({ field: { ref, ...props }, fieldState }) => (
        <TextField
          {...props}
          inputRef={ref}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? hint}
          fullWidth
          multiline={extra.multiline}
          minRows={extra.multiline ? 3 : undefined}
          required={name === 'options'}
          slotProps={{
            htmlInput: {
              ...(extra.numeric ? { inputMode: 'numeric' } : {}),
              ...(extra.monospace ? { spellCheck: false, sx: { fontFamily: 'monospace' } } : {}),
            },
          }}
        />
      )}
    />
  );

  if (type === 'enum') return field('options', t('customFields.dialog.options'), t('customFields.dialog.optionsHint'), { multiline: true });
  if (type === 'int') {
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('minValue', t('customFields.dialog.minValue'), t('customFields.dialog.boundHint'), { numeric: true })}
        {field('maxValue', t('customFields.dialog.maxValue'), t('customFields.dialog.boundHint'), { numeric: true })}
      </Stack>
    );
  }
  if (type === 'str') {
    return (
      <>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('minLength', t('customFields.dialog.minLength'), t('customFields.dialog.boundHint'), { numeric: true })}
          {field('maxLength', t('customFields.dialog.maxLength'), t('customFields.dialog.boundHint'), { numeric: true })}
        </Stack>
        {field('regex', t('customFields.dialog.regex'), t('customFields.dialog.regexHint'), { monospace: true })}
      </>
    );
  }
  return null;
}
