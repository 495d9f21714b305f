import type { Page, PageComponentTemplate, PageVersion } from '../db/types';
import { pageActionRoutes } from './page-actions';
import { asString, crudRoutes, requireText, stripInternal, type Resource } from './crud';
import {
  badRequest,
  emptyAnswer,
  envelope,
  isRecord,
  param,
  requirePermission,
  routesFor,
  sessionOf,
  type Ctx,
  type Route,
} from './http';
import { pageComponentRoutes } from './pages-components';
import {
  addVersion,
  APPLICATION_TYPES,
  buildVersion,
  dropVersion,
  groupRef,
  invalid,
  isRefreshRate,
  newPage,
  ownPage,
  required,
  versionOf,
  viewOfPage,
  PAGES_WRITE,
} from './pages-model';

/**
 * Pages as the platform has them (docs/API.md): the title, icon, period and components live on the
 * version, the name and group on the page. A new page has no version: the app ensures a draft (PageDraft, else
 * PageVersionList POST, then Page PATCH `{draft}`). Publishing is a PATCH `{published: {publicId: draftId}, draft: null}`,
 * then a DELETE of the old published PageVersion. Writes need MANAGE_PAGES.
 */

/** A version of this page for a `draft` or `published` slot of a PATCH, or null. */
function slotVersion(ctx: Ctx, page: Page, value: unknown, propertyName: string): { publicId: string } | null {
  if (value === null || value === undefined) return null;
  const version = versionOf(
    ctx,
    isRecord(value) && typeof value.publicId === 'string' ? { publicId: value.publicId } : null,
  );
  if (!version || version.page.publicId !== page.publicId) throw invalid(propertyName);
  return { publicId: version.publicId };
}

const ORIENTATIONS: readonly NonNullable<Page['orientation']>[] = ['portrait', 'landscape'];

const pages: Resource<Page> = {
  listRel: 'PageList',
  path: '/pages',
  idPrefix: 'pg',
  table: (db) => db.pages,
  defaultOrder: 'name',
  write: PAGES_WRITE,
  // The orientation is set on creation only (PageList POST; Page PATCH has none).
  readOnly: ['applicationType', 'orientation', 'default', 'labels'],
  view: viewOfPage,
  create: (body, ctx, publicId) => {
    if (body.applicationType !== undefined && !APPLICATION_TYPES.some((t) => t === body.applicationType))
      throw invalid('applicationType');
    const orientation = body.orientation ?? null;
    if (orientation !== null && !ORIENTATIONS.some((o) => o === orientation)) throw invalid('orientation');
    return newPage(
      ctx,
      {
        name: asString(body.name),
        applicationType: APPLICATION_TYPES.find((t) => t === body.applicationType) ?? 'sheet',
        orientation: ORIENTATIONS.find((o) => o === orientation) ?? null,
        group: groupRef(ctx, body.group),
        custom: isRecord(body.custom) ? body.custom : {},
      },
      publicId,
    );
  },
  validate: (row, ctx) => {
    requireText(row.name, 'name', 255);
    row.group = groupRef(ctx, row.group);
    row.draft = slotVersion(ctx, row, row.draft, 'draft');
    row.published = slotVersion(ctx, row, row.published, 'published');
  },
  afterWrite: (row, ctx, kind) => {
    if (kind === 'delete') ctx.db.pageVersions = ctx.db.pageVersions.filter((v) => v.page.publicId !== row.publicId);
  },
};

const nullableRef = (
  ctx: Ctx,
  value: unknown,
  table: readonly { publicId: string; _companyId: string }[],
  propertyName: string,
): { publicId: string } | null => {
  if (value === null || value === undefined) return null;
  const id = isRecord(value) ? value.publicId : undefined;
  if (!table.some((row) => row.publicId === id && row._companyId === sessionOf(ctx).companyId))
    throw invalid(propertyName);
  return { publicId: String(id) };
};

