import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, Drawer, List, ListItem, ListItemButton, ListItemText, Toolbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { usePermissions } from '../../features/session';
import { DRAWER_WIDTH } from '../theme';
import { visibleMenu, type MenuSection } from './menu';
import './catalogue';

function Section({ section, pathname, onNavigate }: { section: MenuSection; pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const containsCurrent = section.items.some((item) => pathname.startsWith(item.path));
  const [expanded, setExpanded] = useState(true);
  const [seenPath, setSeenPath] = useState(pathname);
  // A parent expands when the address comes to start with one of its links.
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (containsCurrent && !expanded) setExpanded(true);
  }
  const listId = `drawer-section-${section.id}`;
  return (
    <>
      <ListItem disablePadding>
        <ListItemButton onClick={() => setExpanded(!expanded)} aria-expanded={expanded} aria-controls={listId}>
          <ListItemText primary={t(section.labelKey)} slotProps={{ primary: { variant: 'overline', sx: { fontWeight: 600 } } }} />
          {expanded ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
      </ListItem>
      <ListItem disablePadding sx={{ display: 'block' }}>
        <Collapse in={expanded} timeout="auto" unmountOnExit>
          <List id={listId} disablePadding>
            {section.items.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={item.path}
                  onClick={onNavigate}
                  selected={pathname.startsWith(item.path)}
                  dense
                  sx={{ pl: 3, minHeight: 40 }}
                >
                  <ListItemText primary={t(item.labelKey)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Collapse>
      </ListItem>
    </>
  );
}

export function MainDrawer({ open, temporary, onClose }: { open: boolean; temporary: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections = visibleMenu(usePermissions());
  return (
    <Drawer
      variant={temporary ? 'temporary' : 'persistent'}
      open={open}
      onClose={onClose}
      sx={{ width: open && !temporary ? DRAWER_WIDTH : 0, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
    >
      <Toolbar />
      <nav aria-label={t('shell.drawer.label')}>
        <List>
          {sections.map((section) => (
            <Section key={section.id} section={section} pathname={pathname} onNavigate={temporary ? onClose : () => undefined} />
          ))}
        </List>
      </nav>
    </Drawer>
  );
}
