import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldErrors, firstErrorMessage } from '@/api';
import { FormDialog } from '@/ui/form-dialog';
import { useServerAwareForm } from '@/ui/use-server-aware-form';
import type { CustomProperty } from '@/features/custom-fields/model/schemas';
import {
  customPatch,
  inputsOf,
  slugOfServerField,
  type CustomValues,
  type WireValue,
} from '@/features/custom-fields/model/values';
import { CustomFieldInputs, customInputPaths, customInputsSchema, type WithCustomInputs } from './custom-field-inputs';
import '@/features/custom-fields/catalogue';

interface CustomFieldsDialogProps {
  title: string;
  submitLabel: string;
  properties: readonly CustomProperty[];
  stored: CustomValues | null;
  /** Sends the changed values (a PATCH's `custom`); an error is shown on the field it names, else above the form. */
  onSave: (custom: Record<string, WireValue>) => PromiseLike<{ error?: unknown }>;
  onSaved: () => void;
  onClose: () => void;
}

/** Edits the custom field values of one device, asset or person: each checked by its rule, only the changed ones sent. */
export function CustomFieldsDialog({
  title,
  submitLabel,
  properties,
  stored,
  onSave,
  onSaved,
  onClose,
}: CustomFieldsDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => z.object({ custom: customInputsSchema(properties) }), [properties]);
  const { control, formState, formError, submit } = useServerAwareForm<WithCustomInputs>({
    initialValues: { custom: inputsOf(properties, stored) },
    schema,
    fields: customInputPaths<WithCustomInputs>(properties),
    onSubmit: async (values) => {
      const custom = customPatch(properties, stored, values.custom);
      if (!custom) {
        onClose();
        return { ok: true };
      }
      const result = await onSave(custom);
      if (!result.error) {
        onSaved();
        return { ok: true };
      }
      const placed = Object.entries(fieldErrors(result.error)).flatMap(([key, message]): [string, string][] => {
        const slug = slugOfServerField(properties, key);
        return slug ? [[`custom.${slug}`, message]] : [];
      });
      return {
        ok: false,
        fieldErrors: Object.fromEntries(placed),
        message: firstErrorMessage(result.error, t('customFields.values.saveFailed')),
      };
    },
  });
  return (
    <FormDialog
      open
      title={title}
      submitLabel={submitLabel}
      dirty={formState.isDirty}
      canSubmit={formState.isDirty && Object.keys(formState.errors).length === 0}
      pending={formState.isSubmitting}
      error={formError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <CustomFieldInputs control={control} properties={properties} stored={stored} />
    </FormDialog>
  );
}
