import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api';
import * as v from '@/lib/validate';
import { legalApi } from './api';
import { POLICY_KINDS, type PolicyKind, type PolicySetting } from './model/policy-kind';
import {
  COMPANY_LEGAL_FIELDS,
  companyLegalSchema,
  latestPolicy,
  POLICY_FIELDS,
  policySchema,
  sectorLegalSchema,
  type CompanyLegal,
  type Policy,
  type SectorLegal,
} from './model/policy-schemas';

/** A sector or a company has a handful of policy versions: one page holds them. */
const PAGE_SIZE = 100;
/** The company's policies and settings: read again after a save, a publish or a setting change. */
const POLICIES = { type: 'Company', id: 'POLICIES' } as const;

const byVersionDescending = (a: Policy, b: Policy) => (Number(b.version) || 0) - (Number(a.version) || 0);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the dispatch RTK Query hands to onQueryStarted is typed with `any` state
type QueryStartedDispatch = ThunkDispatch<any, unknown, UnknownAction>;

/** After a publish or a setting change the forced-terms rule reads the company's terms again (legal/api.ts). */
function refreshTermsRule(dispatch: QueryStartedDispatch, kind: PolicyKind, companyId: string, done: Promise<unknown>) {
  if (kind !== 'termsOfUse') return;
  void done.then(
    () => dispatch(legalApi.endpoints.companyTerms.initiate(companyId, { forceRefetch: true, subscribe: false })),
    () => undefined,
  );
}

export const legalPagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The sector's latest policy of a kind, or null when none is published; needs no session (the public pages). */
    sectorPolicy: build.query<Policy | null, PolicyKind>({
      query: (kind) => ({
        rel: POLICY_KINDS[kind].sectorListRel,
        query: { fields: POLICY_FIELDS, pageSize: PAGE_SIZE, orderBy: '-publishedOn' },
      }),
      rawResponseSchema: v.array(policySchema),
      transformResponse: (data: Policy[]) => latestPolicy(data),
    }),
    /** The selected company's policy settings and latest policies (MyCompany); the argument keys the cache per company. */
    companyLegal: build.query<CompanyLegal, string>({
      query: () => ({ rel: 'MyCompany', query: { fields: COMPANY_LEGAL_FIELDS } }),
      rawResponseSchema: companyLegalSchema,
      providesTags: [POLICIES],
    }),
    /** Whether the sector lets companies have their own policies (MySector). */
    sectorLegal: build.query<SectorLegal, void>({
      query: () => ({ rel: 'MySector', query: { fields: ['allowCustomTermsOfUse', 'allowCustomPrivacyStatement'] } }),
      rawResponseSchema: sectorLegalSchema,
    }),
    /** A company's policies of a kind, newest version first; its draft (`publishedOn: null`) included. */
    companyPolicies: build.query<Policy[], { kind: PolicyKind; companyId: string }>({
      query: ({ kind, companyId }) => ({
        rel: POLICY_KINDS[kind].companyListRel,
        params: { publicId: companyId },
        query: { fields: POLICY_FIELDS, pageSize: PAGE_SIZE },
      }),
      rawResponseSchema: v.array(policySchema),
      transformResponse: (data: Policy[]) => [...data].sort(byVersionDescending),
      providesTags: [POLICIES],
    }),
    /** Saves one language of the draft: `{publicId (the language row), body}`. */
    savePolicyLanguage: build.mutation<null, { kind: PolicyKind; publicId: string; body: string }>({
      query: ({ kind, publicId, body }) => ({
        rel: POLICY_KINDS[kind].languageRel,
        method: 'PATCH',
        body: { publicId, body },
      }),
      transformResponse: () => null,
      invalidatesTags: [POLICIES],
    }),
    /** Publishes the selected company's draft. */
    publishPolicy: build.mutation<null, { kind: PolicyKind; companyId: string }>({
      query: ({ kind }) => ({ rel: POLICY_KINDS[kind].publishRel, method: 'POST' }),
      transformResponse: () => null,
      invalidatesTags: [POLICIES],
      onQueryStarted: ({ kind, companyId }, { dispatch, queryFulfilled }) =>
        refreshTermsRule(dispatch, kind, companyId, queryFulfilled),
    }),
    /** MyCompany PATCH `customTermsOfUse` / `customPrivacyStatement`. */
    setPolicySetting: build.mutation<null, { kind: PolicyKind; companyId: string; setting: PolicySetting }>({
      query: ({ kind, setting }) => ({
        rel: 'MyCompany',
        method: 'PATCH',
        body: { [POLICY_KINDS[kind].settingField]: setting },
      }),
      transformResponse: () => null,
      invalidatesTags: [POLICIES],
      onQueryStarted: ({ kind, companyId }, { dispatch, queryFulfilled }) =>
        refreshTermsRule(dispatch, kind, companyId, queryFulfilled),
    }),
  }),
});

export const {
  useSectorPolicyQuery,
  useCompanyLegalQuery,
  useSectorLegalQuery,
  useCompanyPoliciesQuery,
  useSavePolicyLanguageMutation,
  usePublishPolicyMutation,
  useSetPolicySettingMutation,
} = legalPagesApi;
