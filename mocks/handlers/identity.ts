import { THEME_COLOURS } from '../db/content-types';
import type { Company, MenuItem, RouterDisplayScreensaver } from '../db/types';
import { nextId } from '../db/store';
import { asBool, crudRoutes, type Resource } from './crud';
import {
  ApiError,
  emptyAnswer,
  envelope,
  isRecord,
  notFound,
  param,
  readJsonObject,
  requirePermission,
  routesFor,
  sessionOf,
  type Ctx,
  type Route,
} from './http';
import { applyLegalSettings, onlyLegalSettings } from './legal';
import type { Row } from './query';

/**
 * Company identity (/identity): MyCompany PATCH `{branding}`, PublicFileUpload (images for the branding), the router
 * display screensaver and the menu items (docs/API.md; shapes from platform/resources.json).
 */

const COLOUR = /^#[0-9a-f]{6}$/i;
/** The platform's body types them `string`, not `string|null`: these two cannot be cleared. */
const REQUIRED_COLOURS = new Set(['primaryColor', 'primaryTextColor']);
const IMAGES = ['logo', 'logoDark', 'favicon', 'appleTouchIcon'] as const;
const PLATFORMS = ['windows', 'mac', 'linux'];
/** Uploads the mock takes (the platform publishes no limit; chosen here, the app checks the same before uploading). */
export const MAX_IMAGE_BYTES = 1024 * 1024;
export const MAX_SCREENSAVER_BYTES = 2 * 1024 * 1024;

const invalid = (propertyName: string, message = 'Invalid value'): ApiError =>
  new ApiError(400, [{ message, propertyName }]);

const isWebUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
/** An image address: a web address, or the `data:image/...` address PublicFileUpload gives here. */
const isImageUrl = (value: string): boolean => isWebUrl(value) || /^data:image\/[a-z0-9.+-]+[;,]/i.test(value);

function checkTheme(theme: Record<string, unknown>): void {
  for (const key of THEME_COLOURS) {
    const value = theme[key];
    if (value === undefined || (value === null && !REQUIRED_COLOURS.has(key))) continue;
    if (typeof value !== 'string' || !COLOUR.test(value)) throw invalid(`branding.theme.${key}`, 'Invalid colour');
  }
  if (theme.logoHasBackgroundColor !== undefined && typeof theme.logoHasBackgroundColor !== 'boolean')
    throw invalid('branding.theme.logoHasBackgroundColor');
}

function checkCustom(custom: Record<string, unknown>): void {
  const url = custom.glbVpnClientReleaseNotesUrl;
  if (url !== undefined && url !== null && url !== '' && (typeof url !== 'string' || !isWebUrl(url))) {
    throw invalid('branding.custom.glbVpnClientReleaseNotesUrl', 'Invalid URL');
  }
  const platforms = custom.glbSupportedPlatforms;
  if (
    platforms !== undefined &&
    platforms !== null &&
    (!Array.isArray(platforms) || !platforms.every((p) => typeof p === 'string' && PLATFORMS.includes(p)))
  ) {
    throw invalid('branding.custom.glbSupportedPlatforms');
  }
}

/** MyCompany PATCH: the branding is merged into the company's (theme and custom key by key); colours `#rrggbb`, addresses checked. */
async function patchMyCompany(ctx: Ctx): Promise<Response> {
  const body = await readJsonObject(ctx);
  // The policy settings alone need their own manage permissions (legal.ts), not MANAGE_BRANDING.
  if (!onlyLegalSettings(body)) requirePermission(ctx, 'MANAGE_BRANDING');
  const company = ctx.db.companies.find((c) => c.publicId === sessionOf(ctx).companyId);
  if (!company) throw notFound();
  if (body.name !== undefined && (typeof body.name !== 'string' || body.name.trim() === ''))
    throw invalid('name', 'Required property');
  const branding = body.branding;
  if (branding !== undefined && !isRecord(branding)) throw invalid('branding');
  if (branding) {
    if (
      branding.name !== undefined &&
      branding.name !== null &&
      (typeof branding.name !== 'string' || branding.name.length > 255)
    )
      throw invalid('branding.name');
    for (const key of IMAGES) {
      const value = branding[key];
      if (value !== undefined && value !== null && (typeof value !== 'string' || !isImageUrl(value)))
        throw invalid(`branding.${key}`, 'Invalid URL');
    }
    if (branding.theme !== undefined && !isRecord(branding.theme)) throw invalid('branding.theme');
    if (branding.custom !== undefined && !isRecord(branding.custom)) throw invalid('branding.custom');
    if (isRecord(branding.theme)) checkTheme(branding.theme);
    if (isRecord(branding.custom)) checkCustom(branding.custom);
  }
  applyLegalSettings(ctx, company, body);
  if (typeof body.name === 'string') company.name = body.name;
  if (branding) company.branding = mergeBranding(company.branding, branding);
  return emptyAnswer('MyCompany');
}

