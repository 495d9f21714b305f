import { baseApi, filter, readAllParsed } from '@/api';
import { createdSchema } from '@/api/created';
import * as v from '@/lib/validate';
import * as flows from './draft-flows';
import type { Dimensions } from './model/data/sheet';
import { afterDiscard, afterPublish } from './model/drafts';
import {
  COMPONENT_TEMPLATE_FIELDS,
  PAGE_FIELDS,
  componentTemplateSchema,
  pageSchema,
  versionSchema,
  type ComponentTemplate,
  type Page,
  type PageVersion,
} from './model/schemas';

const groupOptionSchema = v.object({ publicId: v.string(), name: v.string() });
export type GroupOption = v.Infer<typeof groupOptionSchema>;
import './catalogue';

/** docs/RULES.md#pages: the page size of a device's or an asset's pages; also enough for any company's page list. */
export const PAGE_LIST_SIZE = 4000;

const LIST = { type: 'Page', id: 'LIST' } as const;
const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && typeof (value as Blob).text === 'function';

export interface VersionPatch {
  title?: string | null;
  custom?: { glbMatIcon: string | null };
  periodSpec?: string | null;
  previewAgent?: { publicId: string } | null;
  previewAsset?: { publicId: string } | null;
}

/** One component's change in a PageComponentList PATCH. */
export interface ComponentChange {
  publicId: string;
  dimensions?: Dimensions;
  inputs?: string;
}

export interface ReportRequest {
  target: { agent: { publicId: string } } | { asset: { publicId: string } };
  reportId: string;
  start: string;
  end: string;
  timeZone: string;
}

const pageTags = (pageId: string) => [
  LIST,
  { type: 'Page' as const, id: pageId },
  { type: 'PageVersion' as const, id: pageId },
];

