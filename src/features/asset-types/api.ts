import { z } from 'zod';
import { baseApi, filter, firstErrorMessage, readAll } from '../../api';
import type { OrderChange } from '../../lib/ordering';
import { SNACKBAR_DURATION, snackbarRequested } from '../notices';
import { assetSchema, assetTypeSchema, usageSchema, type Asset, type AssetType } from './model/schemas';

const TYPE_FIELDS = ['publicId', 'name', 'order'];
const ASSET_FIELDS = ['publicId', 'name', 'serialNumber', 'agent.publicId', 'agent.name'];
const LIST_PAGE_SIZE = 1000;

const typesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    assetTypes: build.query<AssetType[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAll<AssetType>(baseQuery, { rel: 'AssetTypeList', query: { fields: TYPE_FIELDS, pageSize: LIST_PAGE_SIZE, orderBy: 'order' } }),
      responseSchema: z.array(assetTypeSchema),
      providesTags: (result) => [{ type: 'AssetType', id: 'LIST' }, ...(result ?? []).map((type) => ({ type: 'AssetType' as const, id: type.publicId }))],
    }),
    assetsOfType: build.query<Asset[], string>({
      queryFn: (assetTypeId, _api, _extra, baseQuery) =>
        readAll<Asset>(baseQuery, {
          rel: 'AssetList',
          query: { fields: ASSET_FIELDS, filters: [filter.eq('assetType.publicId', assetTypeId)], pageSize: LIST_PAGE_SIZE, orderBy: 'name' },
        }),
      responseSchema: z.array(assetSchema),
      providesTags: (result) => [{ type: 'Asset', id: 'LIST' }, ...(result ?? []).map((asset) => ({ type: 'Asset' as const, id: asset.publicId }))],
    }),
    /** Spec §5: the resource-usage check before a delete, as a list query; one row is enough to know. */
    assetTypeInUse: build.query<boolean, string>({
      query: (assetTypeId) => ({ rel: 'AssetList', query: { fields: ['publicId'], filters: [filter.eq('assetType.publicId', assetTypeId)], pageSize: 1 } }),
      rawResponseSchema: usageSchema,
      transformResponse: (rows: z.infer<typeof usageSchema>) => rows.length > 0,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const assetTypesApi = typesApi.injectEndpoints({
  endpoints: (build) => ({
    createAssetType: build.mutation<AssetType, { name: string; order: number }>({
      query: (body) => ({ rel: 'AssetTypeList', method: 'POST', body, query: { fields: TYPE_FIELDS } }),
      rawResponseSchema: assetTypeSchema,
      invalidatesTags: [{ type: 'AssetType', id: 'LIST' }],
    }),
    renameAssetType: build.mutation<AssetType, { publicId: string; name: string }>({
      query: ({ publicId, name }) => ({ rel: 'AssetType', method: 'PATCH', params: { publicId }, body: { name }, query: { fields: TYPE_FIELDS } }),
      rawResponseSchema: assetTypeSchema,
      invalidatesTags: (_result, _error, { publicId }) => [{ type: 'AssetType', id: publicId }],
    }),
    deleteAssetType: build.mutation<null, string>({
      query: (publicId) => ({ rel: 'AssetType', method: 'DELETE', params: { publicId } }),
      invalidatesTags: [{ type: 'AssetType', id: 'LIST' }],
    }),
    /** One PATCH of the changed items; the list shows the new order at once and goes back when the server refuses. */
    reorderAssetTypes: build.mutation<null, { arranged: AssetType[]; changes: OrderChange[] }>({
      query: ({ changes }) => ({ rel: 'AssetTypeList', method: 'PATCH', body: changes, query: { fields: ['publicId', 'order'] } }),
      transformResponse: () => null,
      async onQueryStarted({ arranged }, { dispatch, queryFulfilled }) {
        const patch = dispatch(typesApi.util.updateQueryData('assetTypes', undefined, () => arranged));
        try {
          await queryFulfilled;
        } catch (failure) {
          patch.undo();
          const error = typeof failure === 'object' && failure !== null && 'error' in failure ? failure.error : failure;
          dispatch(
            snackbarRequested({
              messageKey: 'assetTypes.reorderFailed',
              messageValues: { message: firstErrorMessage(error) },
              duration: SNACKBAR_DURATION.short,
              severity: 'error',
            }),
          );
          dispatch(typesApi.util.invalidateTags([{ type: 'AssetType', id: 'LIST' }]));
        }
      },
    }),
  }),
});

export const {
  useAssetTypesQuery,
  useAssetsOfTypeQuery,
  useLazyAssetTypeInUseQuery,
  useCreateAssetTypeMutation,
  useRenameAssetTypeMutation,
  useDeleteAssetTypeMutation,
  useReorderAssetTypesMutation,
} = assetTypesApi;
