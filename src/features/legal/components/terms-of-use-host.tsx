import { withTexts } from '@/i18n';
import { lazy, Suspense, useState } from 'react';
import { useTermsRequirement } from '../hooks/use-terms-requirement';
import type { RequiredTerms } from '../model/terms-rule';

// The dialog (and DOMPurify with it) is its own chunk: only someone who must accept terms downloads it.
const TermsOfUseDialog = lazy(() =>
  import('./terms-of-use-dialog').then((module) => ({ default: module.TermsOfUseDialog })).then(withTexts),
);

const samePolicy = (a: RequiredTerms | null, b: RequiredTerms) => a?.kind === b.kind && a.policyId === b.policyId;

/**
 * On every signed-in page: shows the forced terms of use when the terms rule requires them. Once shown, the dialog stays
 * mounted with the terms it showed, so accepting closes it with its animation.
 */
export function TermsOfUseHost() {
  const requirement = useTermsRequirement();
  const required = requirement.kind === 'none' ? null : requirement;
  const [shown, setShown] = useState<RequiredTerms | null>(null);
  if (required && !samePolicy(shown, required)) setShown(required);
  const current = required ?? shown;
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <TermsOfUseDialog key={`${current.kind}:${current.policyId}`} open={required !== null} requirement={current} />
    </Suspense>
  );
}
