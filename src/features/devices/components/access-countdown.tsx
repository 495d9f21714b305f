import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AccessRequest } from '@/features/access-requests';
import { useNow, useRequestAccess, type VpnApproval } from '../hooks';
import { moreTimePrefill } from '../model/more-time';
import { formatRemaining, formatUntil } from '../model/until';
import type { Device } from '../model/device';
import '../catalogue';

/** A running approved access: until when, a live countdown, and "request more time" with the same services and approvers. */
export function AccessCountdown({
  device,
  approval,
  request,
}: {
  device: Device;
  approval: VpnApproval;
  request: AccessRequest | undefined;
}) {
  const { t, i18n } = useTranslation();
  const now = useNow(1000);
  const requestAccess = useRequestAccess(device);
  if (approval.kind !== 'approved') return null;
  const until = Date.parse(approval.until);
  const moreTime = () => requestAccess(moreTimePrefill(request));
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <TimerOutlinedIcon color="primary" aria-hidden />
      <Box sx={{ flexGrow: 1, minWidth: 200 }}>
        <Typography variant="subtitle2" component="h2">
          {t('devices.access.approvedUntil', { time: formatUntil(approval.until, now, i18n.language) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('devices.access.endsIn')}{' '}
          <time dateTime={approval.until} aria-live="off" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatRemaining(until, now)}
          </time>
        </Typography>
      </Box>
      <Button variant="outlined" size="small" onClick={moreTime}>
        {t('devices.access.moreTime')}
      </Button>
    </Paper>
  );
}
