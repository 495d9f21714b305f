import AppsIcon from '@mui/icons-material/Apps';
import DevicesOtherOutlined from '@mui/icons-material/DevicesOtherOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const APPS = [
  { path: '/', labelKey: 'shell.apps.administration', Icon: SettingsOutlined },
  { path: '/devices', labelKey: 'shell.apps.devices', Icon: DevicesOtherOutlined },
  { path: '/messages', labelKey: 'shell.apps.messages', Icon: MailOutline },
] as const;

/** The portal's applications: administration, devices and messages. */
export function AppsMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Tooltip title={t('shell.apps.label')}>
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('shell.apps.label')}
          aria-controls={anchor ? menuId : undefined}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
        >
          <AppsIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {APPS.map(({ path, labelKey, Icon }) => (
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
      </Menu>
    </>
  );
}
