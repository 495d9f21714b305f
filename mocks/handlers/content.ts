import { nextId } from '../db/store';
import type { Message, Page, PageVersion, Translation } from '../db/types';
import { asString, crudRoutes, itemResponse, stripInternal, type Resource } from './crud';
import { ApiError, badRequest, conflict, isRecord, noContent, notFound, param, requirePermission, routesFor, sessionOf, type Ctx, type Route } from './http';

/** Translations, pages with draft and published versions, and the user's messages. */

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;

const translations: Resource<Translation> = {
  listRel: 'TranslationList', path: '/translations', idPrefix: 'tr', table: (db) => db.translations, defaultOrder: 'key',
  write: ['MANAGE_TRANSLATIONS'],
  create: (body, ctx, publicId) => ({
    publicId, _companyId: sessionOf(ctx).companyId, key: asString(body.key), languages: isRecord(body.languages) ? (body.languages as Record<string, string>) : {},
  }),
  validate: (row, _ctx, others) => {
    if (typeof row.key !== 'string' || row.key === '') throw new ApiError(400, [{ message: 'Required property', propertyName: 'key' }]);
    if (!isRecord(row.languages) || Object.keys(row.languages).length === 0) throw new ApiError(400, [{ message: 'Required property', propertyName: 'languages' }]);
    if (Object.values(row.languages).some((text) => typeof text !== 'string')) throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'languages' }]);
    if (typeof row.languages.en !== 'string' || row.languages.en === '') {
      throw new ApiError(400, [{ message: 'Required language missing: en', propertyName: 'languages' }]);
    }
    if (!KEY_PATTERN.test(row.key)) throw new ApiError(400, [{ message: 'Value does not match regex expression', propertyName: 'key' }]);
    if (others.some((t) => t.key === row.key)) throw conflict('Duplicate', 'key');
  },
};

function ownPage(ctx: Ctx, publicId: string): Page {
  const page = ctx.db.pages.find((p) => p.publicId === publicId && p._companyId === sessionOf(ctx).companyId);
  if (!page) throw notFound();
  return page;
}

function newVersion(ctx: Ctx, page: Page, from: PageVersion | null): PageVersion {
  const version: PageVersion = {
    publicId: nextId('pv'), _companyId: page._companyId, page: { publicId: page.publicId }, title: from?.title ?? page.title,
    custom: { ...(from?.custom ?? page.custom) }, group: from?.group ?? page.group, periodSpec: from?.periodSpec ?? 'today',
    components: from ? from.components.map((c) => ({ ...c })) : [], pagePages: from ? from.pagePages.map((p) => ({ ...p })) : [],
    created: new Date().toISOString(),
  };
  ctx.db.pageVersions.push(version);
  return version;
}

const versionOf = (ctx: Ctx, slot: { publicId: string } | null): PageVersion | null =>
  slot ? (ctx.db.pageVersions.find((v) => v.publicId === slot.publicId) ?? null) : null;

/** Reuses the draft, else copies the published version, else starts an empty one. */
function ensureDraft(ctx: Ctx, page: Page): { version: PageVersion; created: boolean } {
  const existing = versionOf(ctx, page.draft);
  if (existing) return { version: existing, created: false };
  const version = newVersion(ctx, page, versionOf(ctx, page.published));
  page.draft = { publicId: version.publicId };
  return { version, created: true };
}

const dropVersion = (ctx: Ctx, id: string | undefined): void => {
  ctx.db.pageVersions = ctx.db.pageVersions.filter((v) => v.publicId !== id);
};

const pages: Resource<Page> = {
  listRel: 'PageList', path: '/pages', idPrefix: 'pg', table: (db) => db.pages, defaultOrder: 'title', write: ['MANAGE_PAGES'],
  readOnly: ['draft', 'published', 'updated'],
  create: (body, ctx, publicId) => ({
    publicId, _companyId: sessionOf(ctx).companyId, title: asString(body.title), group: isRecord(body.group) ? { publicId: asString(body.group.publicId) } : null,
    custom: { glbMatIcon: isRecord(body.custom) ? asString(body.custom.glbMatIcon) || null : null }, periodSpec: asString(body.periodSpec, 'today'),
    isDefault: false, draft: null, published: null, agent: null, asset: null, previewAgent: null, previewAsset: null, updated: new Date().toISOString(),
  }),
  validate: (row) => {
    if (typeof row.title !== 'string' || row.title.trim() === '') throw new ApiError(400, [{ message: 'Required property', propertyName: 'title' }]);
    row.updated = new Date().toISOString();
  },
  afterWrite: (row, ctx, kind) => {
    if (kind === 'create') ensureDraft(ctx, row);
    if (kind === 'delete') ctx.db.pageVersions = ctx.db.pageVersions.filter((v) => v.page.publicId !== row.publicId);
  },
};

const pageVersions: Resource<PageVersion> = {
  listRel: 'PageVersionList', itemRel: 'PageVersion', path: '/page-versions', idPrefix: 'pv', table: (db) => db.pageVersions,
  listMethods: [], write: ['MANAGE_PAGES'], readOnly: ['page', 'created'],
  afterWrite: (row, ctx, kind) => {
    if (kind !== 'delete') return;
    for (const page of ctx.db.pages) {
      if (page.draft?.publicId === row.publicId) page.draft = null;
      if (page.published?.publicId === row.publicId) page.published = null;
    }
  },
};

const messages: Resource<Message> = {
  listRel: 'MessageList', path: '/messages', idPrefix: 'msg', table: (db) => db.messages, defaultOrder: '-created',
  scope: (row, ctx) => row._userId === sessionOf(ctx).user.publicId,
  readOnly: ['subject', 'body', 'severity', 'created', 'company'],
  validate: (row) => {
    if (typeof row.read !== 'boolean') throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'read' }]);
  },
};

export const contentRoutes: Route[] = [
  ...crudRoutes(translations),
  ...crudRoutes(pages),
  ...crudRoutes(pageVersions),
  ...crudRoutes(messages),
  ...routesFor('PageDraft', '/pages/{publicId}/draft', {
    POST: (ctx) => {
      requirePermission(ctx, 'MANAGE_PAGES');
      const { version, created } = ensureDraft(ctx, ownPage(ctx, param(ctx, 'publicId')));
      return itemResponse('PageVersion', stripInternal(version), ctx, created ? 201 : 200);
    },
    DELETE: (ctx) => {
      requirePermission(ctx, 'MANAGE_PAGES');
      const page = ownPage(ctx, param(ctx, 'publicId'));
      if (!page.draft) throw badRequest('Page has no draft version');
      dropVersion(ctx, page.draft.publicId);
      page.draft = null;
      return noContent();
    },
  }),
  ...routesFor('PagePublish', '/pages/{publicId}/publish', {
    POST: (ctx) => {
      requirePermission(ctx, 'MANAGE_PAGES');
      const page = ownPage(ctx, param(ctx, 'publicId'));
      if (!page.draft) throw badRequest('Page has no draft version');
      const draft = versionOf(ctx, page.draft);
      if (page.published) dropVersion(ctx, page.published.publicId);
      page.published = page.draft;
      page.draft = null;
      if (draft) page.title = draft.title;
      page.updated = new Date().toISOString();
      return itemResponse('Page', stripInternal(page), ctx);
    },
  }),
];
