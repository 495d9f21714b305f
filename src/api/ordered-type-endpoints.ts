import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { OrderChange, Ordered } from '../lib/ordering';
import * as v from '../lib/validate';
import { baseApi } from './base-api';
import { createdSchema, type Created } from './created';
import type { ApiBaseQuery } from './base-query';
import { firstErrorMessage } from './errors';
import { filter } from './query-params';
import { readAllParsed } from './read-all';

type Build = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];
type TagType = Build extends EndpointBuilder<ApiBaseQuery, infer Tag, 'api'> ? Tag : never;

/** Screens of ordered types show the whole list, so it is read in large pages. */
const LIST_PAGE_SIZE = 1000;

export { createdSchema, type Created } from './created';

/** The body of one reorder: the arranged list for the cache, the changes for the server, and the list's query argument unless it has none. */
export type ReorderArg<Item, ListArg> = { arranged: Item[]; changes: OrderChange[] } & ([ListArg] extends [void]
  ? { listArgs?: undefined }
  : { listArgs: ListArg });

export interface OrderedTypeConfig<Item extends Ordered, ListArg, Member> {
  /** The rel of the list (read, create, reorder) and of one type (update, delete). */
  rels: { list: string; item: string };
  tagType: TagType;
  /** What one item of the list must be (a zod schema from the feature's model, or any Standard Schema). */
  schema: v.StandardSchema<Item, unknown>;
  /** The fields read with the list. */
  listFields: (arg: ListArg) => string[];
  /** The things that have a type: their list rel, the field naming their type (e.g. `type.publicId`), what is read of them. */
  members: {
    rel: string;
    typeField: string;
    fields: string[];
    schema: v.StandardSchema<Member, unknown>;
    tagType: TagType;
  };
  /** The action dispatched, with the first error message, when the server refuses a new order and the list is put back. */
  onReorderFailed: (message: string) => UnknownAction;
}

const usageSchema = v.array(v.object({ publicId: v.string() }));

const itemTags = (type: TagType, items: readonly { publicId: string }[] | undefined) => [
  { type, id: 'LIST' },
  ...(items ?? []).map((item) => ({ type, id: item.publicId })),
];

/**
 * The endpoints of an ordered type list (group types, asset types): the feature names them in its injectEndpoints.
 * Knows the wire and RTK Query, nothing of any feature.
 */
export function orderedTypeEndpoints<
  Item extends Ordered,
  ListArg,
  Input extends object,
  Member extends { publicId: string },
>(config: OrderedTypeConfig<Item, ListArg, Member>) {
  const { rels, tagType, members } = config;
  const listTag = { type: tagType, id: 'LIST' };
  return {
    list: (build: Build) =>
      build.query<Item[], ListArg>({
        queryFn: (arg, _api, _extra, baseQuery) =>
          readAllParsed(
            baseQuery,
            { rel: rels.list, query: { fields: config.listFields(arg), pageSize: LIST_PAGE_SIZE, orderBy: 'order' } },
            config.schema,
          ),
        providesTags: (result) => itemTags(tagType, result),
      }),
    /** The members of one type, by name. */
    members: (build: Build) =>
      build.query<Member[], string>({
        queryFn: (typeId, _api, _extra, baseQuery) =>
          readAllParsed(
            baseQuery,
            {
              rel: members.rel,
              query: {
                fields: members.fields,
                filters: [filter.eq(members.typeField, typeId)],
                pageSize: LIST_PAGE_SIZE,
                orderBy: 'name',
              },
            },
            members.schema,
          ),
        providesTags: (result) => itemTags(members.tagType, result),
      }),
    /** docs/RULES.md#group-and-asset-types: the resource-usage check before a delete, as a list query; one row is enough to know. */
    inUse: (build: Build) =>
      build.query<boolean, string>({
        query: (typeId) => ({
          rel: members.rel,
          query: { fields: ['publicId'], filters: [filter.eq(members.typeField, typeId)], pageSize: 1 },
        }),
        rawResponseSchema: usageSchema,
        transformResponse: (rows: v.Infer<typeof usageSchema>) => rows.length > 0,
        keepUnusedDataFor: 0,
      }),
    create: (build: Build) =>
      build.mutation<Created, Input & { order: number }>({
        query: (body) => ({ rel: rels.list, method: 'POST', body }),
        rawResponseSchema: createdSchema,
        invalidatesTags: [listTag],
      }),
    update: (build: Build) =>
      build.mutation<null, Input & { publicId: string }>({
        query: ({ publicId, ...body }) => ({ rel: rels.item, method: 'PATCH', params: { publicId }, body }),
        transformResponse: () => null,
        invalidatesTags: (_result, _error, { publicId }) => [{ type: tagType, id: publicId }],
      }),
    remove: (build: Build) =>
      build.mutation<null, string>({
        query: (publicId) => ({ rel: rels.item, method: 'DELETE', params: { publicId } }),
        invalidatesTags: [listTag],
      }),
    /**
     * One PATCH of the changed items; the list shows the new order at once and goes back when the server refuses.
     * `showArranged` is the list endpoint's updateQueryData, which only the feature can name.
     */
    reorder: <State, Extra>(
      build: Build,
      showArranged: (arg: ReorderArg<Item, ListArg>) => ThunkAction<{ undo: () => void }, State, Extra, UnknownAction>,
    ) =>
      build.mutation<null, ReorderArg<Item, ListArg>>({
        query: ({ changes }) => ({ rel: rels.list, method: 'PATCH', body: changes }),
        transformResponse: () => null,
        async onQueryStarted(arg, { dispatch, queryFulfilled }) {
          const patch = dispatch(showArranged(arg));
          try {
            await queryFulfilled;
          } catch (failure) {
            patch.undo();
            const error =
              typeof failure === 'object' && failure !== null && 'error' in failure ? failure.error : failure;
            dispatch(config.onReorderFailed(firstErrorMessage(error)));
            dispatch(baseApi.util.invalidateTags([listTag]));
          }
        },
      }),
  };
}
