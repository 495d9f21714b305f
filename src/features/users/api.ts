import * as v from '@/lib/validate';
import { baseApi, filter, readAllParsed, type Filter } from '@/api';
import {
  COMPANY_GROUP_FIELDS,
  companyGroupSchema,
  INVITE_FIELDS,
  inviteResultSchema,
  inviteSchema,
  USER_DETAIL_FIELDS,
  USER_FIELDS,
  userSchema,
  type CompanyGroup,
  type GroupRole,
  type Invite,
  type InviteInput,
  type InviteResult,
  type MembershipChange,
  type MembershipInput,
  type User,
  type UserOrder,
} from './model/schemas';
import './catalogue';

/** Rows per page of the user table: the server pages with `moreAfter`. */
export const USER_PAGE_SIZE = 25;
/** Invitations and groups are read whole: a company has hundreds, not tens of thousands. */
const WHOLE_LIST_PAGE_SIZE = 1000;

export interface UsersArgs {
  /** Text searched in the name (`contains`, case-insensitive); blank for everyone. */
  search: string;
  orderBy: UserOrder;
}

/** One page of users and the cursor of the next one (null after the last). */
export interface UserPage {
  users: User[];
  moreAfter: string | null;
}

const idList = (ids: readonly string[]) => ids.map((publicId) => ({ publicId }));
const peopleTags = [
  { type: 'User' as const, id: 'LIST' },
  { type: 'Invite' as const, id: 'LIST' },
  { type: 'Membership' as const, id: 'LIST' },
];

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The company's users, one server page at a time (`moreAfter`), searched and sorted by the server. */
    users: build.infiniteQuery<UserPage, UsersArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.moreAfter,
      },
      query: ({ queryArg: { search, orderBy }, pageParam }) => {
        const filters: Filter[] = search.trim() ? [filter.contains('name', search.trim())] : [];
        return {
          rel: 'UserList',
          query: { fields: USER_FIELDS, pageSize: USER_PAGE_SIZE, pageAfter: pageParam ?? undefined, filters, orderBy },
        };
      },
      rawResponseSchema: v.array(userSchema),
      transformResponse: (users: User[], meta) => ({ users, moreAfter: meta?.moreAfter ?? null }),
      providesTags: [
        { type: 'User', id: 'LIST' },
        { type: 'Membership', id: 'LIST' },
      ],
    }),
    user: build.query<User, string>({
      query: (publicId) => ({ rel: 'User', params: { publicId }, query: { fields: USER_DETAIL_FIELDS } }),
      rawResponseSchema: userSchema,
      providesTags: (_result, _error, publicId) => [
        { type: 'User', id: publicId },
        { type: 'Membership', id: 'LIST' },
      ],
    }),
    /** Removes people from the selected company (all their memberships there). */
    removeUsers: build.mutation<null, readonly string[]>({
      query: (ids) => ({ rel: 'UserList', method: 'DELETE', body: idList(ids) }),
      transformResponse: () => null,
      invalidatesTags: peopleTags,
    }),
    /** Removes one person from the selected company (User DELETE). */
    removeUser: build.mutation<null, string>({
      query: (publicId) => ({ rel: 'User', method: 'DELETE', params: { publicId } }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, publicId) => [...peopleTags, { type: 'User', id: publicId }],
    }),
    invites: build.query<Invite[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          {
            rel: 'InviteList',
            query: { fields: INVITE_FIELDS, pageSize: WHOLE_LIST_PAGE_SIZE, orderBy: 'emailAddress' },
          },
          inviteSchema,
        ),
      providesTags: [{ type: 'Invite', id: 'LIST' }],
    }),
    /** Invites several addresses at once; one that already has an account gets its memberships at once. */
    createInvites: build.mutation<InviteResult, readonly InviteInput[]>({
      query: (invites) => ({ rel: 'InviteList', method: 'POST', body: invites }),
      rawResponseSchema: inviteResultSchema,
      invalidatesTags: peopleTags,
    }),
    revokeInvite: build.mutation<null, string>({
      query: (publicId) => ({ rel: 'Invite', method: 'DELETE', params: { publicId } }),
      transformResponse: () => null,
      invalidatesTags: [{ type: 'Invite', id: 'LIST' }],
    }),
    resendInvite: build.mutation<null, string>({
      query: (publicId) => ({ rel: 'InviteResend', method: 'POST', params: { publicId } }),
      transformResponse: () => null,
    }),
    createMemberships: build.mutation<null, readonly MembershipInput[]>({
      query: (memberships) => ({ rel: 'UserMembershipList', method: 'POST', body: memberships }),
      transformResponse: () => null,
      invalidatesTags: peopleTags,
    }),
    updateMemberships: build.mutation<null, readonly MembershipChange[]>({
      query: (changes) => ({ rel: 'UserMembershipList', method: 'PATCH', body: changes }),
      transformResponse: () => null,
      invalidatesTags: peopleTags,
    }),
    deleteMemberships: build.mutation<null, readonly string[]>({
      query: (ids) => ({ rel: 'UserMembershipList', method: 'DELETE', body: idList(ids) }),
      transformResponse: () => null,
      invalidatesTags: peopleTags,
    }),
    /** Replaces all memberships of one user in the company (UserMembershipUserList PUT). */
    replaceUserMemberships: build.mutation<null, { userId: string; memberships: readonly GroupRole[] }>({
      query: ({ userId, memberships }) => ({
        rel: 'UserMembershipUserList',
        method: 'PUT',
        params: { publicId: userId },
        body: memberships,
      }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { userId }) => [...peopleTags, { type: 'User', id: userId }],
    }),
    /** Every group of the company, the company group first, then by name. */
    companyGroups: build.query<CompanyGroup[], void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await readAllParsed(
          baseQuery,
          {
            rel: 'GroupList',
            query: { fields: COMPANY_GROUP_FIELDS, pageSize: WHOLE_LIST_PAGE_SIZE, orderBy: 'name' },
          },
          companyGroupSchema,
        );
        if ('error' in result) return result;
        return { data: [...result.data].sort((a, b) => Number(b.isCompanyGroup) - Number(a.isCompanyGroup)) };
      },
      providesTags: [{ type: 'Group', id: 'LIST' }],
    }),
  }),
});

export const {
  useUsersInfiniteQuery,
  useUserQuery,
  useRemoveUsersMutation,
  useRemoveUserMutation,
  useInvitesQuery,
  useCreateInvitesMutation,
  useRevokeInviteMutation,
  useResendInviteMutation,
  useCreateMembershipsMutation,
  useUpdateMembershipsMutation,
  useDeleteMembershipsMutation,
  useReplaceUserMembershipsMutation,
  useCompanyGroupsQuery,
} = usersApi;
