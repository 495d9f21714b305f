import type { CompanyScoped, Entity, Ref } from './base-types';

/**
 * Pages (dashboards and reports) of the mock database, with the platform's field names (docs/API.md and
 * mocks/platform/resources.json). Fields starting with `_` are the mock's own and never leave it.
 */

/** The title lives on the version, the group on the page (docs/API.md, Pages). */
export interface Page extends CompanyScoped {
  name: string;
  applicationType: 'sheet' | 'card' | 'report';
  /** A report's format: portrait (6 × 16 grid), landscape (8 × 11), or null for the square one (8 × 16). */
  orientation: 'portrait' | 'landscape' | null;
  group: { publicId: string } | null;
  draft: { publicId: string } | null;
  published: { publicId: string } | null;
  default: boolean;
  labels: Ref[];
  custom: Record<string, unknown>;
}

/**
 * A component of a page version, kept inside the version's `components[]` (so Page and PageVersion answer it).
 * `dimensions` is the platform's oneOf for the page's kind: `{type: 'sheet', left, top, cols, rows, mobileOrder?}` on the
 * 12-column sheet, `{type: 'card', height, order}` on a card page, `{type: 'report' | 'report-portrait' |
 * 'report-landscape', left, top, cols, rows}` on a report's grid (src/features/pages/model/data/sheet.ts).
 */
export interface PageComponent extends Entity {
  template: { publicId: string };
  dimensions: Record<string, unknown>;
  /** A JSON text, as on the platform. */
  inputs: string;
  pageVersion: { publicId: string };
}

export interface PageVersion extends CompanyScoped {
  page: { publicId: string };
  title: string | null;
  custom: { glbMatIcon: string | null };
  periodSpec: string | null;
  /** Whether the viewer offers the period picker. */
  periodSelectorEnabled: boolean;
  /** Seconds between reads of the page's data while it is shown; null reads once. */
  defaultRefreshRate: number | null;
  components: PageComponent[];
  previewAgent: { publicId: string } | null;
  previewAsset: { publicId: string } | null;
  pagePages: { publicId: string; order: number; pageVersion: { publicId: string } }[];
  createdOn: string;
  updatedOn: string | null;
}

/** A template's sizes on the sheet and on a report's grid, in grid cells (PageComponentTemplate `sheetSettings`). */
export interface SheetSettings {
  minCols: number;
  minRows: number;
  defaultCols: number | null;
  defaultRows: number | null;
  maxCols: number | null;
  maxRows: number | null;
}

/** A template's height on a card page, in pixels (PageComponentTemplate `cardSettings`). */
export interface CardSettings {
  minHeight: number;
  defaultHeight: number | null;
  maxHeight: number | null;
}

/** A component template of the platform (PageComponentTemplateList): the same for every company. */
export interface PageComponentTemplate extends Entity {
  name: string;
  description: string | null;
  category: { publicId: string; name: string; order: number };
  sheetSettings: SheetSettings;
  cardSettings: CardSettings;
  /** Where the template may be used. */
  intent: ('asset-configuration' | 'landing-page' | 'main-page')[];
  /** The template's own settings form; the built-in kinds have none. */
  inputs: string | null;
}

/**
 * A report queued for sending (QueueReportList, AgentQueueReportList, AssetQueueReportList): never answered, kept so
 * tests can see what was queued.
 */
export interface QueuedReport extends CompanyScoped {
  report: { publicId: string };
  agent: { publicId: string } | null;
  asset: { publicId: string } | null;
  start: string;
  end: string;
  timeZone: string;
  /** Only the Agent and Asset variants name recipients. */
  sendTo: string[] | null;
  message: string | null;
  /** The rel the report was queued with. */
  _rel: 'QueueReportList' | 'AgentQueueReportList' | 'AssetQueueReportList';
  _userId: string;
  _queuedOn: string;
}

/** The page tables of the mock database (seed-pages.ts). */
export interface PageTables {
  pages: Page[];
  pageVersions: PageVersion[];
  pageComponentTemplates: PageComponentTemplate[];
  queuedReports: QueuedReport[];
}
