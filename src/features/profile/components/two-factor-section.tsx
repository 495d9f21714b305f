import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { dateTimeFormat } from '@/lib/intl-formatters';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Notice } from '@/ui/notice';
import { SNACKBAR_DURATION, snackbarRequested, useFailureNotice } from '@/features/notices';
import { useDisableTwoFactorMutation } from '../api';
import { hasTwoFactor, type Profile } from '../model/schemas';
import { ProfileSection } from './profile-frame';
import { TwoFactorSetup } from './two-factor-setup';
import '../catalogue';

/** Two-factor: its state, set-up when off, removal (asked first) when on unless a role requires it. */
export function TwoFactorSection({ profile, issuer }: { profile: Profile; issuer: string }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const failed = useFailureNotice();
  const [confirming, setConfirming] = useState(false);
  const [disable, disabling] = useDisableTwoFactorMutation();
  const on = hasTwoFactor(profile);
  const { otpAuth } = profile;

  const remove = async () => {
    const result = await disable();
    setConfirming(false);
    if (result.error) return failed(result.error, 'profile.twoFactor.removeFailed');
    dispatch(
      snackbarRequested({
        messageKey: 'profile.twoFactor.removed',
        duration: SNACKBAR_DURATION.short,
        severity: 'success',
      }),
    );
  };

  const status = (
    <Chip
      size="small"
      color={on ? 'success' : 'default'}
      label={on ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}
    />
  );
  return (
    <ProfileSection title={t('profile.twoFactor.title')} action={status}>
      {on ? (
        <Stack spacing={2}>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 3,
              rowGap: 1,
              '& dd': { m: 0 },
            }}
          >
            <Typography component="dt" color="text.secondary">
              {t('profile.twoFactor.type')}
            </Typography>
            <Typography component="dd">
              {otpAuth.type === 'sms' ? t('profile.twoFactor.types.sms') : t('profile.twoFactor.types.app')}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t('profile.twoFactor.deviceName')}
            </Typography>
            <Typography component="dd">{otpAuth.deviceName ?? '—'}</Typography>
            <Typography component="dt" color="text.secondary">
              {t('profile.twoFactor.registeredOn')}
            </Typography>
            <Typography component="dd">
              {otpAuth.registeredOn ? dateTimeFormat(i18n.language).format(new Date(otpAuth.registeredOn)) : '—'}
            </Typography>
          </Box>
          {otpAuth.required && <Notice severity="info">{t('profile.twoFactor.requiredText')}</Notice>}
          <Box>
            <Button
              variant="outlined"
              color="error"
              disabled={otpAuth.required || disabling.isLoading}
              onClick={() => setConfirming(true)}
            >
              {t('profile.twoFactor.remove')}
            </Button>
          </Box>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('profile.twoFactor.offText')}</Typography>
          {/* Verifying invalidates the session's MyUser: the page reads it again and shows two-factor on. */}
          <TwoFactorSetup account={profile.emailAddress ?? profile.name} issuer={issuer} />
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('profile.twoFactor.removeTitle')}
        text={t('profile.twoFactor.removeText')}
        confirmLabel={t('profile.twoFactor.remove')}
        destructive
        pending={disabling.isLoading}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </ProfileSection>
  );
}
