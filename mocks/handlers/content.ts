import { nextId } from '../db/store';
import type { Message, Page, PageVersion, Translation } from '../db/types';
import { asString, crudRoutes, requireText, stripInternal, type Resource } from './crud';
import { ApiError, conflict, emptyAnswer, envelope, isRecord, notFound, param, requirePermission, routesFor, sessionOf, type Ctx, type Route } from './http';
import type { Row } from './query';

/** Translations, pages with draft and published versions, and the user's messages, with the platform's shapes. */

/** The platform's translation key (API-RESOURCES.md): 1 to 255 of capitals, digits and `_ ? . !`. */
export const KEY_PATTERN = /^[A-Z0-9_?.!]+$/;
const KEY_MAX_LENGTH = 255;

/**
 * TranslationList: POST `[{key, languages}]`, PATCH `[{publicId, languages}]` (the key never changes: the platform's
 * PATCH body has none), DELETE `[{publicId}]`. The checks run in the order of spec §5: a missing key or languages
 * (400 `Required property`), English missing (400 `Required language missing: en`), a key off the pattern (400 `Value
 * does not match regex expression`), a key already there or earlier in the same body (409 `Duplicate`); a list body's
 * failing item is named by `listIndex` (crud.ts).
 */
const translations: Resource<Translation> = {
  listRel: 'TranslationList', path: '/translations', idPrefix: 'tr', table: (db) => db.translations, defaultOrder: 'key',
  write: ['MANAGE_TRANSLATIONS'], readOnly: ['key'],
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
    if (row.key.length > KEY_MAX_LENGTH) throw new ApiError(400, [{ message: `Value is longer than ${KEY_MAX_LENGTH} characters`, propertyName: 'key' }]);
    if (others.some((t) => t.key === row.key)) throw conflict('Duplicate', 'key');
  },
};

function ownPage(ctx: Ctx, publicId: string): Page {
  const page = ctx.db.pages.find((p) => p.publicId === publicId && p._companyId === sessionOf(ctx).companyId);
  if (!page) throw notFound();
  return page;
}

/** A new version of a page, copied from `from` when given, with the fields of a PageVersionList body. */
function buildVersion(page: Page, from: PageVersion | null, body: Row = {}): PageVersion {
  const now = new Date().toISOString();
  const version: PageVersion = {
    publicId: nextId('pv'), _companyId: page._companyId, page: { publicId: page.publicId },
    title: typeof body.title === 'string' ? body.title : (from?.title ?? null),
    custom: { glbMatIcon: isRecord(body.custom) ? asString(body.custom.glbMatIcon) || null : (from?.custom.glbMatIcon ?? null) },
    periodSpec: typeof body.periodSpec === 'string' ? body.periodSpec : (from?.periodSpec ?? null),
    components: from ? from.components.map((c) => ({ ...c })) : [], previewAgent: from?.previewAgent ?? null, previewAsset: from?.previewAsset ?? null,
    pagePages: from ? from.pagePages.map((p) => ({ ...p })) : [], createdOn: now, updatedOn: null,
  };
  return version;
}

function newVersion(ctx: Ctx, page: Page, from: PageVersion | null): PageVersion {
  const version = buildVersion(page, from);
  ctx.db.pageVersions.push(version);
  return version;
}

const versionOf = (ctx: Ctx, slot: { publicId: string } | null): PageVersion | null =>
  slot ? (ctx.db.pageVersions.find((v) => v.publicId === slot.publicId) ?? null) : null;

/** A version of this page for a `draft` or `published` slot of a PATCH, or null. */
function slotVersion(ctx: Ctx, page: Page, value: unknown, propertyName: string): { publicId: string } | null {
  if (value === null || value === undefined) return null;
  const id = isRecord(value) ? value.publicId : undefined;
  const version = ctx.db.pageVersions.find((v) => v.publicId === id && v.page.publicId === page.publicId);
  if (!version) throw new ApiError(400, [{ message: 'Invalid value', propertyName }]);
  return { publicId: version.publicId };
}

const APPLICATION_TYPES: readonly Page['applicationType'][] = ['sheet', 'card', 'report'];

/**
 * Pages as the platform has them: the title lives on the version, the group on the page. Publishing is a PATCH
 * `{published: {publicId: draftId}, draft: null}`, then a DELETE of the old published PageVersion.
 */