function mergeBranding(current: Company['branding'], patch: Record<string, unknown>): NonNullable<Company['branding']> {
  const base = current ?? { fqdn: null, logo: null };
  const next = { ...base } as Record<string, unknown>;
  for (const key of ['name', ...IMAGES] as const) if (patch[key] !== undefined) next[key] = patch[key];
  if (isRecord(patch.theme)) next.theme = { ...base.theme, ...patch.theme };
  if (isRecord(patch.custom)) next.custom = { ...base.custom, ...patch.custom };
  return next as unknown as NonNullable<Company['branding']>;
}

/** The one file of a multipart body (field `file`, or the first file sent). */
async function uploadedFile(ctx: Ctx): Promise<File> {
  let form: FormData;
  try {
    form = await ctx.request.formData();
  } catch {
    throw invalid('file', 'Required property');
  }
  const file = form.get('file') ?? [...form.values()].find((value) => typeof value !== 'string');
  if (!file || typeof file === 'string') throw invalid('file', 'Required property');
  return file;
}

async function imageFile(ctx: Ctx, limit: number): Promise<{ file: File; base64: string }> {
  const file = await uploadedFile(ctx);
  if (!file.type.startsWith('image/')) throw invalid('file', 'File is not an image');
  if (file.size > limit) throw invalid('file', 'File is too large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return { file, base64: btoa(binary) };
}

/**
 * PublicFileUpload: the platform answers `{publicId, url, type: image, size, company}`. The mock has no file host (the
 * platform publishes no rel that serves public files), so `url` is a `data:` address the browser can show as it is.
 */
async function uploadPublicFile(ctx: Ctx): Promise<Response> {
  requirePermission(ctx, 'MANAGE_BRANDING');
  const { file, base64 } = await imageFile(ctx, MAX_IMAGE_BYTES);
  const data = {
    publicId: nextId('pf'),
    url: `data:${file.type};base64,${base64}`,
    type: 'image',
    size: file.size,
    company: { publicId: sessionOf(ctx).companyId },
  };
  return envelope('PublicFileUpload', data, { status: 201 });
}

const ownScreensaver = (ctx: Ctx): RouterDisplayScreensaver => {
  const found = ctx.db.screensavers.find(
    (s) => s.publicId === param(ctx, 'publicId') && s._companyId === sessionOf(ctx).companyId,
  );
  if (!found) throw notFound();
  return found;
};

/** RouterDisplayScreensaverUpload: replaces the company's screensaver (one per company, MyCompany `screensaver`) → 201 `{publicId}`. */
async function uploadScreensaver(ctx: Ctx): Promise<Response> {
  requirePermission(ctx, 'MANAGE_BRANDING');
  const { file, base64 } = await imageFile(ctx, MAX_SCREENSAVER_BYTES);
  const { companyId } = sessionOf(ctx);
  const row: RouterDisplayScreensaver = {
    publicId: nextId('rds'),
    _companyId: companyId,
    _mimeType: file.type,
    _base64: base64,
  };
  ctx.db.screensavers = [...ctx.db.screensavers.filter((s) => s._companyId !== companyId), row];
  const company = ctx.db.companies.find((c) => c.publicId === companyId);
  if (company) company._screensaver = { publicId: row.publicId };
  return envelope('RouterDisplayScreensaverUpload', { publicId: row.publicId }, { status: 201 });
}

/** RouterDisplayScreensaver GET answers the image itself (docs/RULES.md#identity: a blob), not an envelope. */
function screensaverFile(ctx: Ctx): Response {
  const row = ownScreensaver(ctx);
  const bytes = Uint8Array.from(atob(row._base64), (ch) => ch.charCodeAt(0));
  return new Response(bytes, { status: 200, headers: { 'Content-Type': row._mimeType } });
}

function deleteScreensaver(ctx: Ctx): Response {
  requirePermission(ctx, 'MANAGE_BRANDING');
  const row = ownScreensaver(ctx);
  ctx.db.screensavers = ctx.db.screensavers.filter((s) => s !== row);
  const company = ctx.db.companies.find((c) => c.publicId === row._companyId);
  if (company?._screensaver?.publicId === row.publicId) delete company._screensaver;
  return emptyAnswer('RouterDisplayScreensaver');
}

const refOf = (value: unknown): { publicId: string } | undefined =>
  isRecord(value) && typeof value.publicId === 'string' ? { publicId: value.publicId } : undefined;

/** The page and access category of a menu item must be the company's own. */
function checkMenuItem(row: MenuItem, ctx: Ctx): void {
  const { companyId } = sessionOf(ctx);
  if (row.name !== null && (typeof row.name !== 'string' || row.name.length > 255)) throw invalid('name');
  if (!Number.isInteger(row.order)) throw new ApiError(400, [{ message: 'Required property', propertyName: 'order' }]);
  if (row.page && !ctx.db.pages.some((p) => p.publicId === row.page?.publicId && p._companyId === companyId))
    throw invalid('page');
  if (
    row.audience &&
    !ctx.db.audiences.some((a) => a.publicId === row.audience?.publicId && a._companyId === companyId)
  )
    throw invalid('audience');
}

/** MenuItemList answers `page` and `audience` with their names (fields `page.name`, `audience.name`). */
function menuItemView(row: MenuItem, ctx: Ctx): Row {
  const { _companyId: _omit, page, audience, ...rest } = row;
  const pageRow = page && ctx.db.pages.find((p) => p.publicId === page.publicId);
  const audienceRow = audience && ctx.db.audiences.find((a) => a.publicId === audience.publicId);
  return {
    ...rest,
    ...(page ? { page: { publicId: page.publicId, ...(pageRow ? { name: pageRow.name } : {}) } } : {}),
    ...(audience
      ? { audience: { publicId: audience.publicId, ...(audienceRow ? { name: audienceRow.name } : {}) } }
      : {}),
  };
}

const menuItems: Resource<MenuItem> = {
  listRel: 'MenuItemList',
  itemRel: 'MenuItem',
  path: '/menu-items',
  idPrefix: 'mi',
  table: (db) => db.menuItems,
  defaultOrder: 'order',
  write: ['MANAGE_BRANDING'],
  listMethods: ['GET', 'POST', 'PATCH', 'DELETE'],
  itemMethods: ['GET', 'PATCH', 'DELETE'],
  view: menuItemView,
  create: (body, ctx, publicId) => ({
    publicId,
    _companyId: sessionOf(ctx).companyId,
    name: typeof body.name === 'string' ? body.name : null,
    order: typeof body.order === 'number' ? body.order : NaN,
    pinned: asBool(body.pinned),
    custom: isRecord(body.custom) ? body.custom : {},
    ...(refOf(body.page) ? { page: refOf(body.page) } : {}),
    ...(refOf(body.audience) ? { audience: refOf(body.audience) } : {}),
  }),
  validate: (row, ctx) => {
    // A PATCH merges refs as sent: keep only `{publicId}`; `null` clears one (undefined, so the merge clears it too).
    for (const key of ['page', 'audience'] as const) row[key] = refOf(row[key]);
    checkMenuItem(row, ctx);
  },
};

export const identityRoutes: Route[] = [
  ...routesFor('MyCompany', '/companies/me', { PATCH: patchMyCompany }),
  ...routesFor('PublicFileUpload', '/public-files/upload', { POST: uploadPublicFile }),
  ...routesFor('RouterDisplayScreensaverUpload', '/router-display-screensaver/upload', { POST: uploadScreensaver }),
  ...routesFor('RouterDisplayScreensaver', '/router-display-screensaver/{publicId}', {
    GET: screensaverFile,
    DELETE: deleteScreensaver,
  }),
  ...crudRoutes(menuItems),
];
