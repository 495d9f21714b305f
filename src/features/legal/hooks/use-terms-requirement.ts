import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useAppSelector } from '@/store';
import { selectCompanyId, selectIsSignedIn } from '@/features/session';
import { useAcceptedTermsQuery, useCompanyTermsQuery, useSectorTermsQuery } from '../api';
import { NO_TERMS_REQUIRED, termsRequirement, type TermsRequirement } from '../model/terms-rule';

/**
 * The terms the signed-in person must accept in the selected company, from the terms rule. Nothing is required while
 * what the rule reads is loading, or when it cannot be read (the portal is not held hostage by a failed read).
 */
export function useTermsRequirement(): TermsRequirement {
  const signedIn = useAppSelector(selectIsSignedIn);
  const companyId = useAppSelector(selectCompanyId);
  const ready = signedIn && companyId ? companyId : null;
  const company = useCompanyTermsQuery(ready ?? skipToken);
  const sector = useSectorTermsQuery(ready ? undefined : skipToken);
  const accepted = useAcceptedTermsQuery(ready ? undefined : skipToken);
  return useMemo(() => {
    if (!ready || !company.currentData || !sector.data || !accepted.data) return NO_TERMS_REQUIRED;
    return termsRequirement({
      companyId: ready,
      setting: company.currentData.customTermsOfUse,
      companyLatestId: company.currentData.latestTermsOfUse?.publicId,
      sectorLatestId: sector.data.latestTermsOfUse?.publicId,
      accepted: accepted.data,
    });
  }, [ready, company.currentData, sector.data, accepted.data]);
}
