import { TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ColorField } from './color-field';
import { ServerFormDialog } from './server-form-dialog';
import { useServerAwareForm, type SubmitOutcome } from './use-server-aware-form';
import './catalogue';

export interface NameFormValues {
  name: string;
  color: string;
}

/** The feature's rules for the form; messages are i18n keys. */
export type NameFormSchema = z.ZodType<NameFormValues, NameFormValues>;

export type { SubmitOutcome };

export interface NameFormDialogProps {
  title: string;
  submitLabel: string;
  initialValues: NameFormValues;
  schema: NameFormSchema;
  /** Shows the required colour choice. */
  showColor: boolean;
  /** Set when the name may not be edited here (e.g. it is bound to a translation key): the field is disabled with this hint. */
  nameLockedHint?: string;
  onSubmit: (values: NameFormValues) => Promise<SubmitOutcome>;
  onClose: () => void;
}

/** The one form for creating and editing a named (optionally coloured) item; rendered while its operation is open. */
export function NameFormDialog({
  title,
  submitLabel,
  initialValues,
  schema,
  showColor,
  nameLockedHint,
  onSubmit,
  onClose,
}: NameFormDialogProps) {
  const { t } = useTranslation();
  const form = useServerAwareForm<NameFormValues>({ initialValues, schema, fields: ['name', 'color'], onSubmit });
  const { control, errorText } = form;

  return (
    <ServerFormDialog form={form} title={title} submitLabel={submitLabel} onClose={onClose}>
      <Controller
        name="name"
        control={control}
        rules={{ deps: showColor ? ['color'] : [] }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={t('ui.form.name')}
            required
            autoFocus={!nameLockedHint}
            disabled={Boolean(nameLockedHint)}
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error) ?? nameLockedHint}
            fullWidth
          />
        )}
      />
      {showColor && (
        <Controller
          name="color"
          control={control}
          render={({ field, fieldState }) => (
            <ColorField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(fieldState.error)}
            />
          )}
        />
      )}
    </ServerFormDialog>
  );
}
