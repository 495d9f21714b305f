import { TextField } from '@mui/material';
import { useMemo } from 'react';
import { Controller, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldErrors, firstErrorMessage } from '@/api';
import { FormDialog } from '@/ui/form-dialog';
import {
  CustomFieldInputs,
  customInputPaths,
  customInputsSchema,
  inputsOf,
  slugOfServerField,
  type CustomProperty,
} from '@/features/custom-fields';
import { useServerAwareForm } from '@/ui/use-server-aware-form';
import { useUpdateDeviceMutation } from '@/features/devices/api';
import { devicePatch, isTimeZone, type DeviceEdit, type DeviceOverview } from '@/features/devices/model/overview';
import '@/features/devices/catalogue';

/** The rules of the form; messages are i18n keys. */
export const deviceEditSchema = z.object({
  name: z.string().trim().min(1, 'devices.overview.form.nameRequired').max(255, 'devices.overview.form.tooLong'),
  description: z.string().max(2000, 'devices.overview.form.tooLong'),
  locationName: z.string().max(255, 'devices.overview.form.tooLong'),
  timeZone: z.string().refine(isTimeZone, 'devices.overview.form.timeZoneUnknown'),
});

const FIELDS = ['name', 'description', 'locationName', 'timeZone'] as const;
/** The server names the body's properties; the form's place field is `location` there. */
const SERVER_FIELD: Record<string, (typeof FIELDS)[number]> = {
  name: 'name',
  description: 'description',
  location: 'locationName',
  'location.name': 'locationName',
  timeZone: 'timeZone',
};

/** The form field of a server refusal: one of the facts, or a custom field's input. */
function formFieldOf(serverField: string, customFields: readonly CustomProperty[]): string | undefined {
  const slug = slugOfServerField(customFields, serverField);
  return SERVER_FIELD[serverField] ?? (slug ? `custom.${slug}` : undefined);
}

function EditField({
  control,
  name,
  label,
  helperText,
  errorText,
  multiline = false,
  required = false,
}: {
  control: Control<DeviceEdit>;
  name: Path<DeviceEdit>;
  label: string;
  helperText?: string;
  errorText: (
    error: Parameters<ReturnType<typeof useServerAwareForm<DeviceEdit>>['errorText']>[0],
  ) => string | undefined;
  multiline?: boolean;
  required?: boolean;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          required={required}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? helperText}
          fullWidth
        />
      )}
    />
  );
}

/**
 * Edits a device's name, description, place, time zone and custom field values (Agent PATCH), each checked by its
 * rule first, with the server's refusals on their fields.
 */
export function EditDeviceDialog({
  device,
  customFields,
  onClose,
}: {
  device: DeviceOverview;
  customFields: readonly CustomProperty[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [update] = useUpdateDeviceMutation();
  const initialValues: DeviceEdit = {
    name: device.name ?? '',
    description: device.description ?? '',
    locationName: device.location?.name ?? '',
    timeZone: device.timeZone ?? '',
    custom: inputsOf(customFields, device.custom),
  };
  const schema = useMemo(() => deviceEditSchema.extend({ custom: customInputsSchema(customFields) }), [customFields]);
  const { control, formState, formError, errorText, submit } = useServerAwareForm<DeviceEdit>({
    initialValues,
    schema,
    fields: [...FIELDS, ...customInputPaths<DeviceEdit>(customFields)],
    onSubmit: async (values) => {
      const result = await update({ publicId: device.publicId, body: devicePatch(device, values, customFields) });
      if (!('error' in result)) {
        onClose();
        return { ok: true };
      }
      const byServerField = fieldErrors(result.error);
      const byFormField = Object.fromEntries(
        Object.entries(byServerField).flatMap(([key, message]) => {
          const field = formFieldOf(key, customFields);
          return field ? [[field, message]] : [];
        }),
      );
      return { ok: false, fieldErrors: byFormField, message: firstErrorMessage(result.error) };
    },
  });
  return (
    <FormDialog
      open
      title={t('devices.overview.form.title', { name: device.name ?? device.publicId })}
      submitLabel={t('devices.overview.form.save')}
      dirty={formState.isDirty}
      // Changed and no field refused; the submit checks every field again before the call.
      canSubmit={formState.isDirty && Object.keys(formState.errors).length === 0}
      pending={formState.isSubmitting}
      error={formError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <EditField control={control} name="name" label={t('devices.overview.form.name')} errorText={errorText} required />
      <EditField
        control={control}
        name="description"
        label={t('devices.overview.description')}
        errorText={errorText}
        multiline
      />
      <EditField
        control={control}
        name="locationName"
        label={t('devices.overview.location')}
        helperText={t('devices.overview.form.locationHelp')}
        errorText={errorText}
      />
      <EditField
        control={control}
        name="timeZone"
        label={t('devices.overview.timeZone')}
        helperText={t('devices.overview.form.timeZoneHelp')}
        errorText={errorText}
      />
      <CustomFieldInputs control={control} properties={customFields} />
    </FormDialog>
  );
}
