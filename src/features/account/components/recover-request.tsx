import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import { Notice } from '@/ui/notice';
import { useServerAwareForm } from '@/ui/use-server-aware-form';
import { useRequestRecoveryMutation } from '../api';
import { recoverRequestSchema, type RecoverRequestValues } from '../model/schemas';
import { AccountFrame } from './account-frame';
import { outcomeOf } from './outcome';

/**
 * The reset request: one answer whatever the address, so the page never tells whether an account exists for it.
 */
export function RecoverRequest() {
  const { t } = useTranslation();
  const [requestRecovery] = useRequestRecoveryMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useServerAwareForm<RecoverRequestValues>({
    initialValues: { emailAddress: '' },
    schema: recoverRequestSchema,
    fields: ['emailAddress'],
    onSubmit: async ({ emailAddress }) => {
      const result = await requestRecovery({ emailAddress });
      if ('error' in result) return outcomeOf(result.error, (message) => t('account.failed', { message }));
      setSentTo(emailAddress);
      return { ok: true };
    },
  });

  if (sentTo !== null) {
    return (
      <AccountFrame title={t('account.recover.sentTitle')}>
        <Notice severity="success">{t('account.recover.sent', { emailAddress: sentTo })}</Notice>
        <Button
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            form.reset({ emailAddress: '' });
            setSentTo(null);
          }}
        >
          {t('account.recover.tryAgain')}
        </Button>
      </AccountFrame>
    );
  }

  return (
    <AccountFrame title={t('account.recover.title')} intro={t('account.recover.intro')}>
      <form noValidate onSubmit={(event) => void form.submit(event)}>
        <Stack spacing={2}>
          {form.formError && (
            <Notice severity="error" role="alert">
              {form.formError}
            </Notice>
          )}
          <FormTextField
            name="emailAddress"
            control={form.control}
            errorText={form.errorText}
            label={t('account.emailAddress')}
            type="email"
            autoComplete="email"
            autoFocus
            required
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            {t('account.recover.submit')}
          </Button>
        </Stack>
      </form>
    </AccountFrame>
  );
}
