import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@/api';
import { useDeviceAuditLogsInfiniteQuery } from '../api';
import type { AuditLogEntry } from '../model/schemas';
import { AuditDetailDialog } from './audit-detail-dialog';
import { AuditTable } from './audit-table';
import '../catalogue';

/** A device's history (AgentAuditLogList) in the audit trail's words, with its detail view and Load more. */
export function DeviceHistory({ deviceId, deviceName }: { deviceId: string; deviceName: string }) {
  const { t } = useTranslation();
  const result = useDeviceAuditLogsInfiniteQuery(deviceId);
  const entries = useMemo(() => result.data?.pages.flatMap((page) => page.entries), [result.data]);
  const [opened, setOpened] = useState<AuditLogEntry | null>(null);
  const open = useCallback((entry: AuditLogEntry) => setOpened(entry), []);
  const { fetchNextPage, refetch } = result;
  const onLoadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  // The entries are all about this device: its name stands for the id the platform answers.
  const names = useMemo(() => ({ agents: { [deviceId]: deviceName }, assets: {} }), [deviceId, deviceName]);
  return (
    <>
      <AuditTable
        label={t('auditTrail.device.label', { name: deviceName })}
        entries={entries}
        names={names}
        isLoading={result.data === undefined && !result.isError}
        busy={result.isFetching && !result.isFetchingNextPage}
        error={
          result.isError && !result.isFetchNextPageError ? firstErrorMessage(result.error) || undefined : undefined
        }
        onRetry={() => void refetch()}
        filtered={false}
        onClearFilters={() => undefined}
        onOpen={open}
        loadMore={{
          count: entries?.length ?? 0,
          hasMore: result.hasNextPage,
          loadingMore: result.isFetchingNextPage,
          failed: result.isFetchNextPageError,
          onLoadMore,
        }}
      />
      <AuditDetailDialog entry={opened} names={names} onClose={() => setOpened(null)} />
    </>
  );
}
