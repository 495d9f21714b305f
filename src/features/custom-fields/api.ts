import { baseApi, readAllParsed } from '@/api';
import { createdSchema, type Created } from '@/api/created';
import type { createBody, updateBody } from './model/form';
import { customPropertySchema, type CustomProperty } from './model/schemas';
import './catalogue';

/** A company has tens of custom fields: one page is usually all of them; readAll follows moreAfter otherwise. */
const PAGE_SIZE = 500;
const LIST = { type: 'CustomProperty', id: 'LIST' } as const;

const api = baseApi.enhanceEndpoints({ addTagTypes: ['CustomProperty'] });

export const customFieldsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The company's custom properties and the platform's (CustomPropertyList GET with every field, all pages), by name. */
    customProperties: build.query<CustomProperty[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          { rel: 'CustomPropertyList', query: { fields: ['*'], pageSize: PAGE_SIZE, orderBy: 'name' } },
          customPropertySchema,
        ),
      providesTags: (result) => [
        LIST,
        ...(result ?? []).map((property) => ({ type: 'CustomProperty' as const, id: property.publicId })),
      ],
    }),
    createCustomProperty: build.mutation<Created, ReturnType<typeof createBody>>({
      query: (body) => ({ rel: 'MyCompanyCustomPropertyList', method: 'POST', body }),
      rawResponseSchema: createdSchema,
      invalidatesTags: [LIST],
    }),
    updateCustomProperty: build.mutation<null, { publicId: string; body: ReturnType<typeof updateBody> }>({
      query: ({ publicId, body }) => ({ rel: 'MyCompanyCustomProperty', method: 'PATCH', params: { publicId }, body }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { publicId }) => [{ type: 'CustomProperty', id: publicId }],
    }),
    deleteCustomProperty: build.mutation<null, string>({
      query: (publicId) => ({ rel: 'MyCompanyCustomProperty', method: 'DELETE', params: { publicId } }),
      transformResponse: () => null,
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useCustomPropertiesQuery,
  useCreateCustomPropertyMutation,
  useUpdateCustomPropertyMutation,
  useDeleteCustomPropertyMutation,
} = customFieldsApi;
