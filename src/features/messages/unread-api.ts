import * as v from '@/lib/validate';
import { baseApi } from '@/api';

const unreadSchema = v.object({ unreadMessagesCount: v.fallback(v.number(), 0) });

/** The top bar's badge, on every admin page: only this endpoint, so the page's own calls download with the page. */
export const unreadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The platform keeps the count on the signed-in user (`MyUser.unreadMessagesCount`). */
    unreadMessageCount: build.query<number, string>({
      query: () => ({ rel: 'MyUser', query: { fields: ['unreadMessagesCount'] } }),
      rawResponseSchema: unreadSchema,
      transformResponse: (user: v.Infer<typeof unreadSchema>) => user.unreadMessagesCount,
      providesTags: [{ type: 'Message', id: 'UNREAD' }],
    }),
  }),
});

export const { useUnreadMessageCountQuery } = unreadApi;
