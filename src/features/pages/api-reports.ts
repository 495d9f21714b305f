import * as v from '../../lib/validate';
import { parseAnswer } from '../../api';
import { pagesApi } from './api';

const named = v.object({ publicId: v.string(), name: v.withDefault(v.nullable(v.string()), null) });

/** The asset as the platform answers it (API-RESOURCES.md Asset): its type is `resourceVariant`, its agent an id. */
const assetAnswerSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  resourceVariant: v.withDefault(v.nullable(named), null),
  agent: v.withDefault(v.nullable(v.object({ publicId: v.string() })), null),
});

/** An asset as its page shows it: its name, type and device (the device's name read from Agent). */
export interface AssetSummary {
  publicId: string;
  name: string;
  type: { publicId: string; name: string | null } | null;
  agent: { publicId: string; name: string | null } | null;
}

const ASSET_FIELDS = ['publicId', 'name', 'resourceVariant.publicId', 'resourceVariant.name', 'agent.publicId'];

export const reportsApi = pagesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Asset GET, and its agent's name (Agent GET): the asset whose pages its page lists. */
    assetSummary: build.query<AssetSummary, string>({
      queryFn: async (publicId, _api, _extra, baseQuery) => {
        const asset = await baseQuery({ rel: 'Asset', params: { publicId }, query: { fields: ASSET_FIELDS } });
        if (asset.error) return { error: asset.error };
        const read = await assetAnswerSchema['~standard'].validate(asset.data);
        if (read.issues) return { error: { status: 'PARSE_ERROR', data: [{ message: 'The server sent an unexpected answer.' }] } };
        const { resourceVariant, agent, ...rest } = read.value;
        if (!agent) return { data: { ...rest, type: resourceVariant, agent: null } };
        const device = await baseQuery({ rel: 'Agent', params: { publicId: agent.publicId }, query: { fields: ['publicId', 'name'] }, quiet: true });
        const deviceName = device.error ? undefined : parseAnswer(named, device.data, 'Agent');
        const name = deviceName?.success ? deviceName.data.name : null;
        return { data: { ...rest, type: resourceVariant, agent: { publicId: agent.publicId, name } } };
      },
      providesTags: (_result, _error, publicId) => [{ type: 'Asset', id: publicId }],
    }),
  }),
});

export const { useAssetSummaryQuery } = reportsApi;
