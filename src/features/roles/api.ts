import { baseApi, filter, readAllParsed } from '@/api';
import { createdSchema, type Created } from '@/api/created';
import { membersPerRole, type MovePlan } from './model/role-rules';
import {
  permissionSchema,
  ROLE_FIELDS,
  ROLE_MEMBERSHIP_FIELDS,
  roleMembershipSchema,
  roleSchema,
  type NewRole,
  type Role,
  type RoleInput,
  type RoleMembershipRow,
} from './model/schemas';

/** A company has tens of roles, not thousands: the screens that pick one read them all in one page. */
const ROLE_PAGE_SIZE = 500;
/** The platform's largest page: memberships are read whole, a few requests even for 10 000 people. */
const MEMBERSHIP_PAGE_SIZE = 4000;

const roleTag = (publicId: string) => ({ type: 'Role' as const, id: publicId });
const ROLE_LIST = { type: 'Role' as const, id: 'LIST' };
/** Moving memberships changes people's roles, and maybe the signed-in person's own permissions. */
const PEOPLE_TAGS = [
  { type: 'Membership' as const, id: 'LIST' },
  { type: 'User' as const, id: 'LIST' },
  { type: 'Invite' as const, id: 'LIST' },
  'Permission' as const,
];

export const rolesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every role of the selected company, by name. */
    roles: build.query<Role[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          { rel: 'RoleList', query: { fields: ROLE_FIELDS, pageSize: ROLE_PAGE_SIZE, orderBy: 'name' } },
          roleSchema,
        ),
      providesTags: (result) => [ROLE_LIST, ...(result ?? []).map((role) => roleTag(role.publicId))],
    }),
    /** The platform's permission ids (PermissionList, no bearer). */
    permissionCatalogue: build.query<string[], void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await readAllParsed(
          baseQuery,
          { rel: 'PermissionList', query: { fields: ['publicId'], pageSize: MEMBERSHIP_PAGE_SIZE } },
          permissionSchema,
        );
        return 'error' in result ? result : { data: result.data.map((permission) => permission.publicId) };
      },
      // The catalogue changes with the platform, not with anything done here.
      keepUnusedDataFor: 3600,
    }),
    /** How many people (and invitations) hold each role, from every membership of the company. */
    roleMemberCounts: build.query<Record<string, number>, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await readAllParsed(
          baseQuery,
          { rel: 'UserMembershipList', query: { fields: ROLE_MEMBERSHIP_FIELDS, pageSize: MEMBERSHIP_PAGE_SIZE } },
          roleMembershipSchema,
        );
        return 'error' in result ? result : { data: membersPerRole(result.data) };
      },
      providesTags: [{ type: 'Membership', id: 'LIST' }],
    }),
    /** The memberships that give one role: read fresh before a delete. */
    roleMemberships: build.query<RoleMembershipRow[], string>({
      queryFn: (roleId, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          {
            rel: 'UserMembershipList',
            query: {
              fields: ROLE_MEMBERSHIP_FIELDS,
              filters: [filter.eq('role.publicId', roleId)],
              pageSize: MEMBERSHIP_PAGE_SIZE,
            },
          },
          roleMembershipSchema,
        ),
      providesTags: [{ type: 'Membership', id: 'LIST' }],
    }),
    createRole: build.mutation<Created, NewRole>({
      query: (role) => ({ rel: 'RoleList', method: 'POST', body: role }),
      rawResponseSchema: createdSchema,
      invalidatesTags: [ROLE_LIST],
    }),
    /** Role PATCH changes the name, description and the two enforcements only. */
    updateRole: build.mutation<null, { publicId: string; changes: RoleInput }>({
      query: ({ publicId, changes }) => ({ rel: 'Role', method: 'PATCH', params: { publicId }, body: changes }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { publicId }) => [roleTag(publicId)],
    }),
    /** RolePermissionList PUT: the role's permission set becomes exactly these ids. */
    replaceRolePermissions: build.mutation<null, { publicId: string; permissions: readonly string[] }>({
      query: ({ publicId, permissions }) => ({
        rel: 'RolePermissionList',
        method: 'PUT',
        params: { publicId },
        body: permissions.map((id) => ({ publicId: id })),
      }),
      transformResponse: () => null,
      // The signed-in person may hold the role: their own permissions are read again.
      invalidatesTags: (_result, _error, { publicId }) => [roleTag(publicId), 'Permission'],
    }),
    /** UserMembershipList PATCH: each membership of the plan gets the new role. */
    moveMemberships: build.mutation<null, MovePlan['changes']>({
      query: (changes) => ({ rel: 'UserMembershipList', method: 'PATCH', body: changes }),
      transformResponse: () => null,
      invalidatesTags: PEOPLE_TAGS,
    }),
    deleteRole: build.mutation<null, string>({
      query: (publicId) => ({ rel: 'Role', method: 'DELETE', params: { publicId } }),
      transformResponse: () => null,
      invalidatesTags: (_result, error) => (error ? [] : [ROLE_LIST, { type: 'Membership', id: 'LIST' }]),
    }),
  }),
});

export const {
  useRolesQuery,
  usePermissionCatalogueQuery,
  useRoleMemberCountsQuery,
  useRoleMembershipsQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useReplaceRolePermissionsMutation,
  useMoveMembershipsMutation,
  useDeleteRoleMutation,
} = rolesApi;
