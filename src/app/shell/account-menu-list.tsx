import { Divider, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ColorSchemeMenuItems } from '@/ui/theme/color-scheme-choice';
import './catalogue';

// The top bar's two menus share one chunk (one file fewer for the entry to list): the company menu comes from here too.
export { default as CompanySwitcherList } from './company-switcher-list';

export interface AccountMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  userName: string | undefined;
  companyName: string | undefined;
  onClose: () => void;
  onNavigate: (path: string) => void;
  onLogout: () => void;
}

/** The account menu's list (my profile, my companies, the theme, log out): its own chunk, loaded the first time the account button opens it. */
export default function AccountMenuList({
  id,
  anchor,
  userName,
  companyName,
  onClose,
  onNavigate,
  onLogout,
}: AccountMenuListProps) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {/* Not a choice, but text people read: no faded look. */}
      <MenuItem disabled divider sx={{ '&.Mui-disabled': { opacity: 1 } }}>
        <ListItemText primary={userName} secondary={companyName} />
      </MenuItem>
      <MenuItem onClick={() => onNavigate('/my-profile')}>{t('shell.account.myProfile')}</MenuItem>
      <MenuItem divider onClick={() => onNavigate('/my-companies')}>
        {t('shell.account.myCompanies')}
      </MenuItem>
      <ColorSchemeMenuItems onChosen={onClose} />
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        {t('session.account.logout')}
      </MenuItem>
    </Menu>
  );
}
