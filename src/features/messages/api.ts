import * as z from 'zod/mini';
import { baseApi, filter, readAll } from '../../api';

const unreadSchema = z.array(z.object({ publicId: z.string() }));

export const messageSchema = z.object({
  publicId: z.string(),
  subject: z.string(),
  body: z.catch(z.string(), ''),
  severity: z.catch(z.enum(['info', 'warning', 'critical']), 'info'),
  read: z.boolean(),
  created: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

const MESSAGE_FIELDS = ['publicId', 'subject', 'body', 'severity', 'read', 'created'];

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
    messages: build.query<Message[], string>({
      async queryFn(_companyId, _api, _extra, baseQuery) {
        const result = await readAll<unknown>(baseQuery, {
          rel: 'MessageList',
          query: { fields: MESSAGE_FIELDS, orderBy: '-created', pageSize: 200 },
        });
        if ('error' in result) return { error: result.error };
        const parsed = z.array(messageSchema).safeParse(result.data);
        return parsed.success ? { data: parsed.data } : { error: { status: 'PARSE_ERROR', data: [{ message: 'The server sent an unexpected answer.' }] } };
      },
      providesTags: (result) => [{ type: 'Message', id: 'LIST' }, ...(result ?? []).map((message) => ({ type: 'Message' as const, id: message.publicId }))],
    }),
    markMessagesRead: build.mutation<null, { companyId: string; publicIds: string[] }>({
      query: ({ publicIds }) => ({
        rel: 'MessageList',
        method: 'PATCH',
        body: publicIds.map((publicId) => ({ publicId, read: true })),
      }),
      // Optimistic: the message looks read at once and is restored if the server refuses.
      async onQueryStarted({ companyId, publicIds }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          messagesApi.util.updateQueryData('messages', companyId, (draft) => {
            for (const message of draft) if (publicIds.includes(message.publicId)) message.read = true;
          }),
        );
        const count = dispatch(
          messagesApi.util.updateQueryData('unreadMessageCount', companyId, (draft) => Math.max(0, draft - publicIds.length)),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
          count.undo();
        }
      },
    }),
  }),
});

export const { useUnreadMessageCountQuery, useMessagesQuery, useMarkMessagesReadMutation } = messagesApi;
