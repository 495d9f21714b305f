import { Table, TableContainer } from '@mui/material';
import { keyframes, styled, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '../lib/visually-hidden';

/**
 * Class names for cell content drawn by the table's own style sheet (no styled component per row): a button that
 * looks like MUI's Link, a secondary caption line; and the table's class when its cells keep words whole.
 */
export const resourceTableClasses = {
  link: 'ResourceTable-link',
  caption: 'ResourceTable-caption',
  keepWords: 'ResourceTable-keepWords',
  value: 'ResourceTable-value',
  sortable: 'ResourceTable-sortable',
  clickable: 'ResourceTable-clickable',
  clamp: 'ResourceTable-clamp',
  noWrap: 'ResourceTable-noWrap',
  oneLine: 'ResourceTable-oneLine',
} as const;

/** Below this width (MUI's md) a table's rows stack: no table scrolls sideways on a phone or a narrow window. */
export const STACKED_BELOW = 'md';

/**
 * Stacked rows under md: each row a block with its name (the row header) first, then every other value under its
 * column's name, its actions last where the columns put them. The header keeps the select-all checkbox and the sort
 * buttons; the other column names move into the rows.
 */
function stackedRows(theme: Theme) {
  const { palette } = theme.vars ?? theme;
  return {
    [theme.breakpoints.down(STACKED_BELOW)]: {
      display: 'block',
      '& > thead, & > tbody': { display: 'block' },
      '& > thead > tr': {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 4,
        padding: '4px 0',
        borderBottom: `1px solid ${palette.divider}`,
      },
      '& > thead > tr > th': { display: 'block', border: 0, padding: '4px 8px', minWidth: '0 !important' },
      // Column names without a sort button are read with each value instead (a header of nothing else goes altogether).
      [`& > thead > tr > th:not(.ResourceTable-check):not(.${resourceTableClasses.sortable}), & > thead:not(:has(.ResourceTable-check, .${resourceTableClasses.sortable}))`]:
        visuallyHidden,
      '& > thead > tr > th.ResourceTable-check, & > tbody > tr > td.ResourceTable-check': {
        width: 'auto',
        padding: '4px 4px 4px 12px',
      },
      '& > tbody > tr': {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        padding: '8px 0',
        borderBottom: `1px solid ${palette.divider}`,
        '&:last-of-type': { borderBottom: 0 },
      },
      '& > tbody > tr:has(> td.ResourceTable-check)': { gridTemplateColumns: 'auto minmax(0, 1fr)' },
      '& > tbody > tr > td.ResourceTable-check': { gridColumn: 1, gridRow: '1 / span 40', alignSelf: 'start' },
      '& > tbody > tr > td, & > tbody > tr > th': {
        display: 'block',
        gridColumn: -2,
        minWidth: '0 !important',
        textAlign: 'left !important',
        border: 0,
        padding: '2px 16px',
      },
      '& > tbody > tr > th': { order: -1, ...theme.typography.subtitle2, paddingBottom: 4 },
      [`& .${resourceTableClasses.clamp}`]: { display: 'block', overflow: 'visible' },
      [`& .${resourceTableClasses.noWrap}`]: { whiteSpace: 'normal' },
      [`& .${resourceTableClasses.oneLine}`]: { maxWidth: 'none', whiteSpace: 'normal', overflowWrap: 'anywhere' },
      '& > tbody > tr > td[data-label]': {
        display: 'grid',
        gridTemplateColumns: 'minmax(6rem, 35%) minmax(0, 1fr)',
        columnGap: 16,
        '&::before': { content: 'attr(data-label)', color: palette.text.secondary },
      },
    },
  };
}

/**
 * MUI's small table body (TableRow with hover, TableCell, Checkbox, Link as a button) drawn by one style sheet on the
 * table, from the theme's CSS variables: the rows are plain elements, so a new page of rows costs no style work.
 */
export const StyledTable = styled(Table)(({ theme }) => {
  const { palette, shape } = theme.vars ?? theme;
  const hover = (colour: string, opacity: string | number = palette.action.hoverOpacity) =>
    theme.alpha(colour, opacity);
  // As MUI's TableCell: the divider made opaque and lightened (darkened in dark mode).
  const opaqueDivider = theme.alpha(theme.palette.divider, 1);
  const cellBorder = theme.vars
    ? theme.vars.palette.TableCell.border
    : theme.palette.mode === 'light'
      ? theme.lighten(opaqueDivider, 0.88)
      : theme.darken(opaqueDivider, 0.68);
  return {
    '& > tbody > tr': {
      color: 'inherit',
      verticalAlign: 'middle',
      '&:hover': { backgroundColor: palette.action.hover },
      [`&.${resourceTableClasses.clickable}`]: { cursor: 'pointer' },
      '&.Mui-selected': { backgroundColor: hover(palette.primary.main, palette.action.selectedOpacity) },
      '&.Mui-selected:hover': {
        backgroundColor: hover(
          palette.primary.main,
          `${palette.action.selectedOpacity} + ${palette.action.hoverOpacity}`,
        ),
      },
    },
    '& > tbody > tr > td, & > tbody > tr > th': {
      ...theme.typography.body2,
      color: palette.text.primary,
      verticalAlign: 'inherit',
      textAlign: 'left',
      padding: '6px 12px',
      borderBottom: `1px solid ${cellBorder}`,
      overflowWrap: 'anywhere',
    },
    [`&.${resourceTableClasses.keepWords} > tbody > tr > td, &.${resourceTableClasses.keepWords} > tbody > tr > th`]: {
      overflowWrap: 'break-word',
    },
    '& > tbody > tr > td.ResourceTable-check': { width: 24, padding: '0 12px 0 16px' },
    // MUI's checkbox icons: an outlined square, filled with a tick when checked.
    '& .ResourceTable-check > input': {
      appearance: 'none',
      display: 'grid',
      placeContent: 'center',
      boxSizing: 'border-box',
      width: 18,
      height: 18,
      margin: 3,
      border: `2px solid ${palette.text.secondary}`,
      borderRadius: 2,
      cursor: 'pointer',
      verticalAlign: 'middle',
      transition: theme.transitions.create(['background-color', 'box-shadow'], {
        duration: theme.transitions.duration.shortest,
      }),
      '&::before': {
        content: '""',
        width: 10,
        height: 5,
        marginTop: -3,
        borderLeft: `2px solid ${palette.primary.contrastText}`,
        borderBottom: `2px solid ${palette.primary.contrastText}`,
        transform: 'rotate(-45deg)',
        visibility: 'hidden',
      },
      '&:checked': { backgroundColor: palette.primary.main, borderColor: palette.primary.main },
      '&:checked::before': { visibility: 'visible' },
      // Some rows picked: MUI's indeterminate box, filled with a dash.
      '&:indeterminate': { backgroundColor: palette.primary.main, borderColor: palette.primary.main },
      '&:indeterminate::before': {
        visibility: 'visible',
        width: 8,
        height: 0,
        marginTop: 0,
        borderLeft: 0,
        transform: 'none',
      },
      '&:hover': { boxShadow: `0 0 0 6px ${hover(palette.primary.main)}` },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 3 },
      '@media (forced-colors: active)': { appearance: 'auto', border: 0 },
    },
    // MUI's Link as a button (underlined, in the primary colour), for the cell that opens a row's details.
    [`& .${resourceTableClasses.link}`]: {
      font: 'inherit',
      textAlign: 'left',
      margin: 0,
      padding: 0,
      border: 0,
      backgroundColor: 'transparent',
      cursor: 'pointer',
      color: palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: theme.alpha(palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
      '&:focus-visible': {
        outline: `2px solid ${palette.primary.main}`,
        outlineOffset: 2,
        borderRadius: shape.borderRadius,
      },
    },
    // On a hovered or selected row's tint the primary colour falls short of AA contrast: the darker shade keeps it readable.
    [`& > tbody > tr:hover .${resourceTableClasses.link}, & > tbody > tr.Mui-selected .${resourceTableClasses.link}`]: {
      color: palette.primary.dark,
    },
    [`& .${resourceTableClasses.caption}`]: {
      ...theme.typography.caption,
      display: 'block',
      color: palette.text.secondary,
    },
    // Column names stay on one line: a header of two words does not make the whole header row twice as tall.
    '& > thead > tr > th': { whiteSpace: 'nowrap', paddingLeft: 12, paddingRight: 12 },
    [`& .${resourceTableClasses.clamp}`]: { display: '-webkit-box', WebkitBoxOrient: 'vertical', overflow: 'hidden' },
    [`& .${resourceTableClasses.noWrap}`]: { whiteSpace: 'nowrap' },
    // A long value on one line, cut with an ellipsis (its whole text in the element's title).
    [`& .${resourceTableClasses.oneLine}`]: {
      display: 'block',
      maxWidth: 200,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    ...stackedRows(theme),
  };
});

const sweep = keyframes`from { background-position: -50% 0; } to { background-position: 150% 0; }`;

/**
 * The table's frame. While the table is busy (rows being replaced), a thin bar sweeps along its top edge; without
 * motion when the user asks for less.
 */
export const StyledTableContainer = styled(TableContainer)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    position: 'relative',
    '&:has(> table[aria-busy="true"])::before': {
      content: '""',
      position: 'absolute',
      zIndex: 3,
      top: 0,
      left: 0,
      right: 0,
      height: 3,
      backgroundImage: `linear-gradient(90deg, transparent, ${palette.primary.main}, transparent)`,
      backgroundSize: '50% 100%',
      backgroundRepeat: 'no-repeat',
      animation: `${sweep} 1.2s linear infinite`,
      '@media (prefers-reduced-motion: reduce)': { animation: 'none', backgroundSize: '100% 100%', opacity: 0.6 },
    },
  };
}) as typeof TableContainer;
