import { Box, Checkbox, FormControlLabel, Paper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { firstErrorMessage, isAppError } from '@/api';
import { readBrowserId, readOrCreateBrowserId } from '@/lib/browser-id';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { safeLocalStorage } from '@/lib/storage';
import { LightButton } from '@/ui/light-button';
import { Notice } from '@/ui/notice';
import { TextInput } from '@/ui/text-input';
import { authRecordOf, useSignInMutation } from '../api';
import '../catalogue-sign-in';
import { defaultDeviceName } from '../model/device-name';
import { clearPendingSignIn, OTP_FAILED, peekPendingSignIn } from '../model/pending-sign-in';
import { signedIn } from '../model/slice';
import { useCheckedForm, type Checked, type FieldErrors, type LoginFieldError } from './login-form';

interface CodeFields extends Record<string, string> {
  otp: string;
  deviceName: string;
}

/** The code is required; the device's name too when the device is to be trusted. */
const checkCode =
  (trust: boolean) =>
  ({ otp, deviceName }: CodeFields): Checked<CodeFields> => {
    const errors: FieldErrors<CodeFields> = {};
    if (!otp.trim()) errors.otp = 'required';
    if (trust && !deviceName.trim()) errors.deviceName = 'required';
    return errors.otp || errors.deviceName
      ? { errors }
      : { values: { otp: otp.trim(), deviceName: deviceName.trim() } };
  };

/**
 * /two-factor-auth: the one-time password step of signing in. The e-mail address and password come from the sign-in
 * page through memory only (model/pending-sign-in.ts); without them this page sends the person back to sign in.
 */
export function TwoFactorAuthPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeRedirectPath(searchParams.get('returnTo'), location.origin);
  const loginPath = returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`;
  // Read once: the credentials stay with this page while it is shown and are forgotten when the person leaves.
  const [pending] = useState(peekPendingSignIn);
  useEffect(() => clearPendingSignIn, []);
  const [signIn, { isLoading }] = useSignInMutation();
  const [trust, setTrust] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useCheckedForm<CodeFields>(
    { otp: '', deviceName: defaultDeviceName(navigator.userAgent, t('signIn.twoFactor.defaultDevice')) },
    checkCode(trust),
  );
  const inFlight = useRef(false);

  if (!pending) return <Navigate to={loginPath} replace />;

  const verify = async ({ otp, deviceName }: CodeFields) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFormError(null);
    const storage = safeLocalStorage();
    const trusting = trust
      ? { deviceIdentifier: readOrCreateBrowserId(storage), trustedDeviceName: deviceName }
      : { deviceIdentifier: readBrowserId(storage) };
    const result = await signIn({ ...pending, otp, ...trusting }).finally(() => {
      inFlight.current = false;
    });
    if ('data' in result && result.data) {
      clearPendingSignIn();
      dispatch(signedIn({ auth: authRecordOf(result.data) }));
      void navigate(returnTo, { replace: true });
      return;
    }
    const message = firstErrorMessage(result.error);
    if (message === OTP_FAILED) form.setError('otp', 'otpFailed');
    else if (isAppError(result.error) && result.error.status === 401)
      setFormError(t('session.login.invalidCredentials'));
    else
      setFormError(
        t('signIn.twoFactor.error', {
          message: message || String(isAppError(result.error) ? result.error.status : ''),
        }),
      );
  };

  const fieldMessage = (error: LoginFieldError | undefined, required = t('session.login.required')) =>
    error === 'otpFailed' ? t('signIn.twoFactor.failed') : error ? required : undefined;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper elevation={1} sx={{ width: '100%', maxWidth: 420, p: 4, overflow: 'hidden' }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {t('signIn.twoFactor.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {t('signIn.twoFactor.help', { email: pending.email })}
        </Typography>
        {formError && (
          <Notice severity="error" sx={{ mb: 2 }} role="alert">
            {formError}
          </Notice>
        )}
        <form noValidate onSubmit={(event) => void form.handleSubmit(verify)(event)}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <TextInput
              label={t('signIn.twoFactor.code')}
              autoComplete="one-time-code"
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...form.field('otp')}
              helperText={fieldMessage(form.errors.otp)}
            />
            <Box>
              <FormControlLabel
                control={<Checkbox checked={trust} onChange={(event) => setTrust(event.target.checked)} />}
                label={t('signIn.twoFactor.trust')}
              />
              <Typography variant="body2" color="text.secondary">
                {t('signIn.twoFactor.trustHelp')}
              </Typography>
            </Box>
            {trust && (
              <TextInput
                label={t('signIn.twoFactor.deviceName')}
                {...form.field('deviceName')}
                slotProps={{ htmlInput: { maxLength: 255 } }}
                helperText={fieldMessage(form.errors.deviceName, t('signIn.twoFactor.deviceNameRequired'))}
              />
            )}
            <LightButton type="submit" variant="contained" size="large" disabled={isLoading || form.submitting}>
              {t('signIn.twoFactor.verify')}
            </LightButton>
            <LightButton
              onClick={() => {
                clearPendingSignIn();
                void navigate(loginPath, { replace: true });
              }}
            >
              {t('signIn.twoFactor.useOtherAccount')}
            </LightButton>
          </Box>
        </form>
      </Paper>
    </Box>
  );
}
