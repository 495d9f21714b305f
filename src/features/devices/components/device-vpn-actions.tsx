import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, Button, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VPN_SERVICE, type RequestWindow } from '@/features/access-requests';
import { canReachOverVpn, hasActiveSession, useClientStatus, vpnLabel } from '@/features/vpn';
import { useDeviceVpn, useNow, useVpnApproval } from '../hooks';
import { formatUntil } from '../model/until';
import type { Device } from '../model/device';
import { useServiceAccess } from '../web-services';
import { PendingRequest } from './service-actions';
import '../catalogue';

const UNTIL_CLOCK_MS = 60_000;

const LABEL_COLOURS = { available: 'success', connecting: 'info', connected: 'info', notAvailable: 'default' } as const;

/** The device's VPN label as a chip. */
export function VpnLabelChip({ device }: { device: Device }) {
  const { t } = useTranslation();
  const label = vpnLabel(useClientStatus(), device.publicId, hasActiveSession(device));
  return (
    <Chip
      size="small"
      variant={label === 'notAvailable' ? 'outlined' : 'filled'}
      color={LABEL_COLOURS[label]}
      label={t(`vpn.labels.${label}`)}
    />
  );
}

/**
 * Connect or Disconnect, and the VPN info dialog. When the VPN needs an approved access request and none covers
 * now, Request access takes Connect's place, or the person's pending request for it; an approved one says until when. Connect is off, with the reason beside
 * it, for a device without an active VPN session or VPN address: it could only fail.
 */
export function DeviceVpnActions({ device, windows }: { device: Device; windows?: readonly RequestWindow[] }) {
  const { t, i18n } = useTranslation();
  const vpn = useDeviceVpn(device, useVpnApproval(device, windows));
  // Today's time alone or a date: the day may change while the page is open.
  const now = useNow(UNTIL_CLOCK_MS);
  const name = device.name ?? device.publicId;
  const reachable = canReachOverVpn(device);
  const offlineReasonId = useId();
  // The person's pending request for the VPN shows in place of another Request access.
  const vpnAccess = useServiceAccess(device, VPN_SERVICE);
  const pending = vpn.approval.kind === 'needed' && vpnAccess.kind === 'pending' ? vpnAccess.request : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {vpn.approval.kind === 'approved' && !vpn.active && (
        <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
          {t('devices.access.approvedUntil', { time: formatUntil(vpn.approval.until, now, i18n.language) })}
        </Typography>
      )}
      {vpn.active ? (
        <Button
          size="small"
          variant="outlined"
          onClick={vpn.disconnect}
          aria-label={t('devices.disconnectFrom', { name })}
        >
          {t('vpn.actions.disconnect')}
        </Button>
      ) : pending ? (
        <PendingRequest request={pending} service={t('devices.services.vpn')} />
      ) : vpn.approval.kind === 'needed' ? (
        <Button
          size="small"
          variant="contained"
          onClick={() => vpn.requestAccess()}
          aria-label={t('devices.access.requestAccessTo', { name })}
        >
          {t('devices.access.requestAccess')}
        </Button>
      ) : (
        <>
          {!reachable && (
            <Typography id={offlineReasonId} variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
              {t('devices.offline')}
            </Typography>
          )}
          <Button
            size="small"
            variant="contained"
            onClick={vpn.connect}
            aria-label={t('devices.connectTo', { name })}
            aria-describedby={reachable ? undefined : offlineReasonId}
            disabled={!reachable || vpn.approval.kind === 'checking'}
          >
            {t('vpn.actions.connect')}
          </Button>
        </>
      )}
      <Tooltip title={t('devices.vpnInfo', { name })}>
        <IconButton size="small" onClick={vpn.openInfo} aria-label={t('devices.vpnInfo', { name })}>
          <InfoOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** Online when the device has an active VPN session: the platform has no other online flag. */
export function OnlineChip({ device }: { device: Device }) {
  const { t } = useTranslation();
  const online = hasActiveSession(device);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={online ? 'success' : 'default'}
      label={online ? t('devices.online') : t('devices.offline')}
    />
  );
}
