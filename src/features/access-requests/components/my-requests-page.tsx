import { Box, Chip, Link, MenuItem, Stack, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageLayout } from '../../../ui/page-layout';
import { ResourceTable, type Column } from '../../../ui/resource-table';
import { useMyRequests, type MyRequestRow } from '../hooks/use-my-requests';
import { useRequestFormat } from '../hooks/use-request-format';
import { STATUS_FILTERS, TIME_FILTERS, type StatusFilter, type TimeFilter } from '../model/request-views';
import '../catalogue-pages';

type Format = ReturnType<typeof useRequestFormat>;
const rowId = (row: MyRequestRow) => row.item.publicId;

const STATUS_COLOURS: Record<string, 'default' | 'success' | 'warning' | 'error'> = { pending: 'warning', approved: 'success', rejected: 'error', revoked: 'default' };

function DeviceCell({ row, t }: { row: MyRequestRow; t: TFunction }) {
  const name = row.device.name ?? t('accessRequests.mine.unknownDevice');
  if (!row.device.agentId) return <>{name}</>;
  return (
    <Link component={RouterLink} to={`/devices/${encodeURIComponent(row.device.agentId)}`} sx={{ overflowWrap: 'anywhere' }}>
      {name}
    </Link>
  );
}

function columnsOf(t: TFunction, format: Format, narrow: boolean): Column<MyRequestRow>[] {
  const status: Column<MyRequestRow> = {
    id: 'status',
    header: t('accessRequests.mine.columns.status'),
    render: ({ item }) => <Chip size="small" variant="outlined" color={STATUS_COLOURS[item.request.status] ?? 'default'} label={format.status(item.request.status)} />,
  };
  const services = ({ item }: MyRequestRow) => format.services(item.request.vpn, item.request.servers);
  if (narrow) {
    return [
      {
        id: 'device',
        header: t('accessRequests.mine.columns.device'),
        isRowHeader: true,
        render: (row) => (
          <>
            <DeviceCell row={row} t={t} />
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {services(row)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {format.dateTime(row.item.request.start)} – {format.dateTime(row.item.request.end)}
            </Typography>
          </>
        ),
      },
      status,
    ];
  }
  return [
    { id: 'device', header: t('accessRequests.mine.columns.device'), isRowHeader: true, render: (row) => <DeviceCell row={row} t={t} /> },
    { id: 'services', header: t('accessRequests.mine.columns.services'), render: services },
    { id: 'start', header: t('accessRequests.mine.columns.start'), minWidth: 150, render: ({ item }) => format.dateTime(item.request.start) },
    { id: 'end', header: t('accessRequests.mine.columns.end'), minWidth: 150, render: ({ item }) => format.dateTime(item.request.end) },
    status,
  ];
}

/** /access-requests: the signed-in person's requests in every status, with filters and a link to each device. */
export function MyRequestsPage() {
  const { t } = useTranslation();
  const page = useMyRequests();
  const format = useRequestFormat();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const columns = useMemo(() => columnsOf(t, format, narrow), [format, narrow, t]);
  const title = t('accessRequests.mine.title');
  const statusLabel = (value: StatusFilter) => (value === 'all' ? t('accessRequests.mine.statusAll') : t(`accessRequests.statuses.${value}`));
  const timeLabels: Record<TimeFilter, string> = {
    all: t('accessRequests.mine.timeAll'),
    notEnded: t('accessRequests.mine.timeNotEnded'),
    ended: t('accessRequests.mine.timeEnded'),
  };

  return (
    <PageLayout title={title} breadcrumbs={[{ label: t('shell.menu.REMOTE_ACCESS') }, { label: title }]}>
      <Typography color="text.secondary">{t('accessRequests.mine.intro')}</Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          select
          size="small"
          label={t('accessRequests.mine.statusFilter')}
          value={page.status}
          onChange={(event) => page.setStatus(event.target.value as StatusFilter)}
          sx={{ minWidth: 180 }}
        >
          {STATUS_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {statusLabel(value)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('accessRequests.mine.timeFilter')}
          value={page.time}
          onChange={(event) => page.setTime(event.target.value as TimeFilter)}
          sx={{ minWidth: 200 }}
        >
          {TIME_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {timeLabels[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box>
        <ResourceTable
          label={t('accessRequests.mine.tableLabel')}
          columns={columns}
          getRowId={rowId}
          emptyText={t(page.filtered ? 'accessRequests.mine.emptyFiltered' : 'accessRequests.mine.empty')}
          {...page.table}
        />
      </Box>
    </PageLayout>
  );
}
