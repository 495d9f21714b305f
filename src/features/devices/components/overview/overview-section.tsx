import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { firstErrorMessage } from '@/api';
import { formatDate } from '@/lib/intl-formatters';
import { FactList, type Fact } from '@/ui/fact-list';
import { ErrorState, LoadingRows } from '@/ui/states';
import { useCustomFieldFacts } from '@/features/custom-fields';
import { useDeviceOverviewQuery, useGroupsNamedQuery } from '@/features/devices/api';
import { canEditDevice, placeOf, type DeviceOverview } from '@/features/devices/model/overview';
import { EditDeviceDialog } from './edit-device-dialog';
import '@/features/devices/catalogue';

/** The device's groups, named, each linked to its group type's page where the group is listed. */
function GroupLinks({ groupIds }: { groupIds: readonly string[] }) {
  const { t } = useTranslation();
  const groups = useGroupsNamedQuery(groupIds.length > 0 ? groupIds : skipToken);
  if (groupIds.length === 0) return <>{t('devices.overview.noGroups')}</>;
  const named = new Map((groups.data ?? []).map((group) => [group.publicId, group]));
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
      {groupIds.map((id) => {
        const group = named.get(id);
        const name = group?.name ?? id;
        return group ? (
          <Link key={id} component={RouterLink} to={`/groups/${encodeURIComponent(id)}`}>
            {name}
          </Link>
        ) : (
          <span key={id}>{name}</span>
        );
      })}
    </Stack>
  );
}

function useFacts(device: DeviceOverview): [string, ReactNode][] {
  const { t, i18n } = useTranslation();
  const onOff = (value: boolean | null | undefined) => (value ? t('devices.overview.on') : t('devices.overview.off'));
  const place = placeOf(device);
  const agent = device.lastSeenAgentUserAgent;
  const licence = device.activationLicence;
  const licenceText = licence
    ? [
        licence.bundle?.name,
        licence.serialNumber,
        licence.expiresOn ? t('devices.overview.until', { date: formatDate(licence.expiresOn, i18n.language) }) : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : t('devices.overview.noLicence');
  return [
    [t('devices.overview.type'), device.type?.name ?? ''],
    [t('devices.overview.serialNumber'), device.serialNumber ?? ''],
    [t('devices.overview.macAddress'), device.macAddress ?? ''],
    [t('devices.overview.firmware'), agent?.firmwareVersion ?? ''],
    [t('devices.overview.hardware'), [agent?.hardware, agent?.hardwareVersion].filter(Boolean).join(', ')],
    [
      t('devices.overview.location'),
      place.text && (place.bySomeone ? place.text : t('devices.overview.fromAddress', { place: place.text })),
    ],
    [t('devices.overview.timeZone'), device.timeZone ?? ''],
    [
      t('devices.overview.description'),
      device.description ? (
        <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {device.description}
        </Box>
      ) : (
        ''
      ),
    ],
    [
      t('devices.overview.groups'),
      <GroupLinks key="groups" groupIds={(device.memberships ?? []).map((m) => m.group.publicId)} />,
    ],
    [t('devices.overview.licence'), licenceText],
    [t('devices.overview.alarming'), onOff(device.alarmingApp?.enabled)],
    [t('devices.overview.logging'), onOff(device.loggingApp?.enabled)],
    [t('devices.overview.vpnProtocol'), device.vpnProtocol ? device.vpnProtocol.toUpperCase() : ''],
    [t('devices.overview.stealth'), onOff(device.useStunnel)],
  ];
}

function Facts({ device, customFacts }: { device: DeviceOverview; customFacts: readonly Fact[] }) {
  const { t } = useTranslation();
  return <FactList facts={[...useFacts(device), ...customFacts]} emptyText={t('devices.overview.unknown')} />;
}

/** The device described: its type, identity, firmware, place, groups, licence and apps, VPN settings; edited by whoever may. */
export function OverviewSection({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const overview = useDeviceOverviewQuery(deviceId);
  const [editing, setEditing] = useState(false);
  const device = overview.data;
  // The device's custom field values join its facts once the company's fields are known (none if they cannot be read).
  const custom = useCustomFieldFacts('Agent', device?.custom);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="device-overview-title" sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography id="device-overview-title" variant="h6" component="h2">
          {t('devices.overview.title')}
        </Typography>
        {device && canEditDevice(device) && (custom.fields || custom.isError) && (
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('devices.overview.edit')}
          </Button>
        )}
      </Stack>
      {device ? (
        <Facts device={device} customFacts={custom.facts} />
      ) : overview.isError ? (
        <ErrorState message={firstErrorMessage(overview.error)} onRetry={() => void overview.refetch()} />
      ) : (
        <LoadingRows rows={5} label={t('devices.overview.loading')} />
      )}
      {editing && device && (
        <EditDeviceDialog device={device} customFields={custom.fields ?? []} onClose={() => setEditing(false)} />
      )}
    </Paper>
  );
}
