import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { fieldErrors, firstErrorMessage } from '@/api';
import { FormTextField } from '@/ui/form-text-field';
import { Notice } from '@/ui/notice';
import { useServerAwareForm } from '@/ui/use-server-aware-form';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useEnableTwoFactorMutation, useVerifyTwoFactorMutation } from '../api';
import { verifyFormSchema, type VerifyFormValues } from '../model/schemas';
import { groupSecret, otpauthUri, qrPath } from '../model/two-factor';
import '../catalogue';

interface TwoFactorSetupProps {
  /** The account as the authenticator app lists it (the e-mail address). */
  account: string;
  /** Who issues the codes, as the app shows it (the sector's or host's name). */
  issuer: string;
  /** After a successful verify (which also invalidates the session's MyUser). */
  onVerified?: () => void;
}

/** Two-factor set-up: a new secret (MyUserOtpAuthEnable) as QR code and text, then a code and a device name (MyUserOtpAuthVerify). */
export function TwoFactorSetup({ account, issuer, onVerified }: TwoFactorSetupProps) {
  const { t } = useTranslation();
  const [enable, enabling] = useEnableTwoFactorMutation();
  const [secret, setSecret] = useState<string>();

  const start = async () => {
    const result = await enable();
    if (result.data) setSecret(result.data);
  };

  if (!secret) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {enabling.error && (
          <Notice severity="error" role="alert">
            {firstErrorMessage(enabling.error)}
          </Notice>
        )}
        <Button variant="contained" onClick={() => void start()} disabled={enabling.isLoading}>
          {enabling.isLoading ? t('profile.twoFactor.setup.starting') : t('profile.twoFactor.setUp')}
        </Button>
      </Stack>
    );
  }
  // Cancel drops the secret: it was never verified, so the platform keeps two-factor off.
  return (
    <SecretAndCode
      secret={secret}
      account={account}
      issuer={issuer}
      onVerified={onVerified}
      onCancel={() => setSecret(undefined)}
    />
  );
}

function SecretAndCode({
  secret,
  account,
  issuer,
  onVerified,
  onCancel,
}: TwoFactorSetupProps & { secret: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [verify] = useVerifyTwoFactorMutation();
  const qr = useMemo(() => qrPath(otpauthUri({ issuer, account, secret })), [issuer, account, secret]);
  const form = useServerAwareForm<VerifyFormValues>({
    initialValues: { oneTimePassword: '', deviceName: '' },
    schema: verifyFormSchema,
    fields: ['oneTimePassword', 'deviceName'],
    onSubmit: async (values) => {
      const result = await verify({
        oneTimePassword: values.oneTimePassword.trim(),
        deviceName: values.deviceName.trim(),
      });
      if (result.error)
        return { ok: false, fieldErrors: fieldErrors(result.error), message: firstErrorMessage(result.error) };
      dispatch(
        snackbarRequested({
          messageKey: 'profile.twoFactor.enabled',
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
      onVerified?.();
      return { ok: true };
    },
  });
  const { control, errorText, formState, formError, submit } = form;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      dispatch(
        snackbarRequested({
          messageKey: 'profile.twoFactor.setup.copied',
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
    } catch {
      dispatch(
        snackbarRequested({
          messageKey: 'profile.twoFactor.setup.copyFailed',
          duration: SNACKBAR_DURATION.medium,
          severity: 'error',
        }),
      );
    }
  };

  return (
    <Stack spacing={2}>
      <Typography>{t('profile.twoFactor.setup.scan')}</Typography>
      <Box sx={{ bgcolor: '#fff', p: 1, borderRadius: 1, width: 'fit-content', border: 1, borderColor: 'divider' }}>
        {/* Dark modules on white whatever the theme: scanners need the contrast. */}
        <svg
          role="img"
          aria-label={t('profile.twoFactor.setup.qrAlt')}
          viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`}
          width={200}
          height={200}
          shapeRendering="crispEdges"
        >
          <path d={qr.path} fill="#000" />
        </svg>
      </Box>
      <Typography>{t('profile.twoFactor.setup.manual')}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          component="code"
          aria-label={t('profile.twoFactor.setup.secretLabel')}
          sx={{ fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: 1, wordBreak: 'break-all' }}
        >
          {groupSecret(secret)}
        </Typography>
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('profile.twoFactor.setup.copy')}
        </Button>
      </Stack>
      <Typography>{t('profile.twoFactor.setup.enter')}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 560 }}
      >
        {formError && (
          <Notice severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
            {formError}
          </Notice>
        )}
        <FormTextField
          name="oneTimePassword"
          control={control}
          errorText={errorText}
          label={t('profile.twoFactor.setup.code')}
          helperText={t('profile.twoFactor.setup.codeHint')}
          required
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <FormTextField
          name="deviceName"
          control={control}
          errorText={errorText}
          label={t('profile.twoFactor.setup.deviceName')}
          helperText={t('profile.twoFactor.setup.deviceNameHint')}
          required
        />
        <Stack direction="row" spacing={1} sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" disabled={!formState.isValid || formState.isSubmitting}>
            {t('profile.twoFactor.setup.verify')}
          </Button>
          <Button onClick={onCancel}>{t('profile.twoFactor.setup.cancel')}</Button>
        </Stack>
      </Box>
    </Stack>
  );
}
