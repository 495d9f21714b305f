import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import { ServerFormDialog } from '@/ui/server-form-dialog';
import { useServerAwareForm, type SubmitOutcome } from '@/ui/use-server-aware-form';
import { suggestSlug, type CustomFieldFormValues, type customFieldFormSchema } from '../model/form';
import { RESOURCE_TYPES, type CustomProperty } from '../model/schemas';
import { VALIDATION_TYPES } from '../model/validation';
import { ValidationOptionsFields } from './validation-options-fields';
import '../catalogue';

const FIELDS = [
  'resourceType',
  'slug',
  'name',
  'description',
  'validationType',
  'options',
  'minValue',
  'maxValue',
  'minLength',
  'maxLength',
  'regex',
] as const;

interface CustomFieldFormDialogProps {
  /** The custom field being edited; undefined to add one. */
  editing: CustomProperty | undefined;
  initialValues: CustomFieldFormValues;
  schema: ReturnType<typeof customFieldFormSchema>;
  onSubmit: (values: CustomFieldFormValues) => Promise<SubmitOutcome>;
  onClose: () => void;
}

/** One form to add and to edit a custom field; what it applies to and its slug are chosen when adding and shown, fixed, when editing. */
export function CustomFieldFormDialog({
  editing,
  initialValues,
  schema,
  onSubmit,
  onClose,
}: CustomFieldFormDialogProps) {
  const { t } = useTranslation();
  const form = useServerAwareForm<CustomFieldFormValues>({ initialValues, schema, fields: FIELDS, onSubmit });
  const { watch, setValue } = form;
  // The slug follows the name until it is typed in.
  const [slugTyped, setSlugTyped] = useState(Boolean(editing));
  const validationType = watch('validationType');
  const fixedHint = editing ? t('customFields.dialog.fixedHint') : undefined;

  return (
    <ServerFormDialog
      form={form}
      title={t(editing ? 'customFields.dialog.editTitle' : 'customFields.dialog.addTitle')}
      submitLabel={t(editing ? 'customFields.dialog.save' : 'customFields.dialog.add')}
      onClose={onClose}
    >
      <FormTextField
        name="name"
        onChange={(event) => {
          if (!slugTyped)
            setValue('slug', suggestSlug(event.target.value), { shouldDirty: true, shouldValidate: true });
        }}
        label={t('customFields.dialog.name')}
        required
        autoFocus
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="resourceType"
          deps={['slug']}
          select
          label={t('customFields.dialog.resourceType')}
          required={!editing}
          disabled={Boolean(editing)}
          helperText={fixedHint}
          fullWidth
          // The hint of a fixed field stays readable (contrast), only the control is greyed.
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, formHelperText: { disabled: false } }}
        >
          <option value="" disabled>
            {'\u2014'}
          </option>
          {RESOURCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`customFields.resourceTypes.${type}`)}
            </option>
          ))}
        </FormTextField>
        <FormTextField
          name="slug"
          onChange={() => setSlugTyped(true)}
          label={t('customFields.dialog.slug')}
          required={!editing}
          disabled={Boolean(editing)}
          helperText={fixedHint ?? t('customFields.dialog.slugHint')}
          fullWidth
          slotProps={{
            htmlInput: { spellCheck: false, autoCapitalize: 'off', sx: { fontFamily: 'monospace' } },
            formHelperText: { disabled: false },
          }}
        />
      </Stack>
      <FormTextField name="description" label={t('customFields.dialog.description')} multiline minRows={2} fullWidth />
      <Controller
        name="required"
        control={form.control}
        render={({ field: { ref, value, onChange, ...field } }) => (
          <FormControlLabel
            control={
              <Checkbox
                {...field}
                slotProps={{ input: { ref } }}
                checked={value}
                onChange={(event) => onChange(event.target.checked)}
              />
            }
            label={t('customFields.dialog.required')}
          />
        )}
      />
      <FormTextField
        name="validationType"
        select
        label={t('customFields.dialog.validationType')}
        required
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {VALIDATION_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`customFields.validationTypes.${type}`)}
          </option>
        ))}
        {editing?.validation.type === 'other' && (
          <option value="other">{t('customFields.validationTypes.other', { name: editing.validation.name })}</option>
        )}
      </FormTextField>
      <ValidationOptionsFields type={validationType} control={form.control} errorText={form.errorText} />
    </ServerFormDialog>
  );
}
