import { baseApi } from '../../api';
import { orderedTypeEndpoints } from '../../api/ordered-type-endpoints';
import { SNACKBAR_DURATION, snackbarRequested } from '../notices';
import { assetSchema, assetTypeSchema, type Asset, type AssetType } from './model/schemas';
import './catalogue';

const ASSET_FIELDS = ['publicId', 'name', 'agent.publicId', 'agent.name'];

const assetTypes = orderedTypeEndpoints<AssetType, void, { name: string }, Asset>({
  rels: { list: 'AssetTypeList', item: 'AssetType' },
  tagType: 'AssetType',
  schema: assetTypeSchema,
  listFields: () => ['publicId', 'name', 'order'],
  members: { rel: 'AssetList', typeField: 'type.publicId', fields: ASSET_FIELDS, schema: assetSchema, tagType: 'Asset' },
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
