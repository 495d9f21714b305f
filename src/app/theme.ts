import { createTheme, type Theme } from '@mui/material/styles';

export const DRAWER_WIDTH = 280;
export const RIGHT_DRAWER_WIDTH = 300;

export interface ThemeColours {
  pageColor?: string;
  cardColor?: string;
}

/** The MUI theme, coloured by the host branding when it has colours. */
export function createAppTheme(colours: ThemeColours = {}): Theme {
  return createTheme({
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    palette: {
      primary: { main: '#1565c0' },
      background: { default: colours.pageColor ?? '#f5f7fa', paper: colours.cardColor ?? '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
