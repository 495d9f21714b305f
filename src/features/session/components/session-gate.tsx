import { Box, Button } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { firstErrorMessage } from '@/api';
import { Notice } from '@/ui/notice';
import { safeLocalStorage } from '@/lib/storage';
import { useCurrentSession, useSignInRequirements } from '../hooks';
import { readRememberedCompany } from '../model/auth-record';
import { loginPathFor } from '../model/login-path';
import { requirementRedirect } from '../model/requirements';
import { companySelected } from '../model/slice';
import { FullPageSpinner } from './full-page-spinner';

/**
 * Signed-in area: without a session it sends the person to sign in (and back here afterwards);
 * with one it selects the company (remembered, else the first) and waits for user, sector and permissions, and for
 * what the company requires (two-factor set-up, an SSO session), where it sends the person first.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const session = useCurrentSession();
  const requirements = useSignInRequirements(session);
  const { companies, companyId } = session;

  useEffect(() => {
    if (!companies || companies.length === 0) return;
    if (companyId && companies.some((company) => company.publicId === companyId)) return;
    const remembered = readRememberedCompany(safeLocalStorage());
    const next = companies.find((company) => company.publicId === remembered) ?? companies[0];
    if (next) dispatch(companySelected(next.publicId));
  }, [companies, companyId, dispatch]);

  if (!session.signedIn) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  if (session.error && !session.isLoading) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Notice
          severity="error"
          action={
            <Button color="inherit" onClick={session.refetch}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('errors.generic.text')} {firstErrorMessage(session.error)}
        </Notice>
      </Box>
    );
  }
  if (companies && companies.length === 0) {
    return (
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Notice
          severity="info"
          action={
            <Button color="inherit" component={RouterLink} to="/logout">
              {t('session.account.logout')}
            </Button>
          }
        >
          {t('session.companies.none')}
        </Notice>
      </Box>
    );
  }
  if (!session.isReady || !requirements.settled) return <FullPageSpinner />;
  // What the company requires of the person comes first: setting up two-factor, or signing in through its provider.
  const redirect = requirementRedirect({
    pathname: location.pathname,
    here: `${location.pathname}${location.search}${location.hash}`,
    twoFactor: requirements.twoFactor,
    sso: requirements.sso,
  });
  if (redirect) return <Navigate to={redirect} replace />;
  return <>{children}</>;
}
