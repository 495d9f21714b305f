import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Box,
  IconButton,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SortableList } from './sortable-list';
import { EmptyState, ErrorState, LoadingRows } from './states';
import { cssColour } from '../lib/contrast';
import './catalogue';

/** docs/RULES.md#group-and-asset-types: hover tooltip delay of the group and asset type lists. */
export const SIDE_LIST_TOOLTIP_DELAY_MS = 1500;

export interface SideListEntry {
  id: string;
  name: string;
  /** Shown as a dot before the name when present. */
  color?: string;
  to: string;
}

export interface SortableSideListProps {
  /** Heading of the list, also the name of its region. */
  title: string;
  addLabel: string;
  emptyText: string;
  entries: readonly SideListEntry[] | undefined;
  isLoading: boolean;
  /** Set (possibly to '') when loading failed. */
  error?: string;
  onRetry: () => void;
  selectedId?: string;
  /** A navigation list (a nav landmark marking the current entry) rather than a plain list. */
  navigation: boolean;
  /** With the manage right: drag handles, the add button and each row's Edit/Delete menu. */
  canManage: boolean;
  onAdd: () => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  onMove: (from: number, to: number) => void;
}

const getId = (entry: SideListEntry) => entry.id;
const getName = (entry: SideListEntry) => entry.name;

/** The side list of ordered types: colour dot, name with a slow tooltip, link, drag handle and an Edit/Delete menu. */
export function SortableSideList(props: SortableSideListProps) {
  const { title, addLabel, emptyText, entries, isLoading, error, onRetry, selectedId, navigation, canManage } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const menuId = useId();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; id: string } | null>(null);

  const renderItem = useCallback(
    (entry: SideListEntry, handle: ReactNode) => {
      const selected = entry.id === selectedId;
      const dotColour = cssColour(entry.color);
      return (
        <>
          {handle}
          <Tooltip
            title={entry.name}
            enterDelay={SIDE_LIST_TOOLTIP_DELAY_MS}
            enterNextDelay={SIDE_LIST_TOOLTIP_DELAY_MS}
            placement="right"
          >
            <ListItemButton
              component={Link}
              to={entry.to}
              selected={selected}
              aria-current={navigation && selected ? 'page' : undefined}
              sx={{ minWidth: 0, pl: handle ? 0.5 : 2 }}
            >
              {dotColour && (
                <ListItemIcon sx={{ minWidth: 24 }}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: dotColour }}
                  />
                </ListItemIcon>
              )}
              <ListItemText primary={entry.name} slotProps={{ primary: { noWrap: true } }} />
            </ListItemButton>
          </Tooltip>
        </>
      );
    },
    [selectedId, navigation],
  );

  const renderSecondaryAction = (entry: SideListEntry) =>
    canManage ? (
      <IconButton
        edge="end"
        size="small"
        aria-label={t('ui.actions.moreOptions', { name: entry.name })}
        aria-haspopup="menu"
        aria-controls={menu?.id === entry.id ? menuId : undefined}
        aria-expanded={menu?.id === entry.id ? true : undefined}
        onClick={(event) => setMenu({ anchor: event.currentTarget, id: entry.id })}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
    ) : null;

  const choose = (action: (id: string) => void) => () => {
    const id = menu?.id;
    setMenu(null);
    if (id) action(id);
  };

  let body: ReactNode;
  if (isLoading) body = <LoadingRows label={title} />;
  else if (error !== undefined) body = <ErrorState message={error} onRetry={onRetry} />;
  else if (!entries || entries.length === 0) body = <EmptyState title={emptyText} />;
  else {
    body = (
      <SortableList
        items={entries}
        getId={getId}
        getLabel={getName}
        disabled={!canManage}
        onMove={props.onMove}
        renderItem={renderItem}
        renderSecondaryAction={renderSecondaryAction}
      />
    );
  }

  return (
    <Paper
      variant="outlined"
      component={navigation ? 'nav' : 'section'}
      aria-labelledby={headingId}
      sx={{ overflow: 'hidden' }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, minHeight: 48 }}
      >
        <Typography id={headingId} component="h2" variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {canManage && (
          <Tooltip title={addLabel}>
            <IconButton size="small" color="primary" aria-label={addLabel} onClick={props.onAdd}>
              <AddIcon />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {body}
      <Menu id={menuId} anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem onClick={choose(props.onEdit)}>{t('ui.actions.edit')}</MenuItem>
        <MenuItem onClick={choose(props.onDelete)}>{t('ui.actions.delete')}</MenuItem>
      </Menu>
    </Paper>
  );
}
