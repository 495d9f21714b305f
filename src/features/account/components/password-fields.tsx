import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/ui/form-text-field';
import type { useServerAwareForm } from '@/ui/use-server-aware-form';

interface PasswordPair extends FieldValues {
  password: string;
  confirmPassword: string;
}

/** A new password and its confirmation (checked again whenever the password changes); the rule is the hint. */
export function PasswordFields<V extends PasswordPair>({
  form,
  label,
  autoFocus = false,
}: {
  form: ReturnType<typeof useServerAwareForm<V>>;
  label: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  // Every V has these two fields (PasswordPair); TypeScript cannot narrow a generic form's paths by itself.
  const password = 'password' as FieldPath<V>;
  const confirmPassword = 'confirmPassword' as FieldPath<V>;
  return (
    <>
      <FormTextField
        name={password}
        control={form.control}
        errorText={form.errorText}
        deps={[confirmPassword]}
        label={label}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        fullWidth
        helperText={t('account.passwordHint')}
      />
      <FormTextField
        name={confirmPassword}
        control={form.control}
        errorText={form.errorText}
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
      />
    </>
  );
}
