import { baseApi, filter, readAllParsed } from '@/api';
import * as v from '@/lib/validate';
import type { TemporaryAccess } from './model/reminder';

const temporaryAccessSchema = v.object({ publicId: v.string(), expiresOn: v.string() });

export const remindersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The user's memberships in the selected company that expire: temporary access (UserMembershipList). */
    temporaryAccess: build.query<TemporaryAccess[], string>({
      queryFn: (userId, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          {
            rel: 'UserMembershipList',
            query: {
              fields: ['publicId', 'expiresOn'],
              filters: [filter.eq('user.publicId', userId), filter.isNotNull('expiresOn')],
              pageSize: 1000,
            },
          },
          temporaryAccessSchema,
        ),
      providesTags: [{ type: 'Membership', id: 'LIST' }],
    }),
  }),
});

export const { useTemporaryAccessQuery } = remindersApi;
