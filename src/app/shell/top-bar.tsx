import MenuIcon from '@mui/icons-material/Menu';
import { Box, IconButton, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useHostBranding } from '@/features/branding';
import { TopBarSearch } from '@/features/search';
import { useVpnLogoutGuard } from '@/features/vpn';
import { AccountMenu } from './account-menu';
import { AppsMenu } from './apps-menu';
import { CompanySwitcher } from './company-switcher';
import { HelpButton } from './help-button';
import { MessagesButton } from './messages-button';
import './catalogue';

/** The app name, linking home: a plain router link (MUI's Link adds nothing a name in the top bar needs). */
const HomeLink = styled(RouterLink)({ color: 'inherit', textDecoration: 'none', minWidth: 0, marginRight: 8 });

/**
 * The fixed bar at the top, in the branding's header colours, as high as MUI's toolbar. Ours rather than MUI's AppBar
 * and Toolbar: the bar is on every admin page and needs only a row of buttons.
 */
const Bar = styled('header')(({ theme }) => ({
  ...theme.mixins.headerSurface,
  ...theme.mixins.toolbar,
  position: 'fixed',
  left: 0,
  right: 0,
  zIndex: theme.zIndex.drawer + 1,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  paddingLeft: theme.spacing(2),
  paddingRight: theme.spacing(2),
  boxShadow: theme.shadows[1],
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
}));

export function TopBar({
  drawerOpen,
  onToggleDrawer,
  offsetTop = 0,
}: {
  drawerOpen: boolean;
  onToggleDrawer?: () => void;
  offsetTop?: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { branding } = useHostBranding();
  // Logging out during an active VPN session asks first.
  const guardLogout = useVpnLogoutGuard();
  return (
    <Bar sx={{ top: `${offsetTop}px` }}>
      {onToggleDrawer && (
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleDrawer}
          aria-label={t('shell.topBar.menu')}
          aria-expanded={drawerOpen}
        >
          <MenuIcon />
        </IconButton>
      )}
      <HomeLink to="/">
        <Typography variant="h6" component="span" noWrap sx={{ display: 'block' }}>
          {branding?.name ?? t('common.appName')}
        </Typography>
      </HomeLink>
      <CompanySwitcher />
      <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
        <TopBarSearch />
      </Box>
      <HelpButton />
      <MessagesButton />
      <AppsMenu />
      <AccountMenu onLogout={() => guardLogout(() => void navigate('/logout'))} />
    </Bar>
  );
}
