import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVpnAgentQuery } from '@/features/vpn/api';
import { useClientStatus, useReleaseInfo, useVpnActions } from '@/features/vpn/hooks';
import { hasActiveSession } from '@/features/vpn/model/agent';
import { VPN_DIALOG_WIDTH_PX } from '@/features/vpn/model/constants';
import { ClientSection } from './client-section';
import { ReleaseNotes } from './release-notes';
import { NotAvailableBanner, StatusBanner } from './status-banners';
import { StatusDetails } from './status-details';
import '@/features/vpn/catalogue';
import '@/features/vpn/catalogue-dialogs';

/** The status banner while the agent has an active session (or, with no agent, while a request is active); else Not available. */
function Banner(props: Parameters<typeof StatusBanner>[0]) {
  if (props.agentId && !props.agent) return null;
  if (hasActiveSession(props.agent) || (!props.agentId && props.client.status !== 'idle'))
    return <StatusBanner {...props} />;
  return props.agentId ? <NotAvailableBanner {...props} /> : null;
}

/** The VPN info dialog for an agent (or none): main view and release-notes view; 528 px wide from 960 px, full screen below. */
export function VpnInfoDialog({ agentId, onClose }: { agentId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [view, setView] = useState<'main' | 'releaseNotes'>('main');
  const titleId = useId();
  const agent = useVpnAgentQuery(agentId ?? skipToken);
  const client = useClientStatus();
  const { disconnect } = useVpnActions();
  const { manifest } = useReleaseInfo();

  const disconnectAndClose = () => {
    disconnect();
    onClose();
  };
  const banner = { agent: agent.data, agentId, client, onDisconnect: disconnectAndClose };
  const notes = view === 'releaseNotes';

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={!wide}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: wide ? { width: VPN_DIALOG_WIDTH_PX, maxWidth: VPN_DIALOG_WIDTH_PX } : undefined } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 1 }}>
        <IconButton aria-label={t('vpn.actions.back')} onClick={notes ? () => setView('main') : onClose}>
          <ArrowBackIcon />
        </IconButton>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {notes ? t('vpn.info.releaseNotes') : t('vpn.title')}
        </Box>
        {!notes && (
          <IconButton aria-label={t('vpn.actions.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </DialogTitle>
      <DialogContent dividers>
        {notes ? (
          <ReleaseNotes notes={manifest?.releaseNotes ?? []} />
        ) : (
          <>
            {agentId && agent.isLoading && <CircularProgress aria-label={t('common.loading')} />}
            <Banner {...banner} />
            {agent.data && <StatusDetails agent={agent.data} client={client} />}
            <ClientSection onShowReleaseNotes={() => setView('releaseNotes')} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
