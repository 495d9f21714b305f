import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, type AppError } from '@/api';
import { apiRecovered } from './slice';

/** A cached query as RTK Query keeps it (the part the retry reads). */
interface CachedQuery {
  status: string;
  endpointName?: string;
  originalArgs?: unknown;
  error?: unknown;
}

interface Refetched {
  error?: unknown;
}

/** An endpoint's `initiate`, the one call the retry makes; the endpoints are injected by the features, so untyped here. */
type Initiate = (
  arg: unknown,
  options: { subscribe: boolean; forceRefetch: boolean },
) => ThunkAction<PromiseLike<Refetched>, unknown, unknown, UnknownAction>;

/** The failures the api-unavailable page stands for: no answer, or a server error. */
export const isUnavailableError = (error: unknown): boolean => {
  const status = (error as Partial<AppError> | undefined)?.status;
  return status === 'FETCH_ERROR' || (typeof status === 'number' && status >= 500);
};

/**
 * Try again on the api-unavailable page: reads again every query that failed because the server was unavailable. When
 * they all answer, the page comes back (`apiRecovered`); otherwise the api-unavailable page stays. Resolves to whether
 * the server answered.
 */
export function retryUnavailable(): ThunkAction<
  Promise<boolean>,
  { api: { queries: Record<string, CachedQuery | undefined> } },
  unknown,
  UnknownAction
> {
  return async (dispatch, getState) => {
    const endpoints = baseApi.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>;
    const failed = Object.values(getState().api.queries).filter(
      (query): query is CachedQuery =>
        query?.status === 'rejected' && isUnavailableError(query.error) && Boolean(query.endpointName),
    );
    const results = await Promise.all(
      failed.map(async (query) => {
        const initiate = endpoints[query.endpointName ?? '']?.initiate;
        return initiate ? await dispatch(initiate(query.originalArgs, { subscribe: false, forceRefetch: true })) : {};
      }),
    );
    const answered = results.every((result) => !isUnavailableError(result.error));
    if (answered) dispatch(apiRecovered());
    return answered;
  };
}
