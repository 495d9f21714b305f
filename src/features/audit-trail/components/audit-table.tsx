import { Button, Link, Typography } from '@mui/material';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTable, type Column } from '@/ui/resource-table';
import type { AuditLogEntry } from '../model/schemas';
import { actionText, ActorCell, IpCell, targetText, timeText, topicText, type TopicNames } from './audit-cells';
import '../catalogue';

interface LoadMoreProps {
  count: number;
  hasMore: boolean;
  loadingMore: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

const LoadMore = memo(function LoadMore({ count, hasMore, loadingMore, failed, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasMore) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('auditTrail.table.allShown', { count })}
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center', mr: 2 }}>
        {t('auditTrail.table.shown', { count })}
      </Typography>
      {failed && (
        <Typography variant="body2" color="error" role="alert" sx={{ alignSelf: 'center', mr: 2 }}>
          {t('auditTrail.table.loadMoreFailed')}
        </Typography>
      )}
      <Button onClick={onLoadMore} loading={loadingMore} variant="outlined">
        {t('auditTrail.table.loadMore')}
      </Button>
    </>
  );
});

interface AuditTableProps {
  entries: AuditLogEntry[] | undefined;
  names: TopicNames | undefined;
  isLoading: boolean;
  busy: boolean;
  error?: string;
  onRetry: () => void;
  filtered: boolean;
  onClearFilters: () => void;
  onOpen: (entry: AuditLogEntry) => void;
  loadMore: LoadMoreProps;
  /** The table's accessible name; the audit trail's by default. */
  label?: string;
}

const entryId = (entry: AuditLogEntry) => entry.publicId;

/** The trail's entries; a click on a row opens its detail, as its time does (a button, so the keyboard reaches it). */
export function AuditTable({
  entries,
  names,
  isLoading,
  busy,
  error,
  onRetry,
  filtered,
  onClearFilters,
  onOpen,
  loadMore,
  label,
}: AuditTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns = useMemo<Column<AuditLogEntry>[]>(
    () => [
      {
        id: 'time',
        header: t('auditTrail.table.time'),
        isRowHeader: true,
        minWidth: 120,
        render: (entry) => {
          const time = timeText(entry.time, language);
          return (
            <Link
              component="button"
              type="button"
              onClick={() => onOpen(entry)}
              aria-label={t('auditTrail.table.open', {
                action: actionText(t, entry.action),
                target: targetText(t, entry.target),
                time,
              })}
              sx={{ textAlign: 'left' }}
            >
              <time dateTime={entry.time}>{time}</time>
            </Link>
          );
        },
      },
      {
        id: 'actor',
        header: t('auditTrail.table.actor'),
        minWidth: 120,
        render: (entry) => <ActorCell entry={entry} t={t} />,
      },
      {
        id: 'action',
        header: t('auditTrail.table.action'),
        minWidth: 90,
        render: (entry) => actionText(t, entry.action),
      },
      {
        id: 'target',
        header: t('auditTrail.table.target'),
        minWidth: 130,
        render: (entry) => targetText(t, entry.target),
      },
      {
        id: 'topic',
        header: t('auditTrail.table.topic'),
        minWidth: 120,
        render: (entry) => topicText(t, entry, names),
      },
      { id: 'ip', header: t('auditTrail.table.ip'), minWidth: 110, render: (entry) => <IpCell entry={entry} /> },
      {
        id: 'application',
        header: t('auditTrail.table.application'),
        render: (entry) => entry.application?.name ?? '',
      },
    ],
    [t, language, names, onOpen],
  );
  return (
    <ResourceTable
      label={label ?? t('auditTrail.table.label')}
      columns={columns}
      rows={isLoading ? undefined : entries}
      getRowId={entryId}
      isLoading={isLoading}
      busy={busy}
      error={error}
      onRetry={onRetry}
      emptyText={filtered ? t('auditTrail.table.empty') : t('auditTrail.table.emptyUnfiltered')}
      emptyAction={filtered ? <Button onClick={onClearFilters}>{t('auditTrail.filters.clear')}</Button> : undefined}
      footer={entries && entries.length > 0 ? <LoadMore {...loadMore} /> : undefined}
      onRowClick={onOpen}
      keepWords
    />
  );
}
