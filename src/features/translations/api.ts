import { baseApi, readAllParsed } from '@/api';
import * as v from '@/lib/validate';
import { TRANSLATION_FIELDS, translationSchema, type Languages, type Translation } from './model/schemas';
import './catalogue';

/** Thousands of keys: the platform's largest page, so 5 000 translations are two reads (docs/RULES.md#translations). */
const TRANSLATION_PAGE_SIZE = 4000;

const createdListSchema = v.array(v.object({ publicId: v.string() }));

/** The list's order, as the server sorts keys: case-insensitive, numbers by value. */
const byKey = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * After a write the list in the cache is changed in place rather than read again: thousands of keys stay, only the
 * saved ones change.
 */
async function patchListAfter(
  queryFulfilled: Promise<unknown>,
  dispatch: (action: ReturnType<typeof translationsApi.util.updateQueryData>) => unknown,
  change: (list: Translation[]) => void,
): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  dispatch(translationsApi.util.updateQueryData('translations', undefined, change));
}

export const translationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every translation of the selected company, by key (TranslationList GET, fields `*,languages(*)`, all pages). */
    translations: build.query<Translation[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          {
            rel: 'TranslationList',
            query: { fields: TRANSLATION_FIELDS, pageSize: TRANSLATION_PAGE_SIZE, orderBy: 'key' },
          },
          translationSchema,
        ),
      providesTags: [{ type: 'Translation', id: 'LIST' }],
    }),
    /** TranslationList POST `[{key, languages}]` → the new publicIds, in the body's order. */
    createTranslations: build.mutation<string[], readonly { key: string; languages: Languages }[]>({
      query: (body) => ({ rel: 'TranslationList', method: 'POST', body }),
      rawResponseSchema: createdListSchema,
      transformResponse: (created: { publicId: string }[]) => created.map((item) => item.publicId),
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const ids = await queryFulfilled.then(
          (result) => result.data,
          () => [],
        );
        await patchListAfter(queryFulfilled, dispatch, (list) => {
          list.push(...body.map(({ key, languages }, index) => ({ publicId: ids[index] ?? '', key, languages })));
          list.sort((a, b) => byKey.compare(a.key, b.key));
        });
      },
    }),
    /** TranslationList PATCH `[{publicId, languages}]`: the key cannot change. */
    updateTranslations: build.mutation<null, readonly { publicId: string; languages: Languages }[]>({
      query: (body) => ({ rel: 'TranslationList', method: 'PATCH', body }),
      transformResponse: () => null,
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const changes = new Map(body.map((item) => [item.publicId, item.languages]));
        await patchListAfter(queryFulfilled, dispatch, (list) => {
          for (const row of list) row.languages = changes.get(row.publicId) ?? row.languages;
        });
      },
    }),
    /** TranslationList DELETE `[{publicId}]`. */
    deleteTranslations: build.mutation<null, readonly { publicId: string }[]>({
      query: (body) => ({ rel: 'TranslationList', method: 'DELETE', body }),
      transformResponse: () => null,
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const removed = new Set(body.map((item) => item.publicId));
        await patchListAfter(queryFulfilled, dispatch, (list) => {
          const kept = list.filter((row) => !removed.has(row.publicId));
          list.splice(0, list.length, ...kept);
        });
      },
    }),
  }),
});

export const {
  useTranslationsQuery,
  useCreateTranslationsMutation,
  useUpdateTranslationsMutation,
  useDeleteTranslationsMutation,
} = translationsApi;
