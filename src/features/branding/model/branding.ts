import { z } from 'zod';

export const brandingSchema = z.object({
  publicId: z.string().optional(),
  fqdn: z.string().optional(),
  name: z.string().optional(),
  favicon: z.string().nullish(),
  appleTouchIcon: z.string().nullish(),
  logo: z.string().nullish(),
  theme: z.object({ pageColor: z.string().nullish(), cardColor: z.string().nullish() }).partial().nullish(),
  custom: z
    .object({
      glbBrowserTitle: z.string().nullish(),
      glbSupportedPlatforms: z.array(z.string()).nullish(),
      glbVpnClientReleaseNotesUrl: z.string().nullish(),
    })
    .partial()
    .nullish(),
  appleAppStoreLink: z.string().nullish(),
  googlePlayStoreLink: z.string().nullish(),
});

export type Branding = z.infer<typeof brandingSchema>;

export const BRANDING_FIELDS = [
  'publicId',
  'fqdn',
  'name',
  'favicon',
  'appleTouchIcon',
  'logo',
  'theme',
  'custom',
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
