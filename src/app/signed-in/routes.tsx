import { withTexts } from '@/i18n';
import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { loadApprovalInboxPage, loadMyRequestsPage } from '@/features/access-requests';
import { loadDevicesPages } from '@/features/devices';
import { loadMessagesPage } from '@/features/messages';
import {
  loadCompanyPrivacyStatementPage,
  loadCompanyTermsOfUsePage,
  loadPrivacyStatementBuilderPage,
  loadTermsOfUseBuilderPage,
} from '@/features/legal';
import { loadMyCompaniesPage } from '@/features/my-companies';
import { loadMyProfilePage, loadTwoFactorRequiredPage } from '@/features/profile';
import { canManage, SessionGate, usePersonLanguage, type PermissionSet } from '@/features/session';
import { VpnDialogsHost } from '@/features/vpn';
import { HomePage } from '../routes/home-page';
import { RequirePermission } from '../routes/require-permission';
import { RouteErrorPage, withChunkErrors } from '../route-errors';
import { AdminRoute } from '../shell/admin-route';
import { DEVICES_ITEM, menuItemById, type MenuItem } from '../shell/menu';
import { NotAllowedPage } from '../shell/not-allowed-page';
import { useBackgroundStarted } from './background-start';

export { startSignedInRuntime } from './runtime';

type LazyPage = () => Promise<ComponentType>;

/** Each feature page is its own chunk, loaded when its route is entered. */
const FEATURE_PAGES: Record<string, { path: string; load: LazyPage }[]> = {
  groups: [
    { path: 'groups', load: () => import('@/features/group-types').then((m) => m.GroupTypesRoute) },
    { path: 'groups/type/:publicId', load: () => import('@/features/group-types').then((m) => m.GroupTypeRoute) },
    { path: 'groups/:publicId', load: () => import('@/features/group-types').then((m) => m.loadGroupPage()) },
  ],
  assets: [
    { path: 'assets', load: () => import('@/features/asset-types').then((m) => m.AssetTypesRoute) },
    { path: 'assets/:publicId', load: () => import('@/features/asset-types').then((m) => m.AssetTypeRoute) },
    {
      path: 'assets/:publicId/:assetId',
      load: () => import('@/features/pages').then((m) => m.loadAssetPagesPage()),
    },
    {
      path: 'assets/:publicId/:assetId/pages/:pageId',
      load: () => import('@/features/pages').then((m) => m.loadAssetPageViewPage()),
    },
  ],
  users: [{ path: 'users', load: () => import('@/features/users').then((m) => m.loadUsersPage()) }],
  roles: [{ path: 'roles', load: () => import('@/features/roles').then((m) => m.loadRolesPage()) }],
  'access-categories': [
    {
      path: 'access-categories',
      load: () => import('@/features/access-categories').then((m) => m.AccessCategoriesPage),
    },
  ],
  'access-requests': [{ path: 'access-requests', load: () => loadMyRequestsPage() }],
  'access-request-approvals': [{ path: 'access-requests/approvals', load: () => loadApprovalInboxPage() }],
  identity: [{ path: 'identity', load: () => import('@/features/identity').then((m) => m.loadIdentityPage()) }],
  translations: [
    { path: 'translations', load: () => import('@/features/translations').then((m) => m.loadTranslationsPage()) },
  ],
  'custom-fields': [
    { path: 'custom-fields', load: () => import('@/features/custom-fields').then((m) => m.loadCustomFieldsPage()) },
  ],
  mqtt: [{ path: 'mqtt', load: () => import('@/features/mqtt').then((m) => m.loadMqttPage()) }],
  usage: [{ path: 'usage', load: () => import('@/features/usage').then((m) => m.loadUsagePage()) }],
  'audit-trail': [
    { path: 'audit-trail', load: () => import('@/features/audit-trail').then((m) => m.loadAuditTrailPage()) },
  ],
  licenses: [{ path: 'licenses', load: () => import('@/features/licences').then((m) => m.loadLicencesPage()) }],
  apps: [{ path: 'apps', load: () => import('@/features/apps').then((m) => m.loadAppsPage()) }],
  pages: [
    { path: 'pages', load: () => import('@/features/pages').then((m) => m.loadPagesPage()) },
    { path: 'pages/:publicId', load: () => import('@/features/pages').then((m) => m.loadPageEditorPage()) },
  ],
};

