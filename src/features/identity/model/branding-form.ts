import { z } from 'zod';
import { textOnFill } from '@/lib/contrast';
import { supportedPlatforms } from '@/features/branding';
import type { CompanyBranding, CompanyTheme } from './schemas';

/** The VPN client platforms a branding may offer (docs/RULES.md#identity), in this order. */
export const PLATFORMS = ['windows', 'mac', 'linux'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** The theme colours of MyCompany PATCH `branding.theme`, in the order the form shows them. */
export const THEME_COLOUR_KEYS = [
  'primaryColor',
  'primaryTextColor',
  'accentColor',
  'accentTextColor',
  'headerColor',
  'headerLineColor',
  'menuColor',
  'menuTextColor',
  'pageColor',
  'pageTextColor',
  'cardColor',
  'cardTextColor',
] as const;
export type ThemeColourKey = (typeof THEME_COLOUR_KEYS)[number];

/** The branding's images; each is uploaded (PublicFileUpload) before the PATCH names its address. */
export const IMAGE_KEYS = ['logo', 'logoDark', 'favicon', 'appleTouchIcon'] as const;
export type ImageKey = (typeof IMAGE_KEYS)[number];

const HEX = /^#[0-9a-fA-F]{6}$/;
const optionalColour = z
  .string()
  .trim()
  .refine((value) => value === '' || HEX.test(value), 'identity.errors.colour');
const isWebUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Colours are '' when unset (the portal derives them); the primary colour is required (the platform's body types it `string`). */
export const brandingFormSchema = z.object({
  name: z.string().max(255, 'identity.errors.nameTooLong'),
  logo: z.string().nullable(),
  logoDark: z.string().nullable(),
  favicon: z.string().nullable(),
  appleTouchIcon: z.string().nullable(),
  theme: z.object({
    primaryColor: z.string().trim().regex(HEX, 'identity.errors.colour'),
    primaryTextColor: optionalColour,
    accentColor: optionalColour,
    accentTextColor: optionalColour,
    headerColor: optionalColour,
    headerLineColor: optionalColour,
    menuColor: optionalColour,
    menuTextColor: optionalColour,
    pageColor: optionalColour,
    pageTextColor: optionalColour,
    cardColor: optionalColour,
    cardTextColor: optionalColour,
    logoHasBackgroundColor: z.boolean(),
  }),
  custom: z.object({
    glbBrowserTitle: z.string().max(255, 'identity.errors.titleTooLong'),
    glbSupportedPlatforms: z.array(z.enum(PLATFORMS)).min(1, 'identity.errors.platforms'),
    glbVpnClientReleaseNotesUrl: z
      .string()
      .trim()
      .refine((value) => value === '' || isWebUrl(value), 'identity.errors.url'),
  }),
});

export type BrandingFormValues = z.infer<typeof brandingFormSchema>;

/** The portal's own primary colour (src/ui/theme DEFAULT_COLOURS) when the company has none yet. */
const DEFAULT_PRIMARY = '#1565c0';

const colourOf = (theme: CompanyTheme | null | undefined, key: ThemeColourKey): string => {
  const value = theme?.[key];
  return typeof value === 'string' && HEX.test(value) ? value.toLowerCase() : '';
};

const customOf = (custom: unknown): Record<string, unknown> =>
  typeof custom === 'object' && custom !== null && !Array.isArray(custom) ? (custom as Record<string, unknown>) : {};

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The form's values from MyCompany's branding; supported platforms as the app reads them (none listed: all). */
export function formValuesOf(branding: CompanyBranding | null | undefined): BrandingFormValues {
  const theme = branding?.theme;
  const custom = customOf(branding?.custom);
  const listed = Array.isArray(custom.glbSupportedPlatforms)
    ? custom.glbSupportedPlatforms.filter((p): p is string => typeof p === 'string')
    : null;
  return {
    name: branding?.name ?? '',
    logo: branding?.logo ?? null,
    logoDark: branding?.logoDark ?? null,
    favicon: branding?.favicon ?? null,
    appleTouchIcon: branding?.appleTouchIcon ?? null,
    theme: {
      ...(Object.fromEntries(THEME_COLOUR_KEYS.map((key) => [key, colourOf(theme, key)])) as Record<
        ThemeColourKey,
        string
      >),
      primaryColor: colourOf(theme, 'primaryColor') || DEFAULT_PRIMARY,
      logoHasBackgroundColor: theme?.logoHasBackgroundColor === true,
    },
    custom: {
      glbBrowserTitle: textOf(custom.glbBrowserTitle),
      glbSupportedPlatforms: supportedPlatforms({ custom: { glbSupportedPlatforms: listed } }) as Platform[],
      glbVpnClientReleaseNotesUrl: textOf(custom.glbVpnClientReleaseNotesUrl),
    },
  };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * MyCompany PATCH `{branding}` from the form (only fields the platform's body has). Unset colours are null, except
 * the primary text colour, which the platform types `string`: unset, it is the readable text the portal derives on the
 * primary colour. `custom` keeps the keys /identity does not edit; the logo-on-header setting is sent as it was read.
 */
export function brandingPatchBody(
  values: BrandingFormValues,
  read: CompanyBranding | null | undefined,
  images: Partial<Record<ImageKey, string | null>> = {},
) {
  const theme = values.theme;
  const colours = Object.fromEntries(THEME_COLOUR_KEYS.map((key) => [key, orNull(theme[key])])) as Record<
    ThemeColourKey,
    string | null
  >;
  const primaryColor = theme.primaryColor.trim().toLowerCase();
  return {
    branding: {
      name: orNull(values.name),
      logo: images.logo !== undefined ? images.logo : values.logo,
      logoDark: images.logoDark !== undefined ? images.logoDark : values.logoDark,
      favicon: images.favicon !== undefined ? images.favicon : values.favicon,
      appleTouchIcon: images.appleTouchIcon !== undefined ? images.appleTouchIcon : values.appleTouchIcon,
      custom: {
        ...customOf(read?.custom),
        glbBrowserTitle: orNull(values.custom.glbBrowserTitle),
        glbSupportedPlatforms: PLATFORMS.filter((platform) => values.custom.glbSupportedPlatforms.includes(platform)),
        glbVpnClientReleaseNotesUrl: orNull(values.custom.glbVpnClientReleaseNotesUrl),
      },
      theme: {
        ...colours,
        primaryColor,
        primaryTextColor: colours.primaryTextColor ?? textOnFill(primaryColor, null),
        logoHasBackgroundColor: theme.logoHasBackgroundColor,
        logoOnHeaderColorSpec: read?.theme?.logoOnHeaderColorSpec ?? null,
      },
    },
  };
}

export type BrandingPatchBody = ReturnType<typeof brandingPatchBody>;

/** A server refusal names `branding.theme.primaryColor`; the form's field is `theme.primaryColor`. */
export function formFieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [name.replace(/^branding\./, ''), message]),
  );
}
