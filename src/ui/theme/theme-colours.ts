import {
  AA_NON_TEXT,
  hoverShade,
  isDark,
  mix,
  parseColour,
  readableOn,
  readableOnTinted,
  surfaceColours,
  textOnFill,
  toHex,
  type SurfaceColours,
} from '@/lib/contrast';

/**
 * The colours a theme is made from: the branding's `theme` (docs/API.md, BrandingList and MyCompany `branding`),
 * any of them missing, null or invalid. Structural, so the branding read from the host and the one being edited both fit.
 */
export interface ThemeColourInput {
  primaryColor?: string | null;
  primaryTextColor?: string | null;
  accentColor?: string | null;
  accentTextColor?: string | null;
  headerColor?: string | null;
  headerLineColor?: string | null;
  menuColor?: string | null;
  menuTextColor?: string | null;
  pageColor?: string | null;
  pageTextColor?: string | null;
  cardColor?: string | null;
  cardTextColor?: string | null;
  /** The theme's logo settings travel with it; they colour nothing here. */
  logoHasBackgroundColor?: boolean | null;
  logoOnHeaderColorSpec?: string | null;
}

/** The portal's own colours, used where the branding has none (or an invalid one). */
export const DEFAULT_COLOURS = {
  primary: '#1565c0',
  accent: '#9c27b0',
  page: '#f5f7fa',
  card: '#ffffff',
} as const;

/**
 * The dark scheme's own page and card, before the brand tints them: a near-black page and a lighter card, as dark
 * consoles draw them (cards stand out by being lighter, there are no shadows to see in the dark).
 */
export const DARK_SURFACES = { page: '#0f1115', card: '#1a1d23' } as const;

/** How much of the brand's primary colour tints a derived dark surface, so a blue brand's dark reads bluish. */
const DARK_TINT = 0.06;

/** MUI's status colours per mode; each is made readable on the surface it is used on. */
const STATUS_COLOURS = {
  light: { error: '#d32f2f', warning: '#ed6c02', info: '#0288d1', success: '#2e7d32' },
  dark: { error: '#f44336', warning: '#ffa726', info: '#29b6f6', success: '#66bb6a' },
} as const;

export type StatusName = keyof (typeof STATUS_COLOURS)['light'];

/** A filled colour, its hovered or focused shade, and the text on both. */
export interface Fill {
  main: string;
  dark: string;
  contrastText: string;
}

/** What is drawn on one surface: its own text colours and the brand colours made readable on it. */
export interface SurfaceScheme extends SurfaceColours {
  primary: Fill;
  secondary: Fill;
  status: Record<StatusName, Fill>;
}

/**
 * The branded surfaces: header = top bar, menu = main drawer, page = page background (titles, breadcrumbs),
 * card = paper surfaces (cards, dialogs, menus). Primary and accent are MUI's primary and secondary.
 */
export interface ThemeColours {
  page: SurfaceScheme;
  card: SurfaceScheme;
  menu: SurfaceScheme;
  header: SurfaceScheme;
  /** The line under the top bar, when the branding has one. */
  headerLine: string | null;
}

const valid = (value: string | null | undefined): string | null => {
  const colour = parseColour(value);
  return colour ? toHex(colour) : null;
};

/**
 * Content surfaces (page, card) carry coloured text (links, text buttons, helper text): there the brand and status
 * colours are made readable as text (4.5:1), on the surface and on its hover shade. Chrome surfaces (header, menu) only carry them as fills (badges, the
 * avatar, the selected row): the fills stay as they are, with readable text on them, and primary only has to stand out
 * as a focus or selection colour (3:1).
 */
