import { baseApi, filter, readAllParsed } from '../../api';
import { orderedTypeEndpoints } from '../../api/ordered-type-endpoints';
import { SNACKBAR_DURATION, snackbarRequested } from '../notices';
import { assetSchema, assetTypeSchema, deviceNameSchema, type Asset, type AssetType, type DeviceName } from './model/schemas';
import './catalogue';

const ASSET_FIELDS = ['publicId', 'name', 'agent.publicId'];

const assetTypes = orderedTypeEndpoints<AssetType, void, { name: string }, Asset>({
  rels: { list: 'AssetTypeList', item: 'AssetType' },
  tagType: 'AssetType',
  schema: assetTypeSchema,
  listFields: () => ['publicId', 'name', 'order'],
  members: { rel: 'AssetList', typeField: 'resourceVariant.publicId', fields: ASSET_FIELDS, schema: assetSchema, tagType: 'Asset' },
  onReorderFailed: (message) => snackbarRequested({ messageKey: 'assetTypes.reorderFailed', messageValues: { message }, duration: SNACKBAR_DURATION.short, severity: 'error' }),
});

/** The list first, on its own: the reorder below patches its cache. */
const typesApi = baseApi.injectEndpoints({ endpoints: (build) => ({ assetTypes: assetTypes.list(build) }) });

export const assetTypesApi = typesApi.injectEndpoints({
  endpoints: (build) => ({
    reorderAssetTypes: assetTypes.reorder(build, ({ arranged }) => typesApi.util.updateQueryData('assetTypes', undefined, () => arranged)),
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
          { rel: 'AgentList', quiet: true, query: { fields: ['publicId', 'name'], filters: [filter.in('publicId', [...ids])], pageSize: Math.max(ids.length, 1) } },
          deviceNameSchema,
        ),
      providesTags: [{ type: 'Agent', id: 'LIST' }],
    }),
  }),
});

export const {
  useAssetTypesQuery,
  useAssetsOfTypeQuery,
  useAssetDeviceNamesQuery,
  useLazyAssetTypeInUseQuery,
  useCreateAssetTypeMutation,
  useRenameAssetTypeMutation,
  useDeleteAssetTypeMutation,
  useReorderAssetTypesMutation,
} = assetTypesApi;
