import { Paper } from '@mui/material';
import { styled } from '@mui/material/styles';
import { visuallyHidden } from '@/lib/visually-hidden';

/**
 * The grid's one style sheet, on its card: rows and cells are plain elements with these class names, so the rows a
 * search keystroke brings into view cost no style work (no styled component per cell, no rule per row position).
 * A card surface, so texts keep the card's readable colours under any branding.
 */
export const gridClasses = {
  row: 'TranslationsGrid-row',
  cell: 'TranslationsGrid-cell',
  key: 'TranslationsGrid-key',
  line: 'TranslationsGrid-line',
  keyText: 'TranslationsGrid-keyText',
  caption: 'TranslationsGrid-caption',
  actions: 'TranslationsGrid-actions',
  action: 'TranslationsGrid-action',
  header: 'TranslationsGrid-header',
  hidden: 'TranslationsGrid-hidden',
} as const;

const c = (name: keyof typeof gridClasses) => `.${gridClasses[name]}`;

export const GridSurface = styled(Paper)(({ theme }) => {
  const { palette, shape } = theme.vars ?? theme;
  return {
    position: 'relative',
    overflow: 'auto',
    minHeight: 320,
    height: '60vh',
    [theme.breakpoints.up('md')]: { height: 'calc(100vh - 380px)' },
    ...theme.typography.body2,
    // Each row lays out and paints on its own: a change in one never makes the browser look at the others.
    [`& ${c('row')}`]: { position: 'absolute', top: 0, left: 0, width: '100%', display: 'grid', contain: 'content' },
    [`& ${c('row')}[data-status="deleted"]`]: { color: palette.text.secondary, textDecoration: 'line-through' },
    [`& ${c('header')}`]: { display: 'grid', fontWeight: 500 },
    [`& ${c('cell')}`]: {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      minWidth: 0,
      padding: '4px 12px',
      borderBottom: `1px solid ${palette.divider}`,
      outline: 'none',
      '&:focus-visible, &:focus-within': { boxShadow: `inset 0 0 0 2px ${palette.primary.main}` },
      '&[data-edited="true"]': { backgroundColor: theme.alpha(palette.primary.main, 0.08) },
    },
    // The key column stays in view when the grid scrolls sideways; its left edge tells a new, edited or deleted row.
    [`& ${c('key')}`]: {
      position: 'sticky',
      left: 0,
      zIndex: 1,
      backgroundColor: palette.background.paper,
      borderRight: `1px solid ${palette.divider}`,
      borderLeft: '4px solid transparent',
      '&[data-status="new"]': { borderLeftColor: palette.success.main },
      '&[data-status="changed"]': { borderLeftColor: palette.primary.main },
      '&[data-status="deleted"]': { borderLeftColor: palette.error.main },
    },
    [`& ${c('line')}`]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    [`& ${c('keyText')}`]: { fontFamily: 'monospace', '&[data-empty="true"]': { fontStyle: 'italic' } },
    [`& ${c('caption')}`]: {
      ...theme.typography.caption,
      lineHeight: '18px',
      textDecoration: 'none',
      color: palette.text.secondary,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      '&[data-problem="true"]': {
        color: palette.error.main,
        fontWeight: 500,
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
      },
    },
    [`& ${c('actions')}`]: { alignItems: 'center', textDecoration: 'none' },
    // MUI's small IconButton look on a native button.
    [`& ${c('action')}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 34,
      height: 34,
      padding: 0,
      border: 0,
      borderRadius: '50%',
      background: 'none',
      color: palette.action.active,
      cursor: 'pointer',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
      '& svg': { width: 20, height: 20, fill: 'currentColor' },
    },
    [`& ${c('hidden')}`]: visuallyHidden,
    borderRadius: shape.borderRadius,
  };
});
