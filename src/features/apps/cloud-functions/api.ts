import { baseApi, filter, readAllParsed } from '@/api';
import { createdSchema, type Created } from '@/api/created';
import {
  CONFIG_FIELDS,
  configSchema,
  linkBody,
  SHARE_FIELDS,
  shareSchema,
  SUBSCRIPTION_FIELDS,
  subscriptionSchema,
  TEMPLATE_FIELDS,
  templateSchema,
  type ConfigSave,
  type MessageSubscription,
  type Template,
  type TemplateConfig,
  type TemplateShare,
} from './model/schemas';

/** A company has a few cloud functions: one page is usually all; readAll follows moreAfter otherwise. */
const PAGE_SIZE = 500;
const TEMPLATES = { type: 'CloudFunction', id: 'LIST' } as const;
const byTemplate = (templateId: string) => [filter.eq('template.publicId', templateId)];
const tag = (kind: 'Config' | 'Share' | 'Subscription', templateId: string) => ({
  type: `CloudFunction${kind}` as const,
  id: templateId,
});
interface Link {
  templateId: string;
  companyId: string;
}

const api = baseApi.enhanceEndpoints({
  addTagTypes: ['CloudFunction', 'CloudFunctionConfig', 'CloudFunctionShare', 'CloudFunctionSubscription'],
});

export const cloudFunctionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    templates: build.query<Template[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          {
            rel: 'BackendComponentTemplateList',
            query: { fields: TEMPLATE_FIELDS, pageSize: PAGE_SIZE, orderBy: 'name' },
          },
          templateSchema,
        ),
      providesTags: [TEMPLATES],
    }),
    createTemplate: build.mutation<Created, { name: string }>({
      query: (body) => ({ rel: 'BackendComponentTemplateList', method: 'POST', body }),
      rawResponseSchema: createdSchema,
      invalidatesTags: [TEMPLATES],
    }),
    updateTemplate: build.mutation<null, { publicId: string; name: string }>({
      query: ({ publicId, ...body }) => ({
        rel: 'BackendComponentTemplate',
        method: 'PATCH',
        params: { publicId },
        body,
      }),
      transformResponse: () => null,
      invalidatesTags: [TEMPLATES],
    }),
    deleteTemplate: build.mutation<null, string>({
      query: (publicId) => ({ rel: 'BackendComponentTemplate', method: 'DELETE', params: { publicId } }),
      transformResponse: () => null,
      invalidatesTags: [TEMPLATES],
    }),
    /** Every config of the template (filtered on template.publicId); the screen uses the first. */
    templateConfigs: build.query<TemplateConfig[], string>({
      queryFn: (templateId, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          {
            rel: 'BackendComponentTemplateConfigList',
            query: { fields: CONFIG_FIELDS, filters: byTemplate(templateId) },
          },
          configSchema,
        ),
      providesTags: (_result, _error, templateId) => [tag('Config', templateId)],
    }),
    saveConfig: build.mutation<null, { templateId: string; save: ConfigSave }>({
      query: ({ save }) =>
        save.kind === 'create'
          ? { rel: 'BackendComponentTemplateConfigList', method: 'POST', body: save.body }
          : {
              rel: 'BackendComponentTemplateConfig',
              method: 'PATCH',
              params: { publicId: save.publicId },
              body: save.body,
            },
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { templateId }) => [tag('Config', templateId)],
    }),
    templateShares: build.query<TemplateShare[], string>({
      queryFn: (templateId, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          {
            rel: 'BackendComponentTemplateShareList',
            query: { fields: SHARE_FIELDS, filters: byTemplate(templateId) },
          },
          shareSchema,
        ),
      providesTags: (_result, _error, templateId) => [tag('Share', templateId)],
    }),
    addShare: build.mutation<Created, Link>({
      query: ({ templateId, companyId }) => ({
        rel: 'BackendComponentTemplateShareList',
        method: 'POST',
        body: linkBody(templateId, companyId),
      }),
      rawResponseSchema: createdSchema,
      invalidatesTags: (_result, _error, { templateId }) => [tag('Share', templateId)],
    }),
    removeShare: build.mutation<null, { templateId: string; publicId: string }>({
      query: ({ publicId }) => ({ rel: 'BackendComponentTemplateShare', method: 'DELETE', params: { publicId } }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { templateId }) => [tag('Share', templateId)],
    }),
    templateSubscriptions: build.query<MessageSubscription[], string>({
      queryFn: (templateId, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          {
            rel: 'BackendComponentMessageSubscriptionList',
            query: { fields: SUBSCRIPTION_FIELDS, filters: byTemplate(templateId) },
          },
          subscriptionSchema,
        ),
      providesTags: (_result, _error, templateId) => [tag('Subscription', templateId)],
    }),
    addSubscription: build.mutation<Created, Link>({
      query: ({ templateId, companyId }) => ({
        rel: 'BackendComponentMessageSubscriptionList',
        method: 'POST',
        body: linkBody(templateId, companyId),
      }),
      rawResponseSchema: createdSchema,
      invalidatesTags: (_result, _error, { templateId }) => [tag('Subscription', templateId)],
    }),
    removeSubscription: build.mutation<null, { templateId: string; publicId: string }>({
      query: ({ publicId }) => ({ rel: 'BackendComponentMessageSubscription', method: 'DELETE', params: { publicId } }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { templateId }) => [tag('Subscription', templateId)],
    }),
    /**
     * BackendComponentTemplateDownloadLogs GET: the logs, a text file, read as text (the store keeps no Blob). Quiet: a
     * failure is the caller's 'download failed' (docs/RULES.md#apps), not the api-unavailable page.
     */
    templateLogs: build.mutation<string, string>({
      async queryFn(publicId, _api, _extra, baseQuery) {
        const result = await baseQuery({
          rel: 'BackendComponentTemplateDownloadLogs',
          params: { publicId },
          responseType: 'blob',
          quiet: true,
        });
        if (result.error) return { error: result.error };
        const file = result.data as Blob | null;
        return { data: file ? await file.text() : '' };
      },
    }),
  }),
});

export const {
  useTemplatesQuery,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useDeleteTemplateMutation,
  useTemplateConfigsQuery,
  useSaveConfigMutation,
  useTemplateSharesQuery,
  useAddShareMutation,
  useRemoveShareMutation,
  useTemplateSubscriptionsQuery,
  useAddSubscriptionMutation,
  useRemoveSubscriptionMutation,
  useTemplateLogsMutation,
} = cloudFunctionsApi;
