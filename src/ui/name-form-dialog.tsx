import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ColorField } from './color-field';
import { FormDialog } from './form-dialog';
import './catalogue';

export interface NameFormValues {
  name: string;
  color: string;
}

/** The feature's rules for the form; messages are i18n keys. */
export type NameFormSchema = z.ZodType<NameFormValues, NameFormValues>;

export type SubmitOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string>; message?: string };

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
export function NameFormDialog({ title, submitLabel, initialValues, schema, showColor, nameLockedHint, onSubmit, onClose }: NameFormDialogProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<NameFormValues>({
    defaultValues: initialValues,
    resolver: zodResolver(schema),
    mode: 'onChange',
  });
  const { isDirty, isValid, isSubmitting } = formState;

  // Client rules carry i18n keys; answers of the server are shown as they come.
  const errorText = (error: FieldError | undefined): string | undefined =>
    error?.message ? (error.type === 'server' ? error.message : t(error.message as ParseKeys)) : undefined;

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    const outcome = await onSubmit(values);
    if (outcome.ok) return;
    for (const [field, message] of Object.entries(outcome.fieldErrors)) {
      if (field === 'name' || field === 'color') setError(field, { type: 'server', message }, { shouldFocus: true });
    }
    const unplaced = Object.keys(outcome.fieldErrors).some((field) => field !== 'name' && field !== 'color');
    if (outcome.message && (unplaced || Object.keys(outcome.fieldErrors).length === 0)) setFormError(outcome.message);
  });

  return (
    <FormDialog
      open
      title={title}
      submitLabel={submitLabel}
      dirty={isDirty}
      canSubmit={isDirty && isValid}
      pending={isSubmitting}
      error={formError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
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
            <ColorField value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorText(fieldState.error)} />
          )}
        />
      )}
    </FormDialog>
  );
}
