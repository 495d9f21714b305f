import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useDeleteAccessTokenMutation, useExchangeTemporaryTokenMutation } from '../api';
import { forgetCapturedJumpStartToken, peekCapturedJumpStartToken } from '../model/jump-start-capture';
import { decodeJumpStartToken } from '../model/jump-start-token';
import { signedIn } from '../model/slice';
import { FullPageSpinner } from './full-page-spinner';
import '../catalogue-sign-in';

/**
 * Arrival through a jump-start link: the short-lived token becomes a 30-day session, the temporary token is deleted,
 * and the person goes to the payload's redirect only when it is on this origin.
 */
export function JumpStartPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [exchange] = useExchangeTemporaryTokenMutation();
  const [deleteToken] = useDeleteAccessTokenMutation();
  const [payload] = useState(() => {
    const token = peekCapturedJumpStartToken();
    return token ? decodeJumpStartToken(token) : undefined;
  });
  const [failed, setFailed] = useState(!payload);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !payload) return;
    started.current = true;
    forgetCapturedJumpStartToken();
    void (async () => {
      const result = await exchange({ secretId: payload.secretId });
      if (!('data' in result) || !result.data) {
        setFailed(true);
        return;
      }
      const session = result.data;
      // The temporary token deletes itself; a failure here does not block the arrival.
      await deleteToken({ publicId: payload.publicId, secretId: payload.secretId });
      dispatch(
        signedIn({
          auth: { publicId: session.publicId, secretId: session.secretId, expiresOn: session.expiresOn, userId: session.user?.publicId },
          companyId: payload.companyId,
        }),
      );
      void navigate(safeRedirectPath(payload.redirectUrl, location.origin), { replace: true });
    })();
  }, [deleteToken, dispatch, exchange, navigate, payload]);

  if (!failed) return <FullPageSpinner />;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <Typography variant="h5" component="h1">
          {t('signIn.jumpStart.title')}
        </Typography>
        <Alert severity="error">{t('signIn.jumpStart.invalid')}</Alert>
        <Button component={RouterLink} to="/login" variant="contained">
          {t('signIn.jumpStart.toLogin')}
        </Button>
      </Stack>
    </Box>
  );
}
