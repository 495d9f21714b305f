import { Box, Button, Link, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { firstErrorMessage, isAppError } from '@/api';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { Notice } from '@/ui/notice';
import { authRecordOf, useDeleteAccessTokenMutation } from '../api';
import { useSsoIdentityProvidersQuery, type SsoIdentityProvider } from '../api-requirements';
import { useRequestSsoAuthenticationMutation, useSsoSignInMutation } from '../api-sso';
import '../catalogue-sign-in';
import { SSO_REQUIRED_PATH } from '../model/requirements';
import {
  isWebAddress,
  leaveApp,
  rememberSsoReturn,
  safeSessionStorage,
  SSO_RETURN_KEY,
  takeSsoReturn,
} from '../model/sso-return';
import {
  beginSsoAttempt,
  rememberProviderAddress,
  SSO_ATTEMPT_PARAM,
  forgetSsoAttempt,
  isOwnSsoReturn,
} from '../model/sso-state';
import { selectAuth, selectCompanyId, signedIn } from '../model/slice';
import { FullPageSpinner } from './full-page-spinner';
import { SignInCard } from './sign-in-card';

const errorText = (error: unknown): string => firstErrorMessage(error) || String(isAppError(error) ? error.status : '');

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const signedInNow = useAppSelector(selectAuth) !== null;
  return (
    <SignInCard title={t('signIn.sso.title')}>
      <div>{children}</div>
      <Typography variant="body2" sx={{ pt: 1, textAlign: 'center' }}>
        {signedInNow ? (
          <Link component={RouterLink} to="/logout">
            {t('signIn.sso.logout')}
          </Link>
        ) : (
          <Link component={RouterLink} to="/login">
            {t('signIn.sso.backToSignIn')}
          </Link>
        )}
      </Typography>
    </SignInCard>
  );
}

/** The identity providers of the selected company (all of them when it has none, or none is selected). */
const providersFor = (providers: readonly SsoIdentityProvider[], companyId: string | null): SsoIdentityProvider[] => {
  const own = companyId ? providers.filter((p) => p.companies?.some((c) => c.publicId === companyId)) : [];
  return own.length > 0 ? own : [...providers];
};

function ProviderChoice({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const companyId = useAppSelector(selectCompanyId);
  const providers = useSsoIdentityProvidersQuery();
  const [request, { isLoading: requesting }] = useRequestSsoAuthenticationMutation();
  const [requestError, setRequestError] = useState<string | null>(null);

  const choose = async (provider: SsoIdentityProvider) => {
    setRequestError(null);
    const storage = safeSessionStorage();
    const redirectUrl = beginSsoAttempt(storage, `${location.origin}${SSO_REQUIRED_PATH}`);
    const result = await request({ providerId: provider.publicId, redirectUrl });
    if (!('data' in result) || !result.data) {
      setRequestError(t('signIn.sso.requestFailed', { message: errorText(result.error) }));
      return;
    }
    if (!isWebAddress(result.data.url)) {
      setRequestError(t('signIn.sso.badAddress'));
      return;
    }
    rememberProviderAddress(storage, result.data.url);
    rememberSsoReturn(storage, returnTo);
    leaveApp.to(result.data.url);
  };

  const shown = providersFor(providers.data ?? [], companyId);
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('signIn.sso.help')}
      </Typography>
      {requestError && (
        <Notice severity="error" role="alert" sx={{ mb: 2 }}>
          {requestError}
        </Notice>
      )}
      {providers.isLoading ? (
        <Box role="progressbar" aria-label={t('common.loading')} sx={{ height: 48 }} />
      ) : providers.isError ? (
        <Notice
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => void providers.refetch()}>
              {t('signIn.sso.retry')}
            </Button>
          }
        >
          {t('signIn.sso.loadFailed', { message: errorText(providers.error) })}
        </Notice>
      ) : shown.length === 0 ? (
        <Notice severity="info">{t('signIn.sso.none')}</Notice>
      ) : (
        <Box
          component="ul"
          aria-label={t('signIn.sso.providers')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {shown.map((provider) => (
            <li key={provider.publicId}>
              <Button
                fullWidth
                variant="outlined"
                size="large"
                disabled={requesting}
                onClick={() => void choose(provider)}
                startIcon={
                  provider.logo ? (
                    <Box
                      component="img"
                      src={provider.logo}
                      alt=""
                      sx={{ width: 24, height: 24, objectFit: 'contain' }}
                    />
                  ) : undefined
                }
                sx={{ justifyContent: 'flex-start', textTransform: 'none' }}
              >
                {provider.name}
              </Button>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

/** Back from the identity provider with `code` and `state`: exchanged once for an SSO session. */
function ProviderReturn({ code, state, attempt }: { code: string; state: string; attempt: string | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const previous = useAppSelector(selectAuth);
  const [ssoSignIn] = useSsoSignInMutation();
  const [deleteToken] = useDeleteAccessTokenMutation();
  const [error, setError] = useState<string | null>(null);
  // A return this tab did not start (a crafted link) is refused before anything is exchanged; the session stays.
  const [foreign] = useState(() => !isOwnSsoReturn(safeSessionStorage(), { attempt, state }));
  const started = useRef(false);

  useEffect(() => {
    // Once, even when the effect runs twice: a code is good for one exchange.
    if (started.current) return;
    started.current = true;
    forgetSsoAttempt(safeSessionStorage());
    if (foreign) return;
    void ssoSignIn({ code, state }).then((result) => {
      if (!('data' in result) || !result.data) {
        setError(t('signIn.sso.signInFailed', { message: errorText(result.error) }));
        return;
      }
      // A password session this one replaces is signed out.
      if (previous) void deleteToken({ publicId: previous.publicId, secretId: previous.secretId });
      dispatch(signedIn({ auth: authRecordOf(result.data) }));
      void navigate(takeSsoReturn(safeSessionStorage(), location.origin), { replace: true });
    });
  }, [code, state, foreign, ssoSignIn, deleteToken, dispatch, navigate, previous, t]);

  const shown = error ?? (foreign ? t('signIn.sso.foreignReturn') : null);
  if (!shown) return <FullPageSpinner />;
  const retry = () => {
    const stored = safeRedirectPath(safeSessionStorage().getItem(SSO_RETURN_KEY), location.origin);
    void navigate(stored === '/' ? SSO_REQUIRED_PATH : `${SSO_REQUIRED_PATH}?returnTo=${encodeURIComponent(stored)}`, {
      replace: true,
    });
  };
  return (
    <Frame>
      <Notice
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={retry}>
            {t('signIn.sso.retry')}
          </Button>
        }
      >
        {shown}
      </Notice>
    </Frame>
  );
}

/**
 * /sso-auth-required (signed in or out): the company requires signing in through its identity provider. Lists the
 * providers (fetched without a bearer), goes to the chosen one, and signs in with the code it comes back with.
 */
export function SsoRequiredPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  if (code && state)
    return <ProviderReturn key={code} code={code} state={state} attempt={searchParams.get(SSO_ATTEMPT_PARAM)} />;
  return (
    <Frame>
      <ProviderChoice returnTo={safeRedirectPath(searchParams.get('returnTo'), location.origin)} />
    </Frame>
  );
}
