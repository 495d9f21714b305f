import type { Route } from './http';

/** Recovering access and registering, both without a session (API-RESOURCES.md "Account"). */
export const accountRoutes: Route[] = [];
