import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './catalogue';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** The form differs from what it started with. */
  dirty: boolean;
  /** Changed, valid and not pending: the submit button is enabled only then. */
  canSubmit: boolean;
  pending: boolean;
  /** A failure that belongs to no field. */
  error?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog around one form. Escape or a backdrop click on a dirty form asks to discard the changes first;
 * Cancel is an explicit choice and closes at once. Nothing closes it while a submit is pending.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  dirty,
  canSubmit,
  pending,
  error,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const [askingToDiscard, setAskingToDiscard] = useState(false);

  const requestClose = () => {
    if (pending) return;
    if (dirty) setAskingToDiscard(true);
    else onClose();
  };

  return (
    <>
      <Dialog open={open} onClose={requestClose} maxWidth="sm" fullWidth>
        {/* A flex column that may shrink: the content scrolls inside the dialog, the title and actions stay in view. */}
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
        >
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {error && <Alert severity="error">{error}</Alert>}
              {children}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={pending}>
              {t('ui.actions.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={!canSubmit || pending} loading={pending}>
              {submitLabel}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <UnsavedChangesDialog
        open={open && askingToDiscard}
        onDiscard={() => {
          setAskingToDiscard(false);
          onClose();
        }}
        onKeep={() => setAskingToDiscard(false)}
      />
    </>
  );
}
