import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, List, ListItem, ListItemButton, ListItemText, Paper, Toolbar } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { usePermissions } from '../../features/session';
import { useOpenedOnce } from '../../ui/use-lazy-popup';
import { DRAWER_WIDTH } from '../theme';
import { isCurrentItem, visibleMenu, type MenuSection } from './menu';
import './catalogue';

/** A section's links unfold as it expands (they leave at once as it collapses: MUI's Collapse is not worth its weight here). */
const unfold = keyframes`from { opacity: 0; transform: translateY(-8px); }`;

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
        {expanded && (
          <List
            id={listId}
            disablePadding
            sx={(theme) => ({
              animation: `${unfold} ${theme.transitions.duration.shorter}ms ${theme.transitions.easing.easeOut}`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            })}
          >
            {section.items.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={item.path}
                  onClick={onNavigate}
                  selected={isCurrentItem(item, pathname)}
                  // NavLink marks its own aria-current: only on its own page when another item's path extends it.
                  end={section.items.some((other) => other.path.startsWith(`${item.path}/`))}
                  dense
                  sx={{ pl: 3, minHeight: 40 }}
                >
                  <ListItemText primary={t(item.labelKey)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </ListItem>
    </>
  );
}

const TemporaryDrawer = lazy(() => import('./temporary-drawer'));

/**
 * The main drawer on wide screens: beside the page, sliding in and out. Ours rather than MUI's Drawer, which carries
 * Modal and Slide into every admin page for the small-screen variant; the theme's menu surface colours it the same.
 */
function PersistentDrawer({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <Box sx={{ width: open ? DRAWER_WIDTH : 0, flexShrink: 0, transition: (theme) => theme.transitions.create('width') }}>
      <Paper
        square
        elevation={0}
        sx={(theme) => ({
          ...theme.mixins.menuSurface,
          position: 'fixed',
          top: 0,
          left: 0,
          bottom: 0,
          width: DRAWER_WIDTH,
          overflowY: 'auto',
          borderRight: `1px solid ${theme.palette.divider}`,
          zIndex: theme.zIndex.drawer,
          transform: open ? 'none' : `translateX(-${DRAWER_WIDTH}px)`,
          // Hidden once slid out, so its links leave the tab order; visible at once when it slides in.
          visibility: open ? 'visible' : 'hidden',
          transition: theme.transitions.create(['transform', 'visibility']),
        })}
      >
        {children}
      </Paper>
    </Box>
  );
}

export function MainDrawer({ open, temporary, onClose }: { open: boolean; temporary: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections = visibleMenu(usePermissions());
  // On small screens the drawer's code downloads when it first opens.
  const temporaryRendered = useOpenedOnce(temporary && open);
  const content = (
    <>
      <Toolbar />
      <nav aria-label={t('shell.drawer.label')}>
        <List>
          {sections.map((section) => (
            <Section key={section.id} section={section} pathname={pathname} onNavigate={temporary ? onClose : () => undefined} />
          ))}
        </List>
      </nav>
    </>
  );
  if (!temporary) return <PersistentDrawer open={open}>{content}</PersistentDrawer>;
  if (!temporaryRendered) return null;
  return (
    <Suspense fallback={null}>
      <TemporaryDrawer open={open} onClose={onClose}>
        {content}
      </TemporaryDrawer>
    </Suspense>
  );
}
