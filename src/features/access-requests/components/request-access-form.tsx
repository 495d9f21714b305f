import { MenuItem, TextField } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@/api';
import { FormDialog } from '@/ui/form-dialog';
import { useServerAwareForm } from '@/ui/use-server-aware-form';
import { useCreateAccessRequestMutation } from '../api';
import { minuteStart } from '../model/approval-rule';
import { approverOptions, keepAllowedApprovers, requiredApproverCompany } from '../model/approver-filter';
import { DURATION_OPTIONS, durationKey } from '../model/durations';
import { requestFormDefaults, requestFormSchema, toNewAccessRequest } from '../model/request-form';
import { prefilledServiceKeys, requestServices, type RequestDevice } from '../model/request-form-services';
import type { Approver } from '../model/schemas';
import type { RequestPrefill } from '../model/slice';
import { useRequestClash } from '../hooks/use-request-clash';
import { ApproverPicker } from './approver-picker';
import { RequestClashAlert } from './request-clash-alert';
import { ServicePicker } from './service-picker';
import { StartPicker } from './start-picker';

interface RequestAccessFormProps {
  open: boolean;
  device: RequestDevice;
  approvers: readonly Approver[];
  prefill?: RequestPrefill;
  companyId: string | null;
  onClose: () => void;
  onSubmitted: () => void;
}

const MINUTE_MS = 60_000;

/** The request form of docs/RULES.md#access-requests: services, approvers, reason, From and Duration; Send request when changed and valid. */
export function RequestAccessForm({
  open,
  device,
  approvers,
  prefill,
  companyId,
  onClose,
  onSubmitted,
}: RequestAccessFormProps) {
  const { t, i18n } = useTranslation();
  const services = useMemo(() => requestServices(device), [device]);
  const collator = useMemo(() => new Intl.Collator(i18n.language), [i18n.language]);
  /** Who may approve the chosen services, and the company they must belong to (a controlled device), if any. */
  const approversFor = useCallback(
    (keys: readonly string[]) => {
      const chosen = services.filter((service) => keys.includes(service.key));
      const company = requiredApproverCompany(
        device,
        { vpn: chosen.some((s) => s.kind === 'vpn'), web: chosen.some((s) => s.kind === 'server') },
        companyId,
      );
      return { company, options: approverOptions(approvers, company, collator) };
    },
    [approvers, collator, companyId, device, services],
  );
  const [initialValues] = useState(() => {
    const keys = prefilledServiceKeys(prefill, services);
    return requestFormDefaults(
      Date.now(),
      keys,
      keepAllowedApprovers(prefill?.approverIds ?? [], approversFor(keys).options),
      prefill?.start,
    );
  });
  const schema = useMemo(() => requestFormSchema(Date.now), []);
  /** The current minute: the earliest From the picker offers. */
  const [minute, setMinute] = useState(() => minuteStart(Date.now()));
  const [createRequest, { isLoading }] = useCreateAccessRequestMutation();
  const form = useServerAwareForm({
    initialValues,
    schema,
    // A refusal is shown as its first message above the form, which keeps its values.
    fields: [],
    onSubmit: async (values) => {
      const result = await createRequest(toNewAccessRequest(device.publicId, values, services));
      if ('error' in result) return { ok: false, fieldErrors: {}, message: firstErrorMessage(result.error) };
      onSubmitted();
      return { ok: true };
    },
  });
  const { control, formState, errorText, setValue, getValues, getFieldState, resetField, trigger } = form;
  const chosenKeys = useWatch({ control, name: 'services' });
  const [chosenStart, chosenDuration] = useWatch({ control, name: ['start', 'duration'] });
  const clash = useRequestClash(device.publicId, services, {
    services: chosenKeys,
    start: chosenStart,
    duration: chosenDuration,
  });
  const duplicate = clash?.kind === 'duplicate';
  const { company, options } = useMemo(() => approversFor(chosenKeys), [approversFor, chosenKeys]);

  /** An untouched From means now: it moves to the current minute rather than falling behind it. */
  const followClock = useCallback(() => {
    const current = minuteStart(Date.now());
    setMinute(current);
    if (getFieldState('start').isDirty) return;
    if (getValues('start')?.getTime() === current) return;
    resetField('start', { defaultValue: new Date(current) });
    void trigger('start');
  }, [getFieldState, getValues, resetField, trigger]);
  // At each new minute, so that "now" never turns into the past while the dialog is open: until the next check, a From
  // of the minute before would fail the rule and turn Send request off.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const atNextMinute = () => {
      const now = Date.now();
      timer = setTimeout(
        () => {
          followClock();
          atNextMinute();
        },
        Math.max(1, minuteStart(now) + MINUTE_MS - now),
      );
    };
    atNextMinute();
    return () => clearTimeout(timer);
  }, [followClock]);

  const changeServices = (keys: string[]) => {
    setValue('services', keys, { shouldDirty: true, shouldValidate: true });
    const selected = getValues('approvers');
    const kept = keepAllowedApprovers(selected, approversFor(keys).options);
    if (kept.length !== selected.length) setValue('approvers', kept, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <FormDialog
      open={open}
      title={t('accessRequests.dialog.titleFor', { device: device.name ?? device.publicId })}
      submitLabel={t('accessRequests.dialog.send')}
      dirty={formState.isDirty}
      canSubmit={formState.isDirty && formState.isValid && !duplicate}
      pending={isLoading || formState.isSubmitting}
      error={form.formError}
      onSubmit={(event) => {
        followClock();
        if (duplicate) {
          event.preventDefault();
          return;
        }
        void form.submit(event);
      }}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="services"
        render={({ field, fieldState }) => (
          <ServicePicker
            services={services}
            value={field.value}
            onChange={changeServices}
            error={errorText(fieldState.error)}
          />
        )}
      />
      <Controller
        control={control}
        name="approvers"
        render={({ field, fieldState }) => (
          <ApproverPicker
            options={options}
            value={field.value}
            onChange={field.onChange}
            restrictedTo={company ? (device.controlledBy?.name ?? company) : null}
            error={errorText(fieldState.error)}
          />
        )}
      />
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={t('accessRequests.dialog.reason')}
            required
            multiline
            minRows={2}
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error)}
          />
        )}
      />
      <Controller
        control={control}
        name="start"
        render={({ field, fieldState }) => (
          <StartPicker
            label={t('accessRequests.dialog.from')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            minDateTime={new Date(minute)}
            error={errorText(fieldState.error)}
          />
        )}
      />
      <Controller
        control={control}
        name="duration"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            select
            label={t('accessRequests.dialog.duration')}
            required
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error)}
          >
            {DURATION_OPTIONS.map((option) => (
              <MenuItem key={durationKey(option)} value={durationKey(option)}>
                {t(option.format === 'hours' ? 'accessRequests.dialog.hours' : 'accessRequests.dialog.minutes', {
                  count: option.value,
                })}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <RequestClashAlert clash={clash} device={device} />
    </FormDialog>
  );
}
