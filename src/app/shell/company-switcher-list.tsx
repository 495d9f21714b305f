import CheckIcon from '@mui/icons-material/Check';
import { Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import './catalogue';

export interface CompanySwitcherListProps {
  id: string;
  anchor: HTMLElement | null;
  companies: readonly { publicId: string; name: string }[];
  currentId: string | null;
  onClose: () => void;
  onChoose: (publicId: string) => void;
  onManage: () => void;
}

/** The company menu's list: its own chunk, loaded the first time the company button opens it. */
export default function CompanySwitcherList({
  id,
  anchor,
  companies,
  currentId,
  onClose,
  onChoose,
  onManage,
}: CompanySwitcherListProps) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': t('shell.topBar.company.menu') } }}
    >
      <ListSubheader>{t('shell.topBar.company.menu')}</ListSubheader>
      {companies.map((company) => {
        const current = company.publicId === currentId;
        return (
          <MenuItem
            key={company.publicId}
            selected={current}
            aria-current={current ? 'true' : undefined}
            onClick={() => onChoose(company.publicId)}
          >
            <ListItemIcon>{current && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={company.name} secondary={current ? t('shell.topBar.company.current') : undefined} />
          </MenuItem>
        );
      })}
      <Divider />
      <MenuItem onClick={onManage}>{t('shell.topBar.company.manage')}</MenuItem>
    </Menu>
  );
}
