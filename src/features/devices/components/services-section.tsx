import { Box, Chip, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { serviceRequiresApproval, VPN_SERVICE } from '@/features/access-requests';
import type { Device } from '../model/device';
import { serviceLabel } from '../model/service-label';
import { WebServiceAction } from './service-actions';
import '../catalogue';

/** The device's services: the VPN (reached through Connect above) and each web service with Open or Request access. */
export function ServicesSection({ device }: { device: Device }) {
  const { t } = useTranslation();
  const servers = device.servers ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {t('devices.services.title')}
      </Typography>
      {servers.length === 0 ? (
        <Typography color="text.secondary">{t('devices.services.empty')}</Typography>
      ) : (
        <List dense aria-label={t('devices.services.title')}>
          {servers.map((server) => {
            const isVpn = server.serviceGroup === 'vpn';
            const kind = isVpn ? t('devices.services.vpn') : t('devices.services.http');
            // A VPN without a name of its own is the VPN; a web service is told by its id.
            const label = serviceLabel(server.name, kind, isVpn ? kind : server.publicId);
            return (
              <ListItem key={server.publicId} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                <ListItemText sx={{ minWidth: 160 }} primary={label.primary} secondary={label.secondary} />
                {serviceRequiresApproval(
                  device,
                  isVpn ? VPN_SERVICE : { kind: 'server', serverId: server.publicId },
                ) && <Chip size="small" variant="outlined" label={t('devices.services.approval')} />}
                {!isVpn && (
                  <Box sx={{ ml: 'auto' }}>
                    <WebServiceAction device={device} server={server} />
                  </Box>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
