import { baseApi } from '../../api';
import { orderedTypeEndpoints } from '../../api/ordered-type-endpoints';
import { SNACKBAR_DURATION, snackbarRequested } from '../notices';
import { groupSchema, groupTypeSchema, type Group, type GroupType } from './model/schemas';

export interface GroupTypesArgs {
  /** The colour is read only with the subgroups feature. */
  withColor: boolean;
}

export interface GroupTypeInput {
  name?: string;
  color?: string;
}

const GROUP_FIELDS = ['publicId', 'name', 'memberCount', 'deviceCount'];

const groupTypes = orderedTypeEndpoints<GroupType, GroupTypesArgs, GroupTypeInput, Group>({
  rels: { list: 'GroupTypeList', item: 'GroupType' },
  tagType: 'GroupType',
  schema: groupTypeSchema,
  listFields: ({ withColor }) => ['publicId', 'name', 'order', 'translationKey', ...(withColor ? ['color'] : [])],
  members: { rel: 'GroupList', typeField: 'groupType.publicId', fields: GROUP_FIELDS, schema: groupSchema, tagType: 'Group' },
  onReorderFailed: (message) => snackbarRequested({ messageKey: 'groupTypes.reorderFailed', messageValues: { message }, duration: SNACKBAR_DURATION.short, severity: 'error' }),
});

/** The list first, on its own: the reorder below patches its cache. */
const typesApi = baseApi.injectEndpoints({ endpoints: (build) => ({ groupTypes: groupTypes.list(build) }) });

export const groupTypesApi = typesApi.injectEndpoints({
  endpoints: (build) => ({
    reorderGroupTypes: groupTypes.reorder(build, ({ listArgs, arranged }) => typesApi.util.updateQueryData('groupTypes', listArgs, () => arranged)),
    /** Whether any group uses the type: one row is enough to know. */
    groupTypeInUse: groupTypes.inUse(build),
    createGroupType: groupTypes.create(build),
    updateGroupType: groupTypes.update(build),
    deleteGroupType: groupTypes.remove(build),
    groupsOfType: groupTypes.members(build),
    createGroup: build.mutation<Group, { name: string; groupTypeId: string }>({
      query: ({ name, groupTypeId }) => ({ rel: 'GroupList', method: 'POST', body: { name, groupType: { publicId: groupTypeId } }, query: { fields: GROUP_FIELDS } }),
      rawResponseSchema: groupSchema,
      invalidatesTags: [{ type: 'Group', id: 'LIST' }],
    }),
    renameGroup: build.mutation<Group, { publicId: string; name: string }>({
      query: ({ publicId, name }) => ({ rel: 'Group', method: 'PATCH', params: { publicId }, body: { name }, query: { fields: GROUP_FIELDS } }),
      rawResponseSchema: groupSchema,
      invalidatesTags: (_result, _error, { publicId }) => [{ type: 'Group', id: publicId }],
    }),
    deleteGroup: build.mutation<null, string>({
      query: (publicId) => ({ rel: 'Group', method: 'DELETE', params: { publicId } }),
      invalidatesTags: [{ type: 'Group', id: 'LIST' }],
    }),
  }),
});

export const {
  useGroupTypesQuery,
  useGroupsOfTypeQuery,
  useLazyGroupTypeInUseQuery,
  useCreateGroupTypeMutation,
  useUpdateGroupTypeMutation,
  useDeleteGroupTypeMutation,
  useReorderGroupTypesMutation,
  useCreateGroupMutation,
  useRenameGroupMutation,
  useDeleteGroupMutation,
} = groupTypesApi;
