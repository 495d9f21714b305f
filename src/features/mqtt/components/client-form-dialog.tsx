import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import { PemField } from './pem-field';
import { SecretField } from './secret-field';
import { ServerFormDialog } from '@/ui/server-form-dialog';
import { useServerAwareForm, type SubmitOutcome } from '@/ui/use-server-aware-form';
import type { ClientFormValues, clientFormSchema } from '../model/client-form';
import type { Broker, BrokerClient } from '../model/schemas';
import '../catalogue';

const FIELDS = ['name', 'username', 'password', 'clientCert', 'clientKey'] as const;

interface ClientFormDialogProps {
  broker: Broker;
  /** The client being edited; undefined to add one. */
  editing: BrokerClient | undefined;
  initialValues: ClientFormValues;
  schema: ReturnType<typeof clientFormSchema>;
  onSubmit: (values: ClientFormValues) => Promise<SubmitOutcome>;
  onClose: () => void;
}

/** One form to add and to edit a client of a broker; its password and key are write-only. */
export function ClientFormDialog({ broker, editing, initialValues, schema, onSubmit, onClose }: ClientFormDialogProps) {
  const { t } = useTranslation();
  const form = useServerAwareForm<ClientFormValues>({ initialValues, schema, fields: FIELDS, onSubmit });
  const isEditing = Boolean(editing);

  return (
    <ServerFormDialog
      form={form}
      title={t(editing ? 'mqtt.clientDialog.editTitle' : 'mqtt.clientDialog.addTitle', { broker: broker.name })}
      submitLabel={t(editing ? 'mqtt.clientDialog.save' : 'mqtt.clientDialog.add')}
      onClose={onClose}
    >
      <FormTextField name="name" label={t('mqtt.clientDialog.name')} required autoFocus fullWidth />
      <FormTextField
        name="username"
        label={t('mqtt.clientDialog.username')}
        helperText={t('mqtt.clientDialog.usernameHint')}
        fullWidth
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, autoCapitalize: 'off' } }}
      />
      <Controller
        name="password"
        control={form.control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <SecretField
            {...field}
            inputRef={ref}
            kind="password"
            label={t('mqtt.clientDialog.password')}
            clearLabel={t('mqtt.clientDialog.clearPassword')}
            editing={isEditing}
            error={form.errorText(fieldState.error)}
          />
        )}
      />
      <Controller
        name="clientCert"
        control={form.control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <PemField
            {...field}
            inputRef={ref}
            label={t('mqtt.clientDialog.clientCert')}
            error={Boolean(fieldState.error)}
            helperText={form.errorText(fieldState.error) ?? t('mqtt.clientDialog.clientCertHint')}
          />
        )}
      />
      <Controller
        name="clientKey"
        control={form.control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <SecretField
            {...field}
            inputRef={ref}
            kind="pem"
            label={t('mqtt.clientDialog.clientKey')}
            clearLabel={t('mqtt.clientDialog.clearClientKey')}
            editing={isEditing}
            error={form.errorText(fieldState.error)}
          />
        )}
      />
    </ServerFormDialog>
  );
}
