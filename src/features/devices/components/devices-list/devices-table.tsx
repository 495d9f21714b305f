import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ResourceTable, type Column, type TableSort } from '@/ui/resource-table';
import { hasActiveSession, useClientStatus, vpnLabel } from '@/features/vpn';
import type { Device } from '@/features/devices/model/device';
import type { DeviceSort, DeviceSortColumn } from '@/features/devices/model/list-query';
import { DeviceVpnActions } from '../device-vpn-actions';
import { WebServicesMenu } from '../web-services-menu';
import { devicesListClasses, devicesListSx, StateLabel, VpnStateLabel } from './cells';
import { useRowsInSteps } from './rows-in-steps';
import '@/features/devices/catalogue';

const deviceId = (device: Device) => device.publicId;

export interface DevicesTableProps {
  /** Every device read so far, in the server's order; undefined until the first answer. */
  devices: Device[] | undefined;
  isLoading: boolean;
  /** Another list is being read (the rows shown stay, marked busy). */
  fetching: boolean;
  error: string | undefined;
  onRetry: () => void;
  sort: DeviceSort;
  /** A sortable header chosen; keep it stable between renders. */
  onSort: (column: DeviceSortColumn) => void;
  hasMore: boolean;
  loadingMore: boolean;
  /** Keep it stable between renders. */
  onLoadMore: () => void;
}

const sortColumnOf = (columnId: string): DeviceSortColumn =>
  columnId === 'type' || columnId === 'state' ? columnId : 'name';

/**
 * The devices list's table: name, state, type, VPN label and actions, with its footer ("Load more"). Its own component,
 * drawn again only when its props change: a new list is drawn ten rows per task (`useRowsInSteps`), and each step
 * draws the table alone, not the page's search and filters around it.
 */
export const DevicesTable = memo(function DevicesTable(props: DevicesTableProps) {
  const { devices, isLoading, fetching, error, onRetry, sort, onSort, hasMore, loadingMore, onLoadMore } = props;
  const { t } = useTranslation();
  // A new list (an answer, another filter, the page opened with its answer cached) is drawn ten rows per task, so that
  // no task holds the browser past a frame; until it is drawn the table is marked busy.
  const shown = useRowsInSteps(devices, deviceId);
  // The VPN client's state is read once here, not by every row.
  const client = useClientStatus();
  const columns = useMemo<Column<Device>[]>(() => {
    const states = { online: t('devices.online'), offline: t('devices.offline') };
    const vpnLabels = {
      available: t('vpn.labels.available'),
      connecting: t('vpn.labels.connecting'),
      connected: t('vpn.labels.connected'),
      notAvailable: t('vpn.labels.notAvailable'),
    };
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
          return <StateLabel online={online} label={online ? states.online : states.offline} />;
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
  const tableSort = useMemo<TableSort>(
    () => ({
      columnId: sort.replace('-', ''),
      direction: sort.startsWith('-') ? 'desc' : 'asc',
      onSort: (columnId) => onSort(sortColumnOf(columnId)),
    }),
    [sort, onSort],
  );
  const count = devices?.length ?? 0;

  return (
    <Box sx={devicesListSx}>
      <ResourceTable
        label={t('devices.title')}
        columns={columns}
        rows={shown.rows}
        getRowId={deviceId}
        isLoading={isLoading}
        busy={fetching || shown.drawing}
        error={error}
        onRetry={onRetry}
        emptyText={t('devices.empty')}
        sort={tableSort}
        footer={
          count > 0 && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary" role="status">
                {hasMore ? t('devices.shown', { count }) : t('devices.allShown', { count })}
              </Typography>
              {hasMore && (
                <Button variant="outlined" onClick={onLoadMore} loading={loadingMore}>
                  {t('devices.loadMore')}
                </Button>
              )}
            </Stack>
          )
        }
      />
    </Box>
  );
});