const pageVersions: Resource<PageVersion> = {
  listRel: 'PageVersionList',
  itemRel: 'PageVersion',
  path: '/page-versions',
  idPrefix: 'pv',
  table: (db) => db.pageVersions,
  defaultOrder: '-createdOn',
  write: PAGES_WRITE,
  readOnly: ['page', 'createdOn', 'updatedOn', 'components', 'pagePages'],
  view: (row) => stripInternal(row),
  create: (body, ctx, publicId) => {
    if (!isRecord(body.page)) throw required('page');
    const page = ctx.db.pages.find(
      (p) =>
        p.publicId === (body.page as Record<string, unknown>).publicId && p._companyId === sessionOf(ctx).companyId,
    );
    if (!page) throw invalid('page');
    const version = buildVersion(page, null, body, publicId);
    version.previewAgent = nullableRef(ctx, body.previewAgent, ctx.db.agents, 'previewAgent');
    version.previewAsset = nullableRef(ctx, body.previewAsset, ctx.db.assets, 'previewAsset');
    return version;
  },
  validate: (row, ctx) => {
    if (row.title !== null && (typeof row.title !== 'string' || row.title.length > 255)) throw invalid('title');
    if (row.periodSpec !== null && typeof row.periodSpec !== 'string') throw invalid('periodSpec');
    // A version saved by an earlier mock (the tab's snapshot) lacks the two: their defaults.
    row.periodSelectorEnabled ??= true;
    row.defaultRefreshRate ??= null;
    if (typeof row.periodSelectorEnabled !== 'boolean') throw invalid('periodSelectorEnabled');
    if (row.defaultRefreshRate !== null && !isRefreshRate(row.defaultRefreshRate)) throw invalid('defaultRefreshRate');
    const icon: unknown = isRecord(row.custom) ? row.custom.glbMatIcon : null;
    if (icon !== null && icon !== undefined && typeof icon !== 'string') throw invalid('custom.glbMatIcon');
    row.custom = {
      ...(isRecord(row.custom) ? row.custom : {}),
      glbMatIcon: typeof icon === 'string' && icon !== '' ? icon : null,
    };
    row.previewAgent = nullableRef(ctx, row.previewAgent, ctx.db.agents, 'previewAgent');
    row.previewAsset = nullableRef(ctx, row.previewAsset, ctx.db.assets, 'previewAsset');
    row.updatedOn = new Date().toISOString();
  },
  afterWrite: (row, ctx, kind) => {
    if (kind !== 'delete') return;
    for (const page of ctx.db.pages) {
      if (page.draft?.publicId === row.publicId) page.draft = null;
      if (page.published?.publicId === row.publicId) page.published = null;
    }
  },
};

/** The platform's component templates: read only, the same for every company. */
const templates: Resource<PageComponentTemplate> = {
  listRel: 'PageComponentTemplateList',
  itemRel: 'PageComponentTemplate',
  path: '/page-component-templates',
  idPrefix: 'tpl',
  table: (db) => db.pageComponentTemplates,
  defaultOrder: 'name',
  listMethods: ['GET'],
  itemMethods: ['GET'],
};

function pageActions(): Route[] {
  return [
    // PageDraft: a new draft copied from the published version (empty without one); a previous draft goes.
    ...routesFor('PageDraft', '/pages/{publicId}/draft', {
      POST: (ctx) => {
        requirePermission(ctx, ...PAGES_WRITE);
        const page = ownPage(ctx, param(ctx, 'publicId'));
        const version = addVersion(ctx, page, versionOf(ctx, page.published));
        if (page.draft) dropVersion(ctx, page.draft.publicId);
        page.draft = { publicId: version.publicId };
        return envelope('PageDraft', [{ publicId: version.publicId }], { status: 201 });
      },
    }),
    // PageDuplicate: a new page "<name> (copy)" whose draft copies the published version; 201 with the new page in an array.
    ...routesFor('PageDuplicate', '/pages/{publicId}/duplicate', {
      POST: (ctx) => {
        requirePermission(ctx, ...PAGES_WRITE);
        const page = ownPage(ctx, param(ctx, 'publicId'));
        const published = versionOf(ctx, page.published);
        if (!published) throw badRequest('No published page');
        const copy = newPage(ctx, {
          name: `${page.name} (copy)`.slice(0, 255),
          applicationType: page.applicationType,
          orientation: page.orientation,
          group: page.group ? { ...page.group } : null,
          custom: structuredClone(page.custom),
        });
        const draft = buildVersion(copy, published);
        copy.draft = { publicId: draft.publicId };
        ctx.db.pages.push(copy);
        ctx.db.pageVersions.push(draft);
        return envelope('PageDuplicate', [viewOfPage(copy, ctx)], { status: 201 });
      },
    }),
    // PageDefault: one default page per company; POST moves it here (201), DELETE unsets it (200).
    ...routesFor('PageDefault', '/pages/{publicId}/default', {
      POST: (ctx) => {
        requirePermission(ctx, ...PAGES_WRITE);
        const page = ownPage(ctx, param(ctx, 'publicId'));
        ctx.db.pages.forEach((p) => p._companyId === page._companyId && (p.default = p === page));
        return emptyAnswer('PageDefault', 201);
      },
      DELETE: (ctx) => {
        requirePermission(ctx, ...PAGES_WRITE);
        ownPage(ctx, param(ctx, 'publicId')).default = false;
        return emptyAnswer('PageDefault');
      },
    }),
  ];
}

export const pageRoutes: Route[] = [
  ...crudRoutes(pages),
  ...crudRoutes(pageVersions),
  ...crudRoutes(templates),
  ...pageActions(),
  ...pageComponentRoutes,
  ...pageActionRoutes,
];
