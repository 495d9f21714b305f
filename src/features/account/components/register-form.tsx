import { Button, Link, MenuItem, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormTextField } from '@/ui/form-text-field';
import { Notice } from '@/ui/notice';
import { useServerAwareForm } from '@/ui/use-server-aware-form';
import { useRegisterMutation, useSectorPoliciesQuery } from '../api';
import {
  emptyRegistration,
  LANGUAGES,
  latestPolicy,
  registerSchema,
  registrationBody,
  type RegisterValues,
} from '../model/schemas';
import { AccountFrame } from './account-frame';
import { FormCheckbox } from './form-checkbox';
import { outcomeOf } from './outcome';
import { PasswordFields } from './password-fields';
import { TermsBox } from './terms-box';

const SERVER_FIELDS = ['companyName', 'name', 'emailAddress', 'password', 'language', 'acceptTerms'] as const;

/** A language's own name in the page's language ("Deutsch" reads "German" in English). */
function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The registration: company, person, password, language and the sector's terms, which must be accepted. */
export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const policies = useSectorPoliciesQuery();
  const policy = policies.data ? latestPolicy(policies.data) : null;
  const [register] = useRegisterMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useServerAwareForm<RegisterValues>({
    initialValues: emptyRegistration,
    schema: registerSchema,
    fields: SERVER_FIELDS,
    onSubmit: async (values) => {
      const result = await register(registrationBody(values, policy?.publicId ?? null));
      if (!('error' in result)) {
        setSentTo(values.emailAddress.trim());
        return { ok: true };
      }
      // A refused policy is about the acceptance.
      return outcomeOf(result.error, (message) => t('account.failed', { message }), {
        'termsOfUsePolicy.publicId': 'acceptTerms',
      });
    },
  });

  if (sentTo !== null) {
    return (
      <AccountFrame title={t('account.register.sentTitle')}>
        <Notice severity="success">{t('account.register.sent', { emailAddress: sentTo })}</Notice>
      </AccountFrame>
    );
  }

  const text = (name: 'companyName' | 'name' | 'emailAddress', label: string, extra: Record<string, unknown> = {}) => (
    <FormTextField
      name={name}
      control={form.control}
      errorText={form.errorText}
      label={label}
      required
      fullWidth
      {...extra}
    />
  );

  return (
    <AccountFrame
      wide
      title={t('account.register.title')}
      intro={t('account.register.intro')}
      footer={
        <Link component={RouterLink} to="/login">
          {t('account.register.haveAccount')}
        </Link>
      }
    >
      <form noValidate onSubmit={(event) => void form.submit(event)}>
        <Stack spacing={2}>
          {form.formError && (
            <Notice severity="error" role="alert">
              {form.formError}
            </Notice>
          )}
          {text('companyName', t('account.register.companyName'), { autoComplete: 'organization', autoFocus: true })}
          {text('name', t('account.register.name'), { autoComplete: 'name' })}
          {text('emailAddress', t('account.emailAddress'), { type: 'email', autoComplete: 'email' })}
          <PasswordFields form={form} label={t('account.password')} />
          <FormTextField
            name="language"
            control={form.control}
            errorText={form.errorText}
            select
            fullWidth
            label={t('account.register.language')}
            helperText={t('account.register.languageHint')}
            // "Not set" shows as a choice, under a label that stays above it.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('account.register.languageDefault')}</MenuItem>
            {LANGUAGES.map((code) => (
              <MenuItem key={code} value={code} lang={code}>
                {languageName(code, i18n.language)}
              </MenuItem>
            ))}
          </FormTextField>
          <TermsBox policy={policy} loading={policies.isLoading} failed={policies.isError} />
          <FormCheckbox
            name="acceptTerms"
            control={form.control}
            errorText={form.errorText}
            label={t('account.register.acceptTerms')}
            required
          />
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            {t('account.register.submit')}
          </Button>
        </Stack>
      </form>
    </AccountFrame>
  );
}
