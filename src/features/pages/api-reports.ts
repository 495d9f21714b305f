import * as v from '../../lib/validate';
import { pagesApi } from './api';

const named = v.object({ publicId: v.string(), name: v.withDefault(v.nullable(v.string()), null) });

/** An asset as its page shows it (API-RESOURCES.md AssetList / Asset): its name, type and device. */
const assetSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  type: v.withDefault(v.nullable(named), null),
  agent: v.withDefault(v.nullable(named), null),
});
export type AssetSummary = v.Infer<typeof assetSchema>;

const ASSET_FIELDS = ['publicId', 'name', 'type.publicId', 'type.name', 'agent.publicId', 'agent.name'];

export const reportsApi = pagesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Asset GET: the asset whose pages its page lists. */
    assetSummary: build.query<AssetSummary, string>({
      query: (publicId) => ({ rel: 'Asset', params: { publicId }, query: { fields: ASSET_FIELDS } }),
      rawResponseSchema: assetSchema,
      providesTags: (_result, _error, publicId) => [{ type: 'Asset', id: publicId }],
    }),
  }),
});

export const { useAssetSummaryQuery } = reportsApi;
