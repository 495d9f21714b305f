import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Addresses a policy may link to: web pages over https and e-mail, the only links SafeHtml keeps. */
export const isLinkAddress = (value: string): boolean =>
  /^(https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/i.test(value.trim());

interface LinkDialogProps {
  open: boolean;
  initial: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** The address of a link in the policy text: set, change or remove it. */
export function LinkDialog({ open, initial, onApply, onRemove, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const invalid = touched && !isLinkAddress(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (isLinkAddress(value)) onApply(value.trim());
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('legal.builder.link.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('legal.builder.link.address')}
            placeholder="https://"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={invalid}
            helperText={invalid ? t('legal.builder.link.invalid') : ' '}
          />
        </DialogContent>
        <DialogActions>
          {initial && (
            <Button onClick={onRemove} color="error">
              {t('legal.builder.link.remove')}
            </Button>
          )}
          <Button onClick={onClose}>{t('legal.builder.link.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('legal.builder.link.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
