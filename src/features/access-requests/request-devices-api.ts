import * as v from '@/lib/validate';
import { baseApi, filter, readAllParsed } from '@/api';
import type { AppError } from '@/api';

/** docs/RULES.md#access-requests: the agent behind a request is given 60 s; past that the asset's linked agent is used instead. */
export const DEVICE_WAIT_LIMIT_MS = 60_000;

const agentSchema = v.object({ publicId: v.string(), name: v.nullish(v.string()) });
const assetSchema = v.object({
  publicId: v.string(),
  name: v.nullish(v.string()),
  agent: v.nullish(v.object({ publicId: v.string(), name: v.nullish(v.string()) })),
});
export type RequestAgent = v.Infer<typeof agentSchema>;
export type RequestAsset = v.Infer<typeof assetSchema>;

type Result<T> = { data: T } | { error: AppError };

/** The answer, or a timeout error once `ms` have passed without one. */
export function withWaitLimit<T>(pending: Promise<Result<T>>, ms: number): Promise<Result<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<Result<T>>((resolve) => {
    timer = setTimeout(
      () => resolve({ error: { status: 'TIMEOUT_ERROR', data: [{ message: 'The server did not answer in time.' }] } }),
      ms,
    );
  });
  return Promise.race([pending, limit]).finally(() => clearTimeout(timer));
}

/**
 * The devices and assets my requests were made for, read in one list call each (AgentList and AssetList by publicId,
 * docs/RULES.md#access-requests), so a renamed device shows its new name and an asset's request reaches the asset's agent.
 */
export const requestDevicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestAgents: build.query<RequestAgent[], readonly string[]>({
      queryFn: (ids, _api, _extra, baseQuery) =>
        withWaitLimit(
          readAllParsed(
            baseQuery,
            {
              rel: 'AgentList',
              query: { fields: ['publicId', 'name'], filters: [filter.in('publicId', [...ids])], pageSize: ids.length },
            },
            agentSchema,
          ),
          DEVICE_WAIT_LIMIT_MS,
        ),
      providesTags: [{ type: 'Agent', id: 'LIST' }],
    }),
    requestAssets: build.query<RequestAsset[], readonly string[]>({
      queryFn: (ids, _api, _extra, baseQuery) =>
        withWaitLimit(
          readAllParsed(
            baseQuery,
            {
              rel: 'AssetList',
              query: {
                fields: ['publicId', 'name', 'agent.publicId'],
                filters: [filter.in('publicId', [...ids])],
                pageSize: ids.length,
              },
            },
            assetSchema,
          ),
          DEVICE_WAIT_LIMIT_MS,
        ),
      providesTags: [{ type: 'Asset', id: 'LIST' }],
    }),
  }),
});

export const { useRequestAgentsQuery, useRequestAssetsQuery } = requestDevicesApi;
