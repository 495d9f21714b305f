import { Box, Link, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageLayout } from '../../../ui/page-layout';
import { ResourceTable, type Column } from '../../../ui/resource-table';
import { useMyDevicesQuery } from '../api';
import { useDebouncedValue } from '../hooks';
import type { Device } from '../model/device';
import { DeviceVpnActions, OnlineChip, VpnLabelChip } from './device-vpn-actions';
import { WebServicesMenu } from './web-services-menu';
import '../catalogue';

const SEARCH_DEBOUNCE_MS = 300;
const deviceId = (device: Device) => device.publicId;

/**
 * /devices: the signed-in user's devices with their reachability (an active VPN session) and VPN state, a search,
 * Connect / Disconnect and VPN details. `?search=` starts with a search (a message about a device links here).
 */
export function DevicesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const devices = useMyDevicesQuery({ search: settled });

  const columns = useMemo<Column<Device>[]>(
    () => [
      {
        id: 'name',
        header: t('devices.columns.name'),
        isRowHeader: true,
        render: (device) => (
          <Link component={RouterLink} to={`/devices/${encodeURIComponent(device.publicId)}`}>
            {device.name ?? device.publicId}
          </Link>
        ),
      },
      { id: 'state', header: t('devices.columns.state'), render: (device) => <OnlineChip device={device} /> },
      { id: 'vpn', header: t('devices.columns.vpn'), render: (device) => <VpnLabelChip device={device} /> },
      {
        id: 'actions',
        header: t('devices.columns.actions'),
        align: 'right',
        render: (device) => (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: { xs: 'flex-start', md: 'flex-end' }, flexWrap: 'wrap', gap: 0.5 }}>
            <DeviceVpnActions device={device} />
            {/* Where the row has room; the device page lists them at every width. */}
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <WebServicesMenu device={device} />
            </Box>
          </Box>
        ),
      },
    ],
    [t],
  );

  const changeSearch = (text: string) => {
    setSearch(text);
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (text) next.set('search', text);
      else next.delete('search');
      return next;
    }, { replace: true });
  };

  return (
    <PageLayout title={t('devices.title')} breadcrumbs={[{ label: t('shell.menu.REMOTE_ACCESS') }, { label: t('devices.title') }]}>
      <Typography color="text.secondary">{t('devices.subtitle')}</Typography>
      <TextField
        type="search"
        size="small"
        label={t('devices.search')}
        value={search}
        onChange={(event) => changeSearch(event.target.value)}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
      <ResourceTable
        label={t('devices.title')}
        columns={columns}
        rows={devices.data}
        getRowId={deviceId}
        isLoading={devices.isLoading}
        busy={devices.isFetching && !devices.isLoading}
        error={devices.isError ? t('devices.loadFailed') : undefined}
        onRetry={() => void devices.refetch()}
        emptyText={t('devices.empty')}
      />
    </PageLayout>
  );
}
