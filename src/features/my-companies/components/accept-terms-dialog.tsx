import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/ui/safe-html';
import { pickPolicyLanguage } from '@/features/legal';
import { requiredTerms, type MyInvite } from '../model/invites';

interface AcceptTermsDialogProps {
  invite: MyInvite;
  pending: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

/**
 * Joining a company with its own terms of use: the terms (admin-authored HTML, through SafeHtml) in the interface
 * language when there, and the box to tick before joining. Rendered only while open, so the tick starts cleared.
 */
export function AcceptTermsDialog({ invite, pending, onAccept, onCancel }: AcceptTermsDialogProps) {
  const { t, i18n } = useTranslation();
  const [ticked, setTicked] = useState(false);
  const termsId = useId();
  const name = invite.company.name;
  const text = pickPolicyLanguage(requiredTerms(invite)?.languages ?? [], i18n.language);
  return (
    <Dialog open onClose={() => !pending && onCancel()} maxWidth="sm" fullWidth>
      <DialogTitle>{t('myCompanies.invites.termsTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('myCompanies.invites.termsIntro', { name })}</DialogContentText>
        <Typography id={termsId} variant="subtitle2" component="h3">
          {t('myCompanies.invites.termsLabel', { name })}
        </Typography>
        {/* Scrolls on its own: focusable so the keyboard can scroll it too. */}
        <Box
          component="section"
          aria-labelledby={termsId}
          tabIndex={0}
          sx={{ maxHeight: 280, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 2, mb: 2 }}
        >
          {text ? (
            <SafeHtml html={text.body} lang={text.languageCode} />
          ) : (
            <Typography sx={{ py: 2 }}>{t('myCompanies.invites.termsEmpty', { name })}</Typography>
          )}
        </Box>
        <FormControlLabel
          control={<Checkbox checked={ticked} onChange={(event) => setTicked(event.target.checked)} />}
          label={t('myCompanies.invites.termsAccept', { name })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {t('ui.actions.cancel')}
        </Button>
        <Button variant="contained" onClick={onAccept} disabled={!ticked || pending}>
          {t('myCompanies.invites.join')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
