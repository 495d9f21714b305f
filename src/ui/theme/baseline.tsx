import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

/**
 * MUI's CssBaseline as the portal uses it, in a few lines (its general code costs the sign-in page most of a KiB,
 * the start-up budget of docs/RULES.md#quality), with what more contrast and forced colours need.
 */
const styles = (theme: Theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    html: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      boxSizing: 'border-box',
      WebkitTextSizeAdjust: '100%',
      colorScheme: theme.palette.mode,
    },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: theme.typography.fontWeightBold },
    body: {
      margin: 0,
      color: palette.text.primary,
      ...theme.typography.body1,
      backgroundColor: palette.background.default,
      '@media print': { backgroundColor: palette.common.white },
      '&::backdrop': { backgroundColor: palette.background.default },
    },
    // "Increase contrast" (macOS) or prefers-contrast: secondary text reads as body text, lines and field borders firm up.
    // Set on every element: each surface (cards, the drawer, the top bar) carries its own palette variables.
    '@media (prefers-contrast: more)': {
      '*': {
        '--mui-palette-text-secondary': 'var(--mui-palette-text-primary)',
        '--mui-palette-divider': 'color-mix(in srgb, var(--mui-palette-text-primary) 60%, transparent)',
      },
      '.MuiOutlinedInput-notchedOutline': { borderColor: 'var(--mui-palette-text-primary)' },
    },
    // Windows' contrast themes (forced colours) drop backgrounds and shadows: what they marked gets a line instead. The
    // classes are doubled to outrank the components' own styles, which come later in the page.
    '@media (forced-colors: active)': {
      // Focus: MUI shows it with a shade; here a ring in the system's highlight colour.
      '.Mui-focusVisible.Mui-focusVisible, :focus-visible:focus-visible': {
        outline: '2px solid Highlight',
        outlineOffset: 2,
      },
      // Selected rows, list items and the drawer's current page.
      '.Mui-selected.Mui-selected, [aria-current="page"][aria-current="page"], [data-selected][data-selected]': {
        outline: '2px solid Highlight',
        outlineOffset: -2,
      },
      '.MuiChip-root.MuiChip-root, .MuiToggleButton-root.MuiToggleButton-root': { border: '1px solid CanvasText' },
      // A contained button is a filled shape: without its fill it keeps an outline, so it still reads as a button.
      '.MuiButton-contained.MuiButton-contained': { border: '1px solid ButtonText' },
      '.MuiToggleButton-root.Mui-selected.Mui-selected': {
        forcedColorAdjust: 'none',
        backgroundColor: 'Highlight',
        color: 'HighlightText',
      },
      // Switches: the thumb and the track as lines, the thumb filled in the highlight colour when on.
      '.MuiSwitch-track.MuiSwitch-track': { border: '1px solid CanvasText', opacity: 1 },
      '.MuiSwitch-thumb.MuiSwitch-thumb': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
      '.Mui-checked .MuiSwitch-thumb.MuiSwitch-thumb': { backgroundColor: 'Highlight' },
      // Bars that say how much (progress, usage) and the current tab's underline.
      '.MuiLinearProgress-root.MuiLinearProgress-root': { border: '1px solid CanvasText' },
      '.MuiLinearProgress-bar.MuiLinearProgress-bar, .MuiTabs-indicator.MuiTabs-indicator': {
        forcedColorAdjust: 'none',
        backgroundColor: 'Highlight',
      },
    },
  } as const;
};

export function Baseline() {
  return <GlobalStyles styles={styles} />;
}
