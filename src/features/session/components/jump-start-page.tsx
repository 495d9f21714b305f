import { Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { baseApi } from '@/api';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { Notice } from '@/ui/notice';
import {
  useDeleteAccessTokenMutation,
  useExchangeTemporaryTokenMutation,
  useMyUserQuery,
  useTokenOwnerMutation,
} from '../api';
import type { AuthRecord } from '../model/auth-record';
import { forgetCapturedJumpStartToken, peekCapturedJumpStartToken } from '../model/jump-start-capture';
import { decodeJumpStartToken, type JumpStartPayload } from '../model/jump-start-token';
import { selectAuth, signedIn } from '../model/slice';
import { FullPageSpinner } from './full-page-spinner';
import { SignInCard } from './sign-in-card';
import '../catalogue-sign-in';

/** A person as the question names them: their name, and their e-mail address when there is one. */
const accountLabel = (person: { name: string; emailAddress?: string | null }): string =>
  person.emailAddress ? `${person.name} (${person.emailAddress})` : person.name;

/**
 * The link's short-lived token becomes a 30-day session, the temporary token is deleted, and the person goes to the
 * payload's redirect only when it is on this origin. A session it replaces is deleted on the server (it would stay valid
 * for 30 days otherwise), and no data of the old account is kept.
 */
function useArrival(payload: JumpStartPayload | undefined) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [exchange] = useExchangeTemporaryTokenMutation();
  const [deleteToken] = useDeleteAccessTokenMutation();
  const [failed, setFailed] = useState(!payload);
  const arrive = useCallback(
    async (replaced: AuthRecord | null) => {
      if (!payload) return;
      forgetCapturedJumpStartToken();
      // The exchange comes first: a link that no longer works leaves the current session as it was.
      const result = await exchange({ secretId: payload.secretId });
      if (!('data' in result) || !result.data) {
        setFailed(true);
        return;
      }
      const session = result.data;
      // Both deletions are best-effort: a failure does not block the arrival.
      if (replaced) await deleteToken({ publicId: replaced.publicId, secretId: replaced.secretId });
      await deleteToken({ publicId: payload.publicId, secretId: payload.secretId });
      if (replaced) dispatch(baseApi.util.resetApiState());
      dispatch(
        signedIn({
          auth: {
            publicId: session.publicId,
            secretId: session.secretId,
            expiresOn: session.expiresOn,
            userId: session.user?.publicId,
          },
          companyId: payload.companyId,
        }),
      );
      void navigate(safeRedirectPath(payload.redirectUrl, location.origin), { replace: true });
    },
    [deleteToken, dispatch, exchange, navigate, payload],
  );
  return { arrive, failed, setFailed };
}

/**
 * Arrival through a jump-start link. Signed out, it signs in at once. Signed in as somebody else, it asks first, naming
 * both accounts: a link must not swap the account of whoever opens it without their say. Staying changes nothing.
 */
export function JumpStartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [payload] = useState(() => {
    const token = peekCapturedJumpStartToken();
    return token ? decodeJumpStartToken(token) : undefined;
  });
  const current = useAppSelector(selectAuth);
  const [replacing] = useState(() => current);
  const { arrive, failed, setFailed } = useArrival(payload);
  const [readOwner, owner] = useTokenOwnerMutation();
  const currentUser = useMyUserQuery(undefined, { skip: !replacing });
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !payload) return;
    started.current = true;
    if (!replacing) {
      void arrive(null);
      return;
    }
    void readOwner({ secretId: payload.secretId }).then((result) => {
      if ('data' in result && result.data) return;
      forgetCapturedJumpStartToken();
      setFailed(true);
    });
  }, [arrive, payload, readOwner, replacing, setFailed]);

  const arriving = owner.data;
  const currentId = replacing?.userId ?? currentUser.data?.publicId;
  const samePerson = Boolean(arriving && currentId && arriving.publicId === currentId);
  const arrivedAsSame = useRef(false);
  useEffect(() => {
    // The same person: nothing to ask, the new session replaces the old one.
    if (!samePerson || arrivedAsSame.current) return;
    arrivedAsSame.current = true;
    void arrive(replacing);
  }, [arrive, replacing, samePerson]);

  if (failed) {
    return (
      <SignInCard title={t('signIn.jumpStart.title')}>
        <Notice severity="error" role="alert">
          {t('signIn.jumpStart.invalid')}
        </Notice>
        {replacing ? (
          <Button component={RouterLink} to="/" variant="contained">
            {t('signIn.jumpStart.toPortal')}
          </Button>
        ) : (
          <Button component={RouterLink} to="/login" variant="contained">
            {t('signIn.jumpStart.toLogin')}
          </Button>
        )}
      </SignInCard>
    );
  }

  if (!replacing || !arriving || samePerson || currentUser.isLoading) return <FullPageSpinner />;
  const arrivingName = accountLabel(arriving);
  const currentName = currentUser.data ? accountLabel(currentUser.data) : t('signIn.jumpStart.currentAccount');
  const stay = () => {
    forgetCapturedJumpStartToken();
    void navigate(safeRedirectPath(payload?.redirectUrl, location.origin), { replace: true });
  };
  return (
    <SignInCard title={t('signIn.jumpStart.switchTitle')}>
      <Typography>{t('signIn.jumpStart.switchText', { current: currentName, arriving: arrivingName })}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" onClick={() => void arrive(replacing)}>
          {t('signIn.jumpStart.continueAs', { name: arriving.name })}
        </Button>
        <Button variant="outlined" onClick={stay} autoFocus>
          {t('signIn.jumpStart.stayAs', { name: currentUser.data?.name ?? currentName })}
        </Button>
      </Stack>
    </SignInCard>
  );
}
