import type { CompanyScoped, Entity, Ref } from './base-types';

/**
 * Pages (dashboards and reports) of the mock database, with the platform's field names (docs/API.md and
 * mocks/platform/resources.json). Fields starting with `_` are the mock's own and never leave it.
 */

/** The title lives on the version, the group on the page (docs/API.md, Pages). */
export interface Page extends CompanyScoped {
  name: string;
  applicationType: 'sheet' | 'card' | 'report';
  group: { publicId: string } | null;
  draft: { publicId: string } | null;
  published: { publicId: string } | null;
  default: boolean;
  labels: Ref[];
  custom: Record<string, unknown>;
}

/**
 * A component of a page version, kept inside the version's `components[]` (so Page and PageVersion answer it).
 * `dimensions` is free-form on the platform; its `order` (a number) places the component (*chosen here*).
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
  components: PageComponent[];
  previewAgent: { publicId: string } | null;
  previewAsset: { publicId: string } | null;
  pagePages: { publicId: string; order: number; pageVersion: { publicId: string } }[];
  createdOn: string;
  updatedOn: string | null;
}

/** A component template of the platform (PageComponentTemplateList): the same for every company. */
export interface PageComponentTemplate extends Entity {
  name: string;
  description: string | null;
  category: { publicId: string; name: string; order: number };
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
