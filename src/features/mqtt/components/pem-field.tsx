import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, TextField } from '@mui/material';
import { useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PEM_FILE_MAX_BYTES } from '../model/write-only';
import '@/ui/catalogue';

export interface PemFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLElement>;
  /** The field's message (an error when `error` is set). */
  helperText?: string;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * PEM text (a certificate, a key), pasted into the field or read from a file chosen with the button beside it; the
 * file's text replaces the field's. Monospaced, never spell-checked.
 */
export function PemField({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  helperText,
  error,
  required,
  disabled,
  placeholder,
}: PemFieldProps) {
  const { t } = useTranslation();
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string>();

  const read = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > PEM_FILE_MAX_BYTES) {
      setFileError(t('ui.pem.tooLarge', { size: PEM_FILE_MAX_BYTES / 1024 }));
      return;
    }
    try {
      const text = await file.text();
      setFileError(undefined);
      onChange(text);
    } catch {
      setFileError(t('ui.pem.unreadable'));
    }
  };

  return (
    <Box>
      <TextField
        label={label}
        value={value}
        name={name}
        inputRef={inputRef}
        onChange={(event) => {
          setFileError(undefined);
          onChange(event.target.value);
        }}
        onBlur={onBlur}
        error={Boolean(error) || Boolean(fileError)}
        helperText={fileError ?? helperText}
        required={required}
        disabled={disabled}
        placeholder={placeholder}
        multiline
        minRows={3}
        maxRows={8}
        fullWidth
        // A disabled field's hint stays readable (contrast): it says why.
        slotProps={{
          htmlInput: { spellCheck: false, autoComplete: 'off', sx: { fontFamily: 'monospace', fontSize: '0.8125rem' } },
          formHelperText: { disabled: false },
        }}
      />
      <Button
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        onClick={() => fileInput.current?.click()}
        // The visible words begin the name (WCAG 2.5.3); the field's label tells several such buttons apart.
        aria-label={t('ui.pem.readFileOf', { label })}
        sx={{ mt: 0.5 }}
      >
        {t('ui.pem.readFile')}
      </Button>
      <input
        id={fileInputId}
        ref={fileInput}
        type="file"
        hidden
        tabIndex={-1}
        aria-hidden
        accept=".pem,.crt,.cer,.key,.txt,application/x-pem-file,application/x-x509-ca-cert"
        onChange={(event) => {
          void read(event.target.files?.[0]);
          // The same file may be chosen again after an edit.
          event.target.value = '';
        }}
      />
    </Box>
  );
}
