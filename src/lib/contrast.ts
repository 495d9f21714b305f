/**
 * Colour contrast (WCAG 2.x): parsing brand colours, measuring contrast and deriving colours that stay readable.
 * Pure: no DOM, no theme.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;
/** WCAG AA for large text and for the parts of controls (1.4.11). */
export const AA_NON_TEXT = 3;

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
/** The dark text preferred on light backgrounds: MUI's 87 % black on white. */
const SOFT_BLACK: Rgb = { r: 33, g: 33, b: 33 };

const NAMED: Readonly<Record<string, Rgb>> = { white: WHITE, black: BLACK };
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_FUNCTION = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(1|1\.0+|100%)\s*)?\)$/i;

/**
 * Reads `#rgb`, `#rrggbb`, `rrggbb` (the platform's pattern makes the `#` optional), opaque `rgb()` and `white`/`black`.
 * Anything else (translucent colours included) is null, so the caller falls back to a default.
 */
export function parseColour(value: string | null | undefined): Rgb | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (!text) return null;
  const named = NAMED[text];
  if (named) return named;
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16) };
  }
  const rgb = RGB_FUNCTION.exec(text);
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number) as [number, number, number];
    return r <= 255 && g <= 255 && b <= 255 ? { r, g, b } : null;
  }
  return null;
}

/**
 * A colour from the API or an admin, made safe for CSS: parsed and written back as `#rrggbb`, or undefined when it is
 * not a colour, so it is drawn as no colour. A raw value would reach emotion's style text, where
 * `red;}body{background:url(…)}` becomes a rule of its own.
 */
