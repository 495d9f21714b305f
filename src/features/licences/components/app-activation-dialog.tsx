import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/lib/intl-formatters';
import { FormTextField } from '@/ui/form-text-field';
import { ServerFormDialog } from '@/ui/server-form-dialog';
import { useServerAwareForm } from '@/ui/use-server-aware-form';
import { useActivateAppMutation } from '../api';
import { activationPayload } from '../model/activation';
import { appActivationSchema, refusal, type AppActivationValues } from '../model/forms';
import type { AgentAppKind, Licence, LicensedDevice } from '../model/schemas';
import '../catalogue';

const FIELDS = ['licenceId', 'couponCode'] as const;
const SERVER_NAMES = { 'licence.publicId': 'licenceId', couponCode: 'couponCode' };

interface AppActivationDialogProps {
  device: LicensedDevice;
  app: AgentAppKind;
  /** Unassigned, unexpired licences of the app's usage type. */
  freeLicences: readonly Licence[];
  onDone: () => void;
  onClose: () => void;
}

/** Activates the alarming or logging app on a device with a trial, a licence or a coupon code (the payload of docs/RULES.md#licences). */
export function AppActivationDialog({ device, app, freeLicences, onDone, onClose }: AppActivationDialogProps) {
  const { t, i18n } = useTranslation();
  const legendId = useId();
  const [activate] = useActivateAppMutation();
  const appName = t(`licences.apps.${app}`);
  const form = useServerAwareForm<AppActivationValues>({
    initialValues: { kind: 'trial', licenceId: freeLicences[0]?.publicId ?? '', couponCode: '' },
    schema: appActivationSchema,
    fields: FIELDS,
    onSubmit: async ({ kind, licenceId, couponCode }) => {
      const payload = activationPayload(device.publicId, {
        trial: kind === 'trial',
        licenceId: kind === 'licence' ? licenceId || null : null,
        couponCode: kind === 'coupon' ? couponCode : '',
      });
      if (!payload) return { ok: false, fieldErrors: {} };
      const result = await activate({ app, payload });
      if (result.error) return refusal(result.error, SERVER_NAMES);
      onDone();
      return { ok: true };
    },
  });
  const kind = form.watch('kind');
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const optionLabel = (licence: Licence) =>
    licence.expiresOn
      ? t('licences.appDialog.licenceOption', {
          serialNumber: licence.serialNumber ?? licence.publicId,
          date: dateFormat.format(Date.parse(licence.expiresOn)),
        })
      : t('licences.appDialog.licenceOptionNoExpiry', { serialNumber: licence.serialNumber ?? licence.publicId });

  return (
    <ServerFormDialog
      form={form}
      title={t('licences.appDialog.title', { app: appName, name: device.name })}
      submitLabel={t('licences.appDialog.submit')}
      canSubmit={form.formState.isValid}
      onClose={onClose}
    >
      <Controller
        name="kind"
        control={form.control}
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend" id={legendId}>
              {t('licences.appDialog.with')}
            </FormLabel>
            <RadioGroup {...field} aria-labelledby={legendId}>
              <FormControlLabel value="trial" control={<Radio />} label={t('licences.appDialog.trial')} />
              <FormHelperText sx={{ mt: -1, ml: 4 }}>{t('licences.appDialog.trialHint')}</FormHelperText>
              <FormControlLabel
                value="licence"
                control={<Radio />}
                label={t('licences.appDialog.licence')}
                disabled={freeLicences.length === 0}
              />
              {freeLicences.length === 0 && (
                <FormHelperText sx={{ mt: -1, ml: 4 }}>
                  {t('licences.appDialog.noFreeLicence', { app: appName })}
                </FormHelperText>
              )}
              <FormControlLabel value="coupon" control={<Radio />} label={t('licences.appDialog.coupon')} />
            </RadioGroup>
          </FormControl>
        )}
      />
      {kind === 'licence' && (
        <FormTextField
          name="licenceId"
          label={t('licences.appDialog.licenceSelect')}
          select
          slotProps={{ select: { native: true } }}
          fullWidth
        >
          {freeLicences.map((licence) => (
            <option key={licence.publicId} value={licence.publicId}>
              {optionLabel(licence)}
            </option>
          ))}
        </FormTextField>
      )}
      {kind === 'coupon' && (
        <FormTextField
          name="couponCode"
          label={t('licences.couponField.label')}
          helperText={t('licences.couponField.hint')}
          autoFocus
          fullWidth
        />
      )}
    </ServerFormDialog>
  );
}