const pages: Resource<Page> = {
  listRel: 'PageList', path: '/pages', idPrefix: 'pg', table: (db) => db.pages, defaultOrder: 'name', write: ['MANAGE_PAGES'],
  readOnly: ['applicationType', 'default', 'labels'],
  view: (row, ctx) => ({ ...stripInternal(row), draft: viewOfVersion(versionOf(ctx, row.draft)), published: viewOfVersion(versionOf(ctx, row.published)) }),
  create: (body, ctx, publicId) => ({
    publicId, _companyId: sessionOf(ctx).companyId, name: asString(body.name), applicationType: APPLICATION_TYPES.find((t) => t === body.applicationType) ?? 'sheet',
    group: isRecord(body.group) ? { publicId: asString(body.group.publicId) } : null, draft: null, published: null, default: false, labels: [], custom: {},
  }),
  validate: (row, ctx) => {
    requireText(row.name, 'name', 255);
    row.draft = slotVersion(ctx, row, row.draft, 'draft');
    row.published = slotVersion(ctx, row, row.published, 'published');
  },
  afterWrite: (row, ctx, kind) => {
    // A new page starts with an empty draft.
    if (kind === 'create') row.draft = { publicId: newVersion(ctx, row, null).publicId };
    if (kind === 'delete') ctx.db.pageVersions = ctx.db.pageVersions.filter((v) => v.page.publicId !== row.publicId);
  },
};

const viewOfVersion = (version: PageVersion | null): Row | null => (version ? stripInternal(version) : null);

const pageVersions: Resource<PageVersion> = {
  listRel: 'PageVersionList', itemRel: 'PageVersion', path: '/page-versions', idPrefix: 'pv', table: (db) => db.pageVersions,
  write: ['MANAGE_PAGES'], readOnly: ['page', 'createdOn', 'updatedOn', 'components', 'pagePages'],
  create: (body, ctx, publicId) => {
    const pageId = isRecord(body.page) ? body.page.publicId : undefined;
    const page = ctx.db.pages.find((p) => p.publicId === pageId && p._companyId === sessionOf(ctx).companyId);
    if (!page) throw new ApiError(400, [{ message: 'Required property', propertyName: 'page' }]);
    return { ...buildVersion(page, null, body), publicId };
  },
  validate: (row) => {
    if (row.title !== null && typeof row.title !== 'string') throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'title' }]);
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

/** The signed-in user's messages (API-RESOURCES.md): only `read` changes. */
const messages: Resource<Message> = {
  listRel: 'MessageList', path: '/messages', idPrefix: 'msg', table: (db) => db.messages, defaultOrder: '-createdOn',
  scope: (row, ctx) => row._userId === sessionOf(ctx).user.publicId,
  readOnly: ['createdOn', 'shortContent', 'longContent'],
  validate: (row) => {
    if (typeof row.read !== 'boolean') throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'read' }]);
  },
};

/** MessageAll PATCH `{read}`: every message of the signed-in user at once. */
async function markAllMessages(ctx: Ctx): Promise<Response> {
  const body = await ctx.body();
  if (!isRecord(body) || typeof body.read !== 'boolean') throw new ApiError(400, [{ message: 'Required property', propertyName: 'read' }]);
  const { read } = body;
  ctx.db.messages.filter((m) => m._userId === sessionOf(ctx).user.publicId).forEach((m) => (m.read = read));
  return emptyAnswer('MessageAll');
}

export const contentRoutes: Route[] = [
  ...crudRoutes(translations),
  ...crudRoutes(pages),
  ...crudRoutes(pageVersions),
  // Before Message (/messages/{publicId}): `all` is not a message id.
  ...routesFor('MessageAll', '/messages/all', { PATCH: markAllMessages }),
  ...crudRoutes(messages),
  ...routesFor('PageDraft', '/pages/{publicId}/draft', {
    POST: (ctx) => {
      requirePermission(ctx, 'MANAGE_PAGES');
      const page = ownPage(ctx, param(ctx, 'publicId'));
      const version = newVersion(ctx, page, versionOf(ctx, page.published));
      if (page.draft) dropVersion(ctx, page.draft.publicId);
      page.draft = { publicId: version.publicId };
      return envelope('PageDraft', [{ publicId: version.publicId }], { status: 201 });
    },
  }),
];

function dropVersion(ctx: Ctx, id: string): void {
  ctx.db.pageVersions = ctx.db.pageVersions.filter((v) => v.publicId !== id);
}
