import { useAppDispatch, useAppSelector } from '@/store';
import { useNavigate } from 'react-router-dom';
import { sessionExpired } from '@/api';
import { useReleaseInfo, useVpnLogoutGuard } from '../hooks';
import {
  consentAccepted,
  dialogClosed,
  logoutCancelled,
  logoutConfirmed,
  selectLogoutConfirmation,
  selectVpnDialog,
} from '../model/slice';
import { VpnInfoDialog } from './info/vpn-info-dialog';
import { InstallDialog } from './install-dialog';
import {
  AccessExpiringDialog,
  ConsentDialog,
  LogoutConfirmDialog,
  MobileInstallDialog,
  MobileNotSupportedDialog,
  SessionExpiredDialog,
} from './simple-dialogs';

/** The VPN feature's global dialogs (one at a time, from the store) and the logout confirmation. */
export function VpnDialogs() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const dialog = useAppSelector(selectVpnDialog);
  const confirmation = useAppSelector(selectLogoutConfirmation);
  const { platform, branding } = useReleaseInfo();
  const guardLogout = useVpnLogoutGuard();

  const close = () => dispatch(dialogClosed());
  const storeLink =
    platform === 'ios' ? branding?.appleAppStoreLink : platform === 'android' ? branding?.googlePlayStoreLink : null;

  return (
    <>
      {dialog?.kind === 'info' && <VpnInfoDialog agentId={dialog.agentId} onClose={close} />}
      {dialog?.kind === 'install' && <InstallDialog />}
      {dialog?.kind === 'mobileInstall' &&
        (storeLink ? (
          <MobileInstallDialog storeLink={storeLink} onClose={close} />
        ) : (
          <MobileNotSupportedDialog onClose={close} />
        ))}
      {dialog?.kind === 'mobileNotSupported' && <MobileNotSupportedDialog onClose={close} />}
      {dialog?.kind === 'consent' && <ConsentDialog onAccept={() => dispatch(consentAccepted())} onClose={close} />}
      {dialog?.kind === 'sessionExpired' && (
        <SessionExpiredDialog
          onClose={close}
          onSignIn={() => {
            close();
            dispatch(sessionExpired());
          }}
        />
      )}
      {dialog?.kind === 'accessExpiring' && (
        <AccessExpiringDialog
          agentName={dialog.agentName}
          onClose={close}
          onLogOut={() => {
            close();
            guardLogout(() => void navigate('/logout'));
          }}
        />
      )}
      {confirmation && !confirmation.confirmed && (
        <LogoutConfirmDialog
          agentName={confirmation.agentName}
          state={confirmation.state}
          onCancel={() => dispatch(logoutCancelled())}
          onConfirm={() => dispatch(logoutConfirmed())}
        />
      )}
    </>
  );
}
