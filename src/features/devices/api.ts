import * as v from '../../lib/validate';
import { baseApi, filter, readAllParsed, type Filter } from '../../api';
import { DEVICE_FIELDS, DEVICE_LIST_FIELDS, DEVICE_PAGE_SIZE, deviceSchema, type Device } from './model/device';
import { DEVICE_OVERVIEW_FIELDS, deviceOverviewSchema, type DeviceOverview } from './model/overview';
import {
  REACH_MEMBERSHIP_FIELDS,
  REACH_USER_FIELDS,
  reachMembershipSchema,
  reachUserSchema,
  type ReachMembership,
  type ReachUser,
} from './model/reach-schemas';

/** WebAccess answers the opened service's address (platform OpenAPI: `[{publicId, url}]`). */
const webAccessSchema = v.array(v.object({ publicId: v.string(), url: v.string() }));

/** Memberships are read whole, in the largest pages the platform serves (a company group can hold 10 000 people). */
const MEMBERSHIP_PAGE_SIZE = 4000;
/** Users are named in batches of `in(publicId, …)`, so an address stays short. */
export const REACH_USER_BATCH = 100;

export const devicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's devices (AgentList), by name, optionally narrowed by a search. */
    myDevices: build.query<Device[], { search: string }>({
      query: ({ search }) => {
        const filters: Filter[] = search.trim() ? [filter.contains('name', search.trim())] : [];
        return { rel: 'AgentList', query: { fields: DEVICE_LIST_FIELDS, pageSize: DEVICE_PAGE_SIZE, filters, orderBy: 'name' } };
      },
      rawResponseSchema: v.array(deviceSchema),
      providesTags: (result) => [{ type: 'Agent', id: 'LIST' }, ...(result ?? []).map((device) => ({ type: 'Agent' as const, id: device.publicId }))],
    }),
    /** Opens one web service of a device (WebAccess POST `{server: {publicId}}`): its address, or '' when none came. */
    openWebAccess: build.mutation<string, string>({
      query: (serverId) => ({ rel: 'WebAccess', method: 'POST', body: { server: { publicId: serverId } } }),
      rawResponseSchema: webAccessSchema,
      transformResponse: (rows: v.Infer<typeof webAccessSchema>) => rows[0]?.url ?? '',
    }),
    /** What the device's page says about the device (Agent GET, the overview's fields only). */
    deviceOverview: build.query<DeviceOverview, string>({
      query: (publicId) => ({ rel: 'Agent', params: { publicId }, query: { fields: DEVICE_OVERVIEW_FIELDS } }),
      rawResponseSchema: deviceOverviewSchema,
      providesTags: (_result, _error, publicId) => [{ type: 'Agent', id: publicId }],
    }),
    /** Agent PATCH `{name, description, location, timeZone}`: the device's facts, edited by someone with its MANAGE_AGENT right. */
    updateDevice: build.mutation<null, { publicId: string; body: Record<string, unknown> }>({
      query: ({ publicId, body }) => ({ rel: 'Agent', method: 'PATCH', params: { publicId }, body }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { publicId }) => [{ type: 'Agent', id: publicId }, { type: 'Agent', id: 'LIST' }],
    }),
    /** The names and types of the given groups (GroupList `in(publicId, …)`), for a device's groups. */
    groupsNamed: build.query<{ publicId: string; name: string | null; type: { publicId: string } | null }[], readonly string[]>({
      query: (groupIds) => ({ rel: 'GroupList', query: { fields: ['publicId', 'name', 'type.publicId'], pageSize: groupIds.length, filters: [filter.in('publicId', [...groupIds])] } }),
      rawResponseSchema: v.array(v.object({ publicId: v.string(), name: v.fallback(v.nullish(v.string()), null), type: v.fallback(v.nullish(v.object({ publicId: v.string() })), null) })),
    }),
    device: build.query<Device, string>({
      query: (publicId) => ({ rel: 'Agent', params: { publicId }, query: { fields: DEVICE_FIELDS } }),
      rawResponseSchema: deviceSchema,
      providesTags: (_result, _error, publicId) => [{ type: 'Agent', id: publicId }],
    }),
    /** Every membership on the given groups (a device's groups and the company group), all pages. */
    reachMemberships: build.query<ReachMembership[], readonly string[]>({
      queryFn: (groupIds, _api, _extra, baseQuery) =>
        groupIds.length === 0
          ? { data: [] }
          : readAllParsed(
              baseQuery,
              {
                rel: 'UserMembershipList',
                query: { fields: REACH_MEMBERSHIP_FIELDS, pageSize: MEMBERSHIP_PAGE_SIZE, filters: [filter.in('group.publicId', [...groupIds])] },
              },
              reachMembershipSchema,
            ),
      providesTags: [{ type: 'Membership', id: 'LIST' }],
    }),
    /** The names of the given users, `in(publicId, …)` in batches of REACH_USER_BATCH read side by side. */
    reachUsers: build.query<ReachUser[], readonly string[]>({
      queryFn: async (userIds, _api, _extra, baseQuery) => {
        const batches: string[][] = [];
        for (let start = 0; start < userIds.length; start += REACH_USER_BATCH) batches.push(userIds.slice(start, start + REACH_USER_BATCH));
        const results = await Promise.all(
          batches.map((batch) =>
            readAllParsed(
              baseQuery,
              { rel: 'UserList', query: { fields: REACH_USER_FIELDS, pageSize: batch.length, filters: [filter.in('publicId', batch)] } },
              reachUserSchema,
            ),
          ),
        );
        const failed = results.find((result) => 'error' in result);
        if (failed && 'error' in failed) return { error: failed.error };
        return { data: results.flatMap((result) => ('data' in result ? result.data : [])) };
      },
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const {
  useMyDevicesQuery,
  useDeviceQuery,
  useDeviceOverviewQuery,
  useUpdateDeviceMutation,
  useGroupsNamedQuery,
  useOpenWebAccessMutation,
  useReachMembershipsQuery,
  useReachUsersQuery,
} = devicesApi;
