import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import { ServerFormDialog } from '@/ui/server-form-dialog';
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
  const form = useServerAwareForm<AssetFormValues>({
    initialValues,
    schema: assetFormSchema(),
    fields: FIELDS,
    onSubmit,
  });
  return (
    <ServerFormDialog
      form={form}
      title={t(mode === 'add' ? 'assetTypes.assets.form.addTitle' : 'assetTypes.assets.form.editTitle')}
      submitLabel={t(mode === 'add' ? 'assetTypes.assets.form.add' : 'assetTypes.assets.form.save')}
      onClose={onClose}
    >
      <FormTextField name="name" label={t('assetTypes.assets.form.name')} required autoFocus fullWidth />
      <Controller
        name="agent"
        control={form.control}
        render={({ field, fieldState }) => (
          <DeviceField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={form.errorText(fieldState.error)}
          />
        )}
      />
    </ServerFormDialog>
  );
}
