import * as v from '@/lib/validate';

/** The platform's page kinds (docs/API.md, Pages). A report can be queued for a device or an asset. */
export const APPLICATION_TYPES = ['sheet', 'card', 'report'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/** docs/RULES.md#pages and the platform: a name or title of 1 to 255 characters. */
export const TITLE_MAX_LENGTH = 255;

/** docs/RULES.md#pages: a new draft's period. */
export const DEFAULT_PERIOD = 'today';

const reference = v.object({ publicId: v.string() });

/**
 * A component of a version (PageComponentList). `dimensions` is free-form on the platform; its `order` is the
 * component's place in the page (position × 1000 after a reorder, as docs/RULES.md#ordered-lists orders lists).
 */
export const componentSchema = v.looseObject({
  publicId: v.string(),
  template: v.withDefault(v.nullable(reference), null),
  dimensions: v.withDefault(v.nullable(v.unknown()), null),
  inputs: v.withDefault(v.nullable(v.string()), null),
});
export type PageComponent = v.Infer<typeof componentSchema>;

/** PageVersion: the title, icon and period live on the version (docs/API.md). */
export const versionSchema = v.object({
  publicId: v.string(),
  page: v.withDefault(v.nullable(reference), null),
  title: v.withDefault(v.nullable(v.string()), null),
  custom: v.withDefault(v.nullable(v.looseObject({ glbMatIcon: v.withDefault(v.nullable(v.string()), null) })), null),
  periodSpec: v.withDefault(v.nullable(v.string()), null),
  components: v.withDefault(v.array(componentSchema), []),
  previewAgent: v.withDefault(v.nullable(reference), null),
  previewAsset: v.withDefault(v.nullable(reference), null),
  createdOn: v.withDefault(v.nullable(v.string()), null),
  updatedOn: v.withDefault(v.nullable(v.string()), null),
});
export type PageVersion = v.Infer<typeof versionSchema>;

/** Page: the group lives on the page, the title on its versions. */
export const pageSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  // A kind the platform adds later is kept as it comes.
  applicationType: v.withDefault(v.nullable(v.string()), null),
  group: v.withDefault(v.nullable(reference), null),
  draft: v.withDefault(v.nullable(versionSchema), null),
  published: v.withDefault(v.nullable(versionSchema), null),
  default: v.withDefault(v.boolean(), false),
});
export type Page = v.Infer<typeof pageSchema>;

export const PAGE_FIELDS = ['publicId', 'name', 'applicationType', 'group', 'draft', 'published', 'default'];

export const componentTemplateSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  description: v.withDefault(v.nullable(v.string()), null),
  category: v.withDefault(v.nullable(v.looseObject({ name: v.withDefault(v.nullable(v.string()), null) })), null),
});
export type ComponentTemplate = v.Infer<typeof componentTemplateSchema>;

export const COMPONENT_TEMPLATE_FIELDS = ['publicId', 'name', 'description', 'category'];

/** The version people see for a page: the draft while there is one, else the published version. */
export const currentVersion = (page: Page): PageVersion | null => page.draft ?? page.published;

/** The page's title: its current version's, else its name. */
export const pageTitle = (page: Page): string => currentVersion(page)?.title || page.name;

export const pageIcon = (page: Page): string | null => currentVersion(page)?.custom?.glbMatIcon ?? null;
