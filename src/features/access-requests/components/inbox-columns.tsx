import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Column } from '@/ui/resource-table';
import type { useRequestFormat } from '../hooks/use-request-format';
import { decidedOn } from '../model/request-views';
import type { AccessRequest } from '../model/schemas';

type Format = ReturnType<typeof useRequestFormat>;

export interface InboxActions {
  approve: (request: AccessRequest) => void;
  reject: (request: AccessRequest) => void;
  revoke: (request: AccessRequest) => void;
}

/** A cell's first line and, under it, smaller secondary lines. */
function Lines({ main, secondary }: { main: ReactNode; secondary: (ReactNode | null)[] }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {main}
      </Box>
      {secondary.map((line, index) =>
        line ? (
          <Typography
            key={index}
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            {line}
          </Typography>
        ) : null,
      )}
    </>
  );
}

const deviceOf = (request: AccessRequest, t: TFunction) =>
  request.agent?.name ?? t('accessRequests.inbox.unknownDevice');
const requesterOf = (request: AccessRequest) => request.user.name ?? request.user.publicId;
/** The device and its services, as one line of a stacked row. */
const deviceLine = (request: AccessRequest, t: TFunction, format: Format) =>
  `${deviceOf(request, t)} · ${format.services(request.vpn, request.servers)}`;
/** From the start to the end, both in full. */
const windowOf = (request: AccessRequest, format: Format) =>
  `${format.dateTime(request.start)} – ${format.dateTime(request.end)}`;

/** A narrow table: one cell with who asked and, under it, the request's other lines; then the column beside it. */
function stackedColumns(
  t: TFunction,
  secondary: (request: AccessRequest) => (ReactNode | null)[],
  beside: Column<AccessRequest>,
): Column<AccessRequest>[] {
  return [
    {
      id: 'request',
      header: t('accessRequests.inbox.columns.request'),
      isRowHeader: true,
      render: (r) => <Lines main={requesterOf(r)} secondary={secondary(r)} />,
    },
    beside,
  ];
}

const requesterColumn = (t: TFunction): Column<AccessRequest> => ({
  id: 'requester',
  header: t('accessRequests.inbox.columns.requester'),
  isRowHeader: true,
  render: requesterOf,
});
const deviceColumn = (t: TFunction, format: Format): Column<AccessRequest> => ({
  id: 'device',
  header: t('accessRequests.inbox.columns.device'),
  render: (r) => <Lines main={deviceOf(r, t)} secondary={[format.services(r.vpn, r.servers)]} />,
});
const windowColumn = (t: TFunction, format: Format): Column<AccessRequest> => ({
  id: 'window',
  header: t('accessRequests.inbox.columns.window'),
  minWidth: 200,
  render: (r) => windowOf(r, format),
});
/** The reason as a line of a stacked row, named: among the request's other lines, free text would read as anything. */
const reasonLine = (request: AccessRequest, t: TFunction) =>
  request.reason ? t('accessRequests.inbox.reasonLine', { reason: request.reason }) : null;
/** The reason in its own column; none is the table's dash. */
const reasonCell = (request: AccessRequest) =>
  request.reason ? (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {request.reason}
    </Box>
  ) : (
    ''
  );
/** Who, which device and when: a person may ask for the same device more than once, so the start tells the buttons apart. */
const names = (request: AccessRequest, t: TFunction, format: Format) => ({
  user: requesterOf(request),
  device: deviceOf(request, t),
  start: format.dateTime(request.start),
});

