import { baseApi, filter, type Filter } from '@/api';
import * as v from '@/lib/validate';
import { usageRowSchema, type UsageBody, type UsageRow } from './model/buckets';

/** The device picker shows the first matches by name; typing narrows them on the server. */
export const DEVICE_PICKER_PAGE_SIZE = 20;

export const usageDeviceSchema = v.object({ publicId: v.string(), name: v.withDefault(v.nullable(v.string()), null) });
export type UsageDevice = v.Infer<typeof usageDeviceSchema>;

export interface UsageArgs {
  /** One device (AgentVpnUsageList), or null for the whole company (VpnUsageList). */
  agentId: string | null;
  body: UsageBody;
}

export const usageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** VPN traffic by period: a read with a body, answered 201 with one row per period that had traffic. */
    vpnUsage: build.query<UsageRow[], UsageArgs>({
      query: ({ agentId, body }) =>
        agentId === null
          ? { rel: 'VpnUsageList', method: 'POST', body }
          : { rel: 'AgentVpnUsageList', method: 'POST', params: { agentId }, body },
      rawResponseSchema: v.array(usageRowSchema),
    }),
    /** The company's devices whose name contains the search (AgentList), by name: the device picker's options. */
    usageDevices: build.query<UsageDevice[], string>({
      query: (search) => {
        const filters: Filter[] = search.trim() ? [filter.contains('name', search.trim())] : [];
        return {
          rel: 'AgentList',
          query: { fields: ['publicId', 'name'], pageSize: DEVICE_PICKER_PAGE_SIZE, filters, orderBy: 'name' },
        };
      },
      rawResponseSchema: v.array(usageDeviceSchema),
      providesTags: [{ type: 'Agent', id: 'LIST' }],
    }),
  }),
});

export const { useVpnUsageQuery, useUsageDevicesQuery } = usageApi;
