import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Avatar, IconButton, Link, ListItemText, Menu, MenuItem, Toolbar, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCurrentSession } from '../../features/session';

export function TopBar({ drawerOpen, onToggleDrawer }: { drawerOpen: boolean; onToggleDrawer: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, company } = useCurrentSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const initial = (user?.name ?? '?').trim().charAt(0).toUpperCase() || '?';

  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };

  return (
    <AppBar position="fixed" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleDrawer}
          aria-label={t('shell.topBar.menu')}
          aria-expanded={drawerOpen}
          sx={{ mr: 1 }}
        >
          <MenuIcon />
        </IconButton>
        <Link component={RouterLink} to="/" color="inherit" underline="none" sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="span" noWrap>
            {t('common.appName')}
          </Typography>
        </Link>
        <Tooltip title={t('session.account.menu')}>
          <IconButton
            onClick={(event) => setAnchor(event.currentTarget)}
            aria-label={t('session.account.menu')}
            aria-controls={anchor ? menuId : undefined}
            aria-haspopup="menu"
            aria-expanded={Boolean(anchor)}
          >
            <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main' }}>{initial}</Avatar>
          </IconButton>
        </Tooltip>
        <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          <MenuItem disabled divider>
            <ListItemText primary={user?.name} secondary={company?.name} />
          </MenuItem>
          <MenuItem onClick={() => go('/my-profile')}>{t('session.account.myProfile')}</MenuItem>
          <MenuItem onClick={() => go('/my-companies')}>{t('session.account.myCompanies')}</MenuItem>
          <MenuItem onClick={() => go('/logout')}>{t('session.account.logout')}</MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
