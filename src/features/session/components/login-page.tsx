import { Box, Paper, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { firstErrorMessage, isAppError } from '@/api';
import { readBrowserId } from '@/lib/browser-id';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { safeLocalStorage } from '@/lib/storage';
import { LanguageSwitch } from './language-switch';
import { LightButton } from '@/ui/light-button';
import { Notice } from '@/ui/notice';
import { TextInput } from '@/ui/text-input';
import { authRecordOf, useSignInMutation } from '../api';
import { holdPendingSignIn, OTP_REQUIRED } from '../model/pending-sign-in';
import { selectIsSignedIn, selectSessionEndedBy, signedIn } from '../model/slice';
import { FullPageSpinner } from './full-page-spinner';
import { checkCredentials, useCheckedForm, type Credentials, type LoginFieldError } from './login-form';

/** The fields and buttons one below the other (a grid rather than Stack, which the sign-in page need not download). */
const FIELDS = { display: 'grid', gap: 2 } as const;
/** A text link in the theme's primary colour, underlined like MUI's Link (which the sign-in page need not download). */
const LINK = {
  color: 'primary.main',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '&:hover': { textDecorationThickness: 2 },
} as const;

export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const endedBy = useAppSelector(selectSessionEndedBy);
  const [signIn, { isLoading }] = useSignInMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const returnTo = safeRedirectPath(searchParams.get('returnTo'), location.origin);

  const credentialsForm = useCheckedForm<Credentials>({ email: '', password: '' }, checkCredentials);
  // The next steps (one-time password, identity provider) come back to the same place.
  const onward = returnTo === '/' ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;

  // A double click sends one sign-in, not two.
  const inFlight = useRef(false);

  // Signed in: on the way to the page (its code may still be downloading), a spinner rather than an empty screen.
  if (isSignedIn) {
    return (
      <>
        <Navigate to={returnTo} replace />
        <FullPageSpinner />
      </>
    );
  }

  const attempt = async (args: Credentials) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFormError(null);
    // A browser trusted at an earlier sign-in says so, and skips the one-time password.
    const result = await signIn({ ...args, deviceIdentifier: readBrowserId(safeLocalStorage()) }).finally(() => {
      inFlight.current = false;
    });
    if ('data' in result && result.data) {
      dispatch(signedIn({ auth: authRecordOf(result.data) }));
      void navigate(returnTo, { replace: true });
      return;
    }
    const message = firstErrorMessage(result.error);
    if (message === OTP_REQUIRED) {
      // The one-time password step: the credentials wait in memory only (model/pending-sign-in.ts).
      holdPendingSignIn(args);
      void navigate(`/two-factor-auth${onward}`);
    } else if (isAppError(result.error) && result.error.status === 401) {
      setFormError(t('session.login.invalidCredentials'));
    } else {
      setFormError(
        t('session.login.failed', { message: message || String(isAppError(result.error) ? result.error.status : '') }),
      );
    }
  };

  const fieldMessage = (error: LoginFieldError | undefined) =>
    error && error !== 'otpFailed' ? t(`session.login.${error}`) : undefined;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper elevation={1} sx={{ width: '100%', maxWidth: 420, p: 4, overflow: 'hidden' }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {t('session.login.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('session.login.subtitle')}
        </Typography>
        {endedBy && !formError && (
          <Notice severity="info" sx={{ mb: 2 }}>
            {endedBy === 'expiry' ? t('session.login.expired') : t('session.login.signedOutElsewhere')}
          </Notice>
        )}
        {formError && (
          <Notice severity="error" sx={{ mb: 2 }} role="alert">
            {formError}
          </Notice>
        )}
        <form noValidate onSubmit={(event) => void credentialsForm.handleSubmit((values) => attempt(values))(event)}>
          <Box sx={FIELDS}>
            <TextInput
              label={t('session.login.email')}
              type="email"
              autoComplete="username"
              autoFocus
              {...credentialsForm.field('email')}
              helperText={fieldMessage(credentialsForm.errors.email)}
            />
            <TextInput
              label={t('session.login.password')}
              type="password"
              autoComplete="current-password"
              {...credentialsForm.field('password')}
              helperText={fieldMessage(credentialsForm.errors.password)}
            />
            <LightButton
              type="submit"
              variant="contained"
              size="large"
              disabled={isLoading || credentialsForm.submitting}
            >
              {t('session.login.submit')}
            </LightButton>
          </Box>
        </form>
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          <Typography component={RouterLink} to={`/sso-auth-required${onward}`} variant="body2" sx={LINK}>
            {t('session.login.sso')}
          </Typography>
        </Typography>
        <Typography
          variant="body2"
          sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 2 }}
        >
          <Typography component={RouterLink} to="/recover" variant="body2" sx={LINK}>
            {t('session.login.forgotPassword')}
          </Typography>
          <Typography component={RouterLink} to="/register" variant="body2" sx={LINK}>
            {t('session.login.register')}
          </Typography>
        </Typography>
        <LanguageSwitch />
      </Paper>
    </Box>
  );
}
