import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { firstErrorMessage } from '@/api';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { ErrorState } from '@/ui/states';
import { useProfileQuery } from '../api';
import { useIssuer } from '../hooks/use-issuer';
import { hasTwoFactor } from '../model/schemas';
import { ProfileFrame, ProfileSection } from './profile-frame';
import { TwoFactorSetup } from './two-factor-setup';
import '../catalogue';

const SELF = '/two-factor-auth-required';

/** Where to go once two-factor is on: `returnTo` when it is the app's own page (never this one), else home. */
export function returnPath(returnTo: string | null, origin: string): string {
  const path = safeRedirectPath(returnTo, origin, '/');
  return path === SELF || path.startsWith(`${SELF}?`) || path.startsWith(`${SELF}#`) ? '/' : path;
}

/**
 * /two-factor-auth-required: a role of the company requires two-factor and the person has none. They set it up here;
 * verifying invalidates the session's MyUser, and once two-factor shows as on the page goes to `returnTo`.
 */
export function TwoFactorRequiredPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const profile = useProfileQuery();
  const issuer = useIssuer();
  const done = profile.data !== undefined && hasTwoFactor(profile.data);
  const target = returnPath(search.get('returnTo'), window.location.origin);

  useEffect(() => {
    if (done) void navigate(target, { replace: true });
  }, [done, navigate, target]);

  return (
    <ProfileFrame title={t('profile.required.title')} back={false}>
      <Typography>{t('profile.required.text')}</Typography>
      {profile.error ? (
        <ErrorState
          message={firstErrorMessage(profile.error, t('profile.loadFailed'))}
          onRetry={() => void profile.refetch()}
        />
      ) : !profile.data || done ? (
        <Stack sx={{ alignItems: 'center', py: 6 }}>
          <CircularProgress aria-label={done ? t('profile.required.done') : t('profile.required.title')} />
        </Stack>
      ) : (
        <ProfileSection title={t('profile.twoFactor.title')}>
          <TwoFactorSetup account={profile.data.emailAddress ?? profile.data.name} issuer={issuer} />
        </ProfileSection>
      )}
      <Stack direction="row">
        <Button component={Link} to="/logout">
          {t('profile.signOut')}
        </Button>
      </Stack>
    </ProfileFrame>
  );
}
