import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useCurrentSession } from '@/features/session';
import { useCompanyLegalQuery, useCompanyPoliciesQuery } from '../api-pages';
import { POLICY_KINDS, type PolicyKind } from '../model/policy-kind';
import type { Policy } from '../model/policy-schemas';
import { PolicyFrame } from './policy-frame';
import { PolicyView, type PolicyQueryState } from './policy-view';
import { useWantedLanguages } from './use-wanted-languages';
import '../catalogue-pages';

/**
 * /my-company/terms-of-use and /my-company/privacy-statement: the selected company's latest published policy (the one
 * MyCompany's `latest…` names). Its extra guard: only when the company's setting is `company`; otherwise the sector's
 * page, whose policy applies.
 */
export function CompanyPolicyPage({ kind }: { kind: PolicyKind }) {
  const { t } = useTranslation();
  const info = POLICY_KINDS[kind];
  const { companyId } = useCurrentSession();
  const legal = useCompanyLegalQuery(companyId ?? skipToken);
  const isCompany = legal.data?.[info.settingField] === 'company';
  const policies = useCompanyPoliciesQuery(companyId && isCompany ? { kind, companyId } : skipToken);
  const wanted = useWantedLanguages();

  if (legal.data && !isCompany) return <Navigate to={info.sectorPath} replace />;

  const latestId = legal.data?.[info.latestField]?.publicId;
  const latest: Policy | null | undefined = policies.data
    ? (policies.data.find((p) => p.publicId === latestId && p.publishedOn) ?? null)
    : undefined;
  const state: PolicyQueryState = {
    data: latest,
    isError: legal.isError || policies.isError,
    isLoading: legal.isLoading || policies.isLoading,
    isFetching: legal.isFetching || policies.isFetching,
    error: legal.error ?? policies.error,
    refetch: () => (legal.isError ? legal.refetch() : policies.refetch()),
  };
  return (
    <PolicyFrame printable>
      <PolicyView title={t(`legal.pages.title.${kind}`)} policy={state} wanted={wanted} />
    </PolicyFrame>
  );
}
