import { Button, Chip, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { firstErrorMessage } from '@/api';
import { dateTimeFormat } from '@/lib/intl-formatters';
import { safeLocalStorage } from '@/lib/storage';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ResourceTable, type Column, type TableRowActions } from '@/ui/resource-table';
import { SNACKBAR_DURATION, snackbarRequested, useFailureNotice } from '@/features/notices';
import { useRemoveTrustedDeviceMutation, useRemoveTrustedDevicesMutation, useTrustedDevicesQuery } from '../api';
import { readOrCreateBrowserId } from '@/lib/browser-id';
import { browserSummary, otherDevices, sortDevices, type TrustedDevice } from '../model/schemas';
import { ProfileSection } from './profile-frame';
import '../catalogue';

type Removal = { kind: 'one'; device: TrustedDevice } | { kind: 'others'; devices: TrustedDevice[] };

/** The trusted devices (TrustedDeviceList, this browser named in Api-Device-Identifier), removable one by one or all but this one. */
export function TrustedDevicesSection() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const failed = useFailureNotice();
  const browserId = useMemo(() => readOrCreateBrowserId(safeLocalStorage()), []);
  const devicesQuery = useTrustedDevicesQuery(browserId);
  const [removeOne, removingOne] = useRemoveTrustedDeviceMutation();
  const [removeMany, removingMany] = useRemoveTrustedDevicesMutation();
  const [removal, setRemoval] = useState<Removal>();
  const devices = useMemo(() => (devicesQuery.data ? sortDevices(devicesQuery.data) : undefined), [devicesQuery.data]);
  const others = useMemo(() => otherDevices(devices ?? []), [devices]);

  const columns = useMemo<Column<TrustedDevice>[]>(() => {
    const when = (iso: string | null) => (iso ? dateTimeFormat(i18n.language).format(new Date(iso)) : '—');
    return [
      {
        id: 'name',
        header: t('profile.devices.name'),
        isRowHeader: true,
        render: (device) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{device.name}</span>
            {device.isCurrent && (
              <Chip size="small" color="primary" variant="outlined" label={t('profile.devices.thisDevice')} />
            )}
          </Stack>
        ),
      },
      {
        id: 'browser',
        header: t('profile.devices.browser'),
        render: (device) => browserSummary(device.userAgent) ?? t('profile.devices.unknownBrowser'),
      },
      { id: 'createdOn', header: t('profile.devices.createdOn'), render: (device) => when(device.createdOn) },
      { id: 'lastLogin', header: t('profile.devices.lastLogin'), render: (device) => when(device.lastLogin) },
    ];
  }, [t, i18n.language]);
  const rowActions = useMemo(
    (): TableRowActions<TrustedDevice> => ({
      header: t('profile.devices.actions'),
      actions: (device) => [
        {
          label: t('profile.devices.remove', { name: device.name }),
          icon: 'delete',
          tooltip: true,
          onClick: () => setRemoval({ kind: 'one', device }),
        },
      ],
    }),
    [t],
  );

  const confirm = async () => {
    if (!removal) return;
    const result =
      removal.kind === 'one'
        ? await removeOne(removal.device.publicId)
        : await removeMany(removal.devices.map((device) => device.publicId));
    setRemoval(undefined);
    if (result.error) return failed(result.error, 'profile.devices.removeFailed');
    dispatch(
      snackbarRequested(
        removal.kind === 'one'
          ? {
              messageKey: 'profile.devices.removed',
              messageValues: { name: removal.device.name },
              duration: SNACKBAR_DURATION.short,
              severity: 'success',
            }
          : { messageKey: 'profile.devices.removedOthers', duration: SNACKBAR_DURATION.short, severity: 'success' },
      ),
    );
  };

  const removeOthers = (
    <Button
      variant="outlined"
      color="error"
      disabled={others.length === 0}
      onClick={() => setRemoval({ kind: 'others', devices: others })}
    >
      {t('profile.devices.removeOthers')}
    </Button>
  );
  return (
    <ProfileSection
      title={t('profile.devices.title')}
      text={t('profile.devices.text')}
      action={devices && devices.length > 0 ? removeOthers : undefined}
    >
      <ResourceTable
        label={t('profile.devices.label')}
        columns={columns}
        rowActions={rowActions}
        rows={devices}
        getRowId={(device) => device.publicId}
        isLoading={devicesQuery.isLoading}
        error={devicesQuery.error ? firstErrorMessage(devicesQuery.error, t('profile.devices.loadFailed')) : undefined}
        onRetry={() => void devicesQuery.refetch()}
        emptyText={t('profile.devices.empty')}
      />
      <ConfirmDialog
        open={removal !== undefined}
        title={
          removal?.kind === 'one'
            ? t('profile.devices.removeTitle', { name: removal.device.name })
            : t('profile.devices.removeOthersTitle')
        }
        text={
          removal?.kind === 'one'
            ? t('profile.devices.removeText')
            : t('profile.devices.removeOthersText', { count: removal?.devices.length ?? 0 })
        }
        confirmLabel={t('profile.devices.removeConfirm')}
        destructive
        pending={removingOne.isLoading || removingMany.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setRemoval(undefined)}
      />
    </ProfileSection>
  );
}
