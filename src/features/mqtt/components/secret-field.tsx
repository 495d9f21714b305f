import { Box, Checkbox, FormControlLabel, TextField } from '@mui/material';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PemField } from './pem-field';
import type { WriteOnlyValue } from '../model/write-only';
import '@/ui/catalogue';

export interface SecretFieldProps {
  label: string;
  value: WriteOnlyValue;
  onChange: (value: WriteOnlyValue) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLElement>;
  /** An existing item: empty keeps what is stored, and a checkbox (labelled `clearLabel`) removes it. */
  editing: boolean;
  clearLabel: string;
  /** `pem`: a private key, pasted or read from a file; `password`: a masked one-line input. */
  kind: 'password' | 'pem';
  error?: string;
}

/**
 * A write-only secret: what is stored is never shown (the server does not answer it). Creating, an empty field means
 * none; editing, it means unchanged, as the hint under the field says, and the checkbox removes the stored one.
 */
export function SecretField({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  editing,
  clearLabel,
  kind,
  error,
}: SecretFieldProps) {
  const { t } = useTranslation();
  const hint =
    error ?? (value.clear ? t('ui.secret.removed') : t(editing ? 'ui.secret.keepHint' : 'ui.secret.newHint'));
  const setText = (text: string) => onChange({ ...value, text });

  return (
    <Box>
      {kind === 'pem' ? (
        <PemField
          label={label}
          name={name}
          inputRef={inputRef}
          value={value.clear ? '' : value.text}
          onChange={setText}
          onBlur={onBlur}
          disabled={value.clear}
          error={Boolean(error)}
          helperText={hint}
        />
      ) : (
        <TextField
          label={label}
          name={name}
          inputRef={inputRef}
          type="password"
          value={value.clear ? '' : value.text}
          onChange={(event) => setText(event.target.value)}
          onBlur={onBlur}
          disabled={value.clear}
          error={Boolean(error)}
          helperText={hint}
          fullWidth
          // Never the browser's saved sign-in password.
          slotProps={{ htmlInput: { autoComplete: 'new-password' }, formHelperText: { disabled: false } }}
        />
      )}
      {editing && (
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={value.clear}
              onChange={(event) => onChange({ text: '', clear: event.target.checked })}
            />
          }
          label={clearLabel}
        />
      )}
    </Box>
  );
}
