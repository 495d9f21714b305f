import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, List, ListItem, ListItemText, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { usePlatformServersQuery } from '@/features/vpn/api';
import type { VpnAgent } from '@/features/vpn/model/agent';
import { collectPlatformServers, platformServerLabel } from '@/features/vpn/model/platform-servers';
import type { ClientStatus } from '@/features/vpn/model/connector-types';
import { formatList } from './format';
import '@/features/vpn/catalogue';
import '@/features/vpn/catalogue-dialogs';

/** VPN address (only when connected, with copy), stealth mode, server, device name and connected users. */
export function StatusDetails({ agent, client }: { agent: VpnAgent; client: ClientStatus }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const dash = t('vpn.info.details.dash');
  const connected = client.status === 'connected' && client.agentId === agent.publicId;
  const address = agent.activeVpnSession?.vpnAddress ?? null;
  const users = (agent.connectedUsers ?? []).map((user) => user.name ?? user.publicId);
  const rscServerId = agent.activeVpnSession?.rscServer?.publicId;
  // A failed list still leaves the agent's own server name.
  const { data: platformServers = [] } = usePlatformServersQuery(undefined, { skip: !rscServerId });
  const server = rscServerId
    ? platformServerLabel(collectPlatformServers(platformServers, agent).get(rscServerId))
    : null;

  const copy = () => {
    if (!address) return;
    void navigator.clipboard
      ?.writeText(address)
      .then(() =>
        dispatch(
          snackbarRequested({
            messageKey: 'vpn.actions.copied',
            duration: SNACKBAR_DURATION.short,
            severity: 'success',
          }),
        ),
      )
      .catch(() => undefined);
  };

  return (
    <List dense aria-label={t('vpn.info.details.label')}>
      {connected && (
        <ListItem
          secondaryAction={
            address ? (
              <Tooltip title={t('vpn.actions.copy')}>
                <IconButton edge="end" aria-label={t('vpn.actions.copy')} onClick={copy}>
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : undefined
          }
        >
          <ListItemText primary={t('vpn.info.details.vpnAddress')} secondary={address ?? dash} />
        </ListItem>
      )}
      <ListItem>
        <ListItemText
          primary={t('vpn.info.details.stealthMode')}
          secondary={agent.useStunnel ? t('vpn.info.details.on') : t('vpn.info.details.off')}
        />
      </ListItem>
      <ListItem>
        <ListItemText primary={t('vpn.info.details.server')} secondary={server ?? dash} />
      </ListItem>
      {agent.name && (
        <ListItem>
          <ListItemText primary={t('vpn.info.details.device')} secondary={agent.name} />
        </ListItem>
      )}
      <ListItem>
        <ListItemText
          primary={t('vpn.info.details.connectedUsers')}
          secondary={users.length > 0 ? formatList(users, i18n.language) : t('vpn.info.details.none')}
        />
      </ListItem>
    </List>
  );
}
