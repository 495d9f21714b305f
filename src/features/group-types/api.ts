import * as v from '@/lib/validate';
import { baseApi, filter, readAllParsed, type AppError } from '@/api';
import { createdSchema, orderedTypeEndpoints, type Created } from '@/api/ordered-type-endpoints';
import { SNACKBAR_DURATION, snackbarRequested } from '../notices';
import { inBatches, tallyGroupCounts, type AgentRow, type MembershipRow } from './model/counts';
import { groupSchema, groupTypeSchema, type Group, type GroupCounts, type GroupType } from './model/schemas';
import './catalogue';

export interface GroupTypesArgs {
  /** The colour is read only with the subgroups feature. */
  withColor: boolean;
}

export interface GroupTypeInput {
  name?: string;
  color?: string;
}

const GROUP_FIELDS = ['publicId', 'name'];

const idRef = v.nullish(v.object({ publicId: v.string() }));
const membershipRowSchema = v.object({ user: idRef, group: idRef });
const agentRowSchema = v.object({ publicId: v.string(), memberships: v.nullish(v.array(v.object({ group: idRef }))) });
/** Everything of one batch in one page where the platform allows it. */
const COUNT_PAGE_SIZE = 4000;

const groupTypes = orderedTypeEndpoints<GroupType, GroupTypesArgs, GroupTypeInput, Group>({
  rels: { list: 'GroupTypeList', item: 'GroupType' },
  tagType: 'GroupType',
  schema: groupTypeSchema,
  // A name bound to a translation key keeps the key in `custom.translationKey` (docs/API.md).
  listFields: ({ withColor }) => ['publicId', 'name', 'order', 'custom', ...(withColor ? ['color'] : [])],
  members: {
    rel: 'GroupList',
    typeField: 'type.publicId',
    fields: GROUP_FIELDS,
    schema: groupSchema,
    tagType: 'Group',
  },
  onReorderFailed: (message) =>
    snackbarRequested({
      messageKey: 'groupTypes.reorderFailed',
      messageValues: { message },
      duration: SNACKBAR_DURATION.short,
      severity: 'error',
    }),
});

/** The list first, on its own: the reorder below patches its cache. */
const typesApi = baseApi.injectEndpoints({ endpoints: (build) => ({ groupTypes: groupTypes.list(build) }) });

export const groupTypesApi = typesApi.injectEndpoints({
  endpoints: (build) => ({
    reorderGroupTypes: groupTypes.reorder(build, ({ listArgs, arranged }) =>
      typesApi.util.updateQueryData('groupTypes', listArgs, () => arranged),
    ),
    /** Whether any group uses the type: one row is enough to know. */
    groupTypeInUse: groupTypes.inUse(build),
    createGroupType: groupTypes.create(build),
    updateGroupType: groupTypes.update(build),
    deleteGroupType: groupTypes.remove(build),
    groupsOfType: groupTypes.members(build),
    /** Members and devices per group, for the groups of one page (see model/counts). */
    groupCounts: build.query<Record<string, GroupCounts>, readonly string[]>({
      async queryFn(groupIds, _api, _extra, baseQuery) {
        const memberships: MembershipRow[] = [];
        const agents: AgentRow[] = [];
        for (const ids of inBatches(groupIds)) {
          const [people, devices] = await Promise.all([
            readAllParsed(
              baseQuery,
              {
                rel: 'UserMembershipList',
                query: {
                  fields: ['user.publicId', 'group.publicId'],
                  filters: [filter.in('group.publicId', ids)],
                  pageSize: COUNT_PAGE_SIZE,
                },
              },
              membershipRowSchema,
            ),
            readAllParsed(
              baseQuery,
              {
                rel: 'AgentList',
                query: {
                  fields: ['publicId', 'memberships.group.publicId'],
                  filters: [filter.in('memberships.group.publicId', ids)],
                  pageSize: COUNT_PAGE_SIZE,
                },
              },
              agentRowSchema,
            ),
          ]);
          if ('error' in people) return { error: people.error satisfies AppError };
          if ('error' in devices) return { error: devices.error };
          memberships.push(...people.data);
          agents.push(...devices.data);
        }
        return { data: tallyGroupCounts(groupIds, memberships, agents) };
      },
      // A membership added or removed anywhere (the group page, the user drawer) changes the counts.
      providesTags: [
        { type: 'Group', id: 'COUNTS' },
        { type: 'Agent', id: 'LIST' },
        { type: 'Membership', id: 'LIST' },
      ],
    }),
    createGroup: build.mutation<Created, { name: string; groupTypeId: string }>({
      query: ({ name, groupTypeId }) => ({
        rel: 'GroupList',
        method: 'POST',
        body: { name, type: { publicId: groupTypeId } },
      }),
      rawResponseSchema: createdSchema,
      invalidatesTags: [{ type: 'Group', id: 'LIST' }],
    }),
    renameGroup: build.mutation<null, { publicId: string; name: string }>({
      query: ({ publicId, name }) => ({ rel: 'Group', method: 'PATCH', params: { publicId }, body: { name } }),
      transformResponse: () => null,
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
  useGroupCountsQuery,
  useLazyGroupTypeInUseQuery,
  useCreateGroupTypeMutation,
  useUpdateGroupTypeMutation,
  useDeleteGroupTypeMutation,
  useReorderGroupTypesMutation,
  useCreateGroupMutation,
  useRenameGroupMutation,
  useDeleteGroupMutation,
} = groupTypesApi;
