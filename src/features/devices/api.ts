import * as v from '../../lib/validate';
import { baseApi, filter, type Filter } from '../../api';
import { DEVICE_FIELDS, DEVICE_LIST_FIELDS, DEVICE_PAGE_SIZE, deviceSchema, type Device } from './model/device';

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
    device: build.query<Device, string>({
      query: (publicId) => ({ rel: 'Agent', params: { publicId }, query: { fields: DEVICE_FIELDS } }),
      rawResponseSchema: deviceSchema,
      providesTags: (_result, _error, publicId) => [{ type: 'Agent', id: publicId }],
    }),
  }),
});

export const { useMyDevicesQuery, useDeviceQuery } = devicesApi;
