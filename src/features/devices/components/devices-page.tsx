import { Box, Button, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { firstErrorMessage } from '../../../api';
import { PageLayout } from '../../../ui/page-layout';
import { ResourceTable, type Column, type TableSort } from '../../../ui/resource-table';
import { useDeviceFilterOptionsQuery, useDevicePagesInfiniteQuery } from '../api';
import { useDebouncedValue } from '../hooks';
import type { Device } from '../model/device';
import { nextDeviceSort, readDeviceQuery, writeDeviceQuery, type DeviceListQuery } from '../model/list-query';
import { hasActiveSession, useClientStatus, vpnLabel } from '../../vpn';
import { DeviceVpnActions } from './device-vpn-actions';
import { devicesListClasses, devicesListSx, StateLabel, VpnStateLabel } from './devices-list/cells';
import { useRowsInSteps } from './devices-list/rows-in-steps';
import { WebServicesMenu } from './web-services-menu';
import '../catalogue';

const SEARCH_DEBOUNCE_MS = 300;
const deviceId = (device: Device) => device.publicId;

/** The filters of the list: state, group and type, each an "all" choice first. */
function Filters({ query, onChange }: { query: DeviceListQuery; onChange: (change: Partial<DeviceListQuery>) => void }) {
  const { t } = useTranslation();
  const options = useDeviceFilterOptionsQuery();
  const select = (label: string, value: string, choices: { value: string; label: string }[], change: (value: string) => void) => (
    <TextField select size="small" label={label} value={value} onChange={(event) => change(event.target.value)} sx={{ minWidth: 170 }}>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const all = { value: '', label: t('devices.filters.all') };
  // A group or type in the address that the options do not (yet) hold is still shown as chosen.
  const withChosen = (choices: { value: string; label: string }[], chosen: string) => (chosen && !choices.some((c) => c.value === chosen) ? [...choices, { value: chosen, label: chosen }] : choices);
  return (
    <>
      {select(t('devices.filters.state'), query.state, [
        { value: 'all', label: t('devices.filters.all') },
        { value: 'online', label: t('devices.online') },
        { value: 'offline', label: t('devices.offline') },
      ], (state) => onChange({ state: state === 'online' || state === 'offline' ? state : 'all' }))}
      {select(t('devices.filters.group'), query.groupId, withChosen([all, ...(options.data?.groups ?? []).map((g) => ({ value: g.publicId, label: g.name }))], query.groupId), (groupId) => onChange({ groupId }))}
      {select(t('devices.filters.type'), query.typeId, withChosen([all, ...(options.data?.types ?? []).map((type) => ({ value: type.publicId, label: type.name }))], query.typeId), (typeId) => onChange({ typeId }))}
    </>
  );
}

/**
 * /devices: the signed-in user's devices, a server page at a time, searched, filtered by state, group and type and
 * sorted by name, state or type (all kept in the address), with their reachability, VPN state and Connect / Disconnect.
 */
export function DevicesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readDeviceQuery(params), [params]);
  const [search, setSearch] = useState(query.search);
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const change = useCallback(
    (update: Partial<DeviceListQuery>) => setParams((current) => writeDeviceQuery({ ...readDeviceQuery(current), ...update }, current), { replace: true }),
    [setParams],
  );
  useEffect(() => {
    if (settled !== readDeviceQuery(params).search) change({ search: settled });
  }, [settled, params, change]);
  const result = useDevicePagesInfiniteQuery(query);
  const devices = useMemo(() => result.data?.pages.flatMap((page) => page.devices), [result.data]);
  // A new list (an answer, another filter, the page opened with its answer cached) is drawn ten rows per task, so that
  // no task holds the browser past a frame; until it is drawn the table is marked busy.
  const shown = useRowsInSteps(devices, deviceId);

  // The VPN client's state is read once here, not by every row.
  const client = useClientStatus();
  const columns = useMemo<Column<Device>[]>(() => {
    const labels = { online: t('devices.online'), offline: t('devices.offline') };
    const vpnLabels = { available: t('vpn.labels.available'), connecting: t('vpn.labels.connecting'), connected: t('vpn.labels.connected'), notAvailable: t('vpn.labels.notAvailable') };
    const clientNow = { status: client.status, agentId: client.agentId };
    return [
      {
        id: 'name',
        header: t('devices.columns.name'),
        isRowHeader: true,
        sortable: true,
        render: (device) => (
          <Link component={RouterLink} to={`/devices/${encodeURIComponent(device.publicId)}`}>
            {device.name ?? device.publicId}
          </Link>
        ),
      },
      {
        id: 'state',
        header: t('devices.columns.state'),
        sortable: true,
        render: (device) => {
          const online = hasActiveSession(device);
          return <StateLabel online={online} label={online ? labels.online : labels.offline} />;
        },
      },
      { id: 'type', header: t('devices.columns.type'), sortable: true, render: (device) => device.type?.name ?? '' },
      {
        id: 'vpn',
        header: t('devices.columns.vpn'),
        render: (device) => {
          const label = vpnLabel(clientNow, device.publicId, hasActiveSession(device));
          return <VpnStateLabel vpn={label} label={vpnLabels[label]} />;
        },
      },
      {
        id: 'actions',
        header: t('devices.columns.actions'),
        align: 'right',
        render: (device) => (
          <div className={devicesListClasses.actions}>
            <DeviceVpnActions device={device} />
            <div className={devicesListClasses.wide}>
              <WebServicesMenu device={device} />
            </div>
          </div>
        ),
      },
    ];
  }, [t, client.status, client.agentId]);
  const sortColumn = query.sort.replace('-', '');
  const sort: TableSort = {
    columnId: sortColumn,
    direction: query.sort.startsWith('-') ? 'desc' : 'asc',
    onSort: (columnId) => change({ sort: nextDeviceSort(query.sort, columnId === 'type' || columnId === 'state' ? columnId : 'name') }),
  };
  const count = devices?.length ?? 0;

  return (
    <PageLayout title={t('devices.title')} breadcrumbs={[{ label: t('shell.menu.REMOTE_ACCESS') }, { label: t('devices.title') }]}>
      <Typography color="text.secondary">{t('devices.subtitle')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField type="search" size="small" label={t('devices.search')} value={search} onChange={(event) => setSearch(event.target.value)} sx={{ width: { xs: '100%', sm: 280 } }} />
        <Filters query={query} onChange={change} />
      </Stack>
      <Box sx={devicesListSx}>
        <ResourceTable
          label={t('devices.title')}
          columns={columns}
          rows={shown.rows}
          getRowId={deviceId}
          isLoading={result.data === undefined && !result.isError}
          busy={(result.isFetching && !result.isFetchingNextPage) || shown.drawing}
          error={result.isError && !result.isFetchNextPageError ? firstErrorMessage(result.error) || t('devices.loadFailed') : undefined}
          onRetry={() => void result.refetch()}
          emptyText={t('devices.empty')}
          sort={sort}
          footer={
            count > 0 && (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" color="text.secondary" role="status">
                  {result.hasNextPage ? t('devices.shown', { count }) : t('devices.allShown', { count })}
                </Typography>
                {result.hasNextPage && (
                  <Button variant="outlined" onClick={() => void result.fetchNextPage()} loading={result.isFetchingNextPage}>
                    {t('devices.loadMore')}
                  </Button>
                )}
              </Stack>
            )
          }
        />
      </Box>
    </PageLayout>
  );
}
