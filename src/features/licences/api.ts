import { baseApi, filter, parseAnswer, readAllParsed, type Filter } from '@/api';
import * as v from '@/lib/validate';
import type { ActivationPayload } from './model/activation';
import {
  BUNDLE_FIELDS,
  bundleSchema,
  LICENCE_FIELDS,
  LICENCE_TYPE_FIELDS,
  licenceSchema,
  licenceTypeSchema,
  LICENSED_DEVICE_FIELDS,
  licensedDeviceSchema,
  type AgentAppKind,
  type Licence,
  type LicenceBundle,
  type LicenceType,
  type LicensedDevice,
} from './model/schemas';
import './catalogue';

/** Licences, types and bundles are read whole, in large pages (readAll follows moreAfter). */
const PAGE_SIZE = 500;
/** The device table shows this many devices by name; a search on the server narrows them. */
export const DEVICE_PAGE_SIZE = 50;

const LICENCES = { type: 'Licence', id: 'LIST' } as const;
const BUNDLES = { type: 'Licence', id: 'BUNDLES' } as const;
const agentTag = (publicId: string) => ({ type: 'Agent' as const, id: publicId });

const ACTIVATE_REL: Record<AgentAppKind, string> = {
  alarming: 'AgentAppAlarmingListActivate',
  logging: 'AgentAppLoggingListActivate',
};
const APP_REL: Record<AgentAppKind, string> = { alarming: 'AgentAppAlarming', logging: 'AgentAppLogging' };

export interface DevicePage {
  devices: LicensedDevice[];
  /** More devices match than are shown. */
  hasMore: boolean;
}

const devicesSchema = v.array(licensedDeviceSchema);

export const licencesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Licence'] }).injectEndpoints({
  endpoints: (build) => ({
    licenceTypes: build.query<LicenceType[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          { rel: 'LicenceTypeList', query: { fields: LICENCE_TYPE_FIELDS, pageSize: PAGE_SIZE } },
          licenceTypeSchema,
        ),
    }),
    licences: build.query<Licence[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          { rel: 'LicenceList', query: { fields: LICENCE_FIELDS, pageSize: PAGE_SIZE } },
          licenceSchema,
        ),
      providesTags: [LICENCES],
    }),
    licenceBundles: build.query<LicenceBundle[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          { rel: 'LicenceBundleList', query: { fields: BUNDLE_FIELDS, pageSize: PAGE_SIZE, orderBy: 'name' } },
          bundleSchema,
        ),
      providesTags: [BUNDLES],
    }),
    /** The first devices by name (AgentList), narrowed on the server by `contains(name, …)`, with what is activated on them. */
    licensedDevices: build.query<DevicePage, { search: string }>({
      queryFn: async ({ search }, _api, _extra, baseQuery) => {
        const filters: Filter[] = search ? [filter.contains('name', search)] : [];
        const result = await baseQuery({
          rel: 'AgentList',
          query: { fields: LICENSED_DEVICE_FIELDS, pageSize: DEVICE_PAGE_SIZE, filters, orderBy: 'name' },
        });
        if (result.error) return { error: result.error };
        const parsed = parseAnswer(devicesSchema, result.data, 'AgentList');
        if (!parsed.success)
          return { error: { status: 'PARSE_ERROR', data: [{ message: 'The server sent an unexpected answer.' }] } };
        return { data: { devices: parsed.data, hasMore: Boolean(result.meta?.moreAfter) } };
      },
      providesTags: (result) => [
        { type: 'Agent', id: 'LIST' },
        ...(result?.devices ?? []).map((device) => agentTag(device.publicId)),
      ],
    }),
    /** LicenceList POST `[{couponCode}]`: one licence per code. */
    redeemCoupons: build.mutation<null, readonly string[]>({
      query: (codes) => ({ rel: 'LicenceList', method: 'POST', body: codes.map((couponCode) => ({ couponCode })) }),
      transformResponse: () => null,
      invalidatesTags: [LICENCES],
    }),
    /** LicenceBundleExtend POST `{couponCode}` when a code is given, else `{}` (docs/API.md: `{couponCode?}`). */
    extendBundle: build.mutation<null, { publicId: string; couponCode: string | null }>({
      query: ({ publicId, couponCode }) => ({
        rel: 'LicenceBundleExtend',
        method: 'POST',
        params: { publicId },
        body: couponCode ? { couponCode } : {},
      }),
      transformResponse: () => null,
      invalidatesTags: [LICENCES, { type: 'Agent', id: 'LIST' }],
    }),
    /** AgentLicenceBundleActivate POST `{publicId: agent, bundle: {publicId}}` (+ `couponCode` when given). */
    activateBundle: build.mutation<null, { agentId: string; bundleId: string; couponCode: string | null }>({
      query: ({ agentId, bundleId, couponCode }) => ({
        rel: 'AgentLicenceBundleActivate',
        method: 'POST',
        body: { publicId: agentId, bundle: { publicId: bundleId }, ...(couponCode ? { couponCode } : {}) },
      }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { agentId }) => [LICENCES, agentTag(agentId)],
    }),
    /** AgentLicenceBundles DELETE, `{agentId}` filled, body `[{publicId}]`: the bundle (docs/RULES.md#licences). */
    deactivateBundle: build.mutation<null, { agentId: string; bundleId: string }>({
      query: ({ agentId, bundleId }) => ({
        rel: 'AgentLicenceBundles',
        method: 'DELETE',
        params: { agentId },
        body: [{ publicId: bundleId }],
      }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { agentId }) => [LICENCES, agentTag(agentId)],
    }),
    /** AgentApp{Alarming,Logging}ListActivate POST with the payload of docs/RULES.md#licences (activation.ts). */
    activateApp: build.mutation<null, { app: AgentAppKind; payload: ActivationPayload }>({
      query: ({ app, payload }) => ({ rel: ACTIVATE_REL[app], method: 'POST', body: payload }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { payload }) => [LICENCES, agentTag(payload.publicId)],
    }),
    /** AgentApp{Alarming,Logging} DELETE, `{publicId}` = the agent. */
    deactivateApp: build.mutation<null, { app: AgentAppKind; agentId: string }>({
      query: ({ app, agentId }) => ({ rel: APP_REL[app], method: 'DELETE', params: { publicId: agentId } }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { agentId }) => [LICENCES, agentTag(agentId)],
    }),
  }),
});

export const {
  useLicenceTypesQuery,
  useLicencesQuery,
  useLicenceBundlesQuery,
  useLicensedDevicesQuery,
  useRedeemCouponsMutation,
  useExtendBundleMutation,
  useActivateBundleMutation,
  useDeactivateBundleMutation,
  useActivateAppMutation,
  useDeactivateAppMutation,
} = licencesApi;
