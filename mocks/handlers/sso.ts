import type { Route } from './http';

/** Signing in through a company's identity provider (API-RESOURCES.md "Account", SSO). */
export const ssoRoutes: Route[] = [];
