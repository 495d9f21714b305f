import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../catalogue';
import '../catalogue-dialogs';

interface MessageDialogProps {
  title: string;
  text: string;
  onClose: () => void;
  actions: ReactNode;
  /** Alert dialogs (confirmations) are announced as such. */
  alert?: boolean;
}

/** A small dialog with a title, a text and its buttons. */
export function MessageDialog({ title, text, onClose, actions, alert = false }: MessageDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      role={alert ? 'alertdialog' : 'dialog'}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}

export function ConsentDialog({ onAccept, onClose }: { onAccept: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      title={t('vpn.consent.title')}
      text={t('vpn.consent.text')}
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={onAccept} autoFocus>
          {t('vpn.actions.gotIt')}
        </Button>
      }
    />
  );
}

export function SessionExpiredDialog({ onSignIn, onClose }: { onSignIn: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      title={t('vpn.sessionExpired.title')}
      text={t('vpn.sessionExpired.text')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('vpn.actions.cancel')}</Button>
          <Button variant="contained" onClick={onSignIn} autoFocus>
            {t('vpn.actions.signInAgain')}
          </Button>
        </>
      }
    />
  );
}

export function MobileNotSupportedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      title={t('vpn.mobileNotSupported.title')}
      text={t('vpn.mobileNotSupported.text')}
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('vpn.actions.ok')}
        </Button>
      }
    />
  );
}

/** The mobile install prompt: the app in the platform's store. */
export function MobileInstallDialog({ storeLink, onClose }: { storeLink: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      title={t('vpn.mobileInstall.title')}
      text={t('vpn.mobileInstall.text')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('vpn.actions.cancel')}</Button>
          <Button variant="contained" href={storeLink} target="_blank" rel="noopener noreferrer" onClick={onClose}>
            {t('vpn.mobileInstall.store')}
          </Button>
        </>
      }
    />
  );
}

export function AccessExpiringDialog({
  agentName,
  onLogOut,
  onClose,
}: {
  agentName: string;
  onLogOut: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      title={t('vpn.accessExpiring.title')}
      text={t('vpn.accessExpiring.text', { name: agentName })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('vpn.actions.close')}</Button>
          <Button variant="contained" onClick={onLogOut}>
            {t('vpn.actions.logOut')}
          </Button>
        </>
      }
    />
  );
}

/** Logging out during a VPN session: Cancel or Logout, the message naming the device and the state. */
export function LogoutConfirmDialog({
  agentName,
  state,
  onConfirm,
  onCancel,
}: {
  agentName: string;
  state: 'connecting' | 'connected';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      alert
      title={t('vpn.logout.title')}
      text={t(`vpn.logout.${state}`, { name: agentName })}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel} autoFocus>
            {t('vpn.actions.cancel')}
          </Button>
          <Button variant="contained" color="error" onClick={onConfirm}>
            {t('vpn.actions.logout')}
          </Button>
        </>
      }
    />
  );
}
