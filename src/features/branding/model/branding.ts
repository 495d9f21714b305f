import * as v from '@/lib/validate';
import { parseColour } from '@/lib/contrast';

const text = v.nullish(v.string());
/** A theme value of the wrong type is dropped rather than losing the whole branding. */
const tolerant = <T>(schema: v.Schema<T>) => v.fallback(v.nullish(schema), null);
const colour = tolerant(v.string());

/** The branding's `theme` (docs/API.md, BrandingList): any colour may be missing or null. */
export const brandingThemeSchema = v.object({
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
  logoHasBackgroundColor: tolerant(v.boolean()),
  logoOnHeaderColorSpec: tolerant(v.string()),
});

export type BrandingTheme = v.Infer<typeof brandingThemeSchema>;

export const brandingSchema = v.object({
  publicId: v.optional(v.string()),
  fqdn: v.optional(v.string()),
  name: v.optional(v.string()),
  favicon: text,
  appleTouchIcon: text,
  logo: text,
  theme: v.fallback(v.nullish(brandingThemeSchema), null),
  custom: v.nullish(
    v.object({
      glbBrowserTitle: text,
      glbSupportedPlatforms: v.nullish(v.array(v.string())),
      glbVpnClientReleaseNotesUrl: text,
    }),
  ),
  appleAppStoreLink: text,
  googlePlayStoreLink: text,
});

export type Branding = v.Infer<typeof brandingSchema>;

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
export function chooseLogo(sources: {
  user?: string | null;
  host?: string | null;
  company?: string | null;
}): string | undefined {
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
