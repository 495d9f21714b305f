import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { firstErrorMessage } from '@/api';
import { useMyAccessRequestsQuery, useRequestDecisionsQuery, type DecisionLookup } from '../api';
import { REQUEST_STATE_FILTERS, type RequestState, type RequestStateFilter } from '../model/request-state';
import { myRequestViews, requestDevice, type DeviceLookup, type RequestDevice } from '../model/request-views';
import type { MyAccessRequest } from '../model/schemas';
import { useRequestAgentsQuery, useRequestAssetsQuery } from '../request-devices-api';
import { useNow } from './use-now';

const unique = (ids: (string | undefined)[]): string[] =>
  [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();

export interface MyRequestRow {
  item: MyAccessRequest;
  state: RequestState;
  device: RequestDevice;
}

const isStateFilter = (value: string | null): value is RequestStateFilter =>
  REQUEST_STATE_FILTERS.some((filter) => filter === value);

/** The rejected and revoked requests whose decision is asked for, per device. */
function decisionLookups(items: readonly MyAccessRequest[] | undefined): DecisionLookup[] {
  const byAgent = new Map<string, string[]>();
  for (const { request, agent } of items ?? []) {
    if (!agent || (request.status !== 'rejected' && request.status !== 'revoked')) continue;
    byAgent.set(agent.publicId, [...(byAgent.get(agent.publicId) ?? []), request.publicId]);
  }
  return [...byAgent.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([agentId, ids]) => ({ agentId, ids: ids.sort() }));
}

/**
 * My requests with their state filter (kept in the address: `?state=pending`). The list is read again when the person
 * comes back to the tab, so a device renamed or removed meanwhile shows so; the agents and assets behind the requests
 * are read to follow their names and to reach an asset's device (docs/RULES.md#access-requests), and the devices' request lists to say who
 * rejected or revoked a request and when.
 */
export function useMyRequests() {
  const query = useMyAccessRequestsQuery(undefined, { refetchOnFocus: true });
  const now = useNow();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('state');
  const state: RequestStateFilter = isStateFilter(requested) ? requested : 'all';
  const setState = (next: RequestStateFilter) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete('state');
        else params.set('state', next);
        return params;
      },
      { replace: true },
    );
  const lookups = useMemo(() => decisionLookups(query.data), [query.data]);
  const decisions = useRequestDecisionsQuery(lookups.length > 0 ? lookups : skipToken);

  const agentIds = useMemo(() => unique((query.data ?? []).map((item) => item.agent?.publicId)), [query.data]);
  const assetIds = useMemo(() => unique((query.data ?? []).map((item) => item.asset?.publicId)), [query.data]);
  const agents = useRequestAgentsQuery(agentIds.length > 0 ? agentIds : skipToken, { refetchOnFocus: true });
  const assets = useRequestAssetsQuery(assetIds.length > 0 ? assetIds : skipToken, { refetchOnFocus: true });

  const lookup = useMemo<DeviceLookup>(
    () => ({
      agents: agents.currentData
        ? new Map(agents.currentData.map((agent) => [agent.publicId, agent.name ?? agent.publicId]))
        : undefined,
      assets: assets.currentData
        ? new Map(
            assets.currentData.map((asset) => [
              asset.publicId,
              { name: asset.name ?? asset.publicId, agent: asset.agent ?? null },
            ]),
          )
        : undefined,
    }),
    [agents.currentData, assets.currentData],
  );

  const rows = useMemo<MyRequestRow[] | undefined>(() => {
    if (!query.data) return undefined;
    const decided = new Map(Object.entries(decisions.currentData ?? {}));
    return myRequestViews(query.data, state, now, decided).map((view) => ({
      ...view,
      device: requestDevice(view.item, lookup),
    }));
  }, [decisions.currentData, lookup, now, query.data, state]);

  return {
    state,
    setState,
    filtered: state !== 'all',
    now,
    table: {
      rows,
      isLoading: query.isLoading,
      error: query.isError ? firstErrorMessage(query.error) : undefined,
      onRetry: () => void query.refetch(),
    },
  };
}
