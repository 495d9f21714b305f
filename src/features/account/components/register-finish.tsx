import { Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Notice } from '@/ui/notice';
import { ErrorState, LoadingRows } from '@/ui/states';
import { useFinishRegistrationMutation, useRegistrationQuery } from '../api';
import { AccountFrame, SignInLink } from './account-frame';
import { firstMessage, isDeadLink } from './outcome';

/** From the e-mailed link: what was registered, and the button that makes the company and the account. */
export function RegisterFinish({ token }: { token: string }) {
  const { t } = useTranslation();
  const registration = useRegistrationQuery(token);
  const [finish, finishing] = useFinishRegistrationMutation();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const deadLink =
    (registration.isError && isDeadLink(registration.error)) || (finishing.isError && isDeadLink(finishing.error));

  if (done) {
    return (
      <AccountFrame title={t('account.register.doneTitle')} footer={null}>
        <Notice severity="success">{t('account.register.done')}</Notice>
        <SignInLink />
      </AccountFrame>
    );
  }
  if (deadLink) {
    return (
      <AccountFrame title={t('account.register.invalidTitle')}>
        <Notice severity="warning" role="alert">
          {t('account.register.invalid')}
        </Notice>
        <Link component={RouterLink} to="/register" replace state={null}>
          {t('account.register.registerAgain')}
        </Link>
      </AccountFrame>
    );
  }
  if (registration.isError) {
    return (
      <AccountFrame title={t('account.register.finishTitle')}>
        <ErrorState onRetry={() => void registration.refetch()} />
      </AccountFrame>
    );
  }
  if (!registration.data) {
    return (
      <AccountFrame title={t('account.register.finishTitle')}>
        <LoadingRows rows={3} label={t('account.loadingLink')} />
      </AccountFrame>
    );
  }

  const { companyName, name, emailAddress } = registration.data;
  const rows: [string, string][] = [
    [t('account.register.companyName'), companyName],
    [t('account.register.name'), name],
    [t('account.emailAddress'), emailAddress],
  ];
  const submit = async () => {
    setFormError(null);
    const result = await finish(token);
    if (!('error' in result)) setDone(true);
    else if (!isDeadLink(result.error)) setFormError(t('account.failed', { message: firstMessage(result.error) }));
  };

  return (
    <AccountFrame title={t('account.register.finishTitle')} intro={t('account.register.finishIntro')}>
      {formError && (
        <Notice severity="error" role="alert">
          {formError}
        </Notice>
      )}
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </div>
        ))}
      </Stack>
      <Button variant="contained" size="large" disabled={finishing.isLoading} onClick={() => void submit()}>
        {t('account.register.finishSubmit')}
      </Button>
    </AccountFrame>
  );
}
