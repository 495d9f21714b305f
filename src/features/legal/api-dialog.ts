import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { filter } from '@/api';
import * as v from '@/lib/validate';
import { legalApi } from './api';
import type { AcceptedPolicy } from './model/terms-rule';

/** What only the terms dialog needs, injected when its chunk loads: the policy texts and the two accepts. */
const policySchema = v.object({
  publicId: v.string(),
  languages: v.withDefault(v.array(v.object({ languageCode: v.string(), body: v.withDefault(v.string(), '') })), []),
});
export type TermsPolicy = v.Infer<typeof policySchema>;

const POLICY_FIELDS = ['publicId', 'languages.languageCode', 'languages.body'];

export const legalDialogApi = legalApi.injectEndpoints({
  endpoints: (build) => ({
    /** A sector policy with its text in every language (not `sectorPolicy`: the policy pages' endpoint has that name). */
    sectorTermsText: build.query<TermsPolicy, string>({
      query: (publicId) => ({ rel: 'TermsOfUsePolicy', params: { publicId }, query: { fields: POLICY_FIELDS } }),
      rawResponseSchema: policySchema,
    }),
    /** One of a company's policies (the platform has no item rel for them); null when the company has no such policy. */
    companyTermsText: build.query<TermsPolicy | null, { companyId: string; policyId: string }>({
      query: ({ companyId, policyId }) => ({
        rel: 'CompanyTermsOfUsePolicyList',
        params: { publicId: companyId },
        query: { fields: POLICY_FIELDS, filters: [filter.eq('publicId', policyId)] },
      }),
      rawResponseSchema: v.array(policySchema),
      transformResponse: (data: TermsPolicy[], _meta, { policyId }) =>
        data.find((policy) => policy.publicId === policyId) ?? null,
    }),
    /** Accepts a sector policy. */
    acceptSectorTerms: build.mutation<null, { policyId: string }>({
      query: ({ policyId }) => ({ rel: 'TermsOfUsePolicyAccept', method: 'POST', params: { publicId: policyId } }),
      transformResponse: () => null,
      onQueryStarted: async ({ policyId }, { dispatch, queryFulfilled }) => {
        if (await succeeded(queryFulfilled))
          recordAcceptance(dispatch, { policy: { publicId: policyId }, company: null });
      },
    }),
    /** Accepts a company's policy (CompanyTermsOfUsePolicyAccept). */
    acceptCompanyTerms: build.mutation<null, { policyId: string; companyId: string }>({
      query: ({ policyId }) => ({
        rel: 'CompanyTermsOfUsePolicyAccept',
        method: 'POST',
        params: { publicId: policyId },
      }),
      transformResponse: () => null,
      onQueryStarted: async ({ policyId, companyId }, { dispatch, queryFulfilled }) => {
        if (await succeeded(queryFulfilled))
          recordAcceptance(dispatch, { policy: { publicId: policyId }, company: { publicId: companyId } });
      },
    }),
  }),
});

/** The failure shows in the dialog, from the mutation's own state. */
const succeeded = (done: Promise<unknown>): Promise<boolean> =>
  done.then(
    () => true,
    () => false,
  );

/** Once accepted, the policy counts at once (the dialog closes), and the accepted list is read again from the server. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the dispatch RTK Query hands to onQueryStarted is typed with `any` state
function recordAcceptance(dispatch: ThunkDispatch<any, unknown, UnknownAction>, entry: AcceptedPolicy): void {
  dispatch(
    legalApi.util.updateQueryData('acceptedTerms', undefined, (accepted) => {
      if (!accepted.some((item) => item.policy.publicId === entry.policy.publicId)) accepted.push(entry);
    }),
  );
  void dispatch(legalApi.endpoints.acceptedTerms.initiate(undefined, { forceRefetch: true, subscribe: false }));
}

export const {
  useSectorTermsTextQuery,
  useCompanyTermsTextQuery,
  useAcceptSectorTermsMutation,
  useAcceptCompanyTermsMutation,
} = legalDialogApi;
