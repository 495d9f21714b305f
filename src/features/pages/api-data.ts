import * as v from '@/lib/validate';
import { readAllParsed } from '@/api';
import { pagesApi } from './api';
import type { DataListItem, DeviceTag } from './model/data/query-plan';

const reference = v.object({ publicId: v.string() });

/** AgentDataTagList's items as the viewer reads them (docs/API.md, Logged data). */
const tagSchema = v.object({
  publicId: v.string(),
  tagId: v.withDefault(v.nullable(v.number()), null),
  slug: v.essential(v.string({ minLength: 1 })),
  name: v.withDefault(v.nullable(v.string()), null),
  source: v.essential(reference),
  variable: v.withDefault(
    v.nullable(
      v.looseObject({
        type: v.withDefault(v.nullable(v.string()), null),
        unit: v.withDefault(v.nullable(v.string()), null),
      }),
    ),
    null,
  ),
});
const TAG_FIELDS = ['publicId', 'tagId', 'slug', 'name', 'source.publicId', 'variable.type', 'variable.unit'];
const VARIABLE_TYPES = ['bool', 'int', 'float', 'str'] as const;

/** The device as the viewer needs it: its name and time zone. */
const dataDeviceSchema = v.object({
  publicId: v.string(),
  name: v.withDefault(v.nullable(v.string()), null),
  timeZone: v.withDefault(v.nullable(v.string()), null),
});
export type DataDevice = v.Infer<typeof dataDeviceSchema>;

/** One DataList answer item (docs/API.md, Logged data): the points of one source. */
const dataItemSchema = v.looseObject({
  source: v.withDefault(v.nullable(reference), null),
  points: v.withDefault(
    v.array(v.looseObject({ time: v.withDefault(v.string(), ''), values: v.withDefault(v.unknown(), null) })),
    [],
  ),
});
export type DataAnswerItem = v.Infer<typeof dataItemSchema>;

const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && typeof (value as Blob).text === 'function';

export const dataApi = pagesApi.enhanceEndpoints({ addTagTypes: ['DataTag'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The tags a device logs (AgentDataTagList, all of them): the slugs a page's components name. */
    deviceTags: build.query<DeviceTag[], string>({
      queryFn: async (agentId, _api, _extra, baseQuery) => {
        const result = await readAllParsed(
          baseQuery,
          { rel: 'AgentDataTagList', params: { agentId }, query: { fields: TAG_FIELDS, pageSize: 4000 } },
          tagSchema,
        );
        if ('error' in result) return result;
        return {
          data: result.data.map((tag) => ({
            slug: tag.slug,
            name: tag.name ?? tag.slug,
            tagId: tag.tagId,
            sourceId: tag.source.publicId,
            type: VARIABLE_TYPES.find((type) => type === tag.variable?.type) ?? null,
            unit: tag.variable?.unit ?? null,
          })),
        };
      },
      providesTags: (_result, _error, agentId) => [{ type: 'DataTag', id: agentId }],
    }),
    /** Agent GET: the device's name and time zone, in which its page's period is counted. */
    dataDevice: build.query<DataDevice, string>({
      query: (publicId) => ({
        rel: 'Agent',
        params: { publicId },
        query: { fields: ['publicId', 'name', 'timeZone'] },
      }),
      rawResponseSchema: dataDeviceSchema,
    }),
    /**
     * DataList POST with the page's one body (a list, one item per data source): a read, cached per body. Its failures
     * are the components' business, shown in each (quiet: no app-wide notice).
     */
    pageData: build.query<DataAnswerItem[], DataListItem[]>({
      query: (body) => ({ rel: 'DataList', method: 'POST', body, quiet: true }),
      rawResponseSchema: v.array(dataItemSchema),
      keepUnusedDataFor: 60,
    }),
    /** DataExport POST: the same body for one source, answered as CSV text. */
    exportData: build.mutation<string, DataListItem>({
      queryFn: async (body, _api, _extra, baseQuery) => {
        const result = await baseQuery({ rel: 'DataExport', method: 'POST', body, responseType: 'blob' });
        if (result.error) return { error: result.error };
        return {
          data: isBlob(result.data) ? await result.data.text() : typeof result.data === 'string' ? result.data : '',
        };
      },
    }),
  }),
});

export const { useDeviceTagsQuery, useDataDeviceQuery, usePageDataQuery, useExportDataMutation } = dataApi;
