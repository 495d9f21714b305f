import type { ParseKeys } from 'i18next';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { JumpStartPage, LoginPage, LogoutPage, SessionGate, type PermissionSet } from '../features/session';
import { HomePage } from './routes/home-page';
import { PlannedPage } from './routes/planned-page';
import { RequirePermission } from './routes/require-permission';
import { RootLayout } from './routes/root-layout';
import { AdminLayout } from './shell/admin-layout';
import { ApiUnavailablePage, GenericErrorPage, NotAllowedPage } from './shell/error-pages';
import { MENU, menuItemById } from './shell/menu';

function adminChild(id: string): RouteObject {
  const item = menuItemById(id);
  if (!item) throw new Error(`No menu item ${id}`);
  const section = MENU.find((candidate) => candidate.items.includes(item));
  return {
    path: item.path.slice(1),
    element: (
      <RequirePermission allow={item.isVisible}>
        <PlannedPage titleKey={item.labelKey} sectionKey={section?.labelKey} />
      </RequirePermission>
    ),
  };
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
          { path: 'not-allowed', element: <SessionGate><NotAllowedPage /></SessionGate> },
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
          ...ADMIN_CHILDREN.map(adminChild),
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
