import { baseApi, filter, readAllParsed, type AppError } from '@/api';
import type * as v from '@/lib/validate';
import { inBatches } from './model/counts';
import {
  GROUP_DETAIL_FIELDS,
  GROUP_MEMBERSHIP_FIELDS,
  groupDetailSchema,
  groupMembershipSchema,
  inviteeSchema,
  joinMembers,
  joinThings,
  PERSON_FIELDS,
  personSchema,
  thingMembershipSchema,
  thingSchema,
  uniqueIds,
  type GroupDetail,
  type GroupMember,
  type GroupThing,
  type Invitee,
  type Person,
  type Thing,
} from './model/group-page';
import './catalogue';

/** A group's memberships are read whole: a group holds hundreds, the company group at most a few thousand. */
const WHOLE_LIST_PAGE_SIZE = 4000;
/** Suggestions of a picker: the first matches by name. */
const PICK_PAGE_SIZE = 20;

export type ThingKind = 'devices' | 'assets';

const THING_RELS = {
  devices: {
    membership: 'AgentMembershipList',
    list: 'AgentList',
    key: 'agent',
    fields: ['publicId', 'name'],
    tag: 'Agent',
  },
  assets: {
    membership: 'AssetMembershipList',
    list: 'AssetList',
    key: 'asset',
    fields: ['publicId', 'name', 'resourceVariant.publicId', 'resourceVariant.name'],
    tag: 'Asset',
  },
} as const;

type BaseQuery = Parameters<typeof readAllParsed>[0];

/** Beyond this many ids the whole list is read in a few pages rather than a batch of ids per call (the company group). */
const WHOLE_LIST_FROM = 500;

/** Items of `rel` by id, a batch of ids per `in(publicId, …)` call; for many ids, the whole list kept to those ids. */
async function readByIds<T extends { publicId: string }>(
  baseQuery: BaseQuery,
  rel: string,
  ids: readonly string[],
  fields: readonly string[],
  schema: v.Schema<T>,
): Promise<{ data: T[] } | { error: AppError }> {
  if (ids.length > WHOLE_LIST_FROM) {
    const all = await readAllParsed(
      baseQuery,
      { rel, query: { fields: [...fields], pageSize: WHOLE_LIST_PAGE_SIZE } },
      schema,
    );
    if ('error' in all) return all;
    const wanted = new Set(ids);
    return { data: all.data.filter((item) => wanted.has(item.publicId)) };
  }
  const found: T[] = [];
  for (const batch of inBatches(ids)) {
    const result = await readAllParsed(
      baseQuery,
      { rel, query: { fields: [...fields], filters: [filter.in('publicId', batch)], pageSize: WHOLE_LIST_PAGE_SIZE } },
      schema,
    );
    if ('error' in result) return result;
    found.push(...result.data);
  }
  return { data: found };
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['GroupDevices', 'GroupAssets'] });
const thingTag = (kind: ThingKind) => (kind === 'devices' ? ('GroupDevices' as const) : ('GroupAssets' as const));

export type SuggestionKind = ThingKind | 'people';

/** What a picker offers: the name, and what tells two of the same name apart (an address, an asset's type). */
export interface Suggestion {
  publicId: string;
  name: string;
  detail: string | null;
}

export interface ThingChange {
  kind: ThingKind;
  groupId: string;
  /** The device or asset. */
  publicId: string;
}

