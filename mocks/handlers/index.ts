import type { HttpHandler } from 'msw';
import { agentRoutes } from './agents';
import { appInfoHandler } from './app-info';
import { authRoutes } from './auth';
import { companyRoutes } from './company';
import { contentRoutes } from './content';
import { discoveryRoutes } from './discovery';
import { groupRoutes } from './groups';
import type { Route } from './http';
import { toMswHandlers, unknownApiHandler } from './router';
import { userRoutes } from './users';

/** Every rel of the mock platform API, one family per file. */
export const apiRoutes: readonly Route[] = [...authRoutes, ...userRoutes, ...groupRoutes, ...agentRoutes, ...contentRoutes, ...companyRoutes];

export const handlers: HttpHandler[] = [...toMswHandlers([...discoveryRoutes(apiRoutes), ...apiRoutes]), appInfoHandler, unknownApiHandler];
