import { Box, Chip, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { serviceRequiresApproval, VPN_SERVICE } from '../../access-requests';
import type { Device } from '../model/device';
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
          {servers.map((server) => (
            <ListItem key={server.publicId} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                sx={{ minWidth: 160 }}
                primary={server.name ?? server.publicId}
                secondary={server.serviceGroup === 'vpn' ? t('devices.services.vpn') : t('devices.services.http')}
              />
              {serviceRequiresApproval(device, server.serviceGroup === 'vpn' ? VPN_SERVICE : { kind: 'server', serverId: server.publicId }) && <Chip size="small" variant="outlined" label={t('devices.services.approval')} />}
              {server.serviceGroup !== 'vpn' && (
                <Box sx={{ ml: 'auto' }}>
                  <WebServiceAction device={device} server={server} />
                </Box>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
