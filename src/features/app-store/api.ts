import { baseApi, requestRaw, type AppError } from '@/api';
import { appStoreLookupUrl, parseLookup, type StoreApp } from './model/lookup';

export const appStoreApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The app-store entry of an app id: a public lookup, sent without any platform credential. */
    storeApp: build.query<StoreApp | null, string>({
      async queryFn(appId) {
        try {
          const response = await requestRaw({ url: appStoreLookupUrl(appId) });
          if (!response.ok) return { error: { status: response.status, data: [] } satisfies AppError };
          return { data: parseLookup(response.body) };
        } catch {
          return { error: { status: 'FETCH_ERROR', data: [] } satisfies AppError };
        }
      },
      // The store's entry hardly changes: keep it for the whole visit.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const { useStoreAppQuery } = appStoreApi;
