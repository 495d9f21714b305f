/**
 * Every route of the routing table (src/app/router.tsx, docs/RULES.md#shell) with a concrete address to visit.
 * src/app/router.test.ts holds this list against the table, so a new route must be added here.
 */
export interface RouteVisit {
  /** The route's path in the table, nested paths joined ('groups/type/:publicId'); '*' for the catch-all. */
  pattern: string;
  /** The address visited. */
  path: string;
  /**
   * A working page shows a main landmark with content (or an error page's title outside the shell) and no route error;
   * /loading shows the spinner, /error the generic error page.
   */
  shows?: 'spinner' | 'generic-error';
}

export const ROUTE_VISITS: readonly RouteVisit[] = [
  { pattern: '', path: '/' },
  { pattern: 'home', path: '/home' },
  { pattern: 'users', path: '/users' },
  { pattern: 'groups', path: '/groups' },
  { pattern: 'groups/type/:publicId', path: '/groups/type/gt-003' },
  { pattern: 'groups/:publicId', path: '/groups/g-004' },
  { pattern: 'roles', path: '/roles' },
  { pattern: 'access-categories', path: '/access-categories' },
  { pattern: 'identity', path: '/identity' },
  { pattern: 'translations', path: '/translations' },
  { pattern: 'usage', path: '/usage' },
  { pattern: 'audit-trail', path: '/audit-trail' },
  { pattern: 'licenses', path: '/licenses' },
  { pattern: 'apps', path: '/apps' },
  { pattern: 'pages', path: '/pages' },
  { pattern: 'pages/:publicId', path: '/pages/pg-001' },
  { pattern: 'assets', path: '/assets' },
  { pattern: 'assets/:publicId', path: '/assets/at-002' },
  { pattern: 'assets/:publicId/:assetId', path: '/assets/at-003/as-006' },
  { pattern: 'assets/:publicId/:assetId/pages/:pageId', path: '/assets/at-003/as-006/pages/pg-004' },
  { pattern: 'custom-fields', path: '/custom-fields' },
  { pattern: 'mqtt', path: '/mqtt' },
  { pattern: 'devices', path: '/devices' },
  { pattern: 'devices/:publicId', path: '/devices/ag-001' },
  { pattern: 'devices/:publicId/pages/:pageId', path: '/devices/ag-001/pages/pg-004' },
  { pattern: 'access-requests', path: '/access-requests' },
  { pattern: 'access-requests/approvals', path: '/access-requests/approvals' },
  { pattern: 'messages', path: '/messages' },
  { pattern: 'my-companies', path: '/my-companies' },
  { pattern: 'my-profile', path: '/my-profile' },
  { pattern: 'two-factor-auth', path: '/two-factor-auth' },
  { pattern: 'my-company/privacy-statement', path: '/my-company/privacy-statement' },
  { pattern: 'my-company/terms-of-use', path: '/my-company/terms-of-use' },
  { pattern: 'custom-privacy-statement-builder', path: '/custom-privacy-statement-builder' },
  { pattern: 'custom-terms-of-use-builder', path: '/custom-terms-of-use-builder' },
  { pattern: 'privacy-statement', path: '/privacy-statement' },
  { pattern: 'terms-of-use', path: '/terms-of-use' },
  { pattern: 'recover', path: '/recover' },
  { pattern: 'register', path: '/register' },
  { pattern: 'two-factor-auth-required', path: '/two-factor-auth-required' },
  { pattern: 'sso-auth-required', path: '/sso-auth-required' },
  { pattern: 'jump-start', path: '/jump-start' },
  { pattern: 'loading', path: '/loading', shows: 'spinner' },
  { pattern: 'error', path: '/error', shows: 'generic-error' },
  { pattern: 'error/api-unavailable', path: '/error/api-unavailable' },
  { pattern: 'error/not-allowed', path: '/error/not-allowed' },
  { pattern: '*', path: '/no-such-page' },
  { pattern: 'login', path: '/login' },
  // Last: it ends the session.
  { pattern: 'logout', path: '/logout' },
];
