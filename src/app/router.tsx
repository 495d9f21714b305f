import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { JumpStartPage, LoginPage, LogoutPage, SessionGate, type PermissionSet } from '../features/session';
import { PlannedPage } from '../ui/planned-page';
import { HomePage } from './routes/home-page';
import { RequirePermission } from './routes/require-permission';
import { RootLayout } from './routes/root-layout';
import { AdminLayout } from './shell/admin-layout';
import { ApiUnavailablePage, GenericErrorPage, NotAllowedPage } from './shell/error-pages';
import { MENU, menuItemById, type MenuItem } from './shell/menu';

type LazyPage = () => Promise<ComponentType>;

/** Each feature page is its own chunk, loaded when its route is entered. */
const FEATURE_PAGES: Record<string, { path: string; load: LazyPage }[]> = {
  groups: [
    { path: 'groups', load: () => import('../features/group-types').then((m) => m.GroupsPage) },
    { path: 'groups/type/:publicId', load: () => import('../features/group-types').then((m) => m.GroupTypePage) },
  ],
  assets: [
    { path: 'assets', load: () => import('../features/asset-types').then((m) => m.AssetsPage) },
    { path: 'assets/:publicId', load: () => import('../features/asset-types').then((m) => m.AssetTypePage) },
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
  if (pages) {
    return pages.map(({ path, load }) => ({
      path,
      lazy: async () => {
        const Page = await load();
        return { element: guarded(item, Page) };
      },
    }));
  }
  const section = MENU.find((candidate) => candidate.items.includes(item));
  const Planned = () => <PlannedPage titleKey={item.labelKey} sectionKey={section?.labelKey} />;
  return [{ path: item.path.slice(1), element: guarded(item, Planned) }];
}

function signedInPage(titleKey: ParseKeys, allow: (permissions: PermissionSet) => boolean = () => true): RouteObject['element'] {
  return (
    <SessionGate>
      <RequirePermission allow={allow}>
        <PlannedPage titleKey={titleKey} />
      </RequirePermission>
    </SessionGate>
  );
}

const ADMIN_CHILDREN = ['apps', 'assets', 'audit-trail', 'custom-fields', 'groups', 'identity', 'licenses', 'mqtt', 'roles', 'access-categories', 'translations', 'usage', 'users'];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <GenericErrorPage />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'jump-start', element: <JumpStartPage /> },
      { path: 'my-profile', element: signedInPage('shell.pages.myProfile') },
      { path: 'my-companies', element: signedInPage('shell.pages.myCompanies') },
      { path: 'messages', element: signedInPage('shell.pages.messages') },
      {
        path: 'error',
        children: [
          { index: true, element: <GenericErrorPage /> },
          { path: 'api-unavailable', element: <ApiUnavailablePage /> },
          {
            path: 'not-allowed',
            element: (
              <SessionGate>
                <NotAllowedPage />
              </SessionGate>
            ),
          },
        ],
      },
      {
        element: (
          <SessionGate>
            <AdminLayout />
          </SessionGate>
        ),
        errorElement: <GenericErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'home', element: <HomePage /> },
          ...ADMIN_CHILDREN.flatMap(adminChildren),
          { path: 'devices', lazy: async () => ({ Component: (await import('../features/devices')).DevicesPage }) },
          { path: 'devices/:publicId', lazy: async () => ({ Component: (await import('../features/devices')).DevicePage }) },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
