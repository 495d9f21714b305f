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
  periodSelectorEnabled: v.withDefault(v.boolean(), false),
  /** Seconds between reads of the page's data (docs/MACHINE-DATA.md); null reads once. */
  defaultRefreshRate: v.withDefault(v.nullable(v.number()), null),
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
  /** A report's format: portrait, landscape, or null for the square one. */
  orientation: v.withDefault(v.nullable(v.string()), null),
  group: v.withDefault(v.nullable(reference), null),
  draft: v.withDefault(v.nullable(versionSchema), null),
  published: v.withDefault(v.nullable(versionSchema), null),
  default: v.withDefault(v.boolean(), false),
});
export type Page = v.Infer<typeof pageSchema>;

export const PAGE_FIELDS = [
  'publicId',
  'name',
  'applicationType',
  'orientation',
  'group',
  'draft',
  'published',
  'default',
];

export const componentTemplateSchema = v.object({
  publicId: v.string(),
  name: v.string(),
  description: v.withDefault(v.nullable(v.string()), null),
  category: v.withDefault(v.nullable(v.looseObject({ name: v.withDefault(v.nullable(v.string()), null) })), null),
  sheetSettings: v.withDefault(
    v.nullable(
      v.looseObject({
        minCols: v.withDefault(v.number(), 1),
        minRows: v.withDefault(v.number(), 1),
        defaultCols: v.withDefault(v.nullable(v.number()), null),
        defaultRows: v.withDefault(v.nullable(v.number()), null),
        maxCols: v.withDefault(v.nullable(v.number()), null),
        maxRows: v.withDefault(v.nullable(v.number()), null),
      }),
    ),
    null,
  ),
  cardSettings: v.withDefault(
    v.nullable(
      v.looseObject({
        minHeight: v.withDefault(v.number(), 1),
        defaultHeight: v.withDefault(v.nullable(v.number()), null),
        maxHeight: v.withDefault(v.nullable(v.number()), null),
      }),
    ),
    null,
  ),
});
export type ComponentTemplate = v.Infer<typeof componentTemplateSchema>;

export const COMPONENT_TEMPLATE_FIELDS = [
  'publicId',
  'name',
  'description',
  'category',
  'sheetSettings',
  'cardSettings',
];

/** The version people see for a page: the draft while there is one, else the published version. */
export const currentVersion = (page: Page): PageVersion | null => page.draft ?? page.published;

/** The page's title: its current version's, else its name. */
export const pageTitle = (page: Page): string => currentVersion(page)?.title || page.name;

export const pageIcon = (page: Page): string | null => currentVersion(page)?.custom?.glbMatIcon ?? null;
