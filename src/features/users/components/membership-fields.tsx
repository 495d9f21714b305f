import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MembershipNames } from '../hooks/use-membership-names';
import '../catalogue';
import '../catalogue-dialogs';

interface FieldProps {
  label: string;
  /** A longer accessible name that contains the visible label (e.g. "Role in Kiln hall" for "Role"). */
  name?: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

// Native selects: light, fully usable by keyboard and screen readers, and picked by label in tests.
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A group of the company; the company group first (it holds the company-wide role). */
export function GroupSelect({
  names,
  value,
  onChange,
  ...field
}: FieldProps & { names: MembershipNames; value: string; onChange: (groupId: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={field.label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(field.error)}
      helperText={field.error}
      disabled={field.disabled}
      autoFocus={field.autoFocus}
      slotProps={nativeSelect}
    >
      <option value="">{t('users.memberships.chooseGroup')}</option>
      {names.groups.map((group) => (
        <option key={group.publicId} value={group.publicId}>
          {names.groupName(group.publicId)}
        </option>
      ))}
    </TextField>
  );
}

/** A role of the company; a membership that has none shows "No role" until one is chosen. */
export function RoleSelect({
  names,
  value,
  onChange,
  ...field
}: FieldProps & { names: MembershipNames; value: string | null; onChange: (roleId: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={field.label}
      value={value ?? ''}
      onChange={(event) => event.target.value && onChange(event.target.value)}
      error={Boolean(field.error)}
      helperText={field.error}
      disabled={field.disabled}
      slotProps={{ ...nativeSelect, htmlInput: field.name ? { 'aria-label': field.name } : {} }}
    >
      {value === null && <option value="">{t('users.memberships.chooseRole')}</option>}
      {names.roles.map((role) => (
        <option key={role.publicId} value={role.publicId}>
          {role.name}
        </option>
      ))}
    </TextField>
  );
}

/** The last day of access, as a date; empty for no end. */
export function ExpiryField({
  value,
  onChange,
  onBlur,
  ...field
}: FieldProps & { value: string; onChange: (date: string) => void; onBlur?: () => void; hint?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      type="date"
      size="small"
      fullWidth
      label={field.label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={Boolean(field.error)}
      helperText={field.error ?? field.hint ?? t('users.memberships.expiryHint')}
      disabled={field.disabled}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: field.name ? { 'aria-label': field.name } : {} }}
    />
  );
}
