import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { useServerAwareForm, type SubmitOutcome } from '@/ui/use-server-aware-form';
import { assetFormSchema, type AssetFormValues } from '../model/asset-form';
import { DeviceField } from './device-field';
import '../catalogue';

export interface AssetFormDialogProps {
  mode: 'add' | 'edit';
  initialValues: AssetFormValues;
  onSubmit: (values: AssetFormValues) => Promise<SubmitOutcome>;
  onClose: () => void;
}

const FIELDS = ['name', 'agent'] as const;

/** Add or edit an asset: its name, and the device it is linked to (optional). */
export function AssetFormDialog({ mode, initialValues, onSubmit, onClose }: AssetFormDialogProps) {
  const { t } = useTranslation();
  const { control, formState, formError, errorText, submit } = useServerAwareForm<AssetFormValues>({
    initialValues,
    schema: assetFormSchema(),
    fields: FIELDS,
    onSubmit,
  });
  const { isDirty, isValid, isSubmitting } = formState;
  return (
    <FormDialog
      open
      title={t(mode === 'add' ? 'assetTypes.assets.form.addTitle' : 'assetTypes.assets.form.editTitle')}
      submitLabel={t(mode === 'add' ? 'assetTypes.assets.form.add' : 'assetTypes.assets.form.save')}
      dirty={isDirty}
      canSubmit={isDirty && isValid}
      pending={isSubmitting}
      error={formError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <FormTextField
        name="name"
        control={control}
        errorText={errorText}
        label={t('assetTypes.assets.form.name')}
        required
        autoFocus
        fullWidth
      />
      <Controller
        name="agent"
        control={control}
        render={({ field, fieldState }) => (
          <DeviceField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errorText(fieldState.error)}
          />
        )}
      />
    </FormDialog>
  );
}
