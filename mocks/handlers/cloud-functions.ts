import type { Route } from './http';

/** Cloud functions: backend component templates, their configs, shares, message subscriptions and logs. */
export const cloudFunctionRoutes: Route[] = [];
