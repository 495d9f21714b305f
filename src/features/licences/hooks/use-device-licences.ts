import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { firstErrorMessage } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested, useFailureNotice } from '@/features/notices';
import { useDeactivateAppMutation, useDeactivateBundleMutation, useLicensedDevicesQuery } from '../api';
import type { AgentAppKind, LicensedDevice } from '../model/schemas';
import '../catalogue';

/** What the device table has open: an activation dialog or a deactivation to confirm. */
export type DeviceOperation =
  | { kind: 'none' }
  | { kind: 'activateBundle'; device: LicensedDevice }
  | { kind: 'activateApp'; device: LicensedDevice; app: AgentAppKind }
  | { kind: 'deactivateBundle'; device: LicensedDevice; bundle: { publicId: string; name: string } }
  | { kind: 'deactivateApp'; device: LicensedDevice; app: AgentAppKind };

const NONE: DeviceOperation = { kind: 'none' };

/**
 * The device table: the first devices by name (a server search narrows them), and per device the bundle and the two
 * apps activated or deactivated. Deactivations are confirmed; after a success the device is read again and a neutral
 * 3-second notice says what was done (the platform names no statuses for these: docs/RULES.md#licences).
 */
export function useDeviceLicences() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notifyFailure = useFailureNotice();
  const [search, setSearch] = useState('');
  const query = useLicensedDevicesQuery({ search });
  const [operation, setOperation] = useState<DeviceOperation>(NONE);
  const [deactivateBundle, bundleDeactivation] = useDeactivateBundleMutation();
  const [deactivateApp, appDeactivation] = useDeactivateAppMutation();
  const close = () => setOperation(NONE);

  /** The neutral notice after a change, e.g. "The logging app is activated on Press 01." */
  const done = (
    messageKey: 'bundleActivated' | 'bundleDeactivated' | 'appActivated' | 'appDeactivated',
    device: LicensedDevice,
    app?: AgentAppKind,
  ) =>
    dispatch(
      snackbarRequested({
        messageKey: `licences.done.${messageKey}`,
        messageValues: { name: device.name, ...(app ? { app: t(`licences.apps.${app}`) } : {}) },
        duration: SNACKBAR_DURATION.short,
        severity: 'success',
      }),
    );

  const confirm = async () => {
    if (operation.kind === 'deactivateBundle') {
      const result = await deactivateBundle({
        agentId: operation.device.publicId,
        bundleId: operation.bundle.publicId,
      });
      if (result.error) notifyFailure(result.error, 'licences.done.failed');
      else done('bundleDeactivated', operation.device);
    } else if (operation.kind === 'deactivateApp') {
      const result = await deactivateApp({ app: operation.app, agentId: operation.device.publicId });
      if (result.error) notifyFailure(result.error, 'licences.done.failed');
      else done('appDeactivated', operation.device, operation.app);
    }
    close();
  };

  return {
    search,
    setSearch,
    devices: query.data?.devices,
    hasMore: query.data?.hasMore ?? false,
    isLoading: query.isLoading,
    busy: query.isFetching,
    error: query.isError ? firstErrorMessage(query.error) : undefined,
    onRetry: () => void query.refetch(),
    operation,
    open: setOperation,
    close,
    /** After an activation dialog succeeded. */
    activated: (device: LicensedDevice, app?: AgentAppKind) => {
      done(app ? 'appActivated' : 'bundleActivated', device, app);
      close();
    },
    confirm: () => void confirm(),
    confirming: bundleDeactivation.isLoading || appDeactivation.isLoading,
  };
}

export type DeviceLicencesModel = ReturnType<typeof useDeviceLicences>;
