import { Box, Button, Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { fieldErrors, firstErrorMessage } from '@/api';
import { FormTextField } from '@/ui/form-text-field';
import { Notice } from '@/ui/notice';
import { useServerAwareForm } from '@/ui/use-server-aware-form';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useChangePasswordMutation } from '../api';
import { personalWords } from '../model/password-strength';
import { EMPTY_PASSWORD_FORM, passwordFormSchema, type PasswordFormValues, type Profile } from '../model/schemas';
import { ProfileSection } from './profile-frame';
import { PasswordStrengthMeter } from './password-strength-meter';
import '../catalogue';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/** Change password (MyUserPassword): the current one, the new one twice, and whether to sign out elsewhere. */
export function PasswordSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const hintId = useId();
  const [changePassword] = useChangePasswordMutation();
  const form = useServerAwareForm<PasswordFormValues>({
    initialValues: EMPTY_PASSWORD_FORM,
    schema: passwordFormSchema,
    fields: FIELDS,
    onSubmit: async ({ oldPassword, newPassword, deleteAccessTokens }) => {
      const result = await changePassword({ oldPassword, newPassword, deleteAccessTokens });
      if (result.error)
        return { ok: false, fieldErrors: fieldErrors(result.error), message: firstErrorMessage(result.error) };
      form.reset(EMPTY_PASSWORD_FORM);
      // docs/RULES.md#profile: PASSWORD_CHANGED for 3 s.
      dispatch(
        snackbarRequested({
          messageKey: 'profile.password.PASSWORD_CHANGED',
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
      return { ok: true };
    },
  });
  const { control, errorText, formState, formError, submit } = form;
  const personal = useMemo(
    () => personalWords(profile.name, profile.emailAddress),
    [profile.name, profile.emailAddress],
  );
  const newPassword = form.watch('newPassword');

  return (
    <ProfileSection title={t('profile.password.title')} text={t('profile.password.text')}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
      >
        {formError && (
          <Notice severity="error" role="alert">
            {formError}
          </Notice>
        )}
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={profile.emailAddress ?? ''}
          readOnly
          hidden
        />
        <FormTextField
          name="oldPassword"
          control={control}
          errorText={errorText}
          type="password"
          label={t('profile.password.old')}
          required
          autoComplete="current-password"
        />
        <FormTextField
          name="newPassword"
          control={control}
          errorText={errorText}
          // The repeat is checked again once it has been typed (not before: an empty repeat is no mistake yet).
          onChange={() => void (form.getValues('confirmPassword') && form.trigger('confirmPassword'))}
          type="password"
          label={t('profile.password.new')}
          required
          autoComplete="new-password"
        />
        <PasswordStrengthMeter password={newPassword} personal={personal} />
        <FormTextField
          name="confirmPassword"
          control={control}
          errorText={errorText}
          type="password"
          label={t('profile.password.confirm')}
          required
          autoComplete="new-password"
        />
        <Controller
          name="deleteAccessTokens"
          control={control}
          render={({ field: { value, onChange, onBlur, name } }) => (
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    name={name}
                    onBlur={onBlur}
                    checked={value}
                    onChange={(event) => onChange(event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': hintId } }}
                  />
                }
                label={t('profile.password.signOutOthers')}
              />
              <FormHelperText id={hintId} sx={{ mt: 0 }}>
                {t('profile.password.signOutOthersHint')}
              </FormHelperText>
            </Box>
          )}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isDirty || !formState.isValid || formState.isSubmitting}
          >
            {t('profile.password.submit')}
          </Button>
        </Box>
      </Box>
    </ProfileSection>
  );
}
