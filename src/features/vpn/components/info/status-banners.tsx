import CheckIcon from '@mui/icons-material/Check';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Avatar, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useResetRateLimitMutation } from '@/features/vpn/api';
import type { VpnAgent } from '@/features/vpn/model/agent';
import type { ClientStatus } from '@/features/vpn/model/connector-types';
import { bannerColour, isActiveRequestFor, vpnLabel } from '@/features/vpn/model/labels';
import { rateLimitView } from '@/features/vpn/model/rate-limit';
import { formatDateTime } from '@/lib/intl-formatters';
import '@/features/vpn/catalogue';
import '@/features/vpn/catalogue-dialogs';

const BANNER_COLOURS = { green: '#2e7d32', blue: '#0277bd', grey: '#616161' } as const;

interface BannerProps {
  agent: VpnAgent | undefined;
  agentId: string | null;
  client: ClientStatus;
  onDisconnect: () => void;
}

/** The agent's VPN status: a coloured avatar (spinner while connecting), the label, and Disconnect. */
export function StatusBanner({ agent, agentId, client, onDisconnect }: BannerProps) {
  const { t } = useTranslation();
  const hasSession = Boolean(agent?.activeVpnSession);
  const colour = BANNER_COLOURS[bannerColour(client, agentId, hasSession)];
  const label = agentId
    ? vpnLabel(client, agentId, hasSession)
    : client.status === 'idle'
      ? 'available'
      : client.status;
  const active = agentId ? isActiveRequestFor(client, agentId) : client.status !== 'idle';
  const connecting = active && client.status === 'connecting';

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, borderColor: colour }}
      data-banner-colour={bannerColour(client, agentId, hasSession)}
    >
      <Avatar sx={{ bgcolor: colour, color: '#fff' }} aria-hidden>
        {connecting ? <CircularProgress size={22} sx={{ color: '#fff' }} /> : <CheckIcon />}
      </Avatar>
      <Typography role="status" sx={{ flexGrow: 1, fontWeight: 600 }}>
        {t(`vpn.labels.${label}`)}
      </Typography>
      {active && (
        <Button variant="outlined" color="inherit" onClick={onDisconnect}>
          {t('vpn.actions.disconnect')}
        </Button>
      )}
    </Paper>
  );
}

/** No active VPN session on the agent: Not available, with the rate-limit texts and Try again when the limit is hard. */
export function NotAvailableBanner({ agent, agentId, client, onDisconnect }: BannerProps) {
  const { t, i18n } = useTranslation();
  const [resetLimit, reset] = useResetRateLimitMutation();
  const view = rateLimitView(agent?.rateLimiting);
  const active = agentId ? isActiveRequestFor(client, agentId) : false;

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Avatar sx={{ bgcolor: BANNER_COLOURS.grey, color: '#fff' }} aria-hidden>
        <CloudOffIcon />
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{t('vpn.info.notAvailableTitle')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('vpn.info.notAvailableSubtitle')}
        </Typography>
        {view.text && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t(`vpn.info.rateLimit.${view.text.key}`, view.text.values)}
          </Typography>
        )}
        {view.lastAttempt && (
          <Typography variant="body2" color="text.secondary">
            {t('vpn.info.rateLimit.lastAttempt', { date: formatDateTime(view.lastAttempt, i18n.language) })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, mt: view.canReset || active ? 1.5 : 0 }}>
          {view.canReset && agentId && (
            <Button variant="contained" disabled={reset.isLoading} onClick={() => void resetLimit(agentId)}>
              {t('vpn.actions.tryAgain')}
            </Button>
          )}
          {active && (
            <Button variant="outlined" onClick={onDisconnect}>
              {t('vpn.actions.disconnect')}
            </Button>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
