import { Stack } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import { PemField } from './pem-field';
import { ServerFormDialog } from '@/ui/server-form-dialog';
import { useServerAwareForm, type SubmitOutcome } from '@/ui/use-server-aware-form';
import type { BrokerFormValues, brokerFormSchema } from '../model/broker-form';
import { MESSAGE_FORMATS, type Broker } from '../model/schemas';
import '../catalogue';

const FIELDS = ['name', 'host', 'port', 'messageFormat', 'certauth'] as const;

interface BrokerFormDialogProps {
  /** The broker being edited; undefined to add one. */
  editing: Broker | undefined;
  initialValues: BrokerFormValues;
  schema: ReturnType<typeof brokerFormSchema>;
  onSubmit: (values: BrokerFormValues) => Promise<SubmitOutcome>;
  onClose: () => void;
}

/** One form to add and to edit an MQTT broker. */
export function BrokerFormDialog({ editing, initialValues, schema, onSubmit, onClose }: BrokerFormDialogProps) {
  const { t } = useTranslation();
  const form = useServerAwareForm<BrokerFormValues>({ initialValues, schema, fields: FIELDS, onSubmit });

  return (
    <ServerFormDialog
      form={form}
      title={t(editing ? 'mqtt.brokerDialog.editTitle' : 'mqtt.brokerDialog.addTitle')}
      submitLabel={t(editing ? 'mqtt.brokerDialog.save' : 'mqtt.brokerDialog.add')}
      onClose={onClose}
    >
      <FormTextField name="name" label={t('mqtt.brokerDialog.name')} required autoFocus fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="host"
          label={t('mqtt.brokerDialog.host')}
          required
          helperText={t('mqtt.brokerDialog.hostHint')}
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
        />
        <FormTextField
          name="port"
          label={t('mqtt.brokerDialog.port')}
          required
          helperText={t('mqtt.brokerDialog.portHint')}
          sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <FormTextField
        name="messageFormat"
        select
        label={t('mqtt.brokerDialog.messageFormat')}
        required
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {MESSAGE_FORMATS.map((format) => (
          <option key={format} value={format}>
            {t(`mqtt.messageFormats.${format}`)}
          </option>
        ))}
      </FormTextField>
      <Controller
        name="certauth"
        control={form.control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <PemField
            {...field}
            inputRef={ref}
            label={t('mqtt.brokerDialog.certauth')}
            error={Boolean(fieldState.error)}
            helperText={form.errorText(fieldState.error) ?? t('mqtt.brokerDialog.certauthHint')}
          />
        )}
      />
    </ServerFormDialog>
  );
}
