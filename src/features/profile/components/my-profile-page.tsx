import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@/api';
import { ErrorState, LoadingRows } from '@/ui/states';
import { ColorSchemeRadios } from '@/ui/theme/color-scheme-choice';
import { useProfileQuery } from '../api';
import { useIssuer } from '../hooks/use-issuer';
import { PasswordSection } from './password-section';
import { ProfileFrame, ProfileSection } from './profile-frame';
import { ProfileForm } from './profile-form';
import { TrustedDevicesSection } from './trusted-devices-section';
import { TwoFactorSection } from './two-factor-section';
import '../catalogue';

/** /my-profile: the signed-in person's own account, outside the shell. */
export function MyProfilePage() {
  const { t } = useTranslation();
  const profile = useProfileQuery();
  const issuer = useIssuer();
  return (
    <ProfileFrame title={t('profile.title')}>
      {profile.data ? (
        <>
          <ProfileSection title={t('profile.form.title')}>
            <ProfileForm profile={profile.data} />
          </ProfileSection>
          <PasswordSection profile={profile.data} />
          <TwoFactorSection profile={profile.data} issuer={issuer} />
          <TrustedDevicesSection />
          <ProfileSection title={t('profile.appearance.title')}>
            <ColorSchemeRadios />
          </ProfileSection>
        </>
      ) : profile.error ? (
        <ErrorState
          message={firstErrorMessage(profile.error, t('profile.loadFailed'))}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <LoadingRows rows={6} label={t('profile.title')} />
      )}
    </ProfileFrame>
  );
}
