import { z } from 'zod';
import { baseApi, filter, firstErrorMessage, readAll } from '../../api';
import type { OrderChange } from '../../lib/ordering';
import { SNACKBAR_DURATION, snackbarRequested } from '../notices';
import { groupSchema, groupTypeSchema, usageSchema, type Group, type GroupType } from './model/schemas';

export interface GroupTypesArgs {
  /** The colour is read only with the subgroups feature. */
  withColor: boolean;
}

const typeFields = (withColor: boolean) => ['publicId', 'name', 'order', 'translationKey', ...(withColor ? ['color'] : [])];
const GROUP_FIELDS = ['publicId', 'name', 'memberCount', 'deviceCount'];
const LIST_PAGE_SIZE = 1000;

const typesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    groupTypes: build.query<GroupType[], GroupTypesArgs>({
      queryFn: ({ withColor }, _api, _extra, baseQuery) =>
        readAll<GroupType>(baseQuery, { rel: 'GroupTypeList', query: { fields: typeFields(withColor), pageSize: LIST_PAGE_SIZE, orderBy: 'order' } }),
      responseSchema: z.array(groupTypeSchema),
      providesTags: (result) => [{ type: 'GroupType', id: 'LIST' }, ...(result ?? []).map((type) => ({ type: 'GroupType' as const, id: type.publicId }))],
    }),
    groupsOfType: build.query<Group[], string>({
      queryFn: (groupTypeId, _api, _extra, baseQuery) =>
        readAll<Group>(baseQuery, {
          rel: 'GroupList',
          query: { fields: GROUP_FIELDS, filters: [filter.eq('groupType.publicId', groupTypeId)], pageSize: LIST_PAGE_SIZE, orderBy: 'name' },
        }),
      responseSchema: z.array(groupSchema),
      providesTags: (result) => [{ type: 'Group', id: 'LIST' }, ...(result ?? []).map((group) => ({ type: 'Group' as const, id: group.publicId }))],
    }),
    /** Whether any group uses the type: one row is enough to know. */
    groupTypeInUse: build.query<boolean, string>({
      query: (groupTypeId) => ({ rel: 'GroupList', query: { fields: ['publicId'], filters: [filter.eq('groupType.publicId', groupTypeId)], pageSize: 1 } }),
      rawResponseSchema: usageSchema,
      transformResponse: (rows: z.infer<typeof usageSchema>) => rows.length > 0,
      keepUnusedDataFor: 0,
    }),
  }),
});

export interface GroupTypeInput {
  name?: string;
  color?: string;
}

export const groupTypesApi = typesApi.injectEndpoints({
  endpoints: (build) => ({
    createGroupType: build.mutation<GroupType, GroupTypeInput & { order: number }>({
      query: (body) => ({ rel: 'GroupTypeList', method: 'POST', body, query: { fields: ['publicId', 'name', 'order'] } }),
      rawResponseSchema: groupTypeSchema,
      invalidatesTags: [{ type: 'GroupType', id: 'LIST' }],
    }),
    updateGroupType: build.mutation<GroupType, GroupTypeInput & { publicId: string }>({
      query: ({ publicId, ...body }) => ({ rel: 'GroupType', method: 'PATCH', params: { publicId }, body, query: { fields: ['publicId', 'name', 'order'] } }),
      rawResponseSchema: groupTypeSchema,
      invalidatesTags: (_result, _error, { publicId }) => [{ type: 'GroupType', id: publicId }],
    }),
    deleteGroupType: build.mutation<null, string>({
      query: (publicId) => ({ rel: 'GroupType', method: 'DELETE', params: { publicId } }),
      invalidatesTags: [{ type: 'GroupType', id: 'LIST' }],
    }),
    /** One PATCH of the changed items; the list shows the new order at once and goes back when the server refuses. */
    reorderGroupTypes: build.mutation<null, { listArgs: GroupTypesArgs; arranged: GroupType[]; changes: OrderChange[] }>({
      query: ({ changes }) => ({ rel: 'GroupTypeList', method: 'PATCH', body: changes, query: { fields: ['publicId', 'order'] } }),
      transformResponse: () => null,
      async onQueryStarted({ listArgs, arranged }, { dispatch, queryFulfilled }) {
        const patch = dispatch(typesApi.util.updateQueryData('groupTypes', listArgs, () => arranged));
        try {
          await queryFulfilled;
        } catch (failure) {
          patch.undo();
          const error = typeof failure === 'object' && failure !== null && 'error' in failure ? failure.error : failure;
          dispatch(
            snackbarRequested({
              messageKey: 'groupTypes.reorderFailed',
              messageValues: { message: firstErrorMessage(error) },
              duration: SNACKBAR_DURATION.short,
              severity: 'error',
            }),
          );
          dispatch(typesApi.util.invalidateTags([{ type: 'GroupType', id: 'LIST' }]));
        }
      },
    }),
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
