import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { requestWindows } from '@/features/access-requests';
import { useDeviceQuery } from '../api';
import { useCoveringRequests, useNow, useRequestAccess, useVpnApproval } from '../hooks';
import { formatRemaining } from '../model/until';
import type { Device } from '../model/device';
import { longestRequest, moreTimePrefill } from '../model/more-time';
import '../catalogue';

function RunningAccess({ device }: { device: Device }) {
  const { t } = useTranslation();
  const covering = useCoveringRequests(device);
  const approval = useVpnApproval(device, covering.data ? requestWindows(covering.data) : undefined);
  const now = useNow(1000);
  const requestAccess = useRequestAccess(device);
  if (approval.kind !== 'approved') return null;
  return (
    <>
      <Typography component="span" variant="body2" noWrap sx={{ flexShrink: 0 }}>
        {t('devices.access.endsIn')}{' '}
        <time dateTime={approval.until} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatRemaining(Date.parse(approval.until), now)}
        </time>
      </Typography>
      <Button
        color="inherit"
        size="small"
        onClick={() => requestAccess(moreTimePrefill(longestRequest(covering.data)))}
        sx={{ flexShrink: 0 }}
      >
        {t('devices.access.moreTime')}
      </Button>
    </>
  );
}

/** In the VPN status bar: how long the approved access to the connected device lasts, and Request more time. */
export function StatusBarAccess({ agentId }: { agentId: string }) {
  const device = useDeviceQuery(agentId);
  return device.data ? <RunningAccess device={device.data} /> : null;
}
