import * as v from '@/lib/validate';
import { baseApi, filter, parseAnswer, readAllParsed } from '@/api';
import { DEVICE_FIELDS, DEVICE_LIST_FIELDS, deviceSchema, type Device } from './model/device';
import { deviceSegments, type DeviceListQuery } from './model/list-query';
import { DEVICE_OVERVIEW_FIELDS, deviceOverviewSchema, type DeviceOverview } from './model/overview';
import {
  REACH_MEMBERSHIP_FIELDS,
  REACH_USER_FIELDS,
  reachMembershipSchema,
  reachUserSchema,
  type ReachMembership,
  type ReachUser,
} from './model/reach-schemas';

const deviceListSchema = v.array(deviceSchema);

/** WebAccess answers the opened service's address (platform OpenAPI: `[{publicId, url}]`). */
const webAccessSchema = v.array(v.object({ publicId: v.string(), url: v.string() }));

/** Devices per server page of the list. */
export const DEVICE_LIST_PAGE_SIZE = 50;
/** A company's groups and the device types are read whole for the filters (tens to hundreds). */
const OPTIONS_PAGE_SIZE = 4000;

/** Where a page of the list starts: in which of the query's server-ordered stretches (`deviceSegments`), after which cursor. */
export interface DevicePageParam {
  segment: number;
  after: string | null;
}
export interface DevicePage {
  devices: Device[];
  /** Where the next page starts; null at the end of the list. */
  next: DevicePageParam | null;
}
export interface Option {
  publicId: string;
  name: string;
}

/** Memberships are read whole, in the largest pages the platform serves (a company group can hold 10 000 people). */
const MEMBERSHIP_PAGE_SIZE = 4000;
/** Users are named in batches of `in(publicId, …)`, so an address stays short. */
export const REACH_USER_BATCH = 100;

export const devicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One page after another of the devices a list query keeps (AgentList; "Load more" follows `moreAfter`). A query
     * made of several server-ordered stretches (by state: online, then offline) reads them in turn; a page where one
     * stretch ends is filled up from the start of the next, so every page but the last holds a full page of devices.
     */
    devicePages: build.infiniteQuery<DevicePage, DeviceListQuery, DevicePageParam>({
      infiniteQueryOptions: {
        initialPageParam: { segment: 0, after: null },
        getNextPageParam: (lastPage) => lastPage.next,
      },
      async queryFn({ queryArg, pageParam }, _api, _extra, baseQuery) {
        const segments = deviceSegments(queryArg);
        const devices: Device[] = [];
        let { segment, after } = pageParam;
        for (
          let stretch = segments[segment];
          stretch && devices.length < DEVICE_LIST_PAGE_SIZE;
          stretch = segments[segment]
        ) {
          const query = {
            fields: DEVICE_LIST_FIELDS,
            pageSize: DEVICE_LIST_PAGE_SIZE - devices.length,
            pageAfter: after ?? undefined,
            filters: stretch.filters,
            orderBy: stretch.orderBy,
          };
          const result = await baseQuery({ rel: 'AgentList', query });
          if (result.error) return { error: result.error };
          const parsed = parseAnswer(deviceListSchema, result.data, 'AgentList');
          if (!parsed.success)
            return { error: { status: 'PARSE_ERROR', data: [{ message: 'The server sent an unexpected answer.' }] } };
          devices.push(...parsed.data);
          after = result.meta?.moreAfter ?? null;
          if (after) return { data: { devices, next: { segment, after } } };
          segment += 1;
        }
        return { data: { devices, next: segment < segments.length ? { segment, after: null } : null } };
      },
      providesTags: [{ type: 'Agent', id: 'LIST' }],
    }),
    /** The company's groups and the device types, for the list's filters. */
    deviceFilterOptions: build.query<{ groups: Option[]; types: Option[] }, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const optionSchema = v.object({ publicId: v.string(), name: v.fallback(v.nullish(v.string()), null) });
        const [groups, types] = await Promise.all([
          readAllParsed(
            baseQuery,
            {
              rel: 'GroupList',
              query: {
                fields: ['publicId', 'name'],
                pageSize: OPTIONS_PAGE_SIZE,
                filters: [filter.eq('isCompanyGroup', false)],
                orderBy: 'name',
              },
            },
            optionSchema,
          ),
          readAllParsed(
            baseQuery,
            {
              rel: 'AgentTypeList',
              query: { fields: ['publicId', 'name'], pageSize: OPTIONS_PAGE_SIZE, orderBy: 'name' },
            },
            optionSchema,
          ),
        ]);
        if ('error' in groups) return { error: groups.error };
        if ('error' in types) return { error: types.error };
        const named = (rows: { publicId: string; name?: string | null }[]) =>
          rows.map((row) => ({ publicId: row.publicId, name: row.name ?? row.publicId }));
        return { data: { groups: named(groups.data), types: named(types.data) } };
      },
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
      invalidatesTags: (_result, _error, { publicId }) => [
        { type: 'Agent', id: publicId },
        { type: 'Agent', id: 'LIST' },
      ],
    }),
    /** The names and types of the given groups (GroupList `in(publicId, …)`), for a device's groups. */
    groupsNamed: build.query<
      { publicId: string; name: string | null; type: { publicId: string } | null }[],
      readonly string[]
    >({
      query: (groupIds) => ({
        rel: 'GroupList',
        query: {
          fields: ['publicId', 'name', 'type.publicId'],
          pageSize: groupIds.length,
          filters: [filter.in('publicId', [...groupIds])],
        },
      }),
      rawResponseSchema: v.array(
        v.object({
          publicId: v.string(),
          name: v.fallback(v.nullish(v.string()), null),
          type: v.fallback(v.nullish(v.object({ publicId: v.string() })), null),
        }),
      ),
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
                query: {
                  fields: REACH_MEMBERSHIP_FIELDS,
                  pageSize: MEMBERSHIP_PAGE_SIZE,
                  filters: [filter.in('group.publicId', [...groupIds])],
                },
              },
              reachMembershipSchema,
            ),
      providesTags: [{ type: 'Membership', id: 'LIST' }],
    }),
    /** The names of the given users, `in(publicId, …)` in batches of REACH_USER_BATCH read side by side. */
    reachUsers: build.query<ReachUser[], readonly string[]>({
      queryFn: async (userIds, _api, _extra, baseQuery) => {
        const batches: string[][] = [];
        for (let start = 0; start < userIds.length; start += REACH_USER_BATCH)
          batches.push(userIds.slice(start, start + REACH_USER_BATCH));
        const results = await Promise.all(
          batches.map((batch) =>
            readAllParsed(
              baseQuery,
              {
                rel: 'UserList',
                query: { fields: REACH_USER_FIELDS, pageSize: batch.length, filters: [filter.in('publicId', batch)] },
              },
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
  useDevicePagesInfiniteQuery,
  useDeviceFilterOptionsQuery,
  useDeviceQuery,
  useDeviceOverviewQuery,
  useUpdateDeviceMutation,
  useGroupsNamedQuery,
  useOpenWebAccessMutation,
  useReachMembershipsQuery,
  useReachUsersQuery,
} = devicesApi;
