import { baseApi, readAllParsed } from '@/api';
import { createdSchema, type Created } from '@/api/created';
import { AUDIENCE_FIELDS, audienceSchema, type Audience, type AudienceType } from './model/schemas';
import './catalogue';

/** A company has a handful of access categories: one page is usually all of them; readAll follows moreAfter otherwise. */
const AUDIENCE_PAGE_SIZE = 500;

const LIST = { type: 'Audience', id: 'LIST' } as const;
// Roles carry their access categories' names (`audiences[{publicId, name}]`): a rename or delete changes them too.
const ROLES = { type: 'Role', id: 'LIST' } as const;

export interface NewAudience {
  name: string;
  description: string | null;
  type: AudienceType | null;
}

export const accessCategoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every access category of the selected company, by name (AudienceList GET with fields, all pages). */
    audiences: build.query<Audience[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          { rel: 'AudienceList', query: { fields: AUDIENCE_FIELDS, pageSize: AUDIENCE_PAGE_SIZE, orderBy: 'name' } },
          audienceSchema,
        ),
      providesTags: (result) => [
        LIST,
        ...(result ?? []).map((audience) => ({ type: 'Audience' as const, id: audience.publicId })),
      ],
    }),
    createAudience: build.mutation<Created, NewAudience>({
      query: (body) => ({ rel: 'AudienceList', method: 'POST', body }),
      rawResponseSchema: createdSchema,
      invalidatesTags: [LIST],
    }),
    /** Audience PATCH changes the name and the description; the type is fixed at creation. */
    updateAudience: build.mutation<null, { publicId: string; name: string; description: string | null }>({
      query: ({ publicId, ...body }) => ({ rel: 'Audience', method: 'PATCH', params: { publicId }, body }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { publicId }) => [{ type: 'Audience', id: publicId }, ROLES],
    }),
    deleteAudience: build.mutation<null, string>({
      query: (publicId) => ({ rel: 'Audience', method: 'DELETE', params: { publicId } }),
      transformResponse: () => null,
      invalidatesTags: [LIST, ROLES],
    }),
    /** AudienceDefault POST sets the default flag, DELETE unsets it; the list is read again, as setting one unsets the previous. */
    setAudienceDefault: build.mutation<null, { publicId: string; isDefault: boolean }>({
      query: ({ publicId, isDefault }) => ({
        rel: 'AudienceDefault',
        method: isDefault ? 'POST' : 'DELETE',
        params: { publicId },
      }),
      transformResponse: () => null,
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useAudiencesQuery,
  useCreateAudienceMutation,
  useUpdateAudienceMutation,
  useDeleteAudienceMutation,
  useSetAudienceDefaultMutation,
} = accessCategoriesApi;
