import * as v from '@/lib/validate';

const text = v.nullish(v.string());
/** A value of the wrong type is dropped rather than losing the whole answer. */
const tolerant = <T>(schema: v.Schema<T>) => v.fallback(v.nullish(schema), null);

/** MyCompany `branding.theme` (platform/resources.json, MyCompany GET): any colour may be missing or null. */
export const companyThemeSchema = v.object({
  primaryColor: tolerant(v.string()),
  primaryTextColor: tolerant(v.string()),
  accentColor: tolerant(v.string()),
  accentTextColor: tolerant(v.string()),
  headerColor: tolerant(v.string()),
  headerLineColor: tolerant(v.string()),
  menuColor: tolerant(v.string()),
  menuTextColor: tolerant(v.string()),
  pageColor: tolerant(v.string()),
  pageTextColor: tolerant(v.string()),
  cardColor: tolerant(v.string()),
  cardTextColor: tolerant(v.string()),
  logoHasBackgroundColor: tolerant(v.boolean()),
  logoOnHeaderColorSpec: tolerant(v.string()),
});

export type CompanyTheme = v.Infer<typeof companyThemeSchema>;

/** The company's own branding as MyCompany GET answers it; `custom` is free-form and kept whole for the PATCH. */
export const companyBrandingSchema = v.object({
  name: text,
  logo: text,
  logoDark: text,
  favicon: text,
  appleTouchIcon: text,
  theme: v.fallback(v.nullish(companyThemeSchema), null),
  custom: v.fallback(v.nullish(v.unknown()), null),
});

export type CompanyBranding = v.Infer<typeof companyBrandingSchema>;

/** MyCompany GET with the fields /identity reads: the branding and the router display screensaver's id. */
export const myCompanyIdentitySchema = v.object({
  publicId: v.string(),
  name: v.optional(v.string()),
  branding: v.fallback(v.nullish(companyBrandingSchema), null),
  screensaver: v.fallback(v.nullish(v.object({ publicId: v.string() })), null),
});

export type MyCompanyIdentity = v.Infer<typeof myCompanyIdentitySchema>;

export const MY_COMPANY_IDENTITY_FIELDS = [
  'publicId',
  'name',
  'branding.name',
  'branding.logo',
  'branding.logoDark',
  'branding.favicon',
  'branding.appleTouchIcon',
  'branding.theme(*)',
  'branding.custom(*)',
  'screensaver.publicId',
];

/** PublicFileUpload POST answers `{publicId, url, type: image, size, company}`: the branding takes the url. */
export const publicFileSchema = v.object({ publicId: v.string(), url: v.string() });

/** A menu item as MenuItemList GET answers it with MENU_ITEM_FIELDS; page and access category absent when none. */
export const menuItemSchema = v.object({
  publicId: v.string(),
  name: v.nullish(v.string()),
  order: v.fallback(v.number(), 0),
  pinned: v.fallback(v.boolean(), false),
  page: v.nullish(v.object({ publicId: v.string() })),
  audience: v.nullish(v.object({ publicId: v.string() })),
});

export type MenuItem = v.Infer<typeof menuItemSchema>;

export const MENU_ITEM_FIELDS = ['publicId', 'name', 'order', 'pinned', 'page.publicId', 'audience.publicId'];

/** A page to link a menu item to (PageList). */
export const pageOptionSchema = v.object({ publicId: v.string(), name: v.string() });
export type PageOption = v.Infer<typeof pageOptionSchema>;
