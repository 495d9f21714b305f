import { baseApi, filter, readAllParsed, type Filter } from '@/api';
import * as v from '@/lib/validate';
import { saveFile } from '@/lib/download';
import { auditLogSchema, namedSchema, type AuditLogEntry, type Named } from './model/schemas';
import './catalogue';

/** Entries per server page of the trail; "Load more" follows `moreAfter`. */
export const AUDIT_PAGE_SIZE = 50;
/** Options a picker offers for what has been typed: the server searches, the first few are enough to pick from. */
const PICKER_SIZE = 20;
/** Devices and assets are read whole once to name the topics of the trail (a company has hundreds, not tens of thousands). */
const NAMES_PAGE_SIZE = 4000;

export interface AuditPage {
  entries: AuditLogEntry[];
  moreAfter: string | null;
}

const hasText = (value: unknown): value is { text: () => Promise<string> } =>
  typeof value === 'object' && value !== null && 'text' in value && typeof value.text === 'function';

const search = (text: string): Filter[] => (text.trim() ? [filter.contains('name', text.trim())] : []);

export const auditTrailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The trail newest first, one server page at a time, filtered by the server (no `fields`: the platform takes none here). */
    auditLogs: build.infiniteQuery<AuditPage, readonly Filter[], string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.moreAfter },
      query: ({ queryArg: filters, pageParam }) => ({
        rel: 'AuditLogList',
        query: { pageSize: AUDIT_PAGE_SIZE, pageAfter: pageParam ?? undefined, filters, orderBy: '-time' },
      }),
      rawResponseSchema: v.array(auditLogSchema),
      transformResponse: (entries: AuditLogEntry[], meta) => ({ entries, moreAfter: meta?.moreAfter ?? null }),
      keepUnusedDataFor: 30,
    }),
    /** A device's history (AgentAuditLogList), newest first, one server page at a time. */
    deviceAuditLogs: build.infiniteQuery<AuditPage, string, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.moreAfter },
      query: ({ queryArg: agentId, pageParam }) => ({
        rel: 'AgentAuditLogList',
        params: { agentId },
        query: { pageSize: AUDIT_PAGE_SIZE, pageAfter: pageParam ?? undefined, orderBy: '-time' },
      }),
      rawResponseSchema: v.array(auditLogSchema),
      transformResponse: (entries: AuditLogEntry[], meta) => ({ entries, moreAfter: meta?.moreAfter ?? null }),
      keepUnusedDataFor: 30,
    }),
    /** AuditLogExport with the same filters: the CSV it answers is handed to the browser as `fileName`. */
    exportAuditLogs: build.mutation<null, { filters: readonly Filter[]; fileName: string }>({
      async queryFn({ filters, fileName }, _api, _extra, baseQuery) {
        const result = await baseQuery({ rel: 'AuditLogExport', query: { filters }, responseType: 'blob' });
        if (result.error) return { error: result.error };
        const text = hasText(result.data)
          ? await result.data.text()
          : typeof result.data === 'string'
            ? result.data
            : '';
        saveFile(fileName, text, 'text/csv;charset=utf-8');
        return { data: null };
      },
    }),
    /** People of the company whose name holds the text (the actor picker). */
    auditActorOptions: build.query<Named[], string>({
      query: (text) => ({
        rel: 'UserList',
        query: { fields: ['publicId', 'name'], pageSize: PICKER_SIZE, filters: search(text), orderBy: 'name' },
      }),
      rawResponseSchema: v.array(namedSchema),
    }),
    /** Devices whose name holds the text (the device picker). */
    auditDeviceOptions: build.query<Named[], string>({
      query: (text) => ({
        rel: 'AgentList',
        query: { fields: ['publicId', 'name'], pageSize: PICKER_SIZE, filters: search(text), orderBy: 'name' },
      }),
      rawResponseSchema: v.array(namedSchema),
    }),
    /** Names of the company's devices and assets by id: the trail's topics name them by id only. */
    auditTopicNames: build.query<{ agents: Record<string, string>; assets: Record<string, string> }, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const read = (rel: string) =>
          readAllParsed(
            baseQuery,
            { rel, query: { fields: ['publicId', 'name'], pageSize: NAMES_PAGE_SIZE }, quiet: true },
            namedSchema,
          );
        const [agents, assets] = await Promise.all([read('AgentList'), read('AssetList')]);
        const byId = (result: Awaited<ReturnType<typeof read>>) =>
          'data' in result
            ? Object.fromEntries(result.data.flatMap((item) => (item.name ? [[item.publicId, item.name]] : [])))
            : {};
        // Names only help reading: without them the ids show, the trail itself still works.
        return { data: { agents: byId(agents), assets: byId(assets) } };
      },
    }),
    /** The name of a topic's person (the detail). */
    auditUserName: build.query<string | null, string>({
      query: (publicId) => ({
        rel: 'User',
        params: { publicId },
        query: { fields: ['publicId', 'name'] },
        quiet: true,
      }),
      rawResponseSchema: namedSchema,
      transformResponse: (user: Named) => user.name,
    }),
  }),
});

export const {
  useAuditLogsInfiniteQuery,
  useDeviceAuditLogsInfiniteQuery,
  useExportAuditLogsMutation,
  useAuditActorOptionsQuery,
  useAuditDeviceOptionsQuery,
  useAuditTopicNamesQuery,
  useAuditUserNameQuery,
} = auditTrailApi;
