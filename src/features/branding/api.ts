import * as v from '@/lib/validate';
import { baseApi, parseAnswer } from '@/api';
import type { AppState } from '@/store';
import { BRANDING_FIELDS, brandingSchema, shouldLookUpBranding, type Branding } from './model/branding';

const brandingListSchema = v.array(brandingSchema);

export const brandingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The host's branding: no Authorization, the host in Api-Branding; missing or failed means none. */
    hostBranding: build.query<Branding | null, string>({
      async queryFn(hostname, _api, _extra, baseQuery) {
        if (!shouldLookUpBranding(hostname)) return { data: null };
        const result = await baseQuery({ rel: 'BrandingList', query: { fields: [...BRANDING_FIELDS], pageSize: 1 } });
        if (result.error) return { data: null };
        const parsed = parseAnswer(brandingListSchema, result.data, 'BrandingList');
        return { data: parsed.success ? (parsed.data[0] ?? null) : null };
      },
      providesTags: ['Branding'],
    }),
  }),
});

export const { useHostBrandingQuery } = brandingApi;

/** The page host's branding as cached (null while unknown or none), for code outside React: the VPN's epics. */
export const selectHostBranding = (state: Pick<AppState, typeof baseApi.reducerPath>): Branding | null =>
  typeof location === 'undefined'
    ? null
    : (brandingApi.endpoints.hostBranding.select(location.hostname)(state).data ?? null);
