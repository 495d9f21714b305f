import AppsIcon from '@mui/icons-material/Apps';
import DevicesOtherOutlined from '@mui/icons-material/DevicesOtherOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import OpenInBrowserOutlined from '@mui/icons-material/OpenInBrowserOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { ParseKeys } from 'i18next';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePermissions, type PermissionSet } from '../../features/session';
import { DEVICES_ITEM } from './menu';
import { useGoToPortal } from './use-go-to-portal';
import './catalogue';

interface AppEntry {
  path: string;
  labelKey: ParseKeys;
  Icon: typeof SettingsOutlined;
  isVisible: (permissions: PermissionSet) => boolean;
}

const everyone = () => true;

const APPS: readonly AppEntry[] = [
  { path: '/', labelKey: 'shell.apps.administration', Icon: SettingsOutlined, isVisible: everyone },
  { path: DEVICES_ITEM.path, labelKey: 'shell.apps.devices', Icon: DevicesOtherOutlined, isVisible: DEVICES_ITEM.isVisible },
  { path: '/messages', labelKey: 'shell.apps.messages', Icon: MailOutline, isVisible: everyone },
];

/** The portal's applications: administration, devices and messages, and the portal itself (opened signed in) when offered. */
export function AppsMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const portal = useGoToPortal();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('shell.apps.label')}
        title={t('shell.apps.label')}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
      >
        <AppsIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {APPS.filter((app) => app.isVisible(permissions)).map(({ path, labelKey, Icon }) => (
          <MenuItem
            key={path}
            onClick={() => {
              setAnchor(null);
              void navigate(path);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(labelKey)} />
          </MenuItem>
        ))}
        {portal.available && (
          <MenuItem
            disabled={portal.pending}
            onClick={() => {
              setAnchor(null);
              portal.go();
            }}
          >
            <ListItemIcon>
              <OpenInBrowserOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('shell.apps.portal')} />
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
