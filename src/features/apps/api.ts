import { baseApi, loadDiscovery, readAllParsed } from '@/api';
import {
  APP_FIELDS,
  APP_INSTALL_FIELDS,
  appInstallSchema,
  appSchema,
  CONFIG_UPDATE_REL,
  configUpdateRequest,
  type App,
  type AppToInstall,
} from './model/apps';
import './catalogue';

/** The platform has a handful of apps: one page is all of them; readAll follows moreAfter otherwise. */
const APP_PAGE_SIZE = 200;

/** The link template of a rel, or undefined when discovery cannot be read (the call itself then reports why). */
const templateOf = (rel: string): Promise<string | undefined> =>
  loadDiscovery().then(
    (links) => links.get(rel),
    () => undefined,
  );

/**
 * The changes invalidate nothing: the page reads the list again itself and keeps the app busy until the new state is
 * shown, so a switch never flips back for a moment.
 */
export const appsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every installable app, with its state in the selected company (AppList GET, all pages). */
    apps: build.query<App[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          { rel: 'AppList', query: { fields: APP_FIELDS, pageSize: APP_PAGE_SIZE, orderBy: 'name' } },
          appSchema,
        ),
    }),
    /** AppInstall GET with fields=name,publicId (docs/RULES.md#apps): names what an install will install. Read fresh every time. */
    appToInstall: build.query<AppToInstall, string>({
      query: (publicId) => ({ rel: 'AppInstall', params: { publicId }, query: { fields: APP_INSTALL_FIELDS } }),
      rawResponseSchema: appInstallSchema,
      keepUnusedDataFor: 0,
    }),
    /**
     * AppInstall POST: no body, and the company it installs into in Api-Company (docs/RULES.md#apps: installing an app also sets a
     * company header), named here rather than left to the general rule so an install never goes without it.
     */
    installApp: build.mutation<null, { publicId: string; companyId: string }>({
      query: ({ publicId, companyId }) => ({
        rel: 'AppInstall',
        method: 'POST',
        params: { publicId },
        headers: { 'Api-Company': companyId },
      }),
      transformResponse: () => null,
    }),
    uninstallApp: build.mutation<null, string>({
      query: (publicId) => ({ rel: 'AppUninstall', method: 'DELETE', params: { publicId } }),
      transformResponse: () => null,
    }),
    /** AppConfigUpdate PATCH `{enabled}`; how the app is named depends on the discovered template (configUpdateRequest). */
    setAppEnabled: build.mutation<null, { publicId: string; enabled: boolean }>({
      queryFn: async ({ publicId, enabled }, _api, _extra, baseQuery) => {
        const result = await baseQuery(configUpdateRequest(await templateOf(CONFIG_UPDATE_REL), publicId, enabled));
        return result.error ? { error: result.error } : { data: null };
      },
    }),
  }),
});

export const {
  useAppsQuery,
  useLazyAppToInstallQuery,
  useInstallAppMutation,
  useUninstallAppMutation,
  useSetAppEnabledMutation,
} = appsApi;
