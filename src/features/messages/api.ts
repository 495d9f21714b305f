import { z } from 'zod';
import { baseApi, filter, readAll } from '../../api';

const unreadSchema = z.array(z.object({ publicId: z.string() }));

export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    unreadMessageCount: build.query<number, string>({
      async queryFn(_companyId, _api, _extra, baseQuery) {
        const result = await readAll<unknown>(baseQuery, {
          rel: 'MessageList',
          query: { fields: ['publicId'], filters: [filter.eq('read', false)], pageSize: 4000 },
        });
        if ('error' in result) return { error: result.error };
        const parsed = unreadSchema.safeParse(result.data);
        return parsed.success ? { data: parsed.data.length } : { error: { status: 'PARSE_ERROR', data: [] } };
      },
      providesTags: [{ type: 'Message', id: 'LIST' }],
    }),
  }),
});

export const { useUnreadMessageCountQuery } = messagesApi;
