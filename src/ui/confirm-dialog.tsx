import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './catalogue';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action gets the error colour. */
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action; Escape and the backdrop cancel. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  destructive,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Dialog open={open} onClose={() => !pending && onCancel()} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {cancelLabel ?? t('ui.actions.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={pending} variant="contained" color={destructive ? 'error' : 'primary'}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface MessageDialogProps {
  open: boolean;
  title: string;
  text: string;
  onClose: () => void;
}

/** Informational: one OK button. */
export function MessageDialog({ open, title, text, onClose }: MessageDialogProps) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('ui.actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
