import DevicesOtherOutlined from '@mui/icons-material/DevicesOtherOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import OpenInBrowserOutlined from '@mui/icons-material/OpenInBrowserOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { ParseKeys } from 'i18next';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PermissionSet } from '@/features/session';
import { DEVICES_ITEM } from './menu';
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
  {
    path: DEVICES_ITEM.path,
    labelKey: 'shell.apps.devices',
    Icon: DevicesOtherOutlined,
    isVisible: DEVICES_ITEM.isVisible,
  },
  { path: '/messages', labelKey: 'shell.apps.messages', Icon: MailOutline, isVisible: everyone },
];

export interface AppsMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  permissions: PermissionSet;
  portal: { available: boolean; pending: boolean; go: () => void };
  onClose: () => void;
  onNavigate: (path: string) => void;
}

/** The apps menu's list: its own chunk, loaded the first time the apps button opens it. */
export default function AppsMenuList({ id, anchor, permissions, portal, onClose, onNavigate }: AppsMenuListProps) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {APPS.filter((app) => app.isVisible(permissions)).map(({ path, labelKey, Icon }) => (
        <MenuItem key={path} onClick={() => onNavigate(path)}>
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
            onClose();
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
  );
}
