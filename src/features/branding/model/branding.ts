// zod/mini: the sign-in page's bundle does not carry the whole classic API.
import * as z from 'zod/mini';

const text = z.nullish(z.string());

export const brandingSchema = z.object({
  publicId: z.optional(z.string()),
  fqdn: z.optional(z.string()),
  name: z.optional(z.string()),
  favicon: text,
  appleTouchIcon: text,
  logo: text,
  theme: z.nullish(z.object({ pageColor: text, cardColor: text })),
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

const WHITE = /^(#fff(fff)?|white|rgb\(\s*255\s*,\s*255\s*,\s*255\s*\))$/i;

/**
 * The account button gets a white background when the logo has a background colour, the header logo spec is
 * light-filled, or the header colour is white.
 */
export function accountButtonNeedsWhiteBackground(input: {
  logoBackgroundColor?: string | null;
  headerLogoSpec?: string | null;
  headerColor?: string | null;
}): boolean {
  return Boolean(input.logoBackgroundColor) || input.headerLogoSpec === 'light-filled' || WHITE.test(input.headerColor?.trim() ?? '');
}

export function supportedPlatforms(branding: Branding | null | undefined): string[] {
  const all = ['windows', 'mac', 'linux'];
  const listed = branding?.custom?.glbSupportedPlatforms;
  return listed && listed.length > 0 ? all.filter((os) => listed.includes(os)) : all;
}
