import { Button, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Notice } from '@/ui/notice';
import { ErrorState, LoadingRows } from '@/ui/states';
import { useServerAwareForm } from '@/ui/use-server-aware-form';
import { useFinishRecoveryMutation, useRecoveryAddressQuery } from '../api';
import { newPasswordSchema, recoverFinishBody, type NewPasswordValues } from '../model/schemas';
import { AccountFrame, SignInLink } from './account-frame';
import { FormCheckbox } from './form-checkbox';
import { isDeadLink, outcomeOf } from './outcome';
import { PasswordFields } from './password-fields';

/** From the e-mailed link: the account's address, the new password twice and whether to end every session. */
export function RecoverFinish({ token }: { token: string }) {
  const { t } = useTranslation();
  const address = useRecoveryAddressQuery(token);
  const [finish] = useFinishRecoveryMutation();
  const [done, setDone] = useState(false);
  const [deadLink, setDeadLink] = useState(false);
  const form = useServerAwareForm<NewPasswordValues>({
    initialValues: { password: '', confirmPassword: '', deleteAccessTokens: false },
    schema: newPasswordSchema,
    fields: ['password'],
    onSubmit: async (values) => {
      const result = await finish({ token, body: recoverFinishBody(values) });
      if (!('error' in result)) {
        setDone(true);
        return { ok: true };
      }
      if (isDeadLink(result.error)) {
        setDeadLink(true);
        return { ok: true };
      }
      // The platform names the field `newPassword`; the form calls it `password`.
      return outcomeOf(result.error, (message) => t('account.failed', { message }), { newPassword: 'password' });
    },
  });

  if (done) {
    return (
      <AccountFrame title={t('account.recover.doneTitle')} footer={null}>
        <Notice severity="success">{t('account.recover.done')}</Notice>
        <SignInLink />
      </AccountFrame>
    );
  }
  if (deadLink || (address.isError && isDeadLink(address.error))) {
    return (
      <AccountFrame title={t('account.recover.invalidTitle')}>
        <Notice severity="warning" role="alert">
          {t('account.recover.invalid')}
        </Notice>
        <Link component={RouterLink} to="/recover" replace state={null}>
          {t('account.recover.requestNew')}
        </Link>
      </AccountFrame>
    );
  }
  if (address.isError) {
    return (
      <AccountFrame title={t('account.recover.finishTitle')}>
        <ErrorState onRetry={() => void address.refetch()} />
      </AccountFrame>
    );
  }
  if (!address.data) {
    return (
      <AccountFrame title={t('account.recover.finishTitle')}>
        <LoadingRows rows={3} label={t('account.loadingLink')} />
      </AccountFrame>
    );
  }

  return (
    <AccountFrame
      title={t('account.recover.finishTitle')}
      intro={t('account.recover.finishIntro', { emailAddress: address.data.emailAddress })}
    >
      <form noValidate onSubmit={(event) => void form.submit(event)}>
        <Stack spacing={2}>
          {form.formError && (
            <Notice severity="error" role="alert">
              {form.formError}
            </Notice>
          )}
          {/* The address as a hidden username, so password managers save the new password for the right account. */}
          <input type="hidden" name="username" autoComplete="username" value={address.data.emailAddress} />
          <PasswordFields form={form} label={t('account.newPassword')} autoFocus />
          <FormCheckbox
            name="deleteAccessTokens"
            control={form.control}
            label={t('account.recover.signOutEverywhere')}
          />
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            {t('account.recover.finishSubmit')}
          </Button>
        </Stack>
      </form>
    </AccountFrame>
  );
}
