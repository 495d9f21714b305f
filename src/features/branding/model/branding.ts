// zod/mini: the sign-in page's bundle does not carry the whole classic API.
import * as z from 'zod/mini';
import { parseColour } from '../../../lib/contrast';

const text = z.nullish(z.string());
/** A theme value of the wrong type is dropped rather than losing the whole branding. */
const tolerant = <T extends z.ZodMiniType>(schema: T) => z.catch(z.nullish(schema), null);
const colour = tolerant(z.string());

/** The branding's `theme` (API-RESOURCES.md, BrandingList): any colour may be missing or null. */
export const brandingThemeSchema = z.object({
  primaryColor: colour,
  primaryTextColor: colour,
  accentColor: colour,
  accentTextColor: colour,
  headerColor: colour,
  headerLineColor: colour,
  menuColor: colour,
  menuTextColor: colour,
  pageColor: colour,
  pageTextColor: colour,
  cardColor: colour,
  cardTextColor: colour,
  logoHasBackgroundColor: tolerant(z.boolean()),
  logoOnHeaderColorSpec: tolerant(z.string()),
});

export type BrandingTheme = z.infer<typeof brandingThemeSchema>;

export const brandingSchema = z.object({
  publicId: z.optional(z.string()),
  fqdn: z.optional(z.string()),
  name: z.optional(z.string()),
  favicon: text,
  appleTouchIcon: text,
  logo: text,
  theme: z.catch(z.nullish(brandingThemeSchema), null),
  custom: z.nullish(
    z.object({
      glbBrowserTitle: text,
      glbSupportedPlatforms: z.nullish(z.array(z.string())),
      glbVpnClientReleaseNotesUrl: text,
    }),
  ),
  appleAppStoreLink: text,
  googlePlayStoreLink: text,
});

export type Branding = z.infer<typeof brandingSchema>;

export const BRANDING_FIELDS = [
  'publicId',
  'fqdn',
  'name',
  'favicon',
  'appleTouchIcon',
  'logo',
  'theme(*)',
  'custom(*)',
  'appleAppStoreLink',
  'googlePlayStoreLink',
] as const;

/** Hosts that never have a branding of their own: no lookup is made for them. */
export const SKIPPED_BRANDING_HOSTS: ReadonlySet<string> = new Set(['', '0.0.0.0', '[::]', 'about', 'file']);

export function shouldLookUpBranding(hostname: string): boolean {
  return !SKIPPED_BRANDING_HOSTS.has(hostname.trim().toLowerCase());
}

/** The logo comes from the first of: the user's own branding, the host branding, the company branding. */
export function chooseLogo(sources: { user?: string | null; host?: string | null; company?: string | null }): string | undefined {
  return sources.user || sources.host || sources.company || undefined;
}

export function browserTitle(branding: Branding | null | undefined, fallback: string): string {
  return branding?.custom?.glbBrowserTitle?.trim() || branding?.name?.trim() || fallback;
}

const isWhite = (value: string | null | undefined): boolean => {
  const colour = parseColour(value);
  return colour !== null && colour.r === 255 && colour.g === 255 && colour.b === 255;
};

/**
 * The account button gets a white background when the logo has a background colour, the header logo spec is
 * light-filled, or the header colour is white.
 */
export function accountButtonNeedsWhiteBackground(input: {
  logoHasBackgroundColor?: boolean | null;
  logoOnHeaderColorSpec?: string | null;
  headerColor?: string | null;
}): boolean {
  return (
    input.logoHasBackgroundColor === true ||
    input.logoOnHeaderColorSpec?.trim().toLowerCase() === 'light-filled' ||
    isWhite(input.headerColor)
  );
}

/** The account button's rule applied to a branding's theme (no branding, no theme: no white background). */
export function accountButtonNeedsWhiteBackgroundFor(branding: Branding | null | undefined): boolean {
  const theme = branding?.theme;
  return accountButtonNeedsWhiteBackground({
    logoHasBackgroundColor: theme?.logoHasBackgroundColor,
    logoOnHeaderColorSpec: theme?.logoOnHeaderColorSpec,
    headerColor: theme?.headerColor,
  });
}

export function supportedPlatforms(branding: Branding | null | undefined): string[] {
  const all = ['windows', 'mac', 'linux'];
  const listed = branding?.custom?.glbSupportedPlatforms;
  return listed && listed.length > 0 ? all.filter((os) => listed.includes(os)) : all;
}
