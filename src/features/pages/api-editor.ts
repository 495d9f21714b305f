import { baseApi, filter } from '@/api';
import * as v from '@/lib/validate';

/** What a preview picker needs of a device or an asset. */
const namedSchema = v.object({ publicId: v.string(), name: v.withDefault(v.nullable(v.string()), null) });
export type NamedOption = v.Infer<typeof namedSchema>;

/** The first matches are enough to pick from: the server narrows on what is typed. */
export const PREVIEW_PICKER_SIZE = 20;

const byName = (rel: 'AgentList' | 'AssetList', text: string) => ({
  rel,
  query: {
    fields: ['publicId', 'name'],
    pageSize: PREVIEW_PICKER_SIZE,
    orderBy: 'name',
    filters: text.trim() ? [filter.contains('name', text.trim())] : [],
  },
});

/** The preview device and asset of a draft: found by name (`contains(name,"…")`), named by id. */
export const pagesEditorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    previewDeviceOptions: build.query<NamedOption[], string>({
      query: (text) => byName('AgentList', text),
      rawResponseSchema: v.array(namedSchema),
    }),
    previewAssetOptions: build.query<NamedOption[], string>({
      query: (text) => byName('AssetList', text),
      rawResponseSchema: v.array(namedSchema),
    }),
    previewDevice: build.query<NamedOption, string>({
      query: (publicId) => ({
        rel: 'Agent',
        params: { publicId },
        query: { fields: ['publicId', 'name'] },
        quiet: true,
      }),
      rawResponseSchema: namedSchema,
    }),
    previewAsset: build.query<NamedOption, string>({
      query: (publicId) => ({
        rel: 'Asset',
        params: { publicId },
        query: { fields: ['publicId', 'name'] },
        quiet: true,
      }),
      rawResponseSchema: namedSchema,
    }),
  }),
});

export const {
  usePreviewDeviceOptionsQuery,
  usePreviewAssetOptionsQuery,
  usePreviewDeviceQuery,
  usePreviewAssetQuery,
} = pagesEditorApi;
