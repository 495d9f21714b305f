import { withTexts } from '@/i18n';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Paper } from '@mui/material';
import { keyframes, styled, type Theme } from '@mui/material/styles';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { usePermissions } from '@/features/session';
import { useOpenedOnce } from '@/ui/use-lazy-popup';
import { DRAWER_WIDTH } from '../theme';
import { ToolbarSpacer } from './toolbar-spacer';
import { isCurrentItem, visibleMenu, type MenuSection } from './menu';
import './catalogue';

/** A section's links unfold as it expands (they leave at once as it collapses: MUI's Collapse is not worth its weight here). */
const unfold = keyframes`from { opacity: 0; transform: translateY(-8px); }`;

/*
 * The drawer's list, drawn here rather than with MUI's List, ListItemButton and ListItemText: the drawer is on every
 * admin page and needs only links, two section buttons and their states, in the menu surface's colours.
 */
const PlainList = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

const rowStyles = ({ theme }: { theme: Theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    boxSizing: 'border-box' as const,
    border: 0,
    margin: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left' as const,
    textDecoration: 'none',
    cursor: 'pointer',
    paddingLeft: 16,
    paddingRight: 16,
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { backgroundColor: palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
    // Inset, as MUI's list items do: the drawer scrolls and would clip an outset ring.
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
  };
};

const SectionButton = styled('button')(({ theme }) => ({
  ...rowStyles({ theme }),
  ...theme.typography.overline,
  fontWeight: 600,
  justifyContent: 'space-between',
  minHeight: 48,
  paddingTop: 8,
  paddingBottom: 8,
}));

const ItemLink = styled(NavLink)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...rowStyles({ theme }),
    ...theme.typography.body2,
    minHeight: 40,
    paddingTop: 4,
    paddingBottom: 4,
    paddingLeft: theme.spacing(3),
    '&[data-selected]': { backgroundColor: theme.alpha(palette.primary.main, palette.action.selectedOpacity) },
    '&[data-selected]:hover': {
      backgroundColor: theme.alpha(
        palette.primary.main,
        `${palette.action.selectedOpacity} + ${palette.action.hoverOpacity}`,
      ),
    },
  };
});

function Section({
  section,
  pathname,
  onNavigate,
}: {
  section: MenuSection;
  pathname: string;
  onNavigate: () => void;
}) {
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
    <li>
      <SectionButton
        type="button"
        onClick={() => setExpanded(!expanded)}
        aria-expanded={expanded}
        aria-controls={listId}
      >
        {t(section.labelKey)}
        {expanded ? <ExpandLess /> : <ExpandMore />}
      </SectionButton>
      {expanded && (
        <PlainList
          id={listId}
          sx={(theme) => ({
            animation: `${unfold} ${theme.transitions.duration.shorter}ms ${theme.transitions.easing.easeOut}`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          })}
        >
          {section.items.map((item) => (
            <li key={item.id}>
              <ItemLink
                to={item.path}
                onClick={onNavigate}
                data-selected={isCurrentItem(item, pathname) || undefined}
                // NavLink marks its own aria-current: only on its own page when another item's path extends it.
                end={section.items.some((other) => other.path.startsWith(`${item.path}/`))}
              >
                {t(item.labelKey)}
              </ItemLink>
            </li>
          ))}
        </PlainList>
      )}
    </li>
  );
}

const TemporaryDrawer = lazy(() => import('./temporary-drawer').then(withTexts));

/**
 * The main drawer on wide screens: beside the page, sliding in and out. Ours rather than MUI's Drawer, which carries
 * Modal and Slide into every admin page for the small-screen variant; the theme's menu surface colours it the same.
 */
function PersistentDrawer({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <Box
      sx={{ width: open ? DRAWER_WIDTH : 0, flexShrink: 0, transition: (theme) => theme.transitions.create('width') }}
    >
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
      <ToolbarSpacer />
      <nav aria-label={t('shell.drawer.label')}>
        <PlainList sx={{ py: 1 }}>
          {sections.map((section) => (
            <Section
              key={section.id}
              section={section}
              pathname={pathname}
              onNavigate={temporary ? onClose : () => undefined}
            />
          ))}
        </PlainList>
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
