import { baseApi } from '@/api';
import * as v from '@/lib/validate';
import type { AcceptedPolicy } from './model/terms-rule';

/**
 * Terms of use (docs/API.md, "Terms of use and privacy statement"). The session feature reads MyUser, CompanyList
 * and MySector with its own fields; what the terms rule needs is read here with its own fields, so the session's
 * schemas and requests stay as they are. These reads run on every signed-in page; the policy texts and the accepts load
 * with the dialog (api-dialog.ts).
 */
const ref = v.object({ publicId: v.string() });

const latestSchema = v.object({ latestTermsOfUse: v.nullish(ref) });
const companyTermsSchema = v.extend(latestSchema, { customTermsOfUse: v.nullish(v.string()) });
type CompanyTerms = v.Infer<typeof companyTermsSchema>;
type SectorTerms = v.Infer<typeof latestSchema>;

const acceptedSchema = v.object({
  acceptedTermsOfUsePolicies: v.withDefault(v.array(v.object({ policy: ref, company: v.nullish(ref) })), []),
});

export const legalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The selected company's terms setting and latest terms; the argument (its id) keys the cache per company. */
    companyTerms: build.query<CompanyTerms, string>({
      query: () => ({ rel: 'MyCompany', query: { fields: ['customTermsOfUse', 'latestTermsOfUse.publicId'] } }),
      rawResponseSchema: companyTermsSchema,
    }),
    sectorTerms: build.query<SectorTerms, void>({
      query: () => ({ rel: 'MySector', query: { fields: ['latestTermsOfUse.publicId'] } }),
      rawResponseSchema: latestSchema,
    }),
    /** The signed-in person's accepted policies (MyUser.acceptedTermsOfUsePolicies); read again whenever MyUser changes. */
    acceptedTerms: build.query<AcceptedPolicy[], void>({
      query: () => ({
        rel: 'MyUser',
        query: {
          fields: ['acceptedTermsOfUsePolicies.policy.publicId', 'acceptedTermsOfUsePolicies.company.publicId'],
        },
      }),
      rawResponseSchema: acceptedSchema,
      providesTags: ['Session'],
      transformResponse: (data: v.Infer<typeof acceptedSchema>) => data.acceptedTermsOfUsePolicies,
    }),
  }),
});

export const { useCompanyTermsQuery, useSectorTermsQuery, useAcceptedTermsQuery } = legalApi;
