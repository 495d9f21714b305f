import { baseApi, readAllParsed } from '@/api';
import * as v from '@/lib/validate';
import type { BrandingPatchBody } from './model/branding-form';
import { fileForm } from './model/uploads';
import type { MenuItemSavePlan } from './model/menu-items';
import {
  MENU_ITEM_FIELDS,
  MY_COMPANY_IDENTITY_FIELDS,
  menuItemSchema,
  myCompanyIdentitySchema,
  pageOptionSchema,
  publicFileSchema,
  type MenuItem,
  type MyCompanyIdentity,
  type PageOption,
} from './model/schemas';
import './catalogue';

const MINE = { type: 'Company', id: 'MINE' } as const;
const MENU_ITEMS = { type: 'MenuItem', id: 'LIST' } as const;
/** Pages to link to: at most the platform's page size, enough for any company's menu. */
const PAGE_LIMIT = 4000;
const screensaverIdSchema = v.object({ publicId: v.string() });
const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).arrayBuffer === 'function' &&
  typeof (value as Blob).size === 'number';

export const identityApi = baseApi.enhanceEndpoints({ addTagTypes: ['MenuItem', 'Screensaver'] }).injectEndpoints({
  endpoints: (build) => ({
    /** MyCompany GET: the company's branding and the id of its router display screensaver. */
    myCompanyIdentity: build.query<MyCompanyIdentity, void>({
      query: () => ({ rel: 'MyCompany', query: { fields: MY_COMPANY_IDENTITY_FIELDS } }),
      rawResponseSchema: myCompanyIdentitySchema,
      providesTags: [MINE],
    }),
    /**
     * MyCompany PATCH `{branding}`. The company's and the host's branding are read again, so every place that shows a
     * branding (logo, favicon, title, colours) has the new one.
     */
    updateCompanyBranding: build.mutation<null, BrandingPatchBody>({
      query: (body) => ({ rel: 'MyCompany', method: 'PATCH', body }),
      transformResponse: () => null,
      invalidatesTags: [MINE, 'Company', 'Branding'],
    }),
    /** PublicFileUpload POST (multipart `file`) → the address the branding names. */
    uploadPublicFile: build.mutation<string, File>({
      query: (file) => ({ rel: 'PublicFileUpload', method: 'POST', body: fileForm(file) }),
      rawResponseSchema: publicFileSchema,
      transformResponse: (data: v.Infer<typeof publicFileSchema>) => data.url,
    }),
    /**
     * RouterDisplayScreensaver GET answers the image: kept as an object URL, revoked when the last screen showing it
     * is gone (keepUnusedDataFor 0). A 404 is no screensaver (null), not an error.
     */
    screensaverImage: build.query<string | null, string>({
      async queryFn(publicId, _api, _extra, baseQuery) {
        const result = await baseQuery({ rel: 'RouterDisplayScreensaver', params: { publicId }, responseType: 'blob' });
        if (result.error) return result.error.status === 404 ? { data: null } : { error: result.error };
        // Any Blob (the one fetch gives may come from another realm than the page's Blob class, as in tests).
        return { data: isBlob(result.data) ? URL.createObjectURL(result.data) : null };
      },
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(_publicId, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (loaded?.data) URL.revokeObjectURL(loaded.data);
      },
      providesTags: (_result, _error, publicId) => [{ type: 'Screensaver', id: publicId }],
    }),
    /** RouterDisplayScreensaverUpload POST (multipart `file`): the company's screensaver becomes this one. */
    uploadScreensaver: build.mutation<string, File>({
      query: (file) => ({ rel: 'RouterDisplayScreensaverUpload', method: 'POST', body: fileForm(file) }),
      rawResponseSchema: screensaverIdSchema,
      transformResponse: (data: v.Infer<typeof screensaverIdSchema>) => data.publicId,
      invalidatesTags: [MINE],
    }),
    deleteScreensaver: build.mutation<null, string>({
      query: (publicId) => ({ rel: 'RouterDisplayScreensaver', method: 'DELETE', params: { publicId } }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, publicId) => [MINE, { type: 'Screensaver', id: publicId }],
    }),
    /** MenuItemList GET, every item, by order. */
    menuItems: build.query<MenuItem[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          { rel: 'MenuItemList', query: { fields: MENU_ITEM_FIELDS, pageSize: 500, orderBy: 'order' } },
          menuItemSchema,
        ),
      providesTags: [MENU_ITEMS],
    }),
    /** The pages a menu item may open (PageList names). */
    pageOptions: build.query<PageOption[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          { rel: 'PageList', query: { fields: ['publicId', 'name'], pageSize: PAGE_LIMIT, orderBy: 'name' } },
          pageOptionSchema,
        ),
      providesTags: [{ type: 'Page', id: 'LIST' }],
    }),
    /** MenuItemList DELETE `[{publicId}]`. The editor reads the list again itself once everything is saved. */
    deleteMenuItems: build.mutation<null, MenuItemSavePlan['remove']>({
      query: (body) => ({ rel: 'MenuItemList', method: 'DELETE', body }),
      transformResponse: () => null,
    }),
    /** MenuItemList PATCH: the items with a publicId. */
    updateMenuItems: build.mutation<null, MenuItemSavePlan['update']>({
      query: (body) => ({ rel: 'MenuItemList', method: 'PATCH', body }),
      transformResponse: () => null,
    }),
    /** MenuItemList POST: the items without one. */
    createMenuItems: build.mutation<null, MenuItemSavePlan['create']>({
      query: (body) => ({ rel: 'MenuItemList', method: 'POST', body }),
      transformResponse: () => null,
    }),
  }),
});

export const {
  useMyCompanyIdentityQuery,
  useUpdateCompanyBrandingMutation,
  useUploadPublicFileMutation,
  useScreensaverImageQuery,
  useUploadScreensaverMutation,
  useDeleteScreensaverMutation,
  useMenuItemsQuery,
  usePageOptionsQuery,
  useDeleteMenuItemsMutation,
  useUpdateMenuItemsMutation,
  useCreateMenuItemsMutation,
} = identityApi;
