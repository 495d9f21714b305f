import { Box, Chip, Link, MenuItem, Stack, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageLayout } from '@/ui/page-layout';
import { ResourceTable, type Column } from '@/ui/resource-table';
import { useMyRequests, type MyRequestRow } from '../hooks/use-my-requests';
import { useRequestFormat } from '../hooks/use-request-format';
import { formatMoment } from '@/lib/intl-formatters';
import { REQUEST_STATE_FILTERS, type RequestState, type RequestStateFilter } from '../model/request-state';
import '../catalogue-pages';

type Format = ReturnType<typeof useRequestFormat>;
const rowId = (row: MyRequestRow) => row.item.publicId;

const STATE_COLOURS: Record<RequestState['kind'], 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  active: 'success',
  upcoming: 'info',
  pending: 'warning',
  ended: 'default',
  expired: 'default',
  rejected: 'error',
  revoked: 'default',
  other: 'default',
};

/** A request's state in words: "Active until 14:30", "Rejected by Ada Admin on 26 Nov 2026, 09:00". */
function stateText(state: RequestState, t: TFunction, format: Format, now: number, language: string): string {
  switch (state.kind) {
    case 'active':
      return t('accessRequests.mine.states.active', { time: formatMoment(state.until, now, language) });
    case 'upcoming':
      return t('accessRequests.mine.states.upcoming', { time: formatMoment(state.from, now, language) });
    case 'rejected':
    case 'revoked': {
      const { by, on } = state.decision;
      const values = { name: by ?? '', date: on ? format.dateTime(on) : '' };
      const variant = by && on ? 'ByOn' : by ? 'By' : on ? 'On' : '';
      return t(`accessRequests.mine.states.${state.kind}${variant}`, values);
    }
    case 'other':
      return format.status(state.status);
    default:
      return t(`accessRequests.mine.states.${state.kind}`);
  }
}

function DeviceCell({ row, t }: { row: MyRequestRow; t: TFunction }) {
  const name = row.device.name ?? t('accessRequests.mine.unknownDevice');
  if (!row.device.agentId) return <>{name}</>;
  return (
    <Link
      component={RouterLink}
      to={`/devices/${encodeURIComponent(row.device.agentId)}`}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {name}
    </Link>
  );
}

function columnsOf(
  t: TFunction,
  format: Format,
  narrow: boolean,
  now: number,
  language: string,
): Column<MyRequestRow>[] {
  const status: Column<MyRequestRow> = {
    id: 'status',
    header: t('accessRequests.mine.columns.status'),
    render: ({ state }) => (
      <Chip
        size="small"
        variant="outlined"
        color={STATE_COLOURS[state.kind]}
        label={stateText(state, t, format, now, language)}
        sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
      />
    ),
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
    {
      id: 'device',
      header: t('accessRequests.mine.columns.device'),
      isRowHeader: true,
      render: (row) => <DeviceCell row={row} t={t} />,
    },
    { id: 'services', header: t('accessRequests.mine.columns.services'), render: services },
    {
      id: 'start',
      header: t('accessRequests.mine.columns.start'),
      minWidth: 150,
      render: ({ item }) => format.dateTime(item.request.start),
    },
    {
      id: 'end',
      header: t('accessRequests.mine.columns.end'),
      minWidth: 150,
      render: ({ item }) => format.dateTime(item.request.end),
    },
    status,
  ];
}

/** /access-requests: the signed-in person's requests with their state (Active until …, Pending, Rejected by … on …), a state filter and a link to each device. */
export function MyRequestsPage() {
  const { t, i18n } = useTranslation();
  const page = useMyRequests();
  const format = useRequestFormat();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const columns = useMemo(
    () => columnsOf(t, format, narrow, page.now, i18n.language),
    [format, i18n.language, narrow, page.now, t],
  );
  const title = t('accessRequests.mine.title');

  return (
    <PageLayout title={title} breadcrumbs={[{ label: t('shell.menu.REMOTE_ACCESS') }, { label: title }]}>
      <Typography color="text.secondary">{t('accessRequests.mine.intro')}</Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          select
          size="small"
          label={t('accessRequests.mine.stateFilter')}
          value={page.state}
          onChange={(event) => page.setState(event.target.value as RequestStateFilter)}
          sx={{ minWidth: 200 }}
        >
          {REQUEST_STATE_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`accessRequests.mine.filters.${value}`)}
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
