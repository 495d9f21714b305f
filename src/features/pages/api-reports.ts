import * as v from '@/lib/validate';
import { parseAnswer } from '@/api';
import { readCustomValues, type CustomValues, type WireValue } from '../custom-fields';
import { pagesApi } from './api';

const named = v.object({ publicId: v.string(), name: v.withDefault(v.nullable(v.string()), null) });

/** The asset as the platform answers it (docs/API.md Asset): its type is `resourceVariant`, its agent an id. */
const assetAnswerSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  resourceVariant: v.withDefault(v.nullable(named), null),
  agent: v.withDefault(v.nullable(v.object({ publicId: v.string() })), null),
  custom: v.transform(v.withDefault(v.unknown(), null), readCustomValues),
});

/** An asset as its page shows it: its name, type and device (the device's name read from Agent). */
export interface AssetSummary {
  publicId: string;
  name: string;
  type: { publicId: string; name: string | null } | null;
  agent: { publicId: string; name: string | null } | null;
  /** Custom field values by slug. */
  custom: CustomValues | null;
}

const ASSET_FIELDS = [
  'publicId',
  'name',
  'resourceVariant.publicId',
  'resourceVariant.name',
  'agent.publicId',
  'custom',
];

export const reportsApi = pagesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Asset GET, and its agent's name (Agent GET): the asset whose pages its page lists. */
    assetSummary: build.query<AssetSummary, string>({
      queryFn: async (publicId, _api, _extra, baseQuery) => {
        const asset = await baseQuery({ rel: 'Asset', params: { publicId }, query: { fields: ASSET_FIELDS } });
        if (asset.error) return { error: asset.error };
        const read = await assetAnswerSchema['~standard'].validate(asset.data);
        if (read.issues)
          return { error: { status: 'PARSE_ERROR', data: [{ message: 'The server sent an unexpected answer.' }] } };
        const { resourceVariant, agent, ...rest } = read.value;
        if (!agent) return { data: { ...rest, type: resourceVariant, agent: null } };
        const device = await baseQuery({
          rel: 'Agent',
          params: { publicId: agent.publicId },
          query: { fields: ['publicId', 'name'] },
          quiet: true,
        });
        const deviceName = device.error ? undefined : parseAnswer(named, device.data, 'Agent');
        const name = deviceName?.success ? deviceName.data.name : null;
        return { data: { ...rest, type: resourceVariant, agent: { publicId: agent.publicId, name } } };
      },
      providesTags: (_result, _error, publicId) => [{ type: 'Asset', id: publicId }],
    }),
    /** Asset PATCH `{custom}` with the changed values only: by someone with MANAGE_ASSET_TYPES. */
    updateAssetCustom: build.mutation<null, { publicId: string; custom: Record<string, WireValue> }>({
      query: ({ publicId, custom }) => ({ rel: 'Asset', method: 'PATCH', params: { publicId }, body: { custom } }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { publicId }) => [{ type: 'Asset', id: publicId }],
    }),
  }),
});

export const { useAssetSummaryQuery, useUpdateAssetCustomMutation } = reportsApi;