function scheme(
  surface: SurfaceColours,
  brand: { primary: string; primaryText: string | null; accent: string; accentText: string | null },
  use: 'content' | 'chrome',
): SurfaceScheme {
  const fill = (main: string, text: string | null, original: string): Fill => {
    // The brand's text colour belongs to the brand colour; a shade made for this surface gets its own.
    const contrastText = textOnFill(main, main === original ? text : null);
    return { main, dark: hoverShade(main, contrastText, surface.background, use === 'content'), contrastText };
  };
  // Readable on the surface and on the shade a hover or focus gives it (a text button, a link in a row).
  const asText = (colour: string, text: string | null): Fill =>
    fill(readableOnTinted(colour, surface.background, colour, surface.mode === 'dark' ? 0.08 : 0.04), text, colour);
  const asFill = (colour: string, text: string | null): Fill => fill(colour, text, colour);
  if (use === 'content') {
    const defaults = STATUS_COLOURS[surface.mode];
    return {
      ...surface,
      primary: asText(brand.primary, brand.primaryText),
      secondary: asText(brand.accent, brand.accentText),
      status: {
        error: asText(defaults.error, null),
        warning: asText(defaults.warning, null),
        info: asText(defaults.info, null),
        success: asText(defaults.success, null),
      },
    };
  }
  const defaults = STATUS_COLOURS.light;
  const primary = readableOn(brand.primary, surface.background, brand.primary, AA_NON_TEXT);
  return {
    ...surface,
    primary: fill(primary, brand.primaryText, brand.primary),
    secondary: asFill(brand.accent, brand.accentText),
    status: {
      error: asFill(defaults.error, null),
      warning: asFill(defaults.warning, null),
      info: asFill(defaults.info, null),
      success: asFill(defaults.success, null),
    },
  };
}

export type ColourScheme = 'light' | 'dark';

/**
 * A page or card surface in the dark scheme: a branding that is already dark there keeps its colours; a light one (or
 * none) gets the dark base tinted with the brand's primary, and text derived for it (its light text colour would not read).
 */
function darkSurface(
  background: string | null | undefined,
  text: string | null | undefined,
  base: string,
  primary: string,
): SurfaceColours {
  const branded = parseColour(background);
  if (branded && isDark(branded)) return surfaceColours(background, text, base);
  const tinted = mix(
    parseColour(base) ?? { r: 0, g: 0, b: 0 },
    parseColour(primary) ?? { r: 0, g: 0, b: 0 },
    DARK_TINT,
  );
  return surfaceColours(toHex(tinted), null, base);
}

/**
 * Every colour of the theme from the branding's `theme`: missing or invalid values fall back, text is always readable.
 * In the dark scheme the brand keeps its primary, accent, header and menu colours; the page and the cards turn dark
 * (see darkSurface) and everything drawn on them is made readable there by the same rules.
 */
export function themeColours(
  theme: ThemeColourInput | null | undefined,
  colourScheme: ColourScheme = 'light',
): ThemeColours {
  const primary = valid(theme?.primaryColor) ?? DEFAULT_COLOURS.primary;
  const brand = {
    primary,
    primaryText: valid(theme?.primaryTextColor),
    accent: valid(theme?.accentColor) ?? DEFAULT_COLOURS.accent,
    accentText: valid(theme?.accentTextColor),
  };
  const dark = colourScheme === 'dark';
  const page = dark
    ? darkSurface(theme?.pageColor, theme?.pageTextColor, DARK_SURFACES.page, primary)
    : surfaceColours(theme?.pageColor, theme?.pageTextColor, DEFAULT_COLOURS.page);
  const card = dark
    ? darkSurface(theme?.cardColor, theme?.cardTextColor, DARK_SURFACES.card, primary)
    : surfaceColours(theme?.cardColor, theme?.cardTextColor, DEFAULT_COLOURS.card);
  // A menu without a colour of its own is a card (in dark, with the card's text); with one, it keeps it in both schemes.
  const menuText = dark && !valid(theme?.menuColor) ? null : theme?.menuTextColor;
  const menu = surfaceColours(theme?.menuColor, menuText, card.background);
  // The branding has no header text colour: a header in the primary colour takes the primary text colour.
  const headerColour = valid(theme?.headerColor);
  const header = surfaceColours(headerColour ?? primary, headerColour ? null : brand.primaryText, primary);
  return {
    page: scheme(page, brand, 'content'),
    card: scheme(card, brand, 'content'),
    menu: scheme(menu, brand, 'chrome'),
    header: scheme(header, brand, 'chrome'),
    headerLine: valid(theme?.headerLineColor),
  };
}