function guarded(item: MenuItem, Page: ComponentType) {
  return (
    <RequirePermission allow={item.isVisible}>
      <Page />
    </RequirePermission>
  );
}

function adminChildren(id: string): RouteObject[] {
  const item = menuItemById(id);
  if (!item) throw new Error(`No menu item ${id}`);
  const pages = FEATURE_PAGES[id];
  if (!pages) throw new Error(`No page for menu item ${id}`);
  return pages.map(({ path, load }) => ({
    path,
    errorElement: <RouteErrorPage />,
    lazy: async () => {
      const Page = await load();
      return { element: guarded(item, Page) };
    },
  }));
}

/** A page outside the shell for signed-in people, its own chunk, optionally guarded by a permission. */
function signedInPage(
  path: string,
  load: LazyPage,
  allow: (permissions: PermissionSet) => boolean = () => true,
): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = await load();
      return {
        element: (
          <SessionGate>
            <RequirePermission allow={allow}>
              <Page />
            </RequirePermission>
          </SessionGate>
        ),
      };
    },
  };
}

const ADMIN_CHILDREN = [
  'access-requests',
  'access-request-approvals',
  'apps',
  'assets',
  'audit-trail',
  'custom-fields',
  'groups',
  'identity',
  'licenses',
  'mqtt',
  'pages',
  'roles',
  'access-categories',
  'translations',
  'usage',
  'users',
];

const SignedInBackground = lazy(() => import('./background').then(withTexts));
/** Every signed-in page, with the VPN dialogs that any of them may open and, once started, the background features. */
function SignedInLayout() {
  const backgroundStarted = useBackgroundStarted();
  usePersonLanguage();
  return (
    <>
      <Outlet />
      <VpnDialogsHost />
      {backgroundStarted && (
        <Suspense fallback={null}>
          <SignedInBackground />
        </Suspense>
      )}
    </>
  );
}

/**
 * The routes that need a session. The route table gains them only once someone is signed in (see `router.tsx`), so
 * a signed-out visit downloads none of this: not the shell, not the pages, not the VPN feature.
 */
export const signedInRoutes: RouteObject[] = withChunkErrors([
  {
    id: 'signed-in',
    element: <SignedInLayout />,
    children: [
      signedInPage('my-profile', loadMyProfilePage),
      signedInPage('two-factor-auth-required', loadTwoFactorRequiredPage),
      signedInPage('my-companies', loadMyCompaniesPage),
      {
        path: 'messages',
        lazy: async () => {
          const MessagesPage = await loadMessagesPage();
          return {
            element: (
              <SessionGate>
                <MessagesPage />
              </SessionGate>
            ),
          };
        },
      },
      signedInPage('my-company/privacy-statement', loadCompanyPrivacyStatementPage),
      signedInPage('my-company/terms-of-use', loadCompanyTermsOfUsePage),
      signedInPage('custom-privacy-statement-builder', loadPrivacyStatementBuilderPage, (p) =>
        canManage(p, 'customPrivacyStatement'),
      ),
      signedInPage('custom-terms-of-use-builder', loadTermsOfUseBuilderPage, (p) => canManage(p, 'customTermsOfUse')),
      {
        path: 'error/not-allowed',
        element: (
          <SessionGate>
            <NotAllowedPage />
          </SessionGate>
        ),
      },
      {
        element: <AdminRoute />,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'home', element: <HomePage /> },
          ...ADMIN_CHILDREN.flatMap(adminChildren),
          {
            path: 'devices',
            errorElement: <RouteErrorPage />,
            lazy: async () => ({ element: guarded(DEVICES_ITEM, (await loadDevicesPages()).DeviceListPage) }),
          },
          {
            path: 'devices/:publicId',
            errorElement: <RouteErrorPage />,
            lazy: async () => ({ element: guarded(DEVICES_ITEM, (await loadDevicesPages()).DevicePage) }),
          },
          {
            path: 'devices/:publicId/pages/:pageId',
            errorElement: <RouteErrorPage />,
            lazy: async () => ({
              element: guarded(DEVICES_ITEM, await import('@/features/pages').then((m) => m.loadDevicePageViewPage())),
            }),
          },
        ],
      },
    ],
  },
]);