function PendingActions({
  request,
  actions,
  t,
  format,
}: {
  request: AccessRequest;
  actions: InboxActions;
  t: TFunction;
  format: Format;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button
        size="small"
        variant="contained"
        onClick={() => actions.approve(request)}
        aria-label={t('accessRequests.inbox.approveLabel', names(request, t, format))}
      >
        {t('accessRequests.inbox.approve')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        onClick={() => actions.reject(request)}
        aria-label={t('accessRequests.inbox.rejectLabel', names(request, t, format))}
      >
        {t('accessRequests.inbox.reject')}
      </Button>
    </Stack>
  );
}

/** The pending requests: wide screens give each fact its column pair; narrow ones stack them in one cell beside the buttons. */
export function pendingColumns(
  t: TFunction,
  format: Format,
  now: number,
  actions: InboxActions,
  narrow: boolean,
): Column<AccessRequest>[] {
  const waited = (r: AccessRequest) => {
    const { relative, full } = format.ago(r.createdOn, now);
    return relative && r.createdOn ? (
      <time dateTime={new Date(r.createdOn).toISOString()} title={full}>
        {t('accessRequests.inbox.requestedAgo', { ago: relative })}
      </time>
    ) : null;
  };
  const window = (r: AccessRequest) => `${format.dateTime(r.start)} · ${format.duration(r.start, r.end)}`;
  const actionsColumn: Column<AccessRequest> = {
    id: 'actions',
    header: t('accessRequests.inbox.columns.actions'),
    align: 'right',
    minWidth: 190,
    render: (r) => <PendingActions request={r} actions={actions} t={t} format={format} />,
  };
  if (narrow)
    return stackedColumns(t, (r) => [deviceLine(r, t, format), window(r), reasonLine(r, t), waited(r)], actionsColumn);
  return [
    {
      ...requesterColumn(t),
      render: (r) => <Lines main={requesterOf(r)} secondary={[waited(r)]} />,
    },
    deviceColumn(t, format),
    {
      id: 'start',
      header: t('accessRequests.inbox.columns.start'),
      minWidth: 170,
      render: (r) => <Lines main={format.dateTime(r.start)} secondary={[format.duration(r.start, r.end)]} />,
    },
    { id: 'reason', header: t('accessRequests.inbox.columns.reason'), render: reasonCell },
    actionsColumn,
  ];
}

/** Approved requests that have not ended, each with Revoke. */
export function activeColumns(
  t: TFunction,
  format: Format,
  actions: InboxActions,
  narrow: boolean,
): Column<AccessRequest>[] {
  const approver = (r: AccessRequest) => r.approver?.name ?? null;
  const actionsColumn: Column<AccessRequest> = {
    id: 'actions',
    header: t('accessRequests.inbox.columns.actions'),
    align: 'right',
    render: (r) => (
      <Button
        size="small"
        variant="outlined"
        color="error"
        onClick={() => actions.revoke(r)}
        aria-label={t('accessRequests.inbox.revokeLabel', names(r, t, format))}
      >
        {t('accessRequests.inbox.revoke')}
      </Button>
    ),
  };
  if (narrow)
    return stackedColumns(t, (r) => [deviceLine(r, t, format), windowOf(r, format), approver(r)], actionsColumn);
  return [
    requesterColumn(t),
    deviceColumn(t, format),
    {
      id: 'start',
      header: t('accessRequests.inbox.columns.start'),
      minWidth: 170,
      render: (r) => format.dateTime(r.start),
    },
    { id: 'end', header: t('accessRequests.inbox.columns.end'), minWidth: 170, render: (r) => format.dateTime(r.end) },
    { id: 'approver', header: t('accessRequests.inbox.columns.approver'), render: approver },
    actionsColumn,
  ];
}

/** The status of a decided request as a chip; the same colours as My access requests. */
export const DECISION_COLOURS: Record<string, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  revoked: 'default',
};

/** Pending requests whose window ended undecided: nothing to approve any more, shown for the record. */
export function expiredColumns(t: TFunction, format: Format, narrow: boolean): Column<AccessRequest>[] {
  const expired = <Chip size="small" variant="outlined" label={t('accessRequests.inbox.expired')} />;
  if (narrow)
    return stackedColumns(t, (r) => [deviceLine(r, t, format), windowOf(r, format), reasonLine(r, t)], {
      id: 'state',
      header: t('accessRequests.inbox.columns.state'),
      align: 'right',
      render: () => expired,
    });
  return [
    requesterColumn(t),
    deviceColumn(t, format),
    windowColumn(t, format),
    { id: 'reason', header: t('accessRequests.inbox.columns.reason'), render: reasonCell },
    { id: 'state', header: t('accessRequests.inbox.columns.state'), render: () => expired },
  ];
}

/**
 * The record of decisions: who asked, for what and why, and what was approved, rejected or revoked, by whom and when. A
 * reviewer of past decisions weighs each one against its reason.
 */
export function decidedColumns(t: TFunction, format: Format, narrow: boolean): Column<AccessRequest>[] {
  const status = (r: AccessRequest) => (
    <Chip
      size="small"
      variant="outlined"
      color={DECISION_COLOURS[r.status] ?? 'default'}
      label={format.status(r.status)}
    />
  );
  const decider = (r: AccessRequest) => r.approver?.name ?? t('accessRequests.inbox.unknownDecider');
  const when = (r: AccessRequest) => {
    const time = decidedOn(r);
    return time ? format.dateTime(time) : '';
  };
  if (narrow)
    return stackedColumns(
      t,
      (r) => [
        deviceLine(r, t, format),
        windowOf(r, format),
        reasonLine(r, t),
        t('accessRequests.inbox.decidedBy', { name: decider(r), time: when(r) }),
      ],
      { id: 'status', header: t('accessRequests.inbox.columns.status'), align: 'right', render: status },
    );
  return [
    requesterColumn(t),
    deviceColumn(t, format),
    windowColumn(t, format),
    // Left to the table, the reason got a word's width, each longer word cut in two.
    { id: 'reason', header: t('accessRequests.inbox.columns.reason'), minWidth: 140, render: reasonCell },
    { id: 'status', header: t('accessRequests.inbox.columns.status'), render: status },
    // Who decided and when in one column (as the device and its services): with the reason's there would be seven.
    {
      id: 'decider',
      header: t('accessRequests.inbox.columns.decider'),
      minWidth: 170,
      render: (r) => <Lines main={decider(r)} secondary={[when(r)]} />,
    },
  ];
}
