import { baseApi, readAllParsed } from '@/api';
import { createdSchema, type Created } from '@/api/created';
import type { brokerBody } from './model/broker-form';
import type { clientBody } from './model/client-form';
import { brokerSchema, type Broker } from './model/schemas';
import './catalogue';

/** A company has a handful of brokers: one page is usually all of them; readAll follows moreAfter otherwise. */
const PAGE_SIZE = 100;
/** Clients come inside their broker (no GET of their own): any change reads the brokers again. */
const LIST = { type: 'MqttBroker', id: 'LIST' } as const;

type BrokerBody = ReturnType<typeof brokerBody>;
type ClientBody = ReturnType<typeof clientBody>;

const api = baseApi.enhanceEndpoints({ addTagTypes: ['MqttBroker'] });

export const mqttApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every broker of the selected company with its clients (MqttBrokerList GET, all pages), by name. */
    mqttBrokers: build.query<Broker[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          { rel: 'MqttBrokerList', query: { pageSize: PAGE_SIZE, orderBy: 'name' } },
          brokerSchema,
        ),
      providesTags: [LIST],
    }),
    createBroker: build.mutation<Created, BrokerBody>({
      query: (body) => ({ rel: 'MqttBrokerList', method: 'POST', body }),
      rawResponseSchema: createdSchema,
      invalidatesTags: [LIST],
    }),
    updateBroker: build.mutation<null, { publicId: string; body: BrokerBody }>({
      query: ({ publicId, body }) => ({ rel: 'MqttBroker', method: 'PATCH', params: { publicId }, body }),
      transformResponse: () => null,
      invalidatesTags: [LIST],
    }),
    deleteBroker: build.mutation<null, string>({
      query: (publicId) => ({ rel: 'MqttBroker', method: 'DELETE', params: { publicId } }),
      transformResponse: () => null,
      invalidatesTags: [LIST],
    }),
    /** MqttBrokerClientList POST: the broker fills the path's `{brokerId}`. */
    createClient: build.mutation<Created, { brokerId: string; body: ClientBody }>({
      query: ({ brokerId, body }) => ({ rel: 'MqttBrokerClientList', method: 'POST', params: { brokerId }, body }),
      rawResponseSchema: createdSchema,
      invalidatesTags: [LIST],
    }),
    updateClient: build.mutation<null, { brokerId: string; publicId: string; body: ClientBody }>({
      query: ({ brokerId, publicId, body }) => ({
        rel: 'MqttBrokerClient',
        method: 'PATCH',
        params: { brokerId, publicId },
        body,
      }),
      transformResponse: () => null,
      invalidatesTags: [LIST],
    }),
    deleteClient: build.mutation<null, { brokerId: string; publicId: string }>({
      query: ({ brokerId, publicId }) => ({
        rel: 'MqttBrokerClient',
        method: 'DELETE',
        params: { brokerId, publicId },
      }),
      transformResponse: () => null,
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useMqttBrokersQuery,
  useCreateBrokerMutation,
  useUpdateBrokerMutation,
  useDeleteBrokerMutation,
  useCreateClientMutation,
  useUpdateClientMutation,
  useDeleteClientMutation,
} = mqttApi;