export const groupPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    groupDetail: build.query<GroupDetail, string>({
      query: (publicId) => ({ rel: 'Group', params: { publicId }, query: { fields: GROUP_DETAIL_FIELDS } }),
      rawResponseSchema: groupDetailSchema,
      providesTags: (_result, _error, publicId) => [{ type: 'Group', id: publicId }],
    }),
    /** People and pending invitations of the group; invitation addresses only for those who may read invitations. */
    groupMembers: build.query<GroupMember[], { groupId: string; withInvites: boolean }>({
      async queryFn({ groupId, withInvites }, _api, _extra, baseQuery) {
        const memberships = await readAllParsed(
          baseQuery,
          {
            rel: 'UserMembershipList',
            query: {
              fields: GROUP_MEMBERSHIP_FIELDS,
              filters: [filter.eq('group.publicId', groupId)],
              pageSize: WHOLE_LIST_PAGE_SIZE,
            },
          },
          groupMembershipSchema,
        );
        if ('error' in memberships) return memberships;
        const people = await readByIds<Person>(
          baseQuery,
          'UserList',
          uniqueIds(memberships.data.map((m) => m.user?.publicId)),
          PERSON_FIELDS,
          personSchema,
        );
        if ('error' in people) return people;
        const inviteIds = withInvites ? uniqueIds(memberships.data.map((m) => m.invite?.publicId)) : [];
        const invitees = await readByIds<Invitee>(
          baseQuery,
          'InviteList',
          inviteIds,
          ['publicId', 'emailAddress'],
          inviteeSchema,
        );
        if ('error' in invitees) return invitees;
        return { data: joinMembers(memberships.data, people.data, invitees.data) };
      },
      providesTags: [
        { type: 'Membership', id: 'LIST' },
        { type: 'User', id: 'LIST' },
        { type: 'Invite', id: 'LIST' },
      ],
    }),
    /** The devices or assets of the group, by name. */
    groupThings: build.query<GroupThing[], { kind: ThingKind; groupId: string }>({
      async queryFn({ kind, groupId }, _api, _extra, baseQuery) {
        const rels = THING_RELS[kind];
        const memberships = await readAllParsed(
          baseQuery,
          {
            rel: rels.membership,
            query: {
              fields: ['publicId', `${rels.key}.publicId`],
              filters: [filter.eq('group.publicId', groupId)],
              pageSize: WHOLE_LIST_PAGE_SIZE,
            },
          },
          thingMembershipSchema,
        );
        if ('error' in memberships) return memberships;
        const pairs = memberships.data.flatMap((m) => {
          const id = m[rels.key]?.publicId;
          return id ? [{ membershipId: m.publicId, publicId: id }] : [];
        });
        const things = await readByIds<Thing>(
          baseQuery,
          rels.list,
          uniqueIds(pairs.map((p) => p.publicId)),
          rels.fields,
          thingSchema,
        );
        if ('error' in things) return things;
        return { data: joinThings(pairs, things.data) };
      },
      providesTags: (_result, _error, { kind, groupId }) => [
        { type: thingTag(kind), id: groupId },
        { type: THING_RELS[kind].tag, id: 'LIST' },
      ],
    }),
    /** People, devices or assets of the company whose name holds `search`, for a picker. */
    suggestions: build.query<Suggestion[], { kind: SuggestionKind; search: string }>({
      async queryFn({ kind, search }, _api, _extra, baseQuery) {
        const rel = kind === 'people' ? 'UserList' : THING_RELS[kind].list;
        const fields = kind === 'people' ? PERSON_FIELDS : THING_RELS[kind].fields;
        const filters = search.trim() ? [filter.contains('name', search.trim())] : [];
        const result = await baseQuery({
          rel,
          query: { fields: [...fields], filters, pageSize: PICK_PAGE_SIZE, orderBy: 'name' },
        });
        if (result.error) return { error: result.error };
        const items = Array.isArray(result.data) ? (result.data as unknown[]) : [];
        return { data: items.flatMap((item) => suggestionOf(kind, item)) };
      },
      keepUnusedDataFor: 30,
    }),
    addThing: build.mutation<null, ThingChange>({
      query: ({ kind, groupId, publicId }) => ({
        rel: THING_RELS[kind].membership,
        method: 'POST',
        body: [{ [THING_RELS[kind].key]: { publicId }, group: { publicId: groupId } }],
      }),
      transformResponse: () => null,
      invalidatesTags: (_result, error, change) => (error ? [] : thingTags(change)),
    }),
    removeThing: build.mutation<null, ThingChange & { membershipId: string }>({
      query: ({ kind, membershipId }) => ({
        rel: THING_RELS[kind].membership,
        method: 'DELETE',
        body: [{ publicId: membershipId }],
      }),
      transformResponse: () => null,
      invalidatesTags: (_result, error, change) => (error ? [] : thingTags(change)),
    }),
  }),
});

/** What a device's or asset's membership changes: the group's list, the lists and counts of devices, the item itself. */
function thingTags({ kind, groupId, publicId }: ThingChange) {
  const tag = THING_RELS[kind].tag;
  return [
    { type: thingTag(kind), id: groupId },
    { type: tag, id: 'LIST' },
    { type: tag, id: publicId },
    { type: 'Group' as const, id: 'COUNTS' },
  ];
}

/** One suggestion of a picker: a person with their address, a device, an asset with its type; an unreadable item none. */
function suggestionOf(kind: SuggestionKind, item: unknown): Suggestion[] {
  if (kind === 'people') {
    const person = personSchema.safeParse(item);
    return person.success
      ? [
          {
            publicId: person.data.publicId,
            name: person.data.name || (person.data.emailAddress ?? ''),
            detail: person.data.emailAddress ?? null,
          },
        ]
      : [];
  }
  const thing = thingSchema.safeParse(item);
  return thing.success
    ? [
        {
          publicId: thing.data.publicId,
          name: thing.data.name ?? thing.data.publicId,
          detail: thing.data.resourceVariant?.name ?? null,
        },
      ]
    : [];
}

export const {
  useGroupDetailQuery,
  useGroupMembersQuery,
  useGroupThingsQuery,
  useSuggestionsQuery,
  useAddThingMutation,
  useRemoveThingMutation,
} = groupPageApi;
