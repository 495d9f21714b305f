import { baseApi, filter, parseAnswer, readAllParsed, type AppError, type Filter } from '@/api';
import { createdSchema } from '@/api/created';
import { orderedTypeEndpoints } from '@/api/ordered-type-endpoints';
import * as v from '@/lib/validate';
import { SNACKBAR_DURATION, snackbarRequested } from '../notices';
import type { AssetChanges } from './model/asset-form';
import {
  assetSchema,
  assetTypeSchema,
  deviceNameSchema,
  type Asset,
  type AssetType,
  type DeviceName,
} from './model/schemas';
import './catalogue';

const ASSET_FIELDS = ['publicId', 'name', 'agent.publicId'];
/** The device picker shows the first matches by name; typing more narrows them. */
export const DEVICE_OPTIONS_PAGE_SIZE = 50;
const PARSE_ERROR: AppError = { status: 'PARSE_ERROR', data: [{ message: 'The server sent an unexpected answer.' }] };

/** A new asset of a type, and the device to link it to (or none). */
export interface NewAsset {
  name: string;
  typeId: string;
  agentId: string | null;
}

/** The created asset, and why the link to its device was not made when that failed (the asset exists all the same). */
export interface AddedAsset {
  publicId: string;
  linkError: AppError | null;
}

const assetsListTag = { type: 'Asset', id: 'LIST' } as const;
const deviceTags = (ids: readonly (string | null)[]) =>
  ids.flatMap((id) => (id ? [{ type: 'Agent' as const, id }] : []));

const assetTypes = orderedTypeEndpoints<AssetType, void, { name: string }, Asset>({
  rels: { list: 'AssetTypeList', item: 'AssetType' },
  tagType: 'AssetType',
  schema: assetTypeSchema,
  listFields: () => ['publicId', 'name', 'order'],
  members: {
    rel: 'AssetList',
    typeField: 'resourceVariant.publicId',
    fields: ASSET_FIELDS,
    schema: assetSchema,
    tagType: 'Asset',
  },
  onReorderFailed: (message) =>
    snackbarRequested({
      messageKey: 'assetTypes.reorderFailed',
      messageValues: { message },
      duration: SNACKBAR_DURATION.short,
      severity: 'error',
    }),
});

/** The list first, on its own: the reorder below patches its cache. */
const typesApi = baseApi.injectEndpoints({ endpoints: (build) => ({ assetTypes: assetTypes.list(build) }) });

export const assetTypesApi = typesApi.injectEndpoints({
  endpoints: (build) => ({
    reorderAssetTypes: assetTypes.reorder(build, ({ arranged }) =>
      typesApi.util.updateQueryData('assetTypes', undefined, () => arranged),
    ),
    assetsOfType: assetTypes.members(build),
    assetTypeInUse: assetTypes.inUse(build),
    createAssetType: assetTypes.create(build),
    renameAssetType: assetTypes.update(build),
    deleteAssetType: assetTypes.remove(build),
    /** The names of the devices the assets are on (the platform's asset names its agent by id only). */
    assetDeviceNames: build.query<DeviceName[], readonly string[]>({
      queryFn: (ids, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          {
            rel: 'AgentList',
            quiet: true,
            query: {
              fields: ['publicId', 'name'],
              filters: [filter.in('publicId', [...ids])],
              pageSize: Math.max(ids.length, 1),
            },
          },
          deviceNameSchema,
        ),
      providesTags: [{ type: 'Agent', id: 'LIST' }],
    }),
    /** The company's devices whose name holds the search (AgentList, as the devices list searches), by name. */
    assetDeviceOptions: build.query<DeviceName[], string>({
      query: (search) => {
        const filters: Filter[] = search.trim() ? [filter.contains('name', search.trim())] : [];
        return {
          rel: 'AgentList',
          query: { fields: ['publicId', 'name'], filters, pageSize: DEVICE_OPTIONS_PAGE_SIZE, orderBy: 'name' },
        };
      },
      rawResponseSchema: v.array(deviceNameSchema),
      providesTags: [{ type: 'Agent', id: 'LIST' }],
    }),
    /**
     * AssetList POST `{name, resourceVariant}` (the platform's create takes no device), then, when a device was chosen,
     * Asset PATCH `{agent}` on the created asset. A failed link still answers the asset, with the link's error.
     */
    addAsset: build.mutation<AddedAsset, NewAsset>({
      async queryFn({ name, typeId, agentId }, _api, _extra, baseQuery) {
        const created = await baseQuery({
          rel: 'AssetList',
          method: 'POST',
          body: { name, resourceVariant: { publicId: typeId } },
        });
        if (created.error) return { error: created.error };
        const parsed = parseAnswer(createdSchema, created.data, 'AssetList');
        if (!parsed.success) return { error: PARSE_ERROR };
        const { publicId } = parsed.data;
        if (!agentId) return { data: { publicId, linkError: null } };
        const linked = await baseQuery({
          rel: 'Asset',
          method: 'PATCH',
          params: { publicId },
          body: { agent: { publicId: agentId } },
        });
        return { data: { publicId, linkError: linked.error ?? null } };
      },
      invalidatesTags: (result, _error, { agentId }) => [
        assetsListTag,
        ...(result && !result.linkError ? deviceTags([agentId]) : []),
      ],
    }),
    /** Asset PATCH `{name?, agent?}`; `devices` are those the change touches, whose `assets` change with it. */
    updateAsset: build.mutation<null, { publicId: string; changes: AssetChanges; devices: readonly string[] }>({
      query: ({ publicId, changes }) => ({ rel: 'Asset', method: 'PATCH', params: { publicId }, body: changes }),
      transformResponse: () => null,
      invalidatesTags: (_result, error, { publicId, devices }) =>
        error ? [] : [{ type: 'Asset', id: publicId }, ...deviceTags(devices)],
    }),
    deleteAsset: build.mutation<null, Asset>({
      query: ({ publicId }) => ({ rel: 'Asset', method: 'DELETE', params: { publicId } }),
      transformResponse: () => null,
      invalidatesTags: (_result, error, asset) =>
        error ? [] : [assetsListTag, ...deviceTags([asset.agent?.publicId ?? null])],
    }),
  }),
});

export const {
  useAssetTypesQuery,
  useAssetsOfTypeQuery,
  useAssetDeviceNamesQuery,
  useAssetDeviceOptionsQuery,
  useAddAssetMutation,
  useUpdateAssetMutation,
  useDeleteAssetMutation,
  useLazyAssetTypeInUseQuery,
  useCreateAssetTypeMutation,
  useRenameAssetTypeMutation,
  useDeleteAssetTypeMutation,
  useReorderAssetTypesMutation,
} = assetTypesApi;
