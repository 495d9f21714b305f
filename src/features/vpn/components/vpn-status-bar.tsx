import { Box, Button, Typography } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store';
import { useVpnAgentQuery } from '../api';
import { useClientStatus, useVpnActions } from '../hooks';
import { STATUS_BAR_HEIGHT_PX } from '../model/constants';
import { statusBarColour, statusBarLabel } from '../model/labels';
import { selectStatusBarVisible } from '../model/slice';
import '../catalogue';

/**
 * The 48 px VPN status bar in the top area: VPN, the label and Details (the info dialog of the active agent).
 * Shown while the status is not idle, hidden 1 s after it becomes idle (statusBarEpic). `agentExtra` adds what
 * other features tell of the agent (the running access).
 */
export function VpnStatusBar({
  offsetTop = 0,
  agentExtra,
}: {
  offsetTop?: number;
  agentExtra?: (agentId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const visible = useAppSelector(selectStatusBarVisible);
  const client = useClientStatus();
  const { openInfo } = useVpnActions();
  const agent = useVpnAgentQuery(visible && client.agentId ? client.agentId : skipToken);
  if (!visible) return null;

  const label = statusBarLabel(client.status, agent.data?.name ?? client.agentId ?? '');
  const text =
    label.key === 'disconnected'
      ? t('vpn.statusBar.disconnected')
      : t(`vpn.statusBar.${label.key}`, { name: label.name });

  return (
    <Box
      role="region"
      aria-label={t('vpn.statusBar.region')}
      sx={{
        position: 'sticky',
        top: { xs: 56 + offsetTop, sm: 64 + offsetTop },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        height: STATUS_BAR_HEIGHT_PX,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        bgcolor: statusBarColour(client.status),
        color: 'rgba(0, 0, 0, 0.87)',
      }}
    >
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {t('vpn.statusBar.title')}
      </Typography>
      <Typography component="span" role="status" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
        {text}
      </Typography>
      {client.agentId && agentExtra?.(client.agentId)}
      <Button color="inherit" onClick={() => openInfo(client.agentId)} sx={{ fontWeight: 700, flexShrink: 0 }}>
        {t('vpn.statusBar.details')}
      </Button>
    </Box>
  );
}
