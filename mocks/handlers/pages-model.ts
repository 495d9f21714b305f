import { nextId } from '../db/store';
import type { Page, PageComponent, PageVersion } from '../db/types';
import { asString, stripInternal } from './crud';
import { ApiError, isRecord, notFound, sessionOf, type Ctx } from './http';
import { perRequest } from './memo';
import type { Row } from './query';

/** What the page handlers (pages.ts, pages-components.ts, page-actions.ts) share: lookups, copies and views. */

/** Every page write needs this (docs/API.md, Pages). */
export const PAGES_WRITE = ['MANAGE_PAGES'] as const;

export const APPLICATION_TYPES: readonly Page['applicationType'][] = ['sheet', 'card', 'report'];

export const invalid = (propertyName?: string): ApiError =>
  new ApiError(400, [propertyName ? { message: 'Invalid value', propertyName } : { message: 'Invalid value' }]);
export const required = (propertyName: string): ApiError =>
  new ApiError(400, [{ message: 'Required property', propertyName }]);

/** A page of the selected company, else 404. */
export function ownPage(ctx: Ctx, publicId: string): Page {
  const page = ctx.db.pages.find((p) => p.publicId === publicId && p._companyId === sessionOf(ctx).companyId);
  if (!page) throw notFound();
  return page;
}

const versionIndex = perRequest(
  (ctx) => [ctx.db.pageVersions, ctx.db.pageVersions.length],
  (ctx) => new Map(ctx.db.pageVersions.map((v) => [v.publicId, v])),
);

export const versionOf = (ctx: Ctx, slot: { publicId: string } | null): PageVersion | null =>
  slot ? (versionIndex(ctx).get(slot.publicId) ?? null) : null;

/** A version of a page of the selected company, named by `value.publicId`; else 400 on `propertyName`. */
export function ownVersion(ctx: Ctx, value: unknown, propertyName: string): PageVersion {
  if (value === undefined || value === null) throw required(propertyName);
  const id = isRecord(value) ? value.publicId : undefined;
  const version = typeof id === 'string' ? versionIndex(ctx).get(id) : undefined;
  if (!version || version._companyId !== sessionOf(ctx).companyId) throw invalid(propertyName);
  return version;
}

export const copyComponents = (from: readonly PageComponent[], versionId: string): PageComponent[] =>
  from.map((c) => ({ ...structuredClone(c), publicId: nextId('pc'), pageVersion: { publicId: versionId } }));

/** A version's `defaultRefreshRate`: whole seconds above 0 (*chosen here*), or null (read once). */
export const isRefreshRate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** A new version of a page (not yet stored), copied from `from` when given, with the fields of a PageVersionList body. */
export function buildVersion(
  page: Page,
  from: Omit<PageVersion, 'publicId' | '_companyId' | 'page'> | null,
  body: Row = {},
  publicId = nextId('pv'),
): PageVersion {
  return {
    publicId,
    _companyId: page._companyId,
    page: { publicId: page.publicId },
    title: typeof body.title === 'string' ? body.title : (from?.title ?? null),
    custom: {
      glbMatIcon: isRecord(body.custom) ? asString(body.custom.glbMatIcon) || null : (from?.custom.glbMatIcon ?? null),
    },
    periodSpec: typeof body.periodSpec === 'string' ? body.periodSpec : (from?.periodSpec ?? null),
    // A new version offers the period picker unless told otherwise (*chosen here*; the platform states no default).
    periodSelectorEnabled:
      typeof body.periodSelectorEnabled === 'boolean'
        ? body.periodSelectorEnabled
        : (from?.periodSelectorEnabled ?? true),
    defaultRefreshRate: isRefreshRate(body.defaultRefreshRate)
      ? body.defaultRefreshRate
      : (from?.defaultRefreshRate ?? null),
    components: from ? copyComponents(from.components, publicId) : [],
    previewAgent: from?.previewAgent ?? null,
    previewAsset: from?.previewAsset ?? null,
    pagePages: from ? from.pagePages.map((p) => ({ ...p })) : [],
    createdOn: new Date().toISOString(),
    updatedOn: null,
  };
}

/** Stores a new version of `page`, copied from `from` when given. */
export function addVersion(ctx: Ctx, page: Page, from: PageVersion | null): PageVersion {
  const version = buildVersion(page, from);
  ctx.db.pageVersions.push(version);
  return version;
}

export function dropVersion(ctx: Ctx, id: string): void {
  ctx.db.pageVersions = ctx.db.pageVersions.filter((v) => v.publicId !== id);
}

export const viewOfVersion = (version: PageVersion | null): Row | null => (version ? stripInternal(version) : null);

/** A page as answered: its draft and published versions in full. */
export const viewOfPage = (page: Page, ctx: Ctx): Row => ({
  ...stripInternal(page),
  draft: viewOfVersion(versionOf(ctx, page.draft)),
  published: viewOfVersion(versionOf(ctx, page.published)),
});

/** A new page of the selected company (not yet stored). */
export const newPage = (
  ctx: Ctx,
  fields: Pick<Page, 'name' | 'applicationType' | 'group'> & Partial<Page>,
  publicId = nextId('pg'),
): Page => ({
  publicId,
  _companyId: sessionOf(ctx).companyId,
  orientation: null,
  draft: null,
  published: null,
  default: false,
  labels: [],
  custom: {},
  ...fields,
});

/** A group of the selected company for a page's `group`, or null; else 400 `Invalid value` on `group`. */
export function groupRef(ctx: Ctx, value: unknown): { publicId: string } | null {
  if (value === null || value === undefined) return null;
  const id = isRecord(value) ? value.publicId : undefined;
  const group = ctx.db.groups.find((g) => g.publicId === id && g._companyId === sessionOf(ctx).companyId);
  if (!group) throw invalid('group');
  return { publicId: group.publicId };
}

/** Every component of the selected company's versions, with its version. */
export function findComponent(ctx: Ctx, publicId: unknown): { version: PageVersion; component: PageComponent } {
  const companyId = sessionOf(ctx).companyId;
  for (const version of ctx.db.pageVersions) {
    if (version._companyId !== companyId) continue;
    const component = version.components.find((c) => c.publicId === publicId);
    if (component) return { version, component };
  }
  throw notFound();
}
