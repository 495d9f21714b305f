import * as v from '@/lib/validate';
import { filter, parseAnswer, readAll, type AppError } from '@/api';
import { messageSchema, newestFirst, type Message } from './model/message';
import { unreadApi } from './unread-api';

export type { Message } from './model/message';

/** Every message is read with all its fields: the platform's MessageList takes no `fields` parameter. */
const LIST_PAGE_SIZE = 200;

const parseError = (): AppError => ({
  status: 'PARSE_ERROR',
  data: [{ message: 'The server sent an unexpected answer.' }],
});

/** The messages page's calls, beside the badge's count that they keep up to date. */
export const messagesApi = unreadApi.injectEndpoints({
  endpoints: (build) => ({
    messages: build.query<Message[], string>({
      async queryFn(_companyId, _api, _extra, baseQuery) {
        const result = await readAll<unknown>(baseQuery, {
          rel: 'MessageList',
          query: { orderBy: '-createdOn', pageSize: LIST_PAGE_SIZE },
        });
        if ('error' in result) return { error: result.error };
        const parsed = parseAnswer(v.array(messageSchema), result.data, 'MessageList');
        return parsed.success ? { data: newestFirst(parsed.data) } : { error: parseError() };
      },
      providesTags: (result) => [
        { type: 'Message', id: 'LIST' },
        ...(result ?? []).map((message) => ({ type: 'Message' as const, id: message.publicId })),
      ],
    }),
    /**
     * The device a message names (it names it, the platform gives no id): AgentList `eq(name, …)`, its publicId when
     * exactly one device of the person has that name, else null.
     */
    deviceNamed: build.query<string | null, string>({
      query: (name) => ({
        rel: 'AgentList',
        query: { fields: ['publicId', 'name'], pageSize: 2, filters: [filter.eq('name', name)] },
      }),
      rawResponseSchema: v.array(v.object({ publicId: v.string() })),
      transformResponse: (rows: { publicId: string }[]) => (rows.length === 1 ? (rows[0]?.publicId ?? null) : null),
    }),
    /** One message (PATCH Message) or, without a publicId, all of them (PATCH MessageAll), marked read at once and restored if the server refuses. */
    markMessagesRead: build.mutation<null, { companyId: string; publicId?: string }>({
      query: ({ publicId }) =>
        publicId === undefined
          ? { rel: 'MessageAll', method: 'PATCH', body: { read: true } }
          : { rel: 'Message', method: 'PATCH', params: { publicId }, body: { read: true } },
      transformResponse: () => null,
      async onQueryStarted({ companyId, publicId }, { dispatch, queryFulfilled }) {
        const all = publicId === undefined;
        let newlyRead = 0;
        const patch = dispatch(
          messagesApi.util.updateQueryData('messages', companyId, (draft) => {
            for (const message of draft) {
              if (message.read || !(all || message.publicId === publicId)) continue;
              message.read = true;
              newlyRead += 1;
            }
          }),
        );
        const count = dispatch(
          messagesApi.util.updateQueryData('unreadMessageCount', companyId, (draft) =>
            all ? 0 : Math.max(0, draft - newlyRead),
          ),
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

export const { useMessagesQuery, useMarkMessagesReadMutation, useDeviceNamedQuery } = messagesApi;
