import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';
import type { AppError } from './errors';

/** The one API of the platform: features add their endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  refetchOnReconnect: true,
  baseQuery: createBaseQuery(),
  tagTypes: [
    'Session',
    'User',
    'Company',
    'Permission',
    'Branding',
    'GroupType',
    'Group',
    'AssetType',
    'Asset',
    'Agent',
    'AccessRequest',
    'Role',
    'Audience',
    'Invite',
    'Membership',
    'Translation',
    'Page',
    'Message',
  ],
  // A malformed answer becomes the one error shape, never a crash.
  catchSchemaFailure: (): AppError => ({
    status: 'PARSE_ERROR',
    data: [{ message: 'The server sent an unexpected answer.' }],
  }),
  endpoints: () => ({}),
});