export function cssColour(value: string | null | undefined): string | undefined {
  const parsed = parseColour(value);
  return parsed ? toHex(parsed) : undefined;
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `weight` of `to` over `from`, rounded to whole channel values. */
export function mix(from: Rgb, to: Rgb, weight: number): Rgb {
  const at = (a: number, b: number) => Math.round(a + (b - a) * weight);
  return { r: at(from.r, to.r), g: at(from.g, to.g), b: at(from.b, to.b) };
}

/** True when light text reads better on the background than dark text. */
export function isDark(background: Rgb): boolean {
  return contrastRatio(background, WHITE) >= contrastRatio(background, BLACK);
}

/** The smallest weight in [low, 1] for which `candidate(weight)` passes; `candidate(1)` must pass. */
function smallestPassing(low: number, passes: (weight: number) => boolean): number {
  if (passes(low)) return low;
  let bad = low;
  let good = 1;
  for (let step = 0; step < 24; step += 1) {
    const middle = (bad + good) / 2;
    if (passes(middle)) good = middle;
    else bad = middle;
  }
  return good;
}

/**
 * `colour` itself when it reaches `min` against `background`, else the colour moved toward black or white (keeping its
 * hue as long as possible) until it does. Every background has black or white at 4.58:1 or more, so any `min` up to
 * 4.5 is always reached.
 */
export function ensureContrast(colour: Rgb, background: Rgb, min: number = AA_TEXT): Rgb {
  if (contrastRatio(colour, background) >= min) return colour;
  const sameSide = relativeLuminance(colour) < relativeLuminance(background) ? BLACK : WHITE;
  const extreme = contrastRatio(sameSide, background) >= min ? sameSide : sameSide === BLACK ? WHITE : BLACK;
  const passes = (weight: number) => contrastRatio(mix(colour, extreme, weight), background) >= min;
  if (!passes(1)) return extreme;
  return mix(colour, extreme, smallestPassing(0, passes));
}

/** A text colour for the background: white on dark colours, near-black on light ones, at least `min`. */
export function readableTextOn(background: Rgb, min: number = AA_TEXT): Rgb {
  return ensureContrast(isDark(background) ? WHITE : SOFT_BLACK, background, min);
}

/**
 * A quieter version of `text` (secondary text, icons, disabled text, dividers): `text` blended into the background at
 * `weight`, or more of `text` when that is needed to reach `min`.
 */
export function softened(text: Rgb, background: Rgb, weight: number, min: number): Rgb {
  const readableText = ensureContrast(text, background, min);
  const passes = (share: number) => contrastRatio(mix(background, readableText, share), background) >= min;
  return mix(background, readableText, smallestPassing(weight, passes));
}

/** Every colour a surface needs so that what is drawn on it stays readable. */
export interface SurfaceColours {
  mode: 'light' | 'dark';
  background: string;
  /** Body text and titles: at least 4.5:1. */
  text: string;
  /** Secondary text and icons: at least 4.5:1. */
  secondaryText: string;
  /** Disabled text: at least 3:1 (WCAG does not require it, people still have to read it). */
  disabledText: string;
  /** Dividers and quiet borders. */
  divider: string;
}

/**
 * The colours of a branded surface. A missing or unreadable background takes `fallbackBackground`; a missing or invalid
 * text colour is derived from the background; a given text colour that does not reach 4.5:1 is moved until it does.
 */
export function surfaceColours(
  background: string | null | undefined,
  text: string | null | undefined,
  fallbackBackground: string,
): SurfaceColours {
  const surface = parseColour(background) ?? parseColour(fallbackBackground) ?? WHITE;
  const given = parseColour(text);
  const body = given ? ensureContrast(given, surface, AA_TEXT) : readableTextOn(surface, AA_TEXT);
  return {
    mode: isDark(surface) ? 'dark' : 'light',
    background: toHex(surface),
    text: toHex(body),
    secondaryText: toHex(softened(body, surface, 0.7, AA_TEXT)),
    disabledText: toHex(softened(body, surface, 0.45, AA_NON_TEXT)),
    divider: toHex(softened(body, surface, 0.2, 1.3)),
  };
}

/**
 * A colour that carries text on a surface (links, text buttons): the brand colour when it reaches `min` (4.5:1 by
 * default) there, else the nearest readable shade of it. An invalid colour takes `fallback`.
 */
export function readableOn(
  colour: string | null | undefined,
  background: string,
  fallback: string,
  min: number = AA_TEXT,
): string {
  const base = parseColour(colour) ?? parseColour(fallback) ?? BLACK;
  return toHex(ensureContrast(base, parseColour(background) ?? WHITE, min));
}

/**
 * As readableOn, and still at least `min` when hovered: MUI shades a hovered text button with `tint` of its own colour
 * over the surface, and a hovered table row with as much black (white on dark surfaces) (its `hoverOpacity`: 4 % on light surfaces, 8 % on dark ones). On a mid-tone surface where
 * no colour reads on both, black or white, whichever reads best on the shade.
 */
export function readableOnTinted(
  colour: string | null | undefined,
  background: string,
  fallback: string,
  tint: number,
  min: number = AA_TEXT,
): string {
  const surface = parseColour(background) ?? WHITE;
  // A hovered table row takes MUI's neutral shade instead (black on light surfaces, white on dark ones, same share).
  const rowShade = mix(surface, isDark(surface) ? WHITE : BLACK, tint);
  const readsOnBoth = (text: Rgb) =>
    contrastRatio(text, surface) >= min &&
    contrastRatio(text, mix(surface, text, tint)) >= min &&
    contrastRatio(text, rowShade) >= min;
  let result = ensureContrast(parseColour(colour) ?? parseColour(fallback) ?? BLACK, surface, min);
  // Moving the text away from the surface moves its shade along: a few rounds settle it.
  for (let round = 0; round < 4 && !readsOnBoth(result); round += 1)
    result = ensureContrast(ensureContrast(result, mix(surface, result, tint), min), rowShade, min);
  if (readsOnBoth(result)) return toHex(result);
  // A mid-tone surface: black or white, whichever reads on the surface and best on its shade.
  const onShade = (text: Rgb) => Math.min(contrastRatio(text, mix(surface, text, tint)), contrastRatio(text, rowShade));
  const extremes = [BLACK, WHITE]
    .filter((text) => contrastRatio(text, surface) >= min)
    .sort((a, b) => onShade(b) - onShade(a));
  return toHex(extremes[0] ?? ensureContrast(result, surface, min));
}

/** The text colour on a filled colour (a contained button, a badge): `text` when given and readable, else derived. */
export function textOnFill(fill: string, text: string | null | undefined): string {
  const background = parseColour(fill) ?? WHITE;
  const given = parseColour(text);
  return toHex(given ? ensureContrast(given, background, AA_TEXT) : readableTextOn(background, AA_TEXT));
}

/**
 * The shade a filled colour takes when hovered or focused (MUI's `dark`): 15 % further from the surface it sits on
 * (darker on light surfaces, lighter on dark ones), or the other way, whichever keeps `text` readable on it and, for a
 * colour used as text (`asTextOn`), keeps it readable on that surface's hovered-row shade too; else the colour itself.
 */
export function hoverShade(colour: string, text: string, surface: string, asTextOn: boolean): string {
  const base = parseColour(colour) ?? BLACK;
  const textColour = parseColour(text) ?? WHITE;
  const ground = parseColour(surface) ?? WHITE;
  const away = isDark(ground) ? WHITE : BLACK;
  const rowShade = mix(ground, away, isDark(ground) ? 0.08 : 0.04);
  const reads = (shade: Rgb) =>
    contrastRatio(textColour, shade) >= AA_TEXT && (!asTextOn || contrastRatio(shade, rowShade) >= AA_TEXT);
  const found = [mix(base, away, 0.15), mix(base, away === WHITE ? BLACK : WHITE, 0.15)].find(reads);
  return toHex(found ?? base);
}
