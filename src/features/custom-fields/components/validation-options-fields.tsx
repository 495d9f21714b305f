import { Stack } from '@mui/material';
import type { Control, FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
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

  const field = (
    name: OptionName,
    label: string,
    hint: string,
    extra: { multiline?: boolean; numeric?: boolean; monospace?: boolean } = {},
  ) => (
    <FormTextField
      name={name}
      control={control}
      errorText={errorText}
      // A lower limit changes whether the upper one is valid.
      deps={DEPENDENTS[name]}
      label={label}
      helperText={hint}
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
  );

  if (type === 'enum')
    return field('options', t('customFields.dialog.options'), t('customFields.dialog.optionsHint'), {
      multiline: true,
    });
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
          {field('minLength', t('customFields.dialog.minLength'), t('customFields.dialog.boundHint'), {
            numeric: true,
          })}
          {field('maxLength', t('customFields.dialog.maxLength'), t('customFields.dialog.boundHint'), {
            numeric: true,
          })}
        </Stack>
        {field('regex', t('customFields.dialog.regex'), t('customFields.dialog.regexHint'), { monospace: true })}
      </>
    );
  }
  return null;
}
