import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

/**
 * MUI's CssBaseline as the portal uses it (no colour schemes, no overrides), in a few lines: its general code costs the
 * sign-in page most of a KiB (QUALITY.md's budget).
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
  } as const;
};

export function Baseline() {
  return <GlobalStyles styles={styles} />;
}
