import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { firstErrorMessage } from '../../../api';
import { useMyAccessRequestsQuery } from '../api';
import { filterMyRequests, requestDevice, type DeviceLookup, type RequestDevice, type StatusFilter, type TimeFilter } from '../model/request-views';
import type { MyAccessRequest } from '../model/schemas';
import { useRequestAgentsQuery, useRequestAssetsQuery } from '../request-devices-api';
import { useNow } from './use-now';

const unique = (ids: (string | undefined)[]): string[] => [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();

export interface MyRequestRow {
  item: MyAccessRequest;
  device: RequestDevice;
}

/**
 * My requests with their filters. The list is read again when the person comes back to the tab, so a device renamed
 * or removed meanwhile shows so; the agents and assets behind the requests are read to follow their names and to
 * reach an asset's device (spec §7).
 */
export function useMyRequests() {
  const query = useMyAccessRequestsQuery(undefined, { refetchOnFocus: true });
  const now = useNow();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [time, setTime] = useState<TimeFilter>('all');

  const agentIds = useMemo(() => unique((query.data ?? []).map((item) => item.agent?.publicId)), [query.data]);
  const assetIds = useMemo(() => unique((query.data ?? []).map((item) => item.asset?.publicId)), [query.data]);
  const agents = useRequestAgentsQuery(agentIds.length > 0 ? agentIds : skipToken, { refetchOnFocus: true });
  const assets = useRequestAssetsQuery(assetIds.length > 0 ? assetIds : skipToken, { refetchOnFocus: true });

  const lookup = useMemo<DeviceLookup>(
    () => ({
      agents: agents.currentData ? new Map(agents.currentData.map((agent) => [agent.publicId, agent.name ?? agent.publicId])) : undefined,
      assets: assets.currentData
        ? new Map(assets.currentData.map((asset) => [asset.publicId, { name: asset.name ?? asset.publicId, agent: asset.agent ?? null }]))
        : undefined,
    }),
    [agents.currentData, assets.currentData],
  );

  const rows = useMemo<MyRequestRow[] | undefined>(
    () => (query.data ? filterMyRequests(query.data, status, time, now).map((item) => ({ item, device: requestDevice(item, lookup) })) : undefined),
    [lookup, now, query.data, status, time],
  );

  return {
    status,
    setStatus,
    time,
    setTime,
    filtered: status !== 'all' || time !== 'all',
    table: {
      rows,
      isLoading: query.isLoading,
      error: query.isError ? firstErrorMessage(query.error) : undefined,
      onRetry: () => void query.refetch(),
    },
  };
}
