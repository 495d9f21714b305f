import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store';
import { useConnectorStatus, useReleaseInfo } from '../hooks';
import { bootstrapRequested, connectRequested, dialogClosed } from '../model/slice';
import { DownloadButton } from './download-button';
import '../catalogue';
import '../catalogue-dialogs';

/**
 * The desktop client-install dialog: with the installation found, Cancel / Connect now (the connect that asked for it);
 * otherwise Try again (bootstrap) / a Download installer menu. It follows the connector status while open.
 */
export function InstallDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useConnectorStatus();
  const pending = useAppSelector((state) => state.vpn.pendingConnect);
  const info = useReleaseInfo();
  const titleId = useId();
  const textId = useId();
  const found = status === 'found';
  const close = () => dispatch(dialogClosed());
  const connectNow = () => {
    close();
    if (pending) dispatch(connectRequested(pending));
  };
  const text = found
    ? t('vpn.install.found')
    : status === 'blocked'
      ? t('vpn.install.blocked')
      : t('vpn.install.missing');

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('vpn.install.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} role="status">
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {found ? (
          <>
            <Button onClick={close}>{t('vpn.actions.cancel')}</Button>
            <Button variant="contained" onClick={connectNow}>
              {t('vpn.actions.connectNow')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => dispatch(bootstrapRequested())}>{t('vpn.actions.tryAgain')}</Button>
            <DownloadButton
              menu
              manifest={info.manifest}
              platform={info.platform}
              supported={info.supported}
              label={t('vpn.install.downloadMenu')}
            />
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
