import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagesActions } from '@/features/pages/hooks/use-pages-actions';
import { pageTitle, type Page } from '@/features/pages/model/schemas';
import '@/features/pages/catalogue';

type RowActions = Pick<PagesActions, 'open' | 'openRename' | 'duplicate' | 'toggleDefault' | 'download' | 'openDelete'>;

/** The more-options menu of a page's row: edit, rename or move, duplicate, default, export, delete. */
export function PageRowMenu({ page, actions }: { page: Page; actions: RowActions }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const item = (label: string, icon: ReactNode, run: (page: Page) => void) => (
    <MenuItem
      onClick={() => {
        close();
        run(page);
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('pages.actions.more', { title: pageTitle(page) })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {item(t('pages.actions.edit'), <EditOutlinedIcon fontSize="small" />, actions.open)}
        {item(t('pages.actions.rename'), <DriveFileRenameOutlineIcon fontSize="small" />, actions.openRename)}
        {item(t('pages.actions.duplicate'), <ContentCopyIcon fontSize="small" />, actions.duplicate)}
        {item(
          t(page.default ? 'pages.actions.unsetDefault' : 'pages.actions.setDefault'),
          page.default ? <StarBorderIcon fontSize="small" /> : <StarIcon fontSize="small" />,
          actions.toggleDefault,
        )}
        {item(t('pages.actions.export'), <FileDownloadIcon fontSize="small" />, actions.download)}
        {item(t('pages.actions.delete'), <DeleteOutlineIcon fontSize="small" />, actions.openDelete)}
      </Menu>
    </>
  );
}