export const pagesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['PageVersion', 'PageComponentTemplate'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Every page of the company (PageList GET, all of them). */
      pages: build.query<Page[], void>({
        queryFn: (_arg, _api, _extra, baseQuery) =>
          readAllParsed(
            baseQuery,
            { rel: 'PageList', query: { fields: PAGE_FIELDS, pageSize: PAGE_LIST_SIZE, orderBy: 'name' } },
            pageSchema,
          ),
        providesTags: (result) => [
          LIST,
          ...(result ?? []).map((page) => ({ type: 'Page' as const, id: page.publicId })),
        ],
      }),
      page: build.query<Page, string>({
        query: (publicId) => ({ rel: 'Page', params: { publicId }, query: { fields: PAGE_FIELDS } }),
        rawResponseSchema: pageSchema,
        providesTags: (_result, _error, publicId) => [{ type: 'Page', id: publicId }],
      }),
      createPage: build.mutation<
        string,
        { name: string; applicationType: string; groupId: string | null; icon: string | null; periodSpec: string }
      >({
        queryFn: (input, _api, _extra, baseQuery) => flows.createPage(baseQuery, input),
        invalidatesTags: [LIST],
      }),
      /** Page PATCH: the name and the group live on the page. */
      updatePage: build.mutation<null, { publicId: string; name?: string; group?: { publicId: string } | null }>({
        query: ({ publicId, ...body }) => ({ rel: 'Page', method: 'PATCH', params: { publicId }, body }),
        transformResponse: () => null,
        invalidatesTags: (_result, _error, { publicId }) => pageTags(publicId),
      }),
      /** PageVersion PATCH: title, icon, period and preview device or asset live on the version (the draft). */
      updateVersion: build.mutation<null, { pageId: string; versionId: string; patch: VersionPatch }>({
        query: ({ versionId, patch }) => ({
          rel: 'PageVersion',
          method: 'PATCH',
          params: { publicId: versionId },
          body: patch,
        }),
        transformResponse: () => null,
        invalidatesTags: (_result, _error, { pageId }) => pageTags(pageId),
      }),
      deletePage: build.mutation<null, string>({
        query: (publicId) => ({ rel: 'Page', method: 'DELETE', params: { publicId } }),
        transformResponse: () => null,
        invalidatesTags: [LIST],
      }),
      /** Makes sure the page has a draft to edit (docs/RULES.md#pages); answers the draft's id. */
      ensureDraft: build.mutation<string, Page>({
        queryFn: (page, _api, _extra, baseQuery) =>
          flows.ensureDraft(baseQuery, page, {
            title: page.published?.title ?? page.name,
            icon: page.published?.custom?.glbMatIcon ?? null,
          }),
        invalidatesTags: (result, _error, page) => (result === page.draft?.publicId ? [] : pageTags(page.publicId)),
      }),
      /** Publish; the server's answer shows at once (docs/RULES.md#pages), then a new draft is ensured. */
      publishPage: build.mutation<null, Page>({
        queryFn: (page, { dispatch }, _extra, baseQuery) =>
          flows.publish(baseQuery, page, () => showAtOnce(dispatch, page.publicId, afterPublish)),
        invalidatesTags: (_result, _error, page) => pageTags(page.publicId),
      }),
      discardDraft: build.mutation<null, Page>({
        queryFn: (page, { dispatch }, _extra, baseQuery) =>
          flows.discard(baseQuery, page, () => showAtOnce(dispatch, page.publicId, afterDiscard)),
        invalidatesTags: (_result, _error, page) => pageTags(page.publicId),
      }),
      /** The versions of a page (PageVersionList filtered on the page), newest first. */
      pageVersions: build.query<PageVersion[], string>({
        queryFn: async (pageId, _api, _extra, baseQuery) => {
          const result = await readAllParsed(
            baseQuery,
            { rel: 'PageVersionList', query: { filters: [filter.eq('page.publicId', pageId)], pageSize: 500 } },
            versionSchema,
          );
          if ('error' in result) return result;
          const time = (version: PageVersion) => version.updatedOn ?? version.createdOn ?? '';
          return { data: [...result.data].sort((a, b) => time(b).localeCompare(time(a))) };
        },
        providesTags: (_result, _error, pageId) => [{ type: 'PageVersion', id: pageId }],
      }),
      restoreVersion: build.mutation<null, { page: Page; versionId: string }>({
        queryFn: ({ page, versionId }, _api, _extra, baseQuery) => flows.restoreVersion(baseQuery, page, versionId),
        invalidatesTags: (_result, _error, { page }) => pageTags(page.publicId),
      }),
      componentTemplates: build.query<ComponentTemplate[], void>({
        queryFn: (_arg, _api, _extra, baseQuery) =>
          readAllParsed(
            baseQuery,
            {
              rel: 'PageComponentTemplateList',
              query: { fields: COMPONENT_TEMPLATE_FIELDS, pageSize: 500, orderBy: 'name' },
            },
            componentTemplateSchema,
          ),
        providesTags: [{ type: 'PageComponentTemplate', id: 'LIST' }],
      }),
      /** PageComponentList POST: one component with its place on the page (`dimensions`) and its settings (`inputs`). */
      addComponent: build.mutation<
        { publicId: string },
        { pageId: string; versionId: string; templateId: string; dimensions: Dimensions; inputs: string }
      >({
        query: ({ versionId, templateId, dimensions, inputs }) => ({
          rel: 'PageComponentList',
          method: 'POST',
          body: [{ pageVersion: { publicId: versionId }, template: { publicId: templateId }, dimensions, inputs }],
        }),
        rawResponseSchema: v.array(createdSchema),
        transformResponse: (data: { publicId: string }[]) => data[0] ?? { publicId: '' },
        invalidatesTags: (_result, _error, { pageId }) => pageTags(pageId),
      }),
      /** PageComponentList DELETE `[{publicId}]`. */
      removeComponent: build.mutation<null, { pageId: string; componentId: string }>({
        query: ({ componentId }) => ({
          rel: 'PageComponentList',
          method: 'DELETE',
          body: [{ publicId: componentId }],
        }),
        transformResponse: () => null,
        invalidatesTags: (_result, _error, { pageId }) => pageTags(pageId),
      }),
      /** PageComponentList PATCH `[{publicId, dimensions?, inputs?}]`: the changed components in one request. */
      updateComponents: build.mutation<null, { pageId: string; changes: ComponentChange[] }>({
        query: ({ changes }) => ({ rel: 'PageComponentList', method: 'PATCH', body: changes }),
        transformResponse: () => null,
        invalidatesTags: (_result, _error, { pageId }) => pageTags(pageId),
      }),
      /** PageDuplicate POST: only a published page ('No published page' otherwise). */
      duplicatePage: build.mutation<null, string>({
        query: (publicId) => ({ rel: 'PageDuplicate', method: 'POST', params: { publicId } }),
        transformResponse: () => null,
        invalidatesTags: [LIST],
      }),
      /** PageDefault POST sets the company's default page, DELETE unsets it; the list is read again (one default). */
      setPageDefault: build.mutation<null, { publicId: string; isDefault: boolean }>({
        query: ({ publicId, isDefault }) => ({
          rel: 'PageDefault',
          method: isDefault ? 'POST' : 'DELETE',
          params: { publicId },
        }),
        transformResponse: () => null,
        invalidatesTags: [LIST],
      }),
      /** PageExport GET: the page as a JSON document (its text). */
      exportPage: build.mutation<string, string>({
        queryFn: async (publicId, _api, _extra, baseQuery) => {
          const result = await baseQuery({ rel: 'PageExport', params: { publicId }, responseType: 'blob' });
          if (result.error) return { error: result.error };
          return { data: isBlob(result.data) ? await result.data.text() : JSON.stringify(result.data) };
        },
      }),
      /** PageImport (company) or GroupPageImport (`{publicId}` = the group): the exported document's text as a JSON string. */
      importPage: build.mutation<string, { text: string; groupId: string | null }>({
        query: ({ text, groupId }) =>
          groupId
            ? { rel: 'GroupPageImport', method: 'POST', params: { publicId: groupId }, body: text }
            : { rel: 'PageImport', method: 'POST', body: text },
        rawResponseSchema: v.array(createdSchema),
        transformResponse: (data: { publicId: string }[]) => data[0]?.publicId ?? '',
        invalidatesTags: [LIST],
      }),
      /** The company's groups, to file a page under or import into (GroupList GET, all of them, by name). */
      pageGroups: build.query<GroupOption[], void>({
        queryFn: (_arg, _api, _extra, baseQuery) =>
          readAllParsed(
            baseQuery,
            { rel: 'GroupList', query: { fields: ['publicId', 'name'], pageSize: PAGE_LIST_SIZE, orderBy: 'name' } },
            groupOptionSchema,
          ),
        providesTags: [{ type: 'Group', id: 'LIST' }],
      }),
      /** A device's pages (AgentPageList, docs/RULES.md#pages: page size 4000). */
      agentPages: build.query<Page[], string>({
        queryFn: (agentId, _api, _extra, baseQuery) =>
          readAllParsed(
            baseQuery,
            { rel: 'AgentPageList', params: { agentId }, query: { fields: PAGE_FIELDS, pageSize: PAGE_LIST_SIZE } },
            pageSchema,
          ),
        providesTags: [LIST],
      }),
      assetPages: build.query<Page[], string>({
        queryFn: (assetId, _api, _extra, baseQuery) =>
          readAllParsed(
            baseQuery,
            { rel: 'AssetPageList', params: { assetId }, query: { fields: PAGE_FIELDS, pageSize: PAGE_LIST_SIZE } },
            pageSchema,
          ),
        providesTags: [LIST],
      }),
      /** QueueReportList POST with the payload of docs/RULES.md#pages: the device or asset, the report, start, end and time zone. */
      queueReport: build.mutation<null, ReportRequest>({
        query: ({ target, reportId, start, end, timeZone }) => ({
          rel: 'QueueReportList',
          method: 'POST',
          body: [{ ...target, report: { publicId: reportId }, start, end, timeZone }],
        }),
        transformResponse: () => null,
      }),
    }),
  });

/** The server's answer to a publish or discard, applied to the cached page and list before they are read again (docs/RULES.md#pages). */
function showAtOnce(dispatch: (action: unknown) => unknown, pageId: string, change: (page: Page) => Page): void {
  dispatch(pagesApi.util.updateQueryData('page', pageId, change));
  dispatch(
    pagesApi.util.updateQueryData('pages', undefined, (list) =>
      list.map((page) => (page.publicId === pageId ? change(page) : page)),
    ),
  );
}

export const {
  usePagesQuery,
  usePageQuery,
  useCreatePageMutation,
  useUpdatePageMutation,
  useUpdateVersionMutation,
  useDeletePageMutation,
  useEnsureDraftMutation,
  usePublishPageMutation,
  useDiscardDraftMutation,
  usePageVersionsQuery,
  useRestoreVersionMutation,
  useComponentTemplatesQuery,
  useAddComponentMutation,
  useRemoveComponentMutation,
  useUpdateComponentsMutation,
  useDuplicatePageMutation,
  useSetPageDefaultMutation,
  useExportPageMutation,
  useImportPageMutation,
  usePageGroupsQuery,
  useAgentPagesQuery,
  useAssetPagesQuery,
  useQueueReportMutation,
} = pagesApi;
