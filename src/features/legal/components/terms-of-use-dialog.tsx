import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { firstErrorMessage } from '@/api';
import { Notice } from '@/ui/notice';
import { SafeHtml } from '@/ui/safe-html';
import { ErrorState, LoadingRows } from '@/ui/states';
import {
  useAcceptCompanyTermsMutation,
  useAcceptSectorTermsMutation,
  useCompanyTermsTextQuery,
  useSectorTermsTextQuery,
} from '../api-dialog';
import { pickPolicyLanguage } from '../model/policy-language';
import type { RequiredTerms } from '../model/terms-rule';
import '../catalogue';

export interface TermsOfUseDialogProps {
  open: boolean;
  requirement: RequiredTerms;
}

/** The text of the required policy, from the sector's or the company's policies. */
function usePolicy(requirement: RequiredTerms) {
  const sector = useSectorTermsTextQuery(requirement.kind === 'sector' ? requirement.policyId : skipToken);
  const company = useCompanyTermsTextQuery(
    requirement.kind === 'company' ? { companyId: requirement.companyId, policyId: requirement.policyId } : skipToken,
  );
  return requirement.kind === 'company' ? company : sector;
}

/** Accepting the required policy: the sector's accept, or the company's (CompanyTermsOfUsePolicyAccept). */
function useAccept(requirement: RequiredTerms) {
  const [acceptSector, sectorState] = useAcceptSectorTermsMutation();
  const [acceptCompany, companyState] = useAcceptCompanyTermsMutation();
  const accept = () => {
    if (requirement.kind === 'company')
      void acceptCompany({ policyId: requirement.policyId, companyId: requirement.companyId });
    else void acceptSector({ policyId: requirement.policyId });
  };
  return { accept, state: requirement.kind === 'company' ? companyState : sectorState };
}

const POLICY_TEXT_SX = {
  typography: 'body2',
  '& h1, & h2': { typography: 'h6', mt: 0, mb: 1 },
  '& h3, & h4': { typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 0.5 },
  '& p, & ul, & ol': { mt: 0, mb: 1.5 },
  '& a': { color: 'primary.main' },
} as const;

/**
 * The forced terms of use (docs/RULES.md#terms-of-use): nothing closes it, neither Escape nor the backdrop, and it has no close button;
 * only accepting ends it. New terms after earlier accepted ones are announced first (the terms-of-use-updated alert, OK).
 */
export function TermsOfUseDialog({ open, requirement }: TermsOfUseDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [acknowledged, setAcknowledged] = useState(false);
  const policy = usePolicy(requirement);
  const { accept, state } = useAccept(requirement);
  const announcing = requirement.updated && !acknowledged;
  const language = policy.data ? pickPolicyLanguage(policy.data.languages, i18n.language) : undefined;
  const loaded = Boolean(policy.data) && !policy.isError;

  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth={announcing ? 'xs' : 'md'}
      fullWidth
      fullScreen={!announcing && fullScreen}
      scroll="paper"
    >
      {announcing ? (
        <>
          <DialogTitle id={titleId}>{t('legal.updated.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText id={textId}>{t('legal.updated.text')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" autoFocus onClick={() => setAcknowledged(true)}>
              {t('legal.updated.ok')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogTitle id={titleId}>{t('legal.terms.title')}</DialogTitle>
          <DialogContent dividers>
            <DialogContentText id={textId} sx={{ mb: 2 }}>
              {t('legal.terms.intro')}
            </DialogContentText>
            {policy.isError ? (
              <ErrorState
                title={t('legal.terms.loadFailed')}
                message={firstErrorMessage(policy.error)}
                onRetry={() => void policy.refetch()}
              />
            ) : !policy.data ? (
              policy.isFetching || policy.isUninitialized ? (
                <LoadingRows rows={6} label={t('legal.terms.loading')} />
              ) : (
                <ErrorState title={t('legal.terms.loadFailed')} />
              )
            ) : language?.body ? (
              // Focusable, so a keyboard can reach and scroll the text.
              <SafeHtml
                html={language.body}
                role="region"
                aria-label={t('legal.terms.textLabel')}
                tabIndex={0}
                lang={language.languageCode}
                sx={POLICY_TEXT_SX}
              />
            ) : (
              <DialogContentText>{t('legal.terms.noText')}</DialogContentText>
            )}
          </DialogContent>
          {state.isError && (
            <Notice severity="error" sx={{ mx: 3, mt: 2 }}>
              {t('legal.terms.acceptFailed', { message: firstErrorMessage(state.error) })}
            </Notice>
          )}
          <DialogActions sx={{ justifyContent: 'space-between', px: 3, py: 2 }}>
            <Button component={RouterLink} to="/logout" color="inherit">
              {t('legal.terms.signOut')}
            </Button>
            <Button
              variant="contained"
              onClick={accept}
              disabled={!loaded || state.isLoading}
              startIcon={state.isLoading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {state.isLoading ? t('legal.terms.accepting') : t('legal.terms.accept')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
