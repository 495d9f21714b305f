import { createTheme, type CSSObject, type PaletteOptions, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { BrandingTheme } from '../features/branding';
import { themeColours, type ColourScheme, type SurfaceScheme } from '../ui/theme/theme-colours';

declare module '@mui/material/styles' {
  interface Mixins {
    /** The main drawer's surface: the branding's menu colours (used by the drawer on wide screens, which is ours). */
    menuSurface: CSSObject;
    /** The top bar's surface: the branding's header colours (the top bar is ours too). */
    headerSurface: CSSObject;
  }
  interface MixinsOptions {
    menuSurface?: CSSObject;
    headerSurface?: CSSObject;
  }
}

export const DRAWER_WIDTH = 280;
export const RIGHT_DRAWER_WIDTH = 300;

const BASE: ThemeOptions = {
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  shape: { borderRadius: 8 },
  // Buttons in sentence case, as the texts are written (and as GitHub, Grafana and Teleport write theirs).
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none' },
  },
};

function palette(surface: SurfaceScheme): PaletteOptions {
  return {
    mode: surface.mode,
    primary: surface.primary,
    secondary: surface.secondary,
    ...surface.status,
    background: { default: surface.background, paper: surface.background },
    text: { primary: surface.text, secondary: surface.secondaryText, disabled: surface.disabledText },
    divider: surface.divider,
    action: { active: surface.secondaryText, disabled: surface.disabledText },
  };
}

/**
 * The CSS variables of a whole MUI palette built for one surface. Set on an element, they re-colour everything inside
 * it that reads the palette (text, secondary text, icons, dividers, links, inputs, selection), so each surface keeps
 * its own readable colours whatever the others are.
 */
/** The widest a one-line form field grows (px). */
export const FIELD_MAX_WIDTH = 640;

export function surfaceVariables(surface: SurfaceScheme): CSSObject {
  // With `cssVariables` the theme carries its style sheets; the Theme type only declares them under a module augmentation.
  const built = createTheme({ ...BASE, cssVariables: true, palette: palette(surface) }) as Theme & {
    generateStyleSheets: () => CSSObject[];
  };
  const sheets = built.generateStyleSheets();
  const variables: CSSObject = { colorScheme: surface.mode };
  for (const sheet of sheets) {
    const root = sheet[':root'];
    if (!root || typeof root !== 'object') continue;
    for (const [name, value] of Object.entries(root)) {
      if (name.startsWith('--mui-palette-')) variables[name] = value as string;
    }
  }
  return variables;
}

/** MUI's durations, all none: with `create` answering 'none', every MUI transition ends at once. */
const NO_DURATION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * For someone whose system asks for reduced motion: dialogs, menus, drawers, snackbars and tooltips appear and leave
 * without moving or fading, and buttons draw no ripple. Progress indicators keep moving: they say work is going on.
 */
const REDUCED_MOTION = {
  transitions: { create: () => 'none', duration: NO_DURATION },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    // Menus and popovers size their growth to their height ('auto'), which the durations above do not reach.
    MuiPopover: { defaultProps: { transitionDuration: 0 } },
    MuiMenu: { defaultProps: { transitionDuration: 0 } },
  },
} satisfies ThemeOptions;

/**
 * The MUI theme, coloured by the host branding's `theme` (docs/API.md, BrandingList) in the light or dark scheme
 * (src/ui/theme/color-scheme.ts), without motion when asked. The page is the root
 * palette (the body, page titles and breadcrumbs); every Paper (cards, dialogs, menus) is the card surface; the top bar
 * is the header surface; the drawer on the left (the main drawer) is the menu surface.
 */
export function createAppTheme(
  branding: BrandingTheme | null | undefined = null,
  { reducedMotion = false, colourScheme = 'light' }: { reducedMotion?: boolean; colourScheme?: ColourScheme } = {},
): Theme {
  const colours = themeColours(branding, colourScheme);
  const card = surfaceVariables(colours.card);
  const menu = surfaceVariables(colours.menu);
  const header = surfaceVariables(colours.header);
  const menuSurface: CSSObject = { ...menu, color: colours.menu.text };
  const headerSurface: CSSObject = {
    ...header,
    '--AppBar-background': colours.header.background,
    '--AppBar-color': colours.header.text,
    backgroundColor: colours.header.background,
    color: colours.header.text,
    ...(colours.headerLine ? { borderBottom: `1px solid ${colours.headerLine}` } : {}),
  };
  return createTheme({
    ...BASE,
    ...(reducedMotion ? { transitions: REDUCED_MOTION.transitions } : {}),
    cssVariables: true,
    mixins: { menuSurface, headerSurface },
    palette: {
      ...palette(colours.page),
      background: { default: colours.page.background, paper: colours.card.background },
    },
    components: {
      ...(reducedMotion ? REDUCED_MOTION.components : {}),
      MuiButton: { defaultProps: { disableElevation: true } },
      // A one-line field stops at a width a value is read at, however wide its form on a wide screen (1920 px); text
      // areas (a policy, a configuration) keep the room they are given.
      MuiTextField: {
        styleOverrides: { root: ({ ownerState }) => (ownerState.multiline ? {} : { maxWidth: FIELD_MAX_WIDTH }) },
      },
      // No lightening overlay on dark papers: the card colour is the one text was made readable on.
      MuiPaper: { styleOverrides: { root: { ...card, color: colours.card.text, backgroundImage: 'none' } } },
      // MUI's AppBar, should a page draw one, takes the same header surface as the top bar.
      MuiAppBar: { styleOverrides: { root: headerSurface } },
      MuiDrawer: {
        styleOverrides: {
          paper: ({ ownerState }) =>
            ownerState.anchor === 'left' || ownerState.anchor === undefined ? menuSurface : {},
        },
      },
    },
  });
}
