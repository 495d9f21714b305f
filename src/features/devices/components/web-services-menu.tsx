import WebIcon from '@mui/icons-material/Language';
import { IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRequestAccess } from '../hooks';
import type { Device } from '../model/device';
import { useOpenWebService, useServiceAccess } from '../web-services';
import { PENDING_REQUESTS_PATH } from './service-actions';
import '../catalogue';

type Server = NonNullable<Device['servers']>[number];

/** One web service in the menu: Open, Request access, or its pending request (docs/RULES.md#access-approval per service). */
function WebServiceMenuItem({ device, server, onDone }: { device: Device; server: Server; onDone: () => void }) {
  const { t } = useTranslation();
  const access = useServiceAccess(device, { kind: 'server', serverId: server.publicId });
  const { open } = useOpenWebService();
  const requestAccess = useRequestAccess(device);
  const navigate = useNavigate();
  const service = server.name ?? server.publicId;
  const act = () => {
    onDone();
    if (access.kind === 'open') void open(server.publicId);
    else if (access.kind === 'request') requestAccess({ serverIds: [server.publicId] });
    else if (access.kind === 'pending') void navigate(PENDING_REQUESTS_PATH);
  };
  const label =
    access.kind === 'request'
      ? t('devices.web.menuRequest', { service })
      : access.kind === 'pending'
        ? t('devices.web.menuPending', { service })
        : t('devices.web.menuOpen', { service });
  return (
    <MenuItem onClick={act} disabled={access.kind === 'checking'}>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}

/** The devices list's way to a device's web services, where the row has room: a menu of them, each as on the device page. */
export function WebServicesMenu({ device }: { device: Device }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const web = (device.servers ?? []).filter((server) => server.serviceGroup !== 'vpn');
  if (web.length === 0) return null;
  const label = t('devices.web.menu', { device: device.name ?? device.publicId });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <WebIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {anchor && (
        <Menu id={menuId} anchorEl={anchor} open onClose={() => setAnchor(null)}>
          {web.map((server) => (
            <WebServiceMenuItem key={server.publicId} device={device} server={server} onDone={() => setAnchor(null)} />
          ))}
        </Menu>
      )}
    </>
  );
}
