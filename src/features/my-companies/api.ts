import { baseApi, readAllParsed } from '@/api';
import { INVITE_FIELDS, myInviteSchema, type MyInvite } from './model/invites';

/** The invitations to the signed-in person (not the company's invitations, which are the Invite LIST). */
const MINE = { type: 'Invite', id: 'MINE' } as const;
/** The person's companies (the session's CompanyList). */
const COMPANIES = 'Company' as const;

export const myCompaniesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** MyUserInviteList: a person has a handful; readAll follows moreAfter otherwise. */
    myInvites: build.query<MyInvite[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          { rel: 'MyUserInviteList', query: { fields: INVITE_FIELDS, pageSize: 500, orderBy: 'expiresOn' } },
          myInviteSchema,
        ),
      providesTags: [MINE],
    }),
    /** InviteFinish: accepts; the company joins the person's companies and the invitation goes. */
    finishInvite: build.mutation<null, { publicId: string; body: { termsOfUsePolicy?: { publicId: string } } }>({
      query: ({ publicId, body }) => ({ rel: 'InviteFinish', method: 'POST', params: { publicId }, body }),
      transformResponse: () => null,
      invalidatesTags: [MINE, COMPANIES, 'Session'],
    }),
    /** MyUserInvite DELETE: declines. */
    declineInvite: build.mutation<null, string>({
      query: (publicId) => ({ rel: 'MyUserInvite', method: 'DELETE', params: { publicId } }),
      transformResponse: () => null,
      invalidatesTags: [MINE],
    }),
    /** MyUserLeaveCompanyList DELETE: the session's gate then selects another company if the current one was left. */
    leaveCompany: build.mutation<null, string>({
      query: (companyId) => ({ rel: 'MyUserLeaveCompanyList', method: 'DELETE', body: [{ publicId: companyId }] }),
      transformResponse: () => null,
      invalidatesTags: [COMPANIES],
    }),
  }),
});

export const { useMyInvitesQuery, useFinishInviteMutation, useDeclineInviteMutation, useLeaveCompanyMutation } =
  myCompaniesApi;
